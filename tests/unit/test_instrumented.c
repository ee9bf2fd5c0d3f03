/* test_instrumented.c — code that turns the emulator's instrumentation off
 * is found in the submission's own preprocessed lines, at its line, and
 * nowhere else (issue 17, class 5). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "asm_files.h"
#include "instrumented.h"

static const char *const sub = "/home/s/reduce.cu";

/* Ensure an attribute in the submission's lines is found at its line,
 * counted from the line marker. */
static void test_instrumented_attribute_found(void **state)
{
  (void)state;
  const char *pre = "# 1 \"/home/s/reduce.cu\"\n"
                    "int a;\n"
                    "\n"
                    "__attribute__((no_sanitize(\"coverage\"))) void k(void);\n";
  const char *word = NULL;
  assert_int_equal(rg_instrumented_find_off(pre, sub, &word), 3);
  assert_string_equal(word, "no_sanitize");
}

/* Ensure the same words in a system header's lines, in a string literal or
 * inside longer names are not taken for it. */
static void test_instrumented_not_elsewhere(void **state)
{
  (void)state;
  const char *pre = "# 1 \"/usr/include/x.h\"\n"
                    "__attribute__((no_sanitize(\"address\"))) void h(void);\n"
                    "# 7 \"/home/s/reduce.cu\"\n"
                    "const char *s = \"asm no_sanitize\";\n"
                    "int plasma, asm_count, my_asm;\n";
  const char *word = NULL;
  assert_int_equal(rg_instrumented_find_off(pre, sub, &word), 0);
}

/* Ensure inline assembly is found after a marker that returns to the
 * submission from an included header. */
static void test_instrumented_asm_after_return(void **state)
{
  (void)state;
  const char *pre = "# 1 \"/home/s/reduce.cu\"\n"
                    "# 1 \"/usr/include/y.h\" 1\n"
                    "int y;\n"
                    "# 2 \"/home/s/reduce.cu\" 2\n"
                    "int b;\n"
                    "void f(void) { __asm__ volatile(\"nop\"); }\n";
  const char *word = NULL;
  assert_int_equal(rg_instrumented_find_off(pre, sub, &word), 3);
  assert_string_equal(word, "__asm__");
}

/* Ensure an asm statement that runs nothing (volatile, an empty template,
 * no operands, clobbers at most: a compiler barrier) is let through, and
 * one with an instruction, operands, no volatile or a second statement
 * after it on the line is still found. */
static void test_instrumented_empty_asm(void **state)
{
  (void)state;
  const char *word = NULL;
  const char *fine = "# 1 \"/home/s/reduce.cu\"\n"
                     "void f(void) { asm volatile(\"\" ::: \"memory\"); }\n"
                     "void g(void) { __asm__ __volatile__ (\"\" \"\" : : : \"memory\", \"cc\"); }\n"
                     "void h(void) { asm volatile(\"\"); }\n";
  assert_int_equal(rg_instrumented_find_off(fine, sub, &word), 0);
  const char *const found[] = {
    "asm(\"\" ::: \"memory\");",
    "asm volatile(\"\" : : \"r\"(p) : \"memory\");",
    "asm volatile(\"\" : \"=r\"(x));",
    "asm volatile(\"nop\" ::: \"memory\");",
    "asm volatile(\"\" \"nop\");",
    "asm volatile(\"\" ::: \"memory\"); asm volatile(\"syscall\");",
    "asm volatile(\"\"",
    "asm volatile(\"\" ::: \"mem\\\"ory\");",
  };
  for (size_t i = 0; i < sizeof found / sizeof found[0]; i++) {
    char pre[256];
    snprintf(pre, sizeof pre, "# 1 \"/home/s/reduce.cu\"\nint a;\n%s\n", found[i]);
    word = NULL;
    assert_int_equal(rg_instrumented_find_off(pre, sub, &word), 2);
    assert_non_null(strstr(word, "asm"));
  }
}

/* Ensure #line directives in the text as written are found (they could
 * make the submission's lines look like a header's), and #include is not. */
static void test_instrumented_line_directive(void **state)
{
  (void)state;
  assert_int_equal(rg_instrumented_line_directive("#include <cstdio>\nint a;\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("int a;\n  #  line 1 \"/usr/include/x.h\"\n"), 2);
  assert_int_equal(rg_instrumented_line_directive("int a;\nint b;\n# 40 \"x.h\"\n"), 3);
}

/* Ensure a directive is found however the preprocessor lets it be spelt:
 * the digraph %:, a splice between # and line or inside line, a comment
 * before line or the number, a # first on its line after a two-line
 * comment; each at the line of its #. */
static void test_instrumented_line_spellings(void **state)
{
  (void)state;
  assert_int_equal(rg_instrumented_line_directive("int a;\n%:line 1 \"x.h\"\n"), 2);
  assert_int_equal(rg_instrumented_line_directive("%:  line 1 \"x.h\"\n"), 1);
  assert_int_equal(rg_instrumented_line_directive("int a;\n#\\\nline 1 \"x.h\"\n"), 2);
  assert_int_equal(rg_instrumented_line_directive("\n#li\\\nne 1 \"x.h\"\n"), 2);
  assert_int_equal(rg_instrumented_line_directive("#/* c */line 1 \"x.h\"\n"), 1);
  assert_int_equal(rg_instrumented_line_directive("# /* x */ 12 \"x.h\"\n"), 1);
  assert_int_equal(rg_instrumented_line_directive("int a; /* one\n two */ # line 9\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("/* one\n two */ # line 9\n"), 2);
}

/* Ensure the words of a directive where no directive is are not taken
 * for one: in comments, in strings, after a digit separator or a '"'. */
static void test_instrumented_line_not_directive(void **state)
{
  (void)state;
  assert_int_equal(rg_instrumented_line_directive("// #line 1 \"x.h\"\nint a;\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("/*\n#line 1 \"x.h\"\n*/\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("const char *s = \"/*\";\n#define A 1\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("auto s = R\"x(\")/*)x\";\nint a;\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("auto s = R\"x(\")/*)x\";\n#line 3\n*/\n"), 2);
  assert_int_equal(rg_instrumented_line_directive("long n = 1'000; /* ' */\nint a;\n"), 0);
  assert_int_equal(rg_instrumented_line_directive("char q = '\"'; /*\n#line 1 */\n"), 0);
}

/* Ensure assembler directives that read a file are found in string
 * literals however spelt (escapes, case, literals joined), and not
 * elsewhere. */
static void test_asm_reads_file(void **state)
{
  (void)state;
  const char *what = NULL;
  assert_int_equal(rg_asm_reads_file("int a;\nasm(\".incbin \\\"/etc/passwd\\\"\");\n", &what), 2);
  assert_string_equal(what, ".incbin");
  assert_int_equal(rg_asm_reads_file("asm(\"\\056INC\" \"BIN \\\"f\\\"\");\n", &what), 1);
  assert_int_equal(rg_asm_reads_file("asm(\".in\"\n  \"clude \\\"f\\\"\");\n", &what), 1);
  assert_string_equal(what, ".include");
  assert_int_equal(rg_asm_reads_file("asm(\"\\x2eincbin f\");\n", &what), 1);
  assert_int_equal(rg_asm_reads_file("#include <cstdio>\n// .incbin\n"
                                     "const char *s = \"#include\", *t = \".in\";\n"
                                     "int c = f(\"clude\");\n", &what), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_instrumented_attribute_found),
    cmocka_unit_test(test_instrumented_not_elsewhere),
    cmocka_unit_test(test_instrumented_asm_after_return),
    cmocka_unit_test(test_instrumented_empty_asm),
    cmocka_unit_test(test_instrumented_line_directive),
    cmocka_unit_test(test_instrumented_line_spellings),
    cmocka_unit_test(test_instrumented_line_not_directive),
    cmocka_unit_test(test_asm_reads_file),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
