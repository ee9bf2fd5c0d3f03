/* test_cvt_round.c — conversions to float and double in a rounding mode
 * other than the nearest (__ll2float_rz, __ull2double_ru, __double2float_rd
 * & co) round once in that mode, as PTX's cvt.rz/.rm/.rp do; and the
 * __fmaf_ieee_* forms are the fused multiply-adds in their modes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_cvt_round)(const long long *, const double *, float *, double *);

/* Bits, not values: -0.0f must not pass for +0.0f. */
static void expect_float(float got, float want, int k)
{
  if (memcmp(&got, &want, sizeof got) != 0)
    fail_msg("float result %d: %a, want %a", k, (double)got, (double)want);
}

static void expect_double(double got, double want, int k)
{
  if (memcmp(&got, &want, sizeof got) != 0)
    fail_msg("double result %d: %a, want %a", k, got, want);
}

/* Ensure each conversion is one rounding of the exact value, toward zero,
 * down and up: a negative value rounds down away from zero, an unsigned
 * past 2^63 rounds up to 2^64, an int past 2^24 up to the next float. */
static void test_converted_in_mode(void **state)
{
  (void)state;
  const long long s[4] = { -((1LL << 40) + 1), -1LL /* 2^64 - 1 */, (1 << 24) + 1, 0xffffffffLL };
  const double d[2] = { -1.0 / 3.0, 1.0 + 0x1p-23 };
  const float third_lo = 0x1.555554p-2f, third_hi = 0x1.555556p-2f, f64 = 0x1p64f;
  const float want_f[19] = {
    -0x1p40f, 0x1.fffffep63f, 0x1p24f, 0x1.fffffep31f, -third_lo, 0x1p-22f,
    -0x1p40f - 0x1p17f, 0x1.fffffep63f, 0x1p24f, 0x1.fffffep31f, -third_hi, 0x1p-22f,
    -0x1p40f, f64, 0x1p24f + 2.0f, 0x1p32f, -third_lo, 0x1p-22f + 0x1p-45f,
    0x1p-22f, /* __fmaf_ieee_rn: a tie, to the even one */
  };
  const double want_g[6] = { -0x1p40 - 1.0, -0x1p40 - 1.0, -0x1p40 - 1.0,
                             0x1.fffffffffffffp63, 0x1.fffffffffffffp63, 0x1p64 };
  float f[19];
  double g[6];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_cvt_round(s, d, f, g), 0);
  for (int k = 0; k < 19; k++)
    expect_float(f[k], want_f[k], k);
  for (int k = 0; k < 6; k++)
    expect_double(g[k], want_g[k], k);
}

/* Ensure a long long that a double does not hold exactly rounds in the
 * mode: -(2^60 + 1) toward zero, down, up. */
static void test_ll_to_double_in_mode(void **state)
{
  (void)state;
  const long long s[4] = { -((1LL << 60) + 1), 0, 0, 0 };
  const double d[2] = { 0, 0 };
  float f[19];
  double g[6];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_cvt_round(s, d, f, g), 0);
  expect_double(g[0], -0x1p60, 0);
  expect_double(g[1], -0x1p60 - 256.0, 1);
  expect_double(g[2], -0x1p60, 2);
}

int main(void)
{
  void *so = st_load("cvt_round.cu");
  if (!so)
    return 77;
  run_cvt_round = (int (*)(const long long *, const double *, float *, double *))st_sym(
      so, "run_cvt_round");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_converted_in_mode),
    cmocka_unit_test(test_ll_to_double_in_mode),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
