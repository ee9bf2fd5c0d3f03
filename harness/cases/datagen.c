/* datagen.c — deterministic input data for grading cases (see datagen.h). */
#define _DEFAULT_SOURCE
#include "datagen.h"
#include "cpus.h"

#define RG_RAND_STEP 0x9e3779b97f4a7c15ULL /* the generator's counter step */

#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include "exercise.h"

uint64_t rg_rand_next(uint64_t *state)
{
  uint64_t z = (*state += RG_RAND_STEP);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

const char *rg_kind_name(enum rg_kind k)
{
  switch (k) {
  case RG_DATA_INT: return "int";
  case RG_DATA_ONES: return "ones";
  case RG_DATA_NEGATIVE: return "negative";
  case RG_DATA_REAL: return "real";
  case RG_DATA_OFFSET: return "offset";
  case RG_DATA_TIES: return "ties";
  case RG_DATA_NANS: return "nans";
  case RG_DATA_LARGE: return "large";
  case RG_DATA_WIDE: return "wide";
  case RG_DATA_ZEROS: return "zeros";
  case RG_DATA_TINY: return "tiny";
  case RG_DATA_HUGE: return "huge";
  case RG_DATA_LAST_HIGH: return "last-high";
  case RG_DATA_LAST_LOW: return "last-low";
  case RG_DATA_SPLIT: return "split";
  case RG_DATA_FAR: return "far";
  }
  return "?";
}

int rg_kind_exact(enum rg_kind k, size_t n)
{
  switch (k) {
  case RG_DATA_INT:
  case RG_DATA_NEGATIVE:
  case RG_DATA_TIES:
  case RG_DATA_NANS:
  case RG_DATA_WIDE:
  case RG_DATA_ZEROS:
  case RG_DATA_LAST_HIGH:
  case RG_DATA_LAST_LOW:
  case RG_DATA_SPLIT:
  case RG_DATA_FAR:
    return 1;
  case RG_DATA_ONES:
    return n < (1u << 24);
  default:
    return 0;
  }
}

static void put(void *dst, enum rg_dtype t, size_t i, double v)
{
  switch (t) {
  case RG_F32: ((float *)dst)[i] = (float)v; break;
  case RG_F64: ((double *)dst)[i] = v; break;
  case RG_I32: ((int *)dst)[i] = (int)v; break;
  }
}

/* Uniform in [-1, 1) with 24 random bits, so it is exact in float. */
static double unit(uint64_t *s)
{
  return (double)(int64_t)(rg_rand_next(s) >> 40) / (double)(1 << 23) - 1.0;
}

/* The NaN kind: one element in 8 is NaN, and a whole run of 4096 near the
 * start, so some blocks hold nothing but NaN.  Then a run of −∞ and a run
 * of +∞ (NaN still one in 8), so some blocks hold no finite number: their
 * max (of −∞) or min (of +∞) is the infinity itself, which only an
 * identity of ∓∞ gives back; −FLT_MAX or FLT_MAX as the identity shows. */
static double nans_element(uint64_t r, size_t i)
{
  if (r % 8 == 0 || (i >= 4096 && i < 8192))
    return NAN;
  if (i >= 8192 && i < 12288)
    return -INFINITY;
  if (i >= 12288 && i < 16384)
    return INFINITY;
  return (double)(int)(r % 17) - 8.0;
}

/* The ties kind (argmax): small integers, the maximum (7) many times.
 * Elements 2048..4095 are all -inf, a tie at the bottom: a block there has
 * max -inf at its first index, which an identity that wins ties (index -1)
 * or lies above -inf (-FLT_MAX) does not give; 4096..6143 tie at zero,
 * both signs of it; 6144..8191 are near-ties below 1.0.  No NaN: argmax's contract
 * leaves NaN out of its data (CONTRACTS.md), and a kernel that lets one
 * win is not wrong by it. */
static double ties_element(uint64_t r, size_t i, size_t n)
{
  (void)n;
  if (i >= 2048 && i < 4096)
    return -INFINITY;
  /* Elements 4096..6143 are negative but for zeros of both signs, each
   * zero's sign drawn on its own, so a block there has its maximum at its
   * first zero, often a -0.0 with +0.0s after it and the other way round.
   * -0.0 == +0.0: the first of them is the answer, which a key made from
   * the float's bits (ordering -0.0 below +0.0) does not give, nor a tie
   * test on the bits: the tree meets a thread's second item (a zero of
   * one sign) before a lower index holding the other.  With the sign
   * fixed by i % 64 every warp's 32 neighbouring loads held one sign, so
   * the zeros met as unequal only across warps, and a bit-wise tie test
   * passed. */
  if (i >= 4096 && i < 6144) {
    if (r % 4 != 0)
      return -1.0 - (double)(int)(r % 7);
    return (r >> 2) % 2 ? -0.0 : 0.0;
  }
  /* Elements 6144..8191 are near-ties: negatives but for one in 4, which
   * is 1.0 or one of the two floats just below it (1 - 2^-24, 1 - 2^-23),
   * a third each.  A block there has its maximum, 1.0, after a smaller
   * one closer to it than any tolerance a tie test might use (FLT_EPSILON
   * is 2^-23): a kernel that takes values "within epsilon" as equal, and
   * then the lower index, reports 1 - 2^-24 where 1.0 comes later. */
  if (i >= 6144 && i < 8192) {
    if (r % 4 != 0)
      return -1.0 - (double)(int)((r >> 2) % 7);
    return 1.0 - ldexp((double)((r >> 8) % 3), -24);
  }
  return (double)(int)(r % 8);
}

/* The wide kind (int max/min): every int equally likely (most lie past
 * 2^24, where a float cannot hold them), INT_MIN and INT_MAX at one in 64
 * each before 4096, and whole runs of them: 4096..8191 INT_MIN,
 * 8192..12287 INT_MAX.  A block of the runs has max INT_MIN (min INT_MAX),
 * which only the true identity gives back (INT_MIN + 1 shows); a min taken
 * as -max(-x) is wrong wherever INT_MIN is, since -INT_MIN is INT_MIN
 * again.  From 12288 on no extremes: distinct ints, so a block's max and
 * min lie in one warp, and a block that loses some warps' results shows
 * (with extremes one in 64 every warp of 64 holds the answer). */
static double wide_element(uint64_t r, size_t i)
{
  if (i >= 4096 && i < 8192)
    return (double)INT32_MIN;
  if (i >= 8192 && i < 12288)
    return (double)INT32_MAX;
  if (r % 64 < 2 && i < 12288)
    return r % 64 == 0 ? (double)INT32_MIN : (double)INT32_MAX;
  return (double)(int32_t)(uint32_t)(r >> 32); /* the top 32 bits as a signed int */
}

/* The zeros kind (float max/min; and float sums at block 256, where run 1
 * gives whole blocks whose sum is exactly 0), four runs of 4096, so that every block
 * size (a span of up to 2048) has whole blocks in each, then again:
 *   0: negatives with -0.0 one in 8: the max is -0.0;
 *   1: nothing but -0.0: max and min are -0.0;
 *   2: negatives with zeros of both signs one in 4: the max is a zero;
 *   3: positives with zeros of both signs one in 4: the min is a zero.
 * In runs 2 and 3 -0.0 comes first in every 64 in the run's first half,
 * +0.0 first in its second half.  -0.0 == +0.0, so either zero is right
 * (C's fmaxf and IEEE 754's maxNum may return either).  An order taken from
 * the float's bits files -0.0 (int bits INT_MIN) below every negative or
 * with the positives: the integer-atomic trick keeps max(-5, -0.0) at -5. */
static double zeros_element(uint64_t r, size_t i)
{
  size_t run = (i / 4096) % 4;
  double zero = ((i % 64 < 32) == (i % 4096 < 2048)) ? -0.0 : 0.0;
  switch (run) {
  case 0: return r % 8 == 0 ? -0.0 : -1.0 - (double)(r % 8);
  case 1: return -0.0;
  case 2: return r % 4 == 0 ? zero : -1.0 - (double)(r % 8);
  default: return r % 4 == 0 ? zero : 1.0 + (double)(r % 8);
  }
}

/* A real of 24 random bits (the top of r, so one draw) times 2^e, e in
 * [lo, lo + 10]: exact in float, magnitudes across 11 binades. */
static double scaled_element(uint64_t r, int lo)
{
  double m = (double)(int64_t)(r >> 40) / (double)(1 << 23) - 1.0;
  return ldexp(m, lo + (int)(r % 11));
}

/* A double's bits below a float's: the real-valued kinds draw 24 bits, exact
 * in float, which a double part then held nothing but float values: a
 * kernel that rounds each double element to float (a `float x = input[i]`
 * in its template) lost nothing and passed.  For a double part, v (24 bits)
 * gets 29 more random bits below its float's last one (0 stays 0), from h
 * (a draw the kind has made already, mixed again: the counter's state is
 * not touched).  The result is exact in double, and rounds in float. */
static double below_float_bits(double v, uint64_t h)
{
  int e;
  if (v == 0)
    return v;
  (void)frexp(v, &e);
  h = (h ^ (h >> 31)) * 0x94d049bb133111ebULL;
  return v + ldexp((double)(h >> 35), e - 53);
}

/* Random draws one element of kind k takes: the real-valued kinds draw
 * twice (the switch's r, then unit()). */
static uint64_t draws_per_element(enum rg_kind k)
{
  return k == RG_DATA_REAL || k == RG_DATA_OFFSET || k == RG_DATA_LARGE ? 2 : 1;
}

/* Elements at each end of a large integer input that are never 0. */
#define RG_DATA_EDGE ((size_t)1 << 12)

/* One contiguous range of the data, [begin, end). */
struct fill {
  void *dst;
  enum rg_dtype t;
  size_t n, begin, end;
  enum rg_kind k;
  uint64_t state; /* the generator's state before element `begin` */
};

static void *fill_range(void *arg)
{
  const struct fill *f = arg;
  uint64_t s = f->state;
  size_t n = f->n;
  enum rg_kind k = f->k;
  /* Magnitude so that Σ|x| stays under 2^23 whatever n is: values in
   * [-8, 8] while n ≤ 2^20, else mostly zeros with ±1 at a density that
   * keeps the count of non-zeros under 2^23. */
  int dense = n <= (1u << 20);
  uint64_t keep = dense ? 0 : n <= ((size_t)1 << 22) ? UINT64_MAX : (uint64_t)((double)UINT64_MAX * ((double)(1u << 22) / (double)n));
  /* Past 2^22 the first and last RG_DATA_EDGE elements are never 0: a
   * kernel that drops the tail of a large input (a grid rounded in float
   * past 2^24, a last partial vector) would otherwise be right wherever the
   * dropped elements happened to be zeros, three times in four at 2^24.
   * 2 x 2^12 more non-zeros keep Σ|x| under 2^23. */
  size_t edge = n > ((size_t)1 << 22) ? RG_DATA_EDGE : 0;
  for (size_t i = f->begin; i < f->end; i++) {
    double v = 0;
    uint64_t r = rg_rand_next(&s);
    switch (k) {
    case RG_DATA_INT:
    case RG_DATA_LAST_HIGH:
    case RG_DATA_LAST_LOW:
      if (dense)
        v = (double)(int)(r % 17) - 8.0;
      else
        v = r < keep || i < edge || i >= n - edge ? ((r & 1) ? 1.0 : -1.0) : 0.0;
      if (i + 1 == n && k != RG_DATA_INT) /* past the others' range: [-8, 8] */
        v = k == RG_DATA_LAST_HIGH ? 9.0 : -9.0;
      break;
    case RG_DATA_NEGATIVE:
      if (dense)
        v = -1.0 - (double)(r % 8);
      else
        v = r < keep || i < edge || i >= n - edge ? -1.0 : 0.0;
      break;
    case RG_DATA_ONES:
      v = 1.0;
      break;
    case RG_DATA_REAL:
      v = unit(&s);
      break;
    case RG_DATA_OFFSET:
      /* The first element 1e4 off the rest: a variance that shifts every
       * element by the first (sums of x - x[0] and its square) cancels
       * unless x[0] lies near the mean, as it did when it was drawn like
       * the rest (tests/mutants/12-mean-variance/shifted-sums-*) */
      v = 1e6 + unit(&s) + (i == 0 && n > 1 ? ((r & 1) ? 1e4 : -1e4) : 0.0);
      break;
    case RG_DATA_SPLIT:
      /* 0 in 9 of either half: a block there has max (first half) or
       * min (second) 0, which a kernel taking 0 for "no value yet" loses */
      v = (double)(int)(r % 9) * (i < n / 2 ? -1.0 : 1.0);
      break;
    case RG_DATA_TIES:
      v = ties_element(r, i, n);
      break;
    case RG_DATA_NANS:
      v = nans_element(r, i);
      break;
    case RG_DATA_LARGE:
      /* Reals in [-100, 100) in the first half: exp() of one overflows.
       * Near -1000 in the second, so whole rows lie there: exp() of every
       * one underflows to 0 unless the row's own max is subtracted (a max
       * that starts from 0, not -inf, leaves 0 / 0). */
      v = i < n / 2 ? 100.0 * unit(&s) : -1000.0 + 8.0 * unit(&s);
      break;
    case RG_DATA_WIDE:
      v = wide_element(r, i);
      break;
    case RG_DATA_ZEROS:
      v = zeros_element(r, i);
      break;
    case RG_DATA_TINY: /* below 2^-30 */
      v = scaled_element(r, -40);
      break;
    case RG_DATA_HUGE: /* up to 2^60: Σ|x| stays far below FLT_MAX */
      v = scaled_element(r, 50);
      break;
    case RG_DATA_FAR: /* rg_datagen_threads places its few elements */
      break;
    }
    if (f->t == RG_F64 && (k == RG_DATA_REAL || k == RG_DATA_TINY || k == RG_DATA_HUGE))
      v = below_float_bits(v, r);
    put(f->dst, f->t, i, v);
  }
  return NULL;
}

static double get(const void *src, enum rg_dtype t, size_t i)
{
  switch (t) {
  case RG_F32: return ((const float *)src)[i];
  case RG_F64: return ((const double *)src)[i];
  case RG_I32: return ((const int *)src)[i];
  }
  return 0.0;
}

/* The row pushed far down (rg_datagen_peaks): the middle row, which holds
 * element n / 2, where rows is odd; the last where it is even and another
 * row near -1000 is left (rows >= 4); else none (rows). */
static size_t far_down_row(size_t rows)
{
  if (rows % 2 == 1)
    return rows >= 3 ? rows / 2 : rows;
  return rows >= 4 ? rows - 1 : rows;
}

/* The row of cols scores from dst[at] far down: times 1e4, and a peak in
 * its first column, 256 above the rest (floats are 1 apart there). */
static void push_far_down(void *dst, enum rg_dtype t, size_t at, size_t cols)
{
  double top = -INFINITY;
  for (size_t c = 0; c < cols; c++) {
    double v = get(dst, t, at + c);
    if (v > -992.0) /* a score of [-100, 100): into [-1000, -992), near the others */
      v = -1000.0 + (v + 100.0) / 25.0;
    put(dst, t, at + c, v * 1e4);
    v = get(dst, t, at + c);
    top = v > top ? v : top;
  }
  put(dst, t, at, top + 256.0);
}

void rg_datagen_peaks(void *dst, enum rg_dtype t, size_t rows, size_t cols, enum rg_kind k)
{
  if (k != RG_DATA_LARGE || rows < 2 || cols < 2)
    return;
  size_t half = rows * cols / 2; /* the [-100, 100) part: fill_range's n / 2 */
  size_t at[2] = { cols - 1, cols / 2 };
  for (size_t r = 0; r < 2 && (r + 1) * cols <= half; r++)
    put(dst, t, r * cols + at[r], 300.0);
  size_t down = far_down_row(rows);
  if (down < rows)
    push_far_down(dst, t, down * cols, cols);
}

/* k points evenly over [lo, hi), lo first and, for k > 1, hi - 1 last
 * but for the rounding of the step (rg_far_points puts the input's last
 * element in). */
static void far_spread(size_t *at, size_t k, size_t lo, size_t hi)
{
  size_t step = k > 1 ? (hi - 1 - lo) / (k - 1) : 0;
  for (size_t i = 0; i < k; i++)
    at[i] = lo + step * i;
}

size_t rg_far_points(size_t n, size_t at[RG_FAR_MAX], double value[RG_FAR_MAX])
{
  const size_t wrap = (size_t)1 << 31, wrap_u = (size_t)1 << 32;
  size_t count = n < RG_FAR_MAX ? n : RG_FAR_MAX;
  /* Past 2^32, a third of them in [2^32, n), from 2^32 itself, where an
   * unsigned 32-bit index wraps; then `above` in [2^31, min(n, 2^32)), from
   * 2^31 itself; the others in [0, min(n, 2^31)).  Steps of at least 1
   * keep the indices distinct. */
  size_t top = n > wrap_u ? (n - wrap_u < count / 3 ? n - wrap_u : count / 3) : 0;
  size_t mid_hi = n > wrap_u ? wrap_u : n, rest = count - top;
  size_t above = n > wrap ? (mid_hi - wrap < rest / 2 ? mid_hi - wrap : rest / 2) : 0;
  size_t below = rest - above, lo = n > wrap ? wrap : n;
  far_spread(at, below, 0, lo);
  far_spread(at + below, above, wrap, mid_hi);
  far_spread(at + below + above, top, wrap_u, n);
  for (size_t k = 0; k < count; k++)
    value[k] = (double)(k + 1);
  if (count > 1 && at[count - 2] < n - 1)
    at[count - 1] = n - 1; /* the last element too */
  return count;
}

size_t rg_far_index_points(size_t at[RG_FAR_MAX], double value[RG_FAR_MAX])
{
  const size_t base = (size_t)1 << 24;
  at[0] = base + 3;
  value[0] = 7;
  at[1] = base + 5;
  value[1] = 7;
  at[2] = base + ((size_t)1 << 20) + 1;
  value[2] = 9;
  return 3;
}

size_t rg_far_points_for(enum rg_family fam, size_t n, size_t at[RG_FAR_MAX],
                         double value[RG_FAR_MAX])
{
  return fam == RG_FAM_ARGMAX ? rg_far_index_points(at, value) : rg_far_points(n, at, value);
}

void rg_datagen(void *dst, enum rg_dtype t, size_t n, enum rg_kind k,
                uint64_t seed)
{
  /* Threads pay off past a few million elements (the 2^31 cases took
   * seconds on one core). */
  long cpus = rg_cpus();
  rg_datagen_threads(dst, t, n, k, seed,
                     n >= ((size_t)1 << 22) && cpus > 1 ? (int)cpus : 1);
}

void rg_datagen_threads(void *dst, enum rg_dtype t, size_t n, enum rg_kind k,
                        uint64_t seed, int nthreads)
{
  if (k == RG_DATA_FAR) { /* the host's copy of what the glue builds */
    size_t at[RG_FAR_MAX];
    double value[RG_FAR_MAX];
    memset(dst, 0, n * rg_dtype_size(t));
    size_t count = rg_far_points(n, at, value);
    for (size_t i = 0; i < count; i++)
      put(dst, t, at[i], value[i]);
    return;
  }
  uint64_t s0 = seed ^ ((uint64_t)k << 56) ^ (uint64_t)n;
  /* The generator is a counter (rg_rand_next adds a constant, then mixes),
   * so the state before element i is s0 + i·draws·constant: ranges can be
   * filled by separate threads and the data is the same as one thread's. */
  enum { MAX_THREADS = 16 };
  size_t threads = nthreads < 1 ? 1 : nthreads > MAX_THREADS ? MAX_THREADS : (size_t)nthreads;
  if (threads > n)
    threads = n > 0 ? n : 1;
  struct fill f[MAX_THREADS];
  pthread_t tid[MAX_THREADS];
  size_t started = 0;
  for (size_t k2 = 0; k2 < threads; k2++) {
    size_t begin = n / threads * k2, end = k2 + 1 == threads ? n : n / threads * (k2 + 1);
    f[k2] = (struct fill){ .dst = dst, .t = t, .n = n, .begin = begin, .end = end, .k = k,
                           .state = s0 + (uint64_t)begin * draws_per_element(k) * RG_RAND_STEP };
    if (k2 > 0 && pthread_create(&tid[k2], NULL, fill_range, &f[k2]) == 0)
      started |= (size_t)1 << k2;
    else if (k2 > 0)
      fill_range(&f[k2]); /* no thread: fill it here */
  }
  fill_range(&f[0]);
  for (size_t k2 = 1; k2 < threads; k2++)
    if (started & ((size_t)1 << k2))
      pthread_join(tid[k2], NULL);
}
