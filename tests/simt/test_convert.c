/* test_convert.c — a float converted to an integer type it does not fit
 * saturates, as the GPU's cvt.rzi does (x86 would give 0x80000000 for every
 * one of them): a submission that takes an int through a float, or an
 * identity written as (int)INFINITY, reads the same on both backends. */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <limits.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_convert)(const float *, int *, unsigned *, int);

/* Ensure too large, too small and NaN convert as on the GPU. */
static void test_float_to_int_saturates(void **state)
{
  (void)state;
  const float in[] = { 3e9f, -3e9f, NAN, INFINITY, -INFINITY, -1.0f, 5e9f, 2.5f };
  int as_int[8];
  unsigned as_unsigned[8];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_convert(in, as_int, as_unsigned, 8), 0);
  const int want_int[] = { INT_MAX, INT_MIN, 0, INT_MAX, INT_MIN, -1, INT_MAX, 2 };
  const unsigned want_unsigned[] = { 3000000000u, 0, 0, UINT_MAX, 0, 0, UINT_MAX, 2 };
  for (int i = 0; i < 8; i++) {
    assert_int_equal(as_int[i], want_int[i]);
    assert_int_equal(as_unsigned[i], want_unsigned[i]);
  }
}

int main(void)
{
  void *so = st_load("convert.cu");
  if (!so)
    return 77;
  run_convert = (int (*)(const float *, int *, unsigned *, int))st_sym(so, "run_convert");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_float_to_int_saturates),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
