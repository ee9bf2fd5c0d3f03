/* test_prints.c — what kernels print is counted (prints.c), whichever call
 * clang made of the printf (ir_prints.c renames printf, puts and putchar to
 * the runtime's), and host code's printing is not; the IR pass renames
 * calls only, never an address taken, quoted text, a longer name that
 * starts alike or a function the module defines. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

size_t simt_prints_count(void);

static int (*run_prints)(int, int);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* The bytes kernel `which` (3: host code) counted, run on `threads`. */
static size_t counted(int which, int threads)
{
  size_t before = simt_prints_count();
  assert_int_equal(run_prints(which, threads), 0);
  return simt_prints_count() - before;
}

/* Ensure a printf with arguments counts every byte every thread printed. */
static void test_printf_counted(void **state)
{
  (void)state;
  assert_int_equal(counted(0, 4), 4 * 3);
}

/* Ensure a printf clang made a puts counts its line and newline. */
static void test_puts_counted(void **state)
{
  (void)state;
  assert_int_equal(counted(1, 2), 2 * 8);
}

/* Ensure a printf clang made a putchar counts its byte. */
static void test_putchar_counted(void **state)
{
  (void)state;
  assert_int_equal(counted(2, 5), 5);
}

/* Ensure host code's printf counts nothing. */
static void test_host_not_counted(void **state)
{
  (void)state;
  assert_int_equal(counted(3, 7), 0);
}

/* Ensure the pass renames every call of printf, puts and putchar, declared
 * as the module declared the C library's, and leaves an address taken
 * (&puts: libc's), quoted text, a longer name and a name the module
 * defines itself alone. */
static void test_ir_renamed(void **state)
{
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/prints-rename.ll", OUTDIR);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs("@.str = private constant [10 x i8] c\"@printf(\0A\00\"\n"
        "@fp = global ptr @puts, align 8\n"
        "define void @k() {\n"
        "  %1 = call i32 (ptr, ...) @printf(ptr @.str)\n"
        "  %2 = call i32 @puts(ptr @.str)\n"
        "  %3 = call i32 @putsy(ptr @.str)\n"
        "  %4 = call i32 @putchar(i32 120)\n"
        "  ret void\n"
        "}\n"
        "declare i32 @printf(ptr noundef, ...) #0\n"
        "declare i32 @puts(ptr)\n"
        "define i32 @putchar(i32 %c) {\n"
        "  ret i32 %c\n"
        "}\n", f);
  fclose(f);
  assert_int_equal(simt_ir_prints(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  assert_string_equal(ir, "@.str = private constant [10 x i8] c\"@printf(\0A\00\"\n"
                          "@fp = global ptr @puts, align 8\n"
                          "define void @k() {\n"
                          "  %1 = call i32 (ptr, ...) @simt_cov_printf(ptr @.str)\n"
                          "  %2 = call i32 @simt_cov_puts(ptr @.str)\n"
                          "  %3 = call i32 @putsy(ptr @.str)\n"
                          "  %4 = call i32 @putchar(i32 120)\n"
                          "  ret void\n"
                          "}\n"
                          "declare i32 @printf(ptr noundef, ...) #0\n"
                          "declare i32 @puts(ptr)\n"
                          "define i32 @putchar(i32 %c) {\n"
                          "  ret i32 %c\n"
                          "}\n"
                          "declare i32 @simt_cov_printf(ptr noundef, ...) #0\n"
                          "declare i32 @simt_cov_puts(ptr)\n");
  free(ir);
  remove(path);
}

int main(void)
{
  const struct CMUnitTest ir_only[] = {
    cmocka_unit_test(test_ir_renamed),
  };
  int failed = cmocka_run_group_tests(ir_only, NULL, NULL);
  void *so = st_load("prints.cu");
  if (!so)
    return failed ? 1 : 77;
  run_prints = (int (*)(int, int))st_sym(so, "run_prints");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_printf_counted, setup),
    cmocka_unit_test_setup(test_puts_counted, setup),
    cmocka_unit_test_setup(test_putchar_counted, setup),
    cmocka_unit_test_setup(test_host_not_counted, setup),
  };
  return failed + cmocka_run_group_tests(tests, NULL, NULL);
}
