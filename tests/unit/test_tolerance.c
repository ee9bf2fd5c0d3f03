/* test_tolerance.c — error bounds: γ_k, the depth of each family's summation
 * order, and the tolerance that follows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <cmocka.h>

#include "exercise.h"
#include "tolerance.h"

static const struct rg_part *part_of(const char *ex, int i)
{
  return &rg_exercise_find(ex)->parts[i];
}

/* Ensure the unit roundoff is 2^-24 for float, 2^-53 for double, 0 for int. */
static void test_tolerance_unit_roundoff(void **state)
{
  (void)state;
  assert_true(rg_unit_roundoff(RG_F32) == ldexp(1.0, -24));
  assert_true(rg_unit_roundoff(RG_F64) == ldexp(1.0, -53));
  assert_true(rg_unit_roundoff(RG_I32) == 0);
}

/* Ensure γ_k = k·u / (1 − k·u). */
static void test_tolerance_gamma_formula(void **state)
{
  (void)state;
  double u = ldexp(1.0, -24);
  assert_true(rg_gamma(8, u) == 8 * u / (1 - 8 * u));
  assert_true(rg_gamma(0, u) == 0);
}

/* Ensure γ_k is +infinite once k·u reaches 1 (and never negative past it). */
static void test_tolerance_gamma_infinite(void **state)
{
  (void)state;
  assert_true(isinf(rg_gamma(1 << 24, ldexp(1.0, -24))));
  assert_true(rg_gamma(1 << 25, ldexp(1.0, -24)) == INFINITY);
}

/* Ensure a block tree with one item per thread has depth log2(block). */
static void test_tolerance_depth_block_tree(void **state)
{
  (void)state;
  assert_true(rg_depth(part_of("01", 0), 256, 256) == 8);
  assert_true(rg_depth(part_of("01", 0), 1024, 1024) == 10);
}

/* Ensure items per thread add sequential adds before the tree. */
static void test_tolerance_depth_block_items(void **state)
{
  (void)state;
  assert_true(rg_depth(part_of("03", 0), 512, 256) == 1 + 8);
  assert_true(rg_depth(part_of("06", 0), 2048, 256) == 7 + 8);
}

/* Ensure a non-power-of-two block rounds the tree depth up. */
static void test_tolerance_depth_block_ceil(void **state)
{
  (void)state;
  assert_true(rg_depth(part_of("05", 0), 192, 96) == 1 + 7);
}

/* Ensure the total family allows 2·sqrt(n) + log2(n). */
static void test_tolerance_depth_total(void **state)
{
  (void)state;
  assert_true(rg_depth(part_of("07", 0), 1000000, 256) == 2 * 1000 + 20);
  assert_true(rg_depth(part_of("07", 0), 1 << 20, 256) == 2 * 1024 + 20);
}

/* Ensure one element needs no addition at all. */
static void test_tolerance_depth_single(void **state)
{
  (void)state;
  assert_true(rg_depth(part_of("01", 0), 1, 256) == 0);
  assert_true(rg_depth(part_of("07", 0), 1, 256) == 0);
}

/* Ensure the tolerance is γ_depth · Σ|x|. */
static void test_tolerance_sum_tolerance(void **state)
{
  (void)state;
  double u = ldexp(1.0, -24);
  double want = rg_gamma(8, u) * 100.0;
  assert_true(rg_sum_tolerance(part_of("01", 0), 256, 256, 100.0) == want);
}

/* Ensure the depth never exceeds count − 1 additions. */
static void test_tolerance_capped_by_count(void **state)
{
  (void)state;
  double u = ldexp(1.0, -24);
  assert_true(rg_sum_tolerance(part_of("01", 0), 3, 1024, 10.0) == rg_gamma(2, u) * 10.0);
}

/* Ensure a double part gets a double's (much smaller) tolerance. */
static void test_tolerance_double_part(void **state)
{
  (void)state;
  double f = rg_sum_tolerance(part_of("07", 0), 4099, 256, 4099.0);
  double d = rg_sum_tolerance(part_of("07", 2), 4099, 256, 4099.0);
  assert_true(d > 0 && d < f * 1e-8);
}

/* Ensure integer sums get tolerance 0. */
static void test_tolerance_int_is_zero(void **state)
{
  (void)state;
  struct rg_part p = *part_of("01", 0);
  p.dtype = RG_I32;
  assert_true(rg_sum_tolerance(&p, 4099, 256, 4099.0) == 0);
}

/* A softmax row of 65537 summed by one thread, in order, in float (slow,
 * not wrong: 14's tests/correct/14-softmax/serial-thread0-sum.cu): every
 * output is within the tolerance of the double reference.  Scores drawn
 * from -1..1 up to -13..13: the fewer the distinct terms, the more the
 * serial sum's roundings lean one way. */
static void test_tolerance_softmax_serial_row(void **state)
{
  (void)state;
  enum { COLS = 65537 };
  static float x[COLS];
  for (int spread = 1; spread <= 30; spread = spread * 3 + 1)
    for (unsigned seed = 1; seed <= 4; seed++) {
      uint64_t s = seed * 0x9E3779B97F4A7C15ull;
      float max = -INFINITY;
      for (int j = 0; j < COLS; j++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[j] = (float)((int)(s >> 33) % (2 * spread + 1) - spread);
        max = x[j] > max ? x[j] : max;
      }
      float sum_f = 0.0f;
      double sum_d = 0.0;
      for (int j = 0; j < COLS; j++) {
        sum_f += expf(x[j] - max);
        sum_d += exp((double)x[j] - max);
      }
      for (int j = 0; j < COLS; j += 997) {
        double want = exp((double)x[j] - max) / sum_d;
        double got = expf(x[j] - max) / sum_f;
        assert_true(fabs(got - want) <= rg_softmax_tolerance(COLS, (double)x[j] - max, want));
      }
    }
}

/* Float moments of x[0..n): Welford per thread over a grid stride of
 * `threads`, then Chan's merges in float, as the solution of 12 runs. */
static double float_variance(const float *x, size_t n, size_t threads)
{
  float cnt = 0, mean = 0, m2 = 0;
  for (size_t t = 0; t < threads; t++) {
    float c = 0, m = 0, q = 0;
    for (size_t i = t; i < n; i += threads) {
      c += 1;
      float d = x[i] - m;
      m += d / c;
      q += d * (x[i] - m);
    }
    if (c == 0)
      continue;
    float total = cnt + c, d = m - mean, share = c / total;
    mean += d * share;
    m2 += q + d * d * cnt * share;
    cnt = total;
  }
  return (double)m2 / (double)cnt;
}

/* Ensure the float variance rule takes Welford and Chan in float, and
 * rejects the sample variance (M2 / (n - 1)) at n = 33 and 1000, which a
 * flat 5% accepted at every n past 20. */
static void test_tolerance_variance_float(void **state)
{
  (void)state;
  enum { N = 65537 };
  static float x[N];
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (int j = 0; j < N; j++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    x[j] = (float)((double)(s >> 40) / (double)(1 << 24) * 2 - 1);
  }
  const size_t sizes[] = { 33, 1000, 4099, N };
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    size_t n = sizes[k];
    double sum = 0, sq = 0;
    for (size_t i = 0; i < n; i++)
      sum += x[i];
    double mean = sum / (double)n;
    for (size_t i = 0; i < n; i++)
      sq += (x[i] - mean) * (x[i] - mean);
    double var = sq / (double)n;
    double tol = rg_variance_tolerance(RG_F32, n, mean, var);
    assert_true(fabs(float_variance(x, n, 256) - var) <= tol);
    assert_true(fabs(float_variance(x, n, 1) - var) <= tol); /* one thread, serial */
    if (n <= 1000)
      assert_true(fabs(var * (double)n / (double)(n - 1) - var) > tol);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_tolerance_unit_roundoff),
    cmocka_unit_test(test_tolerance_gamma_formula),
    cmocka_unit_test(test_tolerance_gamma_infinite),
    cmocka_unit_test(test_tolerance_depth_block_tree),
    cmocka_unit_test(test_tolerance_depth_block_items),
    cmocka_unit_test(test_tolerance_depth_block_ceil),
    cmocka_unit_test(test_tolerance_depth_total),
    cmocka_unit_test(test_tolerance_depth_single),
    cmocka_unit_test(test_tolerance_sum_tolerance),
    cmocka_unit_test(test_tolerance_capped_by_count),
    cmocka_unit_test(test_tolerance_double_part),
    cmocka_unit_test(test_tolerance_int_is_zero),
    cmocka_unit_test(test_tolerance_softmax_serial_row),
    cmocka_unit_test(test_tolerance_variance_float),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
