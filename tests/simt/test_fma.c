/* test_fma.c — device code fuses a multiply and an add as nvcc -O3 does
 * (ir_fma.c), host code does not (gcc for x86-64 rounds twice): a * a + c
 * with a = 1 + 2^-12, c = -(1 + 2^-11) is 2^-24 in a kernel, 0 on the
 * host; in double, a = 1 + 2^-27, c = -(1 + 2^-26) gives 2^-54.  Where
 * the CPU has no FMA the kernel rounds twice too (the grading says so). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <math.h>
#include <stdlib.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_float)(float, float, float *);
static int (*run_double)(double, double, double *);

/* Ensure a float kernel keeps the 2^-24 the rounded product loses. */
static void test_float_fused_in_kernel(void **state)
{
  (void)state;
  float out[2];
  assert_int_equal(run_float(1.0f + ldexpf(1, -12), -(1.0f + ldexpf(1, -11)), out), 0);
  assert_true(out[0] == (simt_host_fma() ? ldexpf(1, -24) : 0.0f));
#if defined(__x86_64__) /* aarch64's gcc fuses host code too */
  assert_true(out[1] == 0.0f);
#endif
}

/* Ensure a double kernel keeps the 2^-54 the rounded product loses. */
static void test_double_fused_in_kernel(void **state)
{
  (void)state;
  double out[2];
  assert_int_equal(run_double(1.0 + ldexp(1, -27), -(1.0 + ldexp(1, -26)), out), 0);
  assert_true(out[0] == (simt_host_fma() ? ldexp(1, -54) : 0.0));
#if defined(__x86_64__) /* aarch64's gcc fuses host code too */
  assert_true(out[1] == 0.0);
#endif
}

int main(void)
{
  void *so = st_load("fma.cu");
  if (!so)
    return 77;
  run_float = (int (*)(float, float, float *))st_sym(so, "run_fma_float");
  run_double = (int (*)(double, double, double *))st_sym(so, "run_fma_double");
  simt_configure(NULL);
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_float_fused_in_kernel),
    cmocka_unit_test(test_double_fused_in_kernel),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
