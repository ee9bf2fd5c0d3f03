/* test_align.c — the misaligned-address check judges an access by the
 * alignment of its type: a float4, an int, a double or a shared int read or
 * written through a pointer not aligned for it is the GPU's fault, reported
 * at its line; a 4-byte-aligned struct that clang stores 8 bytes at a time
 * is not. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_align)(int, float *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Runs kernel `which`, expects the misaligned-address error and its
 * diagnosis at the fixture's line marked `marker`. */
static void expect_misaligned(int which, const char *marker)
{
  float out[32];
  char w[64];
  assert_int_equal(run_align(which, out), cudaErrorMisalignedAddress);
  snprintf(w, sizeof w, "align.cu:%d", st_line("align.cu", marker));
  const char *d = st_diags();
  if (!st_has(d, "misaligned-address", w))
    fail_msg("no misaligned-address at %s in:\n%s", w, d);
}

/* Ensure a float4 read one float past a 16-byte boundary faults. */
static void test_float4_read(void **state)
{
  (void)state;
  expect_misaligned(0, "FLOAT4-READ");
}

/* Ensure an int read two bytes past a 4-byte boundary faults. */
static void test_int_read(void **state)
{
  (void)state;
  expect_misaligned(1, "INT-READ");
}

/* Ensure a double read at a 4-byte (not 8-byte) boundary faults. */
static void test_double_read(void **state)
{
  (void)state;
  expect_misaligned(2, "DOUBLE-READ");
}

/* Ensure an int written one byte off in shared memory faults. */
static void test_shared_int_write(void **state)
{
  (void)state;
  expect_misaligned(3, "SHARED-WRITE");
}

/* Ensure a struct of three floats stored through one 8-byte store at a
 * 4-byte boundary runs, with the right values. */
static void test_struct_store_passes(void **state)
{
  (void)state;
  float out[32];
  assert_int_equal(run_align(4, out), 0);
  assert_string_equal(st_diags(), "");
  for (int i = 0; i < 32; i++)
    assert_true(out[i] == 6.0f * (float)(31 - i));
}

int main(void)
{
  void *so = st_load("align.cu");
  if (!so)
    return 77;
  run_align = (int (*)(int, float *))st_sym(so, "run_align");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_float4_read, setup),
    cmocka_unit_test_setup(test_int_read, setup),
    cmocka_unit_test_setup(test_double_read, setup),
    cmocka_unit_test_setup(test_shared_int_write, setup),
    cmocka_unit_test_setup(test_struct_store_passes, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
