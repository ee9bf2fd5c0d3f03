/* test_includes.c — what a compile may read, and what its report may quote
 * (issue 17, class 3). */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "includes.h"
#include "rg_config.h"
#include "util.h"

/* Ensure a diagnostic in a file outside the allowed ones keeps its location
 * line but loses the quoted source line and caret. */
static void test_includes_filter_drops_foreign_source_lines(void **state)
{
  (void)state;
  char *allowed[] = { "/usr/include/", NULL };
  char *log = rg_strdupf("In file included from /tmp/x/sub.cu:3:\n"
                         "/etc/passwd:1:5: error: expected unqualified-id\n"
                         "root:x:0:0:root:/root:/bin/bash\n"
                         "    ^\n"
                         "/tmp/x/sub.cu:7:1: error: unknown type name 'foo'\n"
                         "foo bar;\n"
                         "^\n");
  rg_includes_filter_log(log, "/tmp/x/sub.cu", allowed);
  assert_null(strstr(log, "root:x:0"));
  assert_non_null(strstr(log, "/etc/passwd:1:5: error"));
  assert_non_null(strstr(log, "foo bar;"));
  free(log);
}

/* Ensure the allow-list holds the kit's harness and the system headers, not
 * the kit's solutions. */
static void test_includes_allowed_excludes_solutions(void **state)
{
  (void)state;
  char *v[16];
  size_t n = rg_includes_allowed("/dev", RG_SOURCE_ROOT, NULL, NULL, v, 16);
  assert_true(n >= 2);
  char *harness = rg_strdupf("%s/harness/", RG_SOURCE_ROOT);
  char *solutions = rg_strdupf("%s/solutions/", RG_SOURCE_ROOT);
  bool has_harness = false, has_solutions = false;
  for (size_t i = 0; v[i]; i++) {
    has_harness |= strcmp(harness, v[i]) == 0;
    has_solutions |= strncmp(solutions, v[i], strlen(v[i])) == 0;
  }
  assert_true(has_harness);
  assert_false(has_solutions);
  free(harness);
  free(solutions);
  rg_includes_free(v);
}

/* Ensure listing the includes of a file that includes /dev/zero stops at
 * the scan's memory limit (a GNU preprocessor reads it forever; nvcc's
 * front end is one) and says so, instead of filling the machine. */
static void test_includes_endless_include_stops(void **state)
{
  (void)state;
  if (access("/usr/bin/cpp", X_OK) != 0)
    skip();
  char dir[] = "/tmp/rg-test-zero-XXXXXX";
  assert_non_null(mkdtemp(dir));
  char *src = rg_strdupf("%s/zero.cu", dir);
  const char *text = "#include \"/dev/zero\"\nint x;\n";
  assert_int_equal(rg_write_file_atomic(src, text, strlen(text)), 0);
  const char *argv[] = { "/usr/bin/cpp", "-x", "c++", src, NULL };
  char *allowed[] = { "/usr/include/", NULL };
  char *bad = NULL;
  assert_int_equal(rg_includes_check(argv, src, allowed, dir, 120, NULL, &bad), 2);
  free(bad);
  unlink(src);
  rmdir(dir);
  free(src);
}

/* Ensure a header named through a link in a toolchain folder (a store's
 * symlink farm) is the toolchain's, and one named through a link in the
 * compile folder is not: the first keeps its quoted line, the second loses
 * it. */
static void test_includes_link_in_toolchain_not_in_compile_dir(void **state)
{
  (void)state;
  char tmpl[] = "/tmp/rg-inc-XXXXXX";
  char *root = mkdtemp(tmpl);
  assert_non_null(root);
  char *c = rg_strdupf("%s/compile", root), *h = rg_strdupf("%s/kit", root);
  char *t = rg_strdupf("%s/toolchain/include", root), *store = rg_strdupf("%s/store", root);
  assert_int_equal(rg_mkdirs(c), 0);
  assert_int_equal(rg_mkdirs(h), 0);
  assert_int_equal(rg_mkdirs(t), 0);
  assert_int_equal(rg_mkdirs(store), 0);
  char *target = rg_strdupf("%s/real.h", store);
  assert_int_equal(rg_write_file_atomic(target, "int x;\n", 7), 0);
  char *in_tc = rg_strdupf("%s/h.h", t), *in_c = rg_strdupf("%s/h.h", c);
  assert_int_equal(symlink(target, in_tc), 0);
  assert_int_equal(symlink(target, in_c), 0);
  char *a0 = rg_strdupf("%s/", c), *a1 = rg_strdupf("%s/", h);
  char *a2 = rg_strdupf("%s/toolchain/", root);
  char *allowed[] = { a0, a1, a2, NULL };
  char *sub = rg_strdupf("%s/sub.cu", c);
  char *log = rg_strdupf("%s:1:5: error: one\nTOOLCHAIN_LINE\n%s:1:5: error: two\n"
                         "COMPILE_DIR_LINE\n", in_tc, in_c);
  rg_includes_filter_log(log, sub, allowed);
  assert_non_null(strstr(log, "TOOLCHAIN_LINE"));
  assert_null(strstr(log, "COMPILE_DIR_LINE"));
  free(log);
  unlink(in_tc), unlink(in_c), unlink(target);
  char *cmd = rg_strdupf("rm -rf '%s'", root);
  assert_int_equal(system(cmd), 0);
  free(cmd), free(sub), free(a0), free(a1), free(a2), free(in_tc), free(in_c), free(target);
  free(c), free(h), free(t), free(store);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_includes_filter_drops_foreign_source_lines),
    cmocka_unit_test(test_includes_allowed_excludes_solutions),
    cmocka_unit_test(test_includes_link_in_toolchain_not_in_compile_dir),
    cmocka_unit_test(test_includes_endless_include_stops),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
