/* test_json.c — the JSON writer: escaping of anything a student's file or a
 * compiler can print, and the layout of a small document. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <cmocka.h>

#include "json.h"

/* Fixture: a memory stream whose bytes the tests read back. */
struct fx {
  char *buf;
  size_t len;
  FILE *f;
};

static int fx_setup(void **state)
{
  struct fx *x = calloc(1, sizeof *x);
  if (!x)
    return -1;
  x->f = open_memstream(&x->buf, &x->len);
  *state = x;
  return x->f ? 0 : -1;
}

static int fx_teardown(void **state)
{
  struct fx *x = *state;
  fclose(x->f);
  free(x->buf);
  free(x);
  return 0;
}

/* The escaped form of s. */
static const char *esc(struct fx *x, const char *s)
{
  rg_json_escape(x->f, s);
  fflush(x->f);
  return x->buf;
}

/* Ensure plain text is only quoted. */
static void test_json_escape_plain(void **state)
{
  assert_string_equal(esc(*state, "sum = 42"), "\"sum = 42\"");
}

/* Ensure a double quote is escaped. */
static void test_json_escape_quote(void **state)
{
  assert_string_equal(esc(*state, "say \"hi\""), "\"say \\\"hi\\\"\"");
}

/* Ensure a backslash is escaped. */
static void test_json_escape_backslash(void **state)
{
  assert_string_equal(esc(*state, "a\\b"), "\"a\\\\b\"");
}

/* Ensure newline, tab and carriage return get their short escapes. */
static void test_json_escape_short_controls(void **state)
{
  assert_string_equal(esc(*state, "a\nb\tc\rd"), "\"a\\nb\\tc\\rd\"");
}

/* Ensure other control characters and DEL become \u00XX. */
static void test_json_escape_other_controls(void **state)
{
  assert_string_equal(esc(*state, "\x01\x1b[31m\x7f"), "\"\\u0001\\u001b[31m\\u007f\"");
}

/* Ensure well-formed UTF-8 passes through unchanged. */
static void test_json_escape_valid_utf8(void **state)
{
  assert_string_equal(esc(*state, "\xc2\xb5s \xe2\x86\x92 \xf0\x9f\x98\x80"),
                      "\"\xc2\xb5s \xe2\x86\x92 \xf0\x9f\x98\x80\"");
}

/* Ensure a stray byte that cannot start UTF-8 becomes \ufffd. */
static void test_json_escape_invalid_byte(void **state)
{
  assert_string_equal(esc(*state, "a\xff" "b\x80"), "\"a\\ufffdb\\ufffd\"");
}

/* Ensure a sequence cut short (lead byte, no continuation) becomes \ufffd
 * and the next character survives. */
static void test_json_escape_truncated_sequence(void **state)
{
  assert_string_equal(esc(*state, "\xe2\x86x\xc3"), "\"\\ufffd\\ufffdx\\ufffd\"");
}

/* Ensure bytes F5..FF never pass, even followed by continuation bytes. */
static void test_json_escape_high_lead_byte(void **state)
{
  assert_string_equal(esc(*state, "\xf8\x80\x80"), "\"\\ufffd\\ufffd\\ufffd\"");
}

/* Ensure an overlong form (E0 80 80) is not copied: three U+FFFD. */
static void test_json_escape_overlong(void **state)
{
  assert_string_equal(esc(*state, "\xe0\x80\x80"), "\"\\ufffd\\ufffd\\ufffd\"");
}

/* Ensure a UTF-16 surrogate (ED A0 80) is not copied. */
static void test_json_escape_surrogate(void **state)
{
  assert_string_equal(esc(*state, "\xed\xa0\x80"), "\"\\ufffd\\ufffd\\ufffd\"");
}

/* Ensure a code point past U+10FFFF (F4 90 80 80) is not copied. */
static void test_json_escape_past_unicode(void **state)
{
  assert_string_equal(esc(*state, "\xf4\x90\x80\x80"),
                      "\"\\ufffd\\ufffd\\ufffd\\ufffd\"");
}

/* Ensure a 4-byte scalar value (U+1F600) is copied as it is. */
static void test_json_escape_four_bytes(void **state)
{
  assert_string_equal(esc(*state, "\xf0\x9f\x98\x80"), "\"\xf0\x9f\x98\x80\"");
}

/* Ensure NULL is written as the empty string. */
static void test_json_escape_null(void **state)
{
  assert_string_equal(esc(*state, NULL), "\"\"");
}

/* Ensure a nested document comes out byte for byte as expected (valid JSON:
 * commas between members only, keys escaped, non-finite numbers as null). */
static void test_json_document_layout(void **state)
{
  struct fx *x = *state;
  struct rg_json j;
  rg_json_begin(&j, x->f);
  rg_json_object(&j, NULL);
  rg_json_number(&j, "score", 1.5);
  rg_json_array(&j, "tests");
  rg_json_object(&j, NULL);
  rg_json_string(&j, "na\"me", "x\n");
  rg_json_bool(&j, "ok", false);
  rg_json_end(&j);
  rg_json_end(&j);
  rg_json_array(&j, "empty");
  rg_json_end(&j);
  rg_json_int(&j, "big", -12345678901LL);
  rg_json_number(&j, "nan", NAN);
  rg_json_end(&j);
  fflush(x->f);
  assert_string_equal(x->buf,
                      "{\n"
                      "  \"score\": 1.5,\n"
                      "  \"tests\": [\n"
                      "    {\n"
                      "      \"na\\\"me\": \"x\\n\",\n"
                      "      \"ok\": false\n"
                      "    }\n"
                      "  ],\n"
                      "  \"empty\": [],\n"
                      "  \"big\": -12345678901,\n"
                      "  \"nan\": null\n"
                      "}\n");
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, fx_setup, fx_teardown)
  const struct CMUnitTest tests[] = {
    T(test_json_escape_plain),
    T(test_json_escape_quote),
    T(test_json_escape_backslash),
    T(test_json_escape_short_controls),
    T(test_json_escape_other_controls),
    T(test_json_escape_valid_utf8),
    T(test_json_escape_invalid_byte),
    T(test_json_escape_truncated_sequence),
    T(test_json_escape_high_lead_byte),
    T(test_json_escape_overlong),
    T(test_json_escape_surrogate),
    T(test_json_escape_past_unicode),
    T(test_json_escape_four_bytes),
    T(test_json_escape_null),
    T(test_json_document_layout),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
