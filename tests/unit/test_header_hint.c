/* test_header_hint.c — the header a forgotten name comes from, read from
 * clang's and nvcc's messages alike, and the compile error's summary that
 * tells the student to include it instead of sending them to a TODO. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "compile.h"
#include "compile_internal.h"
#include "exercise.h"

static const char *hint(const char *msg, char *name)
{
  return rg_header_for_name(msg, name, 64);
}

/* Ensure both compilers' words for an unknown name give its header. */
static void test_header_hint_both_compilers(void **state)
{
  (void)state;
  char name[64];
  assert_string_equal(hint("error: use of undeclared identifier 'printf'", name), "cstdio");
  assert_string_equal(name, "printf");
  assert_string_equal(hint("error: identifier \"printf\" is undefined", name), "cstdio");
  assert_string_equal(hint("error: use of undeclared identifier 'FLT_MAX'", name), "cfloat");
  assert_string_equal(hint("error: unknown type name 'uint32_t'; did you mean '__uint32_t'?", name),
                      "cstdint");
  assert_string_equal(hint("error: identifier \"uintptr_t\" is undefined", name), "cstdint");
  assert_string_equal(hint("error: no member named 'string' in namespace 'std'", name), "string");
  assert_string_equal(name, "std::string");
  assert_string_equal(hint("error: namespace \"std\" has no member \"cout\"", name), "iostream");
  assert_string_equal(name, "std::cout");
  assert_string_equal(hint("error: no member named 'uint32_t' in namespace 'std'", name), "cstdint");
}

/* Ensure a name that is not one of the list, a struct's member named like
 * one, or std's only name written without std:: gives no hint. */
static void test_header_hint_none(void **state)
{
  (void)state;
  char name[64];
  assert_null(hint("error: use of undeclared identifier 'sdata'", name));
  assert_null(hint("error: no member named 'printf' in 'S'", name));
  assert_null(hint("error: unknown type name 'string'", name));
  assert_null(hint("error: expected ';' after expression", name));
  assert_null(hint("error: identifier \"std::swap<int> \" is undefined in device code", name));
}

/* Ensure cooperative groups' names that need a header of their own
 * (nvcc 13 refuses cg::reduce, cg::plus and the scans with
 * <cooperative_groups.h> alone) name it, and a member of the namespace
 * that is no such name gives none. */
static void test_header_hint_cooperative_groups(void **state)
{
  (void)state;
  char name[64];
  assert_string_equal(hint("error: no member named 'reduce' in namespace 'cooperative_groups'",
                           name), "cooperative_groups/reduce.h");
  assert_string_equal(name, "cooperative_groups::reduce");
  assert_string_equal(hint("error: no template named 'plus' in namespace 'cooperative_groups'",
                           name), "cooperative_groups/reduce.h");
  assert_string_equal(hint("error: namespace \"cooperative_groups\" has no member \"reduce\"",
                           name), "cooperative_groups/reduce.h");
  assert_string_equal(hint("error: no member named 'inclusive_scan' in namespace "
                           "'cooperative_groups'", name), "cooperative_groups/scan.h");
  assert_string_equal(hint("error: no member named 'memcpy_async' in namespace "
                           "'cooperative_groups'", name), "cooperative_groups/memcpy_async.h");
  assert_null(hint("error: no member named 'reduse' in namespace 'cooperative_groups'", name));
  assert_null(hint("error: no member named 'printf' in namespace 'cooperative_groups'", name));
}

/* Ensure the summary names the include, not the TODO around the line. */
static void test_header_hint_summary(void **state)
{
  (void)state;
  struct rg_exercise ex = { 0 };
  struct rg_compile_result res = { 0 };
  const char *text = "// TODO 1: x\n  printf(\"%d\", 1);\n// END TODO\n";
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:3: error: use of undeclared identifier 'printf'\n",
                     "/b/entry.cu", 12, &res);
  assert_non_null(strstr(res.summary, "printf is declared in <cstdio>: add #include <cstdio>"));
  assert_null(strstr(res.summary, "TODO"));
  assert_false(res.emulator_gap);
  assert_int_equal(res.error_line, 2);
  free(res.summary);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_header_hint_both_compilers),
    cmocka_unit_test(test_header_hint_none),
    cmocka_unit_test(test_header_hint_cooperative_groups),
    cmocka_unit_test(test_header_hint_summary),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
