/* test_has_include.c — the headers a submission's __has_include asks for
 * (has_include.c): each operand is found at its line as written, one not
 * written out is found as such, and comments, literals and tests of the
 * operator's existence are not operands; a header the compiler cannot find
 * is refused, one it finds is not. */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "has_include.h"

static size_t list(const char *text, char **names, int *lines)
{
  return rg_has_include_list(text, names, lines, 8);
}

static void operands_as_written(void **state)
{
  (void)state;
  char *names[8];
  int lines[8];
  const char *text = "// __has_include(<in_comment.h>)\n"
                     "const char *s = \"__has_include(<in_string.h>)\";\n"
                     "#if defined(__has_include) && defined __has_include\n"
                     "#ifdef __has_include\n"
                     "#if __has_include(<cuda_fp16.h>) || __has_include ( \"local.h\" )\n"
                     "#if __has_include(HEADER) || __has_include_next(<x.h>)\n"
                     "/* __has_include(<a.h>)\n __has_include(<b.h>) */ int my__has_include;\n";
  size_t n = list(text, names, lines);
  assert_int_equal(n, 4);
  assert_string_equal(names[0], "<cuda_fp16.h>");
  assert_int_equal(lines[0], 5);
  assert_string_equal(names[1], "\"local.h\"");
  assert_int_equal(lines[1], 5);
  assert_null(names[2]);
  assert_int_equal(lines[2], 6);
  assert_null(names[3]);
  for (size_t i = 0; i < n; i++)
    free(names[i]);
  /* A macro that stands for the operator hides the operand. */
  n = list("#define HI __has_include\n#if HI(<x.h>)\n#endif\n", names, lines);
  assert_int_equal(n, 1);
  assert_null(names[0]);
  assert_int_equal(lines[0], 1);
}

/* With a real compiler (the emulator's): a header it has passes, one it
 * lacks is refused at its line. */
static void probe_asks_the_compiler(void **state)
{
  (void)state;
  char dir[] = "/tmp/rg-has-include-XXXXXX";
  assert_non_null(mkdtemp(dir));
  char input[64];
  snprintf(input, sizeof input, "%s/entry.cu", dir);
  const char *argv[] = { "clang++", "-x", "c++", "-c", "-o", "entry.o", input, NULL };
  char why[400] = "";
  const char *has = "#if __has_include(<stddef.h>)\n#endif\n";
  assert_int_equal(rg_has_include_find(argv, has, dir, 60, why, sizeof why), 0);
  const char *lacks = "#include <stddef.h>\n\n#if __has_include(<stddef.h>) && "
                      "!__has_include(<no_such_toolkit_header.h>)\n#endif\n";
  assert_int_equal(rg_has_include_find(argv, lacks, dir, 60, why, sizeof why), 3);
  assert_non_null(strstr(why, "<no_such_toolkit_header.h>"));
  const char *macro = "#define H <stddef.h>\n#if __has_include(H)\n#endif\n";
  assert_int_equal(rg_has_include_find(argv, macro, dir, 60, why, sizeof why), 2);
  assert_non_null(strstr(why, "written out"));
  assert_int_equal(rmdir(dir), 0); /* the probe and its output are gone */
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(operands_as_written),
    cmocka_unit_test(probe_asks_the_compiler),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
