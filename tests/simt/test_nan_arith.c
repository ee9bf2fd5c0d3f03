/* test_nan_arith.c — a NaN that device code's float arithmetic makes has a
 * GPU's canonical bits (0x7fffffff), not x86-64's default NaN (sign set),
 * and so does a NaN negated, made absolute or rounded; a NaN only moved,
 * converted to double and back, or passed through fminf keeps its bits; a
 * double's made NaN is 0xfff8000000000000 on both (ir_nan_arith.c).  Every
 * expected value is what an H200 gave for the same kernel (2026-11-29). */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_nans)(const float *, const double *, unsigned *, unsigned long long *);

/* Ensure each made NaN is canonical and a moved one keeps its payload. */
static void test_made_nans_canonical(void **state)
{
  (void)state;
  uint32_t odd_bits = 0xffc00123u;
  float odd;
  memcpy(&odd, &odd_bits, sizeof odd);
  const float in[] = { INFINITY, 0.0f, -1.0f, 1.0f, odd };
  const double din[] = { INFINITY, 0.0 };
  unsigned bits[12];
  unsigned long long dbits[2];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_nans(in, din, bits, dbits), 0);
  for (int i = 0; i < 5; i++)
    assert_int_equal(bits[i], 0x7fffffffu);
  assert_int_equal(bits[5], 0xffc00123u);
  for (int i = 6; i < 10; i++)
    assert_int_equal(bits[i], 0x7fffffffu);
  assert_int_equal(bits[10], 0xffc00123u);
  assert_int_equal(bits[11], 0xffc00123u);
  assert_true(dbits[0] == 0xfff8000000000000ull);
  assert_true(dbits[1] == 0xfff8000000000000ull);
}

int main(void)
{
  void *so = st_load("nan_arith.cu");
  if (!so)
    return 77;
  run_nans = (int (*)(const float *, const double *, unsigned *, unsigned long long *))st_sym(
      so, "run_nans");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_made_nans_canonical),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
