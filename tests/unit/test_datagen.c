/* test_datagen.c — input data: deterministic, and integer kinds small enough
 * that every partial sum is exact in float (Σ|x| < 2^24). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "datagen.h"
#include "reference.h"

/* Fixture: two float buffers of BIG elements (enough for the sparse path). */
#define BIG ((size_t)1 << 22)

struct bufs {
  float *a, *b;
};

static int bufs_setup(void **state)
{
  struct bufs *f = calloc(1, sizeof *f);
  if (!f)
    return -1;
  f->a = malloc(BIG * sizeof *f->a);
  f->b = malloc(BIG * sizeof *f->b);
  *state = f;
  return f->a && f->b ? 0 : -1;
}

static int bufs_teardown(void **state)
{
  struct bufs *f = *state;
  free(f->a);
  free(f->b);
  free(f);
  return 0;
}

static double abs_sum(const float *x, size_t n)
{
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += fabs((double)x[i]);
  return s;
}

static size_t nonzero(const float *x, size_t n)
{
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    k += x[i] != 0;
  return k;
}

/* Ensure the same kind, size and seed give the same bytes. */
static void test_datagen_deterministic(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 4099, RG_DATA_REAL, 42);
  rg_datagen(f->b, RG_F32, 4099, RG_DATA_REAL, 42);
  assert_memory_equal(f->a, f->b, 4099 * sizeof *f->a);
}

/* Ensure the data does not depend on how many threads fill it: every kind,
 * 3 and 16 threads against one. */
static void test_datagen_threads_same_data(void **state)
{
  struct bufs *f = *state;
  size_t n = 100003;
  for (int k = RG_DATA_INT; k < RG_DATA_FAR; k++) {
    rg_datagen_threads(f->a, RG_F32, n, (enum rg_kind)k, 9, 1);
    for (int threads = 3; threads <= 16; threads += 13) {
      memset(f->b, 0, n * sizeof *f->b);
      rg_datagen_threads(f->b, RG_F32, n, (enum rg_kind)k, 9, threads);
      assert_memory_equal(f->a, f->b, n * sizeof *f->a);
    }
  }
}

/* Ensure another seed gives other data. */
static void test_datagen_seed_changes_data(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 4099, RG_DATA_INT, 1);
  rg_datagen(f->b, RG_F32, 4099, RG_DATA_INT, 2);
  assert_memory_not_equal(f->a, f->b, 4099 * sizeof *f->a);
}

/* Ensure wide int data holds ints of both signs that a float cannot hold
 * (past 2^24), so a max or min taken through float shows. */
static void test_datagen_wide_past_float(void **state)
{
  (void)state;
  int x[4099];
  rg_datagen(x, RG_I32, 4099, RG_DATA_WIDE, 1);
  size_t neg = 0, pos = 0;
  for (size_t i = 0; i < 4099; i++) {
    neg += x[i] < -(1 << 24) && (int)(float)x[i] != x[i];
    pos += x[i] > (1 << 24) && (int)(float)x[i] != x[i];
  }
  assert_true(neg > 1000 && pos > 1000);
}

/* Ensure the ties kind (argmax) holds no NaN: its contract leaves NaN out
 * (CONTRACTS.md), so a kernel that lets one win is not wrong by it. */
static void test_datagen_ties_no_nan(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 65535, RG_DATA_TIES, 1);
  for (size_t i = 0; i < 65535; i++)
    assert_false(isnan(f->a[i]));
}

/* Ensure the ties kind's near-ties (6144..8191) hold 1.0 and the two floats
 * just below it, everything else there negative, and that in most blocks
 * of 64 one of the smaller two comes before the first 1.0: an argmax whose
 * tie test takes values within FLT_EPSILON as equal then reports it. */
static void test_datagen_ties_near_ties(void **state)
{
  struct bufs *f = *state;
  const float below[2] = { 1.0f - 0x1p-24f, 1.0f - 0x1p-23f };
  rg_datagen(f->a, RG_F32, 65535, RG_DATA_TIES, 1);
  size_t ones = 0, near = 0, early = 0;
  for (size_t w = 6144; w < 8192; w += 64) {
    bool seen_near = false, seen_one = false;
    for (size_t i = w; i < w + 64; i++) {
      float x = f->a[i];
      bool is_near = x == below[0] || x == below[1];
      assert_true(x == 1.0f || is_near || x <= -1.0f);
      near += is_near;
      ones += x == 1.0f;
      if (x == 1.0f && !seen_one && seen_near)
        early++;
      seen_near = seen_near || is_near;
      seen_one = seen_one || x == 1.0f;
    }
  }
  assert_true(ones > 64 && near > 128);
  assert_true(early > 16); /* of the run's 32 blocks of 64 */
}

/* Ensure the ties kind's zeros (4096..6143) mix their signs within 32
 * neighbouring elements, one warp's loads: with one sign a warp, zeros met
 * as unequal only across warps, where a tie test on the float's bits
 * (-0.0 != +0.0) still passed (11-argmax/ties-by-float-bits). */
static void test_datagen_ties_zero_signs_mixed(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 65535, RG_DATA_TIES, 1);
  size_t mixed = 0;
  for (size_t w = 4096; w < 6144; w += 32) {
    bool neg = false, pos = false;
    for (size_t i = w; i < w + 32; i++) {
      float x = f->a[i];
      assert_true(x == 0.0f || x <= -1.0f);
      neg = neg || (x == 0.0f && signbit(x));
      pos = pos || (x == 0.0f && !signbit(x));
    }
    mixed += neg && pos;
  }
  assert_true(mixed > 32); /* of the run's 64 windows of 32 */
}

/* Ensure wide int data holds INT_MIN and INT_MAX alone (before the runs)
 * and in runs that fill whole blocks of the largest span (2048). */
static void test_datagen_wide_int_extremes(void **state)
{
  (void)state;
  static int x[14336];
  rg_datagen(x, RG_I32, 14336, RG_DATA_WIDE, 1);
  size_t lo = 0, hi = 0;
  for (size_t i = 0; i < 4096; i++) {
    lo += x[i] == INT32_MIN;
    hi += x[i] == INT32_MAX;
  }
  assert_true(lo > 16 && hi > 16);
  for (size_t i = 4096; i < 8192; i++)
    assert_int_equal(x[i], INT32_MIN);
  for (size_t i = 8192; i < 12288; i++)
    assert_int_equal(x[i], INT32_MAX);
}

/* Ensure the zeros kind has its runs: a max of -0.0 among negatives, a
 * run of nothing but -0.0, and zeros of both signs among negatives and
 * among positives (datagen.c zeros_element). */
static void test_datagen_zeros_runs(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 16385, RG_DATA_ZEROS, 1);
  size_t negzero = 0, poszero = 0;
  for (size_t i = 0; i < 4096; i++) {
    assert_true(f->a[i] < 0 || (f->a[i] == 0 && signbit(f->a[i])));
    negzero += f->a[i] == 0;
  }
  assert_true(negzero > 256);
  for (size_t i = 4096; i < 8192; i++)
    assert_true(f->a[i] == 0 && signbit(f->a[i]));
  negzero = 0;
  for (size_t i = 8192; i < 16384; i++) {
    bool zero = f->a[i] == 0;
    assert_true(zero || (i < 12288) == (f->a[i] < 0));
    negzero += zero && signbit(f->a[i]);
    poszero += zero && !signbit(f->a[i]);
  }
  assert_true(negzero > 256 && poszero > 256);
}

/* Ensure the tiny and huge kinds lie where a 2^24 fixed point fails:
 * every tiny element below 2^-30, huge ones up to 2^60, none past it. */
static void test_datagen_tiny_huge_magnitudes(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 4099, RG_DATA_TINY, 1);
  rg_datagen(f->b, RG_F32, 4099, RG_DATA_HUGE, 1);
  size_t past40 = 0;
  for (size_t i = 0; i < 4099; i++) {
    assert_true(fabsf(f->a[i]) <= ldexpf(1, -30));
    assert_true(fabsf(f->b[i]) <= ldexpf(1, 60));
    past40 += fabsf(f->b[i]) > ldexpf(1, 40);
  }
  assert_true(past40 > 4000);
}

/* Ensure a double part's real, tiny and huge elements are not floats' values
 * (a kernel that rounds each element to float must lose something), stay in
 * their kind's range, and that the same kinds in float are unchanged by it:
 * the double's top 24 bits are the float's element. */
static void test_datagen_double_reals_below_float(void **state)
{
  (void)state;
  const enum rg_kind kinds[] = { RG_DATA_REAL, RG_DATA_TINY, RG_DATA_HUGE };
  enum { N = 4099 };
  static double d[N];
  static float fl[N];
  for (size_t k = 0; k < 3; k++) {
    rg_datagen(d, RG_F64, N, kinds[k], 7);
    rg_datagen(fl, RG_F32, N, kinds[k], 7);
    size_t rounded = 0;
    for (size_t i = 0; i < N; i++) {
      rounded += (double)(float)d[i] != d[i];
      /* within one float ulp of the float kind's element */
      assert_true(fabs(d[i] - (double)fl[i]) <= fabs((double)fl[i]) * ldexp(1, -23) + ldexp(1, -80));
      if (kinds[k] == RG_DATA_REAL)
        assert_true(d[i] >= -1.0 && d[i] < 1.0);
    }
    assert_true(rounded > N - 16);
  }
}

/* Ensure the last-high and last-low kinds are integers in [-8, 8] but for
 * their last element, 9 (-9): the one extreme of the data. */
static void test_datagen_last_extreme(void **state)
{
  struct bufs *f = *state;
  const size_t sizes[] = { 63, 2047, 65535 };
  for (size_t s = 0; s < 3; s++) {
    size_t n = sizes[s];
    rg_datagen(f->a, RG_F32, n, RG_DATA_LAST_HIGH, 3);
    rg_datagen(f->b, RG_F32, n, RG_DATA_LAST_LOW, 3);
    for (size_t i = 0; i + 1 < n; i++) {
      assert_true(f->a[i] == floorf(f->a[i]) && fabsf(f->a[i]) <= 8);
      assert_true(f->b[i] == floorf(f->b[i]) && fabsf(f->b[i]) <= 8);
    }
    assert_true(f->a[n - 1] == 9.0f && f->b[n - 1] == -9.0f);
    assert_true(rg_kind_exact(RG_DATA_LAST_HIGH, n) && rg_kind_exact(RG_DATA_LAST_LOW, n));
  }
}

/* Ensure the split kind is integers in [-8, 0] in its first half and
 * [0, 8] in its second, with zeros in both: blocks whose max, or min, is 0. */
static void test_datagen_split_halves(void **state)
{
  struct bufs *f = *state;
  enum { N = 2 * 64 + 1 };
  rg_datagen(f->a, RG_F32, N, RG_DATA_SPLIT, 5);
  int zeros_low = 0, zeros_high = 0;
  for (size_t i = 0; i < N; i++) {
    assert_true(f->a[i] == floorf(f->a[i]) && fabsf(f->a[i]) <= 8);
    if (i < N / 2)
      assert_true(f->a[i] <= 0);
    else
      assert_true(f->a[i] >= 0);
    zeros_low += i < N / 2 && f->a[i] == 0;
    zeros_high += i >= N / 2 && f->a[i] == 0;
  }
  assert_true(zeros_low > 0 && zeros_high > 0);
  assert_true(rg_kind_exact(RG_DATA_SPLIT, N));
}

/* Ensure int data holds integers of both signs. */
static void test_datagen_int_mixed_sign_integers(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 4099, RG_DATA_INT, 1);
  bool neg = false, pos = false;
  for (size_t i = 0; i < 4099; i++) {
    assert_true(f->a[i] == floorf(f->a[i]));
    neg |= f->a[i] < 0;
    pos |= f->a[i] > 0;
  }
  assert_true(neg && pos);
}

/* Ensure dense int data (n = 2^20, the last dense size) keeps Σ|x| < 2^24. */
static void test_datagen_int_dense_abs_sum_bound(void **state)
{
  struct bufs *f = *state;
  size_t n = (size_t)1 << 20;
  rg_datagen(f->a, RG_F32, n, RG_DATA_INT, 1);
  assert_true(abs_sum(f->a, n) < 16777216.0);
}

/* Ensure sparse int data (n = 2^22) keeps Σ|x| < 2^24. */
static void test_datagen_int_sparse_abs_sum_bound(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, BIG, RG_DATA_INT, 1);
  assert_true(abs_sum(f->a, BIG) < 16777216.0);
}

/* Ensure negative data (n = 2^22) keeps Σ|x| < 2^24 and is never positive. */
static void test_datagen_negative_sparse_abs_sum_bound(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, BIG, RG_DATA_NEGATIVE, 1);
  assert_true(abs_sum(f->a, BIG) < 16777216.0);
  for (size_t i = 0; i < BIG; i++)
    assert_true(f->a[i] <= 0);
}

/* Ensure int data just past the dense range (2^20+1, 2^21) is not all zero:
 * a kernel that writes 0 must not pass. */
static void test_datagen_int_past_dense_not_zero(void **state)
{
  struct bufs *f = *state;
  size_t n = ((size_t)1 << 20) + 1;
  rg_datagen(f->a, RG_F32, n, RG_DATA_INT, 1);
  assert_true(nonzero(f->a, n) > n / 4);
  rg_datagen(f->a, RG_F32, 2 * n, RG_DATA_NEGATIVE, 1);
  assert_true(nonzero(f->a, 2 * n) > n / 2);
}

/* Ensure sparse int data still has many non-zeros (it is not trivially 0). */
static void test_datagen_int_sparse_not_zero(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, BIG, RG_DATA_INT, 1);
  assert_true(nonzero(f->a, BIG) > BIG / 4);
}

/* Ensure sparse int and negative data past 2^22 (2^24) have no 0 in their
 * first and last 4096 elements: a dropped tail shows whatever the draw. */
static void test_datagen_sparse_edges_not_zero(void **state)
{
  (void)state;
  size_t n = (size_t)1 << 24;
  float *a = malloc(n * sizeof *a);
  assert_non_null(a);
  const enum rg_kind kinds[2] = { RG_DATA_INT, RG_DATA_NEGATIVE };
  for (int k = 0; k < 2; k++) {
    rg_datagen(a, RG_F32, n, kinds[k], 1);
    for (size_t i = 0; i < 4096; i++)
      assert_true(a[i] != 0 && a[n - 1 - i] != 0);
    assert_true(abs_sum(a, n) < 8388608.0);
    assert_true(nonzero(a, n) < n / 2); /* still sparse between */
  }
  free(a);
}

/* Ensure real data lies in [-1, 1) and is not all integers. */
static void test_datagen_real_range(void **state)
{
  struct bufs *f = *state;
  rg_datagen(f->a, RG_F32, 4099, RG_DATA_REAL, 1);
  bool fractional = false;
  for (size_t i = 0; i < 4099; i++) {
    assert_true(f->a[i] >= -1.0f && f->a[i] < 1.0f);
    fractional |= f->a[i] != floorf(f->a[i]);
  }
  assert_true(fractional);
}

/* Ensure ones data is all ones, in double too. */
static void test_datagen_ones(void **state)
{
  (void)state;
  double d[100];
  rg_datagen(d, RG_F64, 100, RG_DATA_ONES, 7);
  for (size_t i = 0; i < 100; i++)
    assert_true(d[i] == 1.0);
}

/* Ensure integer kinds are exact, ones only below 2^24, reals never. */
static void test_datagen_kind_exact(void **state)
{
  (void)state;
  assert_true(rg_kind_exact(RG_DATA_INT, (size_t)1 << 28));
  assert_true(rg_kind_exact(RG_DATA_NEGATIVE, (size_t)1 << 28));
  assert_true(rg_kind_exact(RG_DATA_ONES, ((size_t)1 << 24) - 1));
  assert_false(rg_kind_exact(RG_DATA_ONES, (size_t)1 << 24));
  assert_false(rg_kind_exact(RG_DATA_REAL, 10));
}

/* Ensure a far input past 2^31 elements has 16 distinct, increasing
 * indices, half of them past 2^31 starting at 2^31 itself, the first and
 * last elements among them, and the values 1..16; that a size just past
 * 2^31 keeps them distinct; and that the host's copy of a small far input
 * holds exactly those elements. */
static void test_datagen_far_points(void **state)
{
  (void)state;
  const size_t wrap = (size_t)1 << 31;
  const size_t sizes[] = { wrap + ((size_t)1 << 24) + 7, wrap + 3, wrap, 1000, 5, 1 };
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    size_t n = sizes[s], at[RG_FAR_MAX];
    double value[RG_FAR_MAX];
    size_t count = rg_far_points(n, at, value), past = 0;
    assert_int_equal(count, n < RG_FAR_MAX ? n : RG_FAR_MAX);
    assert_int_equal(at[0], 0);
    assert_int_equal(at[count - 1], n - 1);
    for (size_t k = 0; k < count; k++) {
      assert_true(at[k] < n);
      assert_true(k == 0 || at[k] > at[k - 1]);
      assert_true(value[k] == (double)(k + 1));
      past += at[k] >= wrap;
    }
    if (n > wrap)
      assert_int_equal(past, n - wrap < count / 2 ? n - wrap : count / 2);
    if (n > wrap + RG_FAR_MAX)
      assert_int_equal(at[count / 2], wrap);
  }
  float x[1000];
  size_t at[RG_FAR_MAX];
  double value[RG_FAR_MAX];
  size_t count = rg_far_points(1000, at, value);
  rg_datagen(x, RG_F32, 1000, RG_DATA_FAR, 1);
  assert_int_equal(nonzero(x, 1000), count);
  for (size_t k = 0; k < count; k++)
    assert_true(x[at[k]] == (float)value[k]);
}

/* Ensure a far input past 2^32 elements has a third of its points past
 * 2^32, from 2^32 itself (an unsigned 32-bit index reads element 0 there),
 * half the rest in [2^31, 2^32) from 2^31 on, the others below 2^31, the
 * first and last elements among them, all distinct and increasing. */
static void test_datagen_far_points_past_unsigned(void **state)
{
  (void)state;
  const size_t wrap = (size_t)1 << 31, wrap_u = (size_t)1 << 32;
  const size_t sizes[] = { wrap_u + ((size_t)1 << 24) + 7, (size_t)65537 * 65537, wrap_u + 3 };
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    size_t n = sizes[s], at[RG_FAR_MAX], low = 0, mid = 0, top = 0;
    double value[RG_FAR_MAX];
    size_t count = rg_far_points(n, at, value);
    assert_int_equal(count, RG_FAR_MAX);
    assert_int_equal(at[0], 0);
    assert_int_equal(at[count - 1], n - 1);
    for (size_t k = 0; k < count; k++) {
      assert_true(at[k] < n);
      assert_true(k == 0 || at[k] > at[k - 1]);
      assert_true(value[k] == (double)(k + 1));
      low += at[k] < wrap;
      mid += at[k] >= wrap && at[k] < wrap_u;
      top += at[k] >= wrap_u;
    }
    size_t want_top = n - wrap_u < count / 3 ? n - wrap_u : count / 3;
    assert_int_equal(top, want_top);
    assert_int_equal(mid, (count - want_top) / 2);
    assert_int_equal(at[count - top], wrap_u);
    assert_int_equal(at[low], wrap);
  }
}

/* The argmax far case: its answers lie at odd indices past 2^24 + 1,
 * which a float cannot hold, and the reference finds them (and the tie's
 * lower index) from the list alone, never reading the input. */
static void test_datagen_far_index_answers_beyond_float(void **state)
{
  (void)state;
  size_t at[RG_FAR_MAX];
  double value[RG_FAR_MAX];
  size_t count = rg_far_index_points(at, value);
  assert_true(count >= 3);
  for (size_t k = 0; k < count; k++) {
    assert_true(at[k] > ((size_t)1 << 24) + 1 && at[k] < RG_FAR_INDEX_N);
    assert_true(at[k] % 2 == 1);
    assert_true((size_t)(float)at[k] != at[k]);
  }
  const struct rg_exercise *ex = rg_exercise_find("11");
  struct rg_case c = { .part = 0, .n = RG_FAR_INDEX_N, .block = 256, .kind = RG_DATA_FAR };
  size_t span = 256 * (size_t)ex->parts[0].items_per_thread;
  size_t grid = rg_part_grid(&ex->parts[0], c.n, c.block);
  struct rg_expect *e = calloc(grid, sizeof *e);
  assert_non_null(e);
  assert_int_equal(rg_reference(ex, &c, NULL, e), grid);
  size_t tie = (((size_t)1 << 24) + 3) / span, alone = (((size_t)1 << 24) + (1u << 20) + 1) / span;
  assert_int_equal(e[tie].index, ((size_t)1 << 24) + 3);
  assert_true(e[tie].value == 7);
  assert_int_equal(e[alone].index, ((size_t)1 << 24) + (1u << 20) + 1);
  assert_true(e[alone].value == 9);
  assert_int_equal(e[1].index, span); /* zeros: the first element of the block */
  assert_true(e[1].value == 0);
  free(e);
}

/* Index of the largest of n floats (the first of equals). */
static size_t argmax_of(const float *x, size_t n)
{
  size_t m = 0;
  for (size_t i = 1; i < n; i++)
    m = x[i] > x[m] ? i : m;
  return m;
}

/* A row pushed far down by rg_datagen_peaks: every score in [-1.008e7,
 * -9.92e6], below a max identity of -1e6 by more than exp()'s range, but the
 * first, its peak, 256 above the others. */
static void assert_far_down(const float *row, size_t cols)
{
  for (size_t j = 1; j < cols; j++) {
    assert_true(row[j] >= -1.008e7f && row[j] <= -9.92e6f);
    assert_true(row[0] - row[j] >= 256.0f);
  }
  assert_int_equal(argmax_of(row, cols), 0);
}

/* The large kind's matrix peaks: row 0's max at its last column, row 1's in
 * the middle, each above every other entry of its row by more than exp()'s
 * range (88.7), so a max over part of the row that misses it overflows;
 * only rows in the [-100, 100) half; other kinds and vectors untouched. */
static void test_datagen_large_peaks(void **state)
{
  (void)state;
  enum { ROWS = 7, COLS = 65 };
  float x[ROWS * COLS], plain[ROWS * COLS];
  rg_datagen(plain, RG_F32, ROWS * COLS, RG_DATA_LARGE, 1);
  memcpy(x, plain, sizeof x);
  rg_datagen_peaks(x, RG_F32, ROWS, COLS, RG_DATA_LARGE);
  size_t peak[2] = { COLS - 1, COLS / 2 };
  for (size_t r = 0; r < 2; r++) {
    const float *row = x + r * COLS;
    assert_int_equal(argmax_of(row, COLS), peak[r]);
    for (size_t j = 0; j < COLS; j++)
      if (j != peak[r])
        assert_true(row[peak[r]] - row[j] > 89.0f);
  }
  /* the rest as rg_datagen made it, but the middle row (an odd count of
   * rows), which holds both halves' scores: all of it far down */
  assert_memory_equal(x + 2 * COLS, plain + 2 * COLS, COLS * sizeof(float));
  assert_memory_equal(x + 4 * COLS, plain + 4 * COLS, (ROWS - 4) * COLS * sizeof(float));
  assert_memory_equal(x, plain, COLS - 1);
  assert_far_down(x + 3 * COLS, COLS);
  /* 4 rows: the last far down, row 2 stays near -1000 */
  float four[4 * 5], four_plain[4 * 5];
  rg_datagen(four_plain, RG_F32, 20, RG_DATA_LARGE, 1);
  memcpy(four, four_plain, sizeof four);
  rg_datagen_peaks(four, RG_F32, 4, 5, RG_DATA_LARGE);
  assert_memory_equal(four + 10, four_plain + 10, 5 * sizeof(float));
  assert_far_down(four + 15, 5);
  /* 2 rows: only row 0 lies in the first half */
  float two[2 * 5], two_plain[2 * 5];
  rg_datagen(two_plain, RG_F32, 10, RG_DATA_LARGE, 1);
  memcpy(two, two_plain, sizeof two);
  rg_datagen_peaks(two, RG_F32, 2, 5, RG_DATA_LARGE);
  assert_true(two[4] == 300.0f);
  assert_memory_equal(two + 5, two_plain + 5, 5 * sizeof(float));
  /* another kind, or a vector: nothing */
  memcpy(x, plain, sizeof x);
  rg_datagen_peaks(x, RG_F32, ROWS, COLS, RG_DATA_REAL);
  rg_datagen_peaks(x, RG_F32, 1, ROWS * COLS, RG_DATA_LARGE);
  assert_memory_equal(x, plain, sizeof x);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_datagen_deterministic, bufs_setup, bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_seed_changes_data, bufs_setup, bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_threads_same_data, bufs_setup, bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_int_mixed_sign_integers, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_int_dense_abs_sum_bound, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_int_sparse_abs_sum_bound, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_negative_sparse_abs_sum_bound, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_int_past_dense_not_zero, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test(test_datagen_sparse_edges_not_zero),
    cmocka_unit_test_setup_teardown(test_datagen_int_sparse_not_zero, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_real_range, bufs_setup, bufs_teardown),
    cmocka_unit_test(test_datagen_ones),
    cmocka_unit_test(test_datagen_far_points),
    cmocka_unit_test(test_datagen_far_points_past_unsigned),
    cmocka_unit_test(test_datagen_far_index_answers_beyond_float),
    cmocka_unit_test(test_datagen_kind_exact),
    cmocka_unit_test(test_datagen_wide_past_float),
    cmocka_unit_test_setup_teardown(test_datagen_ties_no_nan, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_ties_near_ties, bufs_setup, bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_ties_zero_signs_mixed, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test(test_datagen_wide_int_extremes),
    cmocka_unit_test_setup_teardown(test_datagen_zeros_runs, bufs_setup, bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_tiny_huge_magnitudes, bufs_setup,
                                    bufs_teardown),
    cmocka_unit_test(test_datagen_large_peaks),
    cmocka_unit_test(test_datagen_double_reals_below_float),
    cmocka_unit_test_setup_teardown(test_datagen_last_extreme, bufs_setup, bufs_teardown),
    cmocka_unit_test_setup_teardown(test_datagen_split_halves, bufs_setup, bufs_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
