/* test_batch_json.c — the JSON reader of the batch grader: what it parses
 * into a tree, what it refuses (with an offset and a reason), and a tree
 * written out and read back. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "batch_json.h"

static struct rg_jv *parse_ok(const char *text)
{
  char err[200] = "";
  struct rg_jv *v = rg_jv_parse(text, err, sizeof err);
  if (!v)
    fail_msg("'%s' refused: %s", text, err);
  return v;
}

/* The reason text is refused, or fails the test when it is taken. */
static const char *refused(const char *text)
{
  static char err[200];
  err[0] = '\0';
  struct rg_jv *v = rg_jv_parse(text, err, sizeof err);
  if (v) {
    rg_jv_free(v);
    fail_msg("'%s' was taken as JSON", text);
  }
  return err;
}

/* Ensure every kind of value lands in the tree with its content. */
static void test_batch_json_every_kind(void **state)
{
  (void)state;
  struct rg_jv *v = parse_ok(" {\"s\": \"hi\", \"n\": -12.5e1, \"t\": true, \"f\": false,\n"
                             "  \"z\": null, \"a\": [1, [], {}], \"o\": {\"k\": 0}} ");
  assert_int_equal(v->kind, RG_JV_OBJECT);
  assert_int_equal(v->len, 7);
  assert_string_equal(rg_jv_str(rg_jv_get(v, "s"), NULL), "hi");
  assert_true(rg_jv_num(rg_jv_get(v, "n"), 0) == -125);
  assert_int_equal(rg_jv_get(v, "t")->kind, RG_JV_BOOL);
  assert_true(rg_jv_get(v, "t")->b);
  assert_false(rg_jv_get(v, "f")->b);
  assert_int_equal(rg_jv_get(v, "z")->kind, RG_JV_NULL);
  struct rg_jv *a = rg_jv_get(v, "a");
  assert_int_equal(a->kind, RG_JV_ARRAY);
  assert_int_equal(a->len, 3);
  assert_true(rg_jv_num(a->items[0], 0) == 1);
  assert_int_equal(a->items[1]->kind, RG_JV_ARRAY);
  assert_int_equal(a->items[1]->len, 0);
  assert_int_equal(a->items[2]->kind, RG_JV_OBJECT);
  assert_true(rg_jv_num(rg_jv_get(rg_jv_get(v, "o"), "k"), -1) == 0);
  rg_jv_free(v);
}

/* Ensure a missing key or a value of another kind gives the fallback. */
static void test_batch_json_fallbacks(void **state)
{
  (void)state;
  struct rg_jv *v = parse_ok("{\"s\": \"3\", \"n\": 3}");
  assert_null(rg_jv_get(v, "missing"));
  assert_true(rg_jv_num(rg_jv_get(v, "s"), 7) == 7);
  assert_string_equal(rg_jv_str(rg_jv_get(v, "n"), "fb"), "fb");
  assert_null(rg_jv_get(rg_jv_get(v, "n"), "s")); /* not an object */
  assert_null(rg_jv_get(NULL, "s"));
  rg_jv_free(v);
}

/* Ensure escapes decode: the short ones, \u to UTF-8, lone surrogates and
 * NUL (which a C string cannot hold) to U+FFFD. */
static void test_batch_json_string_escapes(void **state)
{
  (void)state;
  struct rg_jv *v = parse_ok("\"a\\\"b\\\\c\\/d\\n\\t\\r\\b\\f\"");
  assert_string_equal(v->str, "a\"b\\c/d\n\t\r\b\f");
  rg_jv_free(v);
  v = parse_ok("\"\\u0041\\u00e9\\u20AC\"");
  assert_string_equal(v->str, "A\xc3\xa9\xe2\x82\xac");
  rg_jv_free(v);
  v = parse_ok("\"x\\ud800y\\u0000z\"");
  assert_string_equal(v->str, "x\xef\xbf\xbdy\xef\xbf\xbdz");
  rg_jv_free(v);
}

/* Ensure numbers are JSON's: no nan, inf, hex, '+', bare '.', leading 0. */
static void test_batch_json_numbers(void **state)
{
  (void)state;
  const char *good[] = { "0", "-0", "7", "1.5", "-0.25", "1e6", "1E+06", "2.5e-3" };
  const double want[] = { 0, 0, 7, 1.5, -0.25, 1e6, 1e6, 2.5e-3 };
  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
    struct rg_jv *v = parse_ok(good[i]);
    assert_int_equal(v->kind, RG_JV_NUMBER);
    assert_true(v->num == want[i]);
    rg_jv_free(v);
  }
  const char *bad[] = { "nan", "inf", "-inf", "0x10", "+1", ".5", "1.", "01", "1e", "-",
                        "[NaN]", "{\"a\": infinity}" };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    assert_non_null(strstr(refused(bad[i]), "offset"));
}

/* Ensure malformed text is refused with the offset and what was wrong. */
static void test_batch_json_malformed(void **state)
{
  (void)state;
  assert_string_equal(refused(""), "offset 0: expected a value");
  assert_string_equal(refused("{"), "offset 1: expected a string");
  assert_string_equal(refused("{\"a\" 1}"), "offset 5: expected ':'");
  assert_string_equal(refused("{\"a\":1,}"), "offset 7: expected a string");
  assert_string_equal(refused("{\"a\":1 \"b\":2}"), "offset 7: expected ',' or '}'");
  assert_string_equal(refused("[1 2]"), "offset 3: expected ',' or ']'");
  assert_string_equal(refused("[1,]"), "offset 3: expected a value");
  assert_string_equal(refused("{1:2}"), "offset 1: expected a string");
  assert_string_equal(refused("\"abc"), "offset 4: unterminated string");
  assert_string_equal(refused("\"\\x\""), "offset 3: bad escape");
  assert_string_equal(refused("\"\\u12G4\""), "offset 5: bad \\u escape");
  assert_string_equal(refused("\"\\u12"), "offset 5: bad \\u escape");
  assert_string_equal(refused("1 2"), "offset 2: trailing characters");
  assert_string_equal(refused("tru"), "offset 0: expected a value");
  assert_string_equal(refused("[true false]"), "offset 6: expected ',' or ']'");
}

/* Ensure nesting is bounded (a hostile file cannot exhaust the stack), and
 * that the bound is not below what a report needs. */
static void test_batch_json_depth(void **state)
{
  (void)state;
  char deep[2 * 200 + 1];
  for (int depth = 10; depth <= 200; depth += 190) {
    memset(deep, '[', (size_t)depth);
    memset(deep + depth, ']', (size_t)depth);
    deep[2 * depth] = '\0';
    if (depth == 10) {
      struct rg_jv *v = parse_ok(deep);
      rg_jv_free(v);
    } else {
      assert_non_null(strstr(refused(deep), "nested too deep"));
    }
  }
}

/* Ensure a written tree reads back the same, and a key set twice keeps the
 * later value once. */
static void test_batch_json_write_read_back(void **state)
{
  (void)state;
  struct rg_jv *v = rg_jv_new(RG_JV_OBJECT);
  rg_jv_put(v, "name", rg_jv_new_str("tab\there \"q\" \xc3\xa9"));
  rg_jv_put(v, "score", rg_jv_new_num(2));
  rg_jv_put(v, "score", rg_jv_new_num(3.5));
  struct rg_jv *a = rg_jv_new(RG_JV_ARRAY);
  rg_jv_put(a, NULL, rg_jv_new_num(-1));
  rg_jv_put(a, NULL, rg_jv_new(RG_JV_BOOL));
  rg_jv_put(v, "list", a);
  assert_int_equal(v->len, 3);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  rg_jv_write(f, v);
  fclose(f);
  struct rg_jv *back = parse_ok(buf);
  assert_string_equal(rg_jv_str(rg_jv_get(back, "name"), ""), "tab\there \"q\" \xc3\xa9");
  assert_true(rg_jv_num(rg_jv_get(back, "score"), 0) == 3.5);
  struct rg_jv *l = rg_jv_get(back, "list");
  assert_int_equal(l->len, 2);
  assert_true(rg_jv_num(l->items[0], 0) == -1);
  assert_int_equal(l->items[1]->kind, RG_JV_BOOL);
  assert_false(l->items[1]->b);
  free(buf);
  rg_jv_free(back);
  rg_jv_free(v);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_batch_json_every_kind),
    cmocka_unit_test(test_batch_json_fallbacks),
    cmocka_unit_test(test_batch_json_string_escapes),
    cmocka_unit_test(test_batch_json_numbers),
    cmocka_unit_test(test_batch_json_malformed),
    cmocka_unit_test(test_batch_json_depth),
    cmocka_unit_test(test_batch_json_write_read_back),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
