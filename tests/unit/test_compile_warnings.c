/* test_compile_warnings.c — the compiler's warnings kept for the report
 * (compile_warnings.c): clang's and nvcc's lines of the listed classes in
 * the submission's own file only, each once, cut short, at most
 * RG_WARNINGS_MAX with the rest counted; two builds' lists merged by line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "compile.h"

#define SUB "/w/reduce.cu"

/* Ensure clang's warning of a listed class in the submission is kept with
 * its line, message and flag, and the notes and source lines after it are
 * not. */
static void test_warnings_clang_kept(void **state)
{
  (void)state;
  struct rg_compile_result res = { 0 };
  rg_compile_warnings(
      "In file included from /c/entry.cu:4:\n"
      SUB ":33:51: warning: implicit conversion of out of range value from 'float' to 'int' "
      "is undefined [-Wliteral-conversion]\n"
      "    static int highest() { return FLT_MAX; }\n"
      "/usr/include/float.h:121:17: note: expanded from macro 'FLT_MAX'\n"
      "1 warning generated.\n",
      SUB, &res);
  assert_int_equal(res.nwarnings, 1);
  assert_int_equal(res.warnings[0].line, 33);
  assert_string_equal(res.warnings[0].text, "implicit conversion of out of range value from "
                                            "'float' to 'int' is undefined "
                                            "[-Wliteral-conversion]");
  assert_int_equal(res.warnings_left_out, 0);
}

/* Ensure a warning of a class not listed (style), one in another file (a
 * header's, a name that only begins as the submission's does), and an
 * error are all left out. */
static void test_warnings_others_left_out(void **state)
{
  (void)state;
  struct rg_compile_result res = { 0 };
  rg_compile_warnings(
      SUB ":7:3: warning: & has lower precedence than ==; == will be evaluated first "
      "[-Wparentheses]\n"
      "/h/other.h:3:9: warning: shift count >= width of type [-Wshift-count-overflow]\n"
      SUB ".h:3:9: warning: shift count >= width of type [-Wshift-count-overflow]\n"
      SUB ":9:9: error: shift count >= width of type [-Wshift-count-overflow]\n"
      SUB ":9: warning: the flag's bracket not at the end [-Wuninitialized] here\n",
      SUB, &res);
  assert_int_equal(res.nwarnings, 0);
  assert_int_equal(res.warnings_left_out, 0);
}

/* Ensure nvcc's front end's form is read by its words, and gcc's
 * -Werror form by its flag. */
static void test_warnings_nvcc_and_werror(void **state)
{
  (void)state;
  struct rg_compile_result res = { 0 };
  rg_compile_warnings(
      SUB "(12): warning #549-D: variable \"s\" is used before its value is set\n"
      SUB "(13): warning #177-D: variable \"t\" was declared but never referenced\n"
      SUB ":14:5: warning: division by zero is undefined [-Werror,-Wdivision-by-zero]\n",
      SUB, &res);
  assert_int_equal(res.nwarnings, 2);
  assert_int_equal(res.warnings[0].line, 12);
  assert_string_equal(res.warnings[0].text, "variable \"s\" is used before its value is set");
  assert_int_equal(res.warnings[1].line, 14);
  assert_string_equal(res.warnings[1].text, "division by zero is undefined [-Wdivision-by-zero]");
}

/* Ensure a template's repeated warning is kept once, a long message is
 * cut with its flag kept, a control character is shown as '?', and past
 * the cap the rest are counted, even where their cut texts are alike. */
static void test_warnings_capped(void **state)
{
  (void)state;
  struct rg_compile_result res = { 0 };
  char long_name[400];
  memset(long_name, 'n', sizeof long_name - 1);
  long_name[sizeof long_name - 1] = '\0';
  char *log = malloc(200000);
  size_t k = 0;
  k += (size_t)sprintf(log + k, SUB ":5:1: warning: read \x1b[2J here is uninitialized "
                                    "[-Wuninitialized]\n");
  k += (size_t)sprintf(log + k, SUB ":5:1: warning: read \x1b[2J here is uninitialized "
                                    "[-Wuninitialized]\n");
  for (int i = 0; i < 100; i++)
    k += (size_t)sprintf(log + k, SUB ":35:5: warning: implicit conversion from 'int' to '%s' "
                                      "changes value from %d to %d [-Wconstant-conversion]\n",
                         long_name, 300 + i, 44 + i);
  rg_compile_warnings(log, SUB, &res);
  free(log);
  assert_int_equal(res.nwarnings, RG_WARNINGS_MAX);
  assert_int_equal(res.warnings_left_out, 100 - (RG_WARNINGS_MAX - 1));
  assert_string_equal(res.warnings[0].text, "read ?[2J here is uninitialized [-Wuninitialized]");
  const char *t = res.warnings[1].text;
  assert_int_equal(strlen(t), RG_WARNING_TEXT_MAX);
  assert_non_null(strstr(t, "... [-Wconstant-conversion]"));
}

/* Ensure a merge keeps the first build's warning at a line and adds the
 * second's at other lines only. */
static void test_warnings_merged_by_line(void **state)
{
  (void)state;
  struct rg_compile_result gpu = { 0 }, emu = { 0 };
  rg_compile_warnings(SUB "(33): warning #2361-D: floating-point value does not fit in "
                          "required integral type\n", SUB, &gpu);
  rg_compile_warnings(SUB ":33:51: warning: out of range [-Wliteral-conversion]\n"
                      SUB ":40:9: warning: 'i' is uninitialized [-Wuninitialized]\n", SUB, &emu);
  rg_compile_warnings_merge(&gpu, &emu);
  assert_int_equal(gpu.nwarnings, 2);
  assert_non_null(strstr(gpu.warnings[0].text, "does not fit"));
  assert_int_equal(gpu.warnings[1].line, 40);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_warnings_clang_kept),
    cmocka_unit_test(test_warnings_others_left_out),
    cmocka_unit_test(test_warnings_nvcc_and_werror),
    cmocka_unit_test(test_warnings_capped),
    cmocka_unit_test(test_warnings_merged_by_line),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
