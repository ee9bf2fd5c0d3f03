/* datagen.h — deterministic input data for grading cases.
 *
 * Integer-valued kinds are chosen so that every partial sum, in any order, is
 * exact in float: Σ|x| < 2^24.  Then the only correct answer is the exact one
 * and any mismatch is a bug, not rounding.  Real-valued kinds are checked
 * against a tolerance derived from an error bound (tolerance.h).  Real, tiny
 * and huge elements hold 24 random bits, exact in float; for a double part
 * they get 29 more below those, so that a double is not a float's value.
 */
#ifndef RG_DATAGEN_H
#define RG_DATAGEN_H

#include <stddef.h>
#include <stdint.h>

#include "exercise.h"
#include "glue/glue.h"

enum rg_kind {
  RG_DATA_INT,      /* integers, mixed sign, Σ|x| < 2^24 */
  RG_DATA_ONES,     /* all ones (exact while n < 2^24) */
  RG_DATA_NEGATIVE, /* negative integers */
  RG_DATA_REAL,     /* uniform reals in [-1, 1) */
  RG_DATA_OFFSET,   /* 1e6 + uniform reals in [-1, 1), the first 1e4 off (variance) */
  RG_DATA_TIES,     /* many equal maxima, a run of -inf, some NaNs (argmax) */
  RG_DATA_NANS,     /* integers with some NaNs, runs of NaN, -inf, +inf (max/min NaN rule, identities) */
  RG_DATA_LARGE,    /* reals in [-100, 100), then near -1000: exp() overflows or underflows without care;
                       a matrix's also has peaks (rg_datagen_peaks) */
  RG_DATA_WIDE,     /* integers over the whole int range (int max/min): most
                       lie past 2^24, where a float cannot hold them; INT_MIN
                       and INT_MAX, alone and in runs */
  RG_DATA_ZEROS,    /* signed zeros in runs (float max/min): -0.0 among
                       negatives, alone, and +0.0 beside it (zeros_element) */
  RG_DATA_TINY,     /* reals of 24 bits times 2^-40 .. 2^-30 (float sums): a
                       fixed point as coarse as 2^-24 loses them all */
  RG_DATA_HUGE,     /* reals of 24 bits times 2^50 .. 2^60 (float sums):
                       past a 64-bit fixed point with 24 fraction bits */
  RG_DATA_LAST_HIGH, /* integers as RG_DATA_INT, the last element 9 (max, argmax):
                        the extreme there alone, which a lost last element shows */
  RG_DATA_LAST_LOW, /* the same with the last element -9 (min) */
  RG_DATA_SPLIT,    /* integers in [-8, 0] in the first half, [0, 8] in the
                       second (int max/min): blocks whose max, or min, is 0 */
  RG_DATA_FAR,      /* zeros but for RG_FAR_MAX elements (rg_far_points);
                       past 2^31 elements the GPU builds it (glue.h) */
};

/* Name of a kind, for reports ("int", "ones", ...). */
const char *rg_kind_name(enum rg_kind k);

/* True if sums of this kind are exact in float for n elements. */
int rg_kind_exact(enum rg_kind k, size_t n);

/* Fill dst with n elements of type t and kind k; the same (kind, n, seed)
 * always gives the same data. */
void rg_datagen(void *dst, enum rg_dtype t, size_t n, enum rg_kind k,
                uint64_t seed);

/* A matrix's large kind (softmax) gets its peaks: in its first two rows
 * (those lying wholly in the kind's first half, [-100, 100)), one score of
 * 300, the row's max by 200: in row 0 at the last column, in row 1 at the
 * middle one.  Every other entry of those rows is then exp(-200) or less of
 * the peak, so a max taken over part of the row only (one entry per thread,
 * the first warp's) that misses the peak overflows exp() to inf: the random
 * scores alone sit within 88 of any partial max.  And one row far down,
 * scores near -1000 times 1e4 (-1.008e7 .. -9.92e6): the middle row where rows
 * is odd (it held both halves' scores), the last where rows is even and at
 * least 4 (another row stays near -1000); its first score is its peak,
 * 256 above the rest, so a max that misses column 0 (the peaks above are in
 * the middle and last columns) overflows exp().  A max that starts from a finite
 * "very negative" number above them (-1e4, the masked-attention fill;
 * -1e6) is above every score there, so exp() of each underflows and the
 * row is 0 / 0.  Not further down: a right kernel that scales the max once
 * (exp2f(fmaf(x, log2e, -max * log2e))) shifts every score by the rounding
 * of max * log2e, up to |max| * 2^-24, which overflows exp2f past about
 * 1e9; so a start of -1e9 or (float)INT_MIN is not told from -INFINITY.
 * Does nothing for other kinds, or with fewer than 2 rows or columns. */
void rg_datagen_peaks(void *dst, enum rg_dtype t, size_t rows, size_t cols, enum rg_kind k);

/* rg_datagen with the work split over nthreads threads (1..16; out of range
 * is clamped).  The data does not depend on nthreads: the generator is a
 * counter, so each thread starts from the state its first element needs. */
void rg_datagen_threads(void *dst, enum rg_dtype t, size_t n, enum rg_kind k,
                        uint64_t seed, int nthreads);

/* RG_DATA_FAR's non-zero elements for n elements: their indices in at[],
 * increasing, and values in value[] (the integers 1, 2, ..., so the sum is
 * exact and missing any of them shows).  They are spread over the input, the
 * first and last elements among them; past 2^31 elements half of them lie
 * beyond 2^31, from element 2^31 itself on, where only a 64-bit index
 * reaches; past 2^32 a third of them lie beyond 2^32, from 2^32 itself on,
 * half the rest in [2^31, 2^32), so that an unsigned 32-bit index, right
 * below 2^32, misses them.  Depends on n alone.  Returns how many (fewer than RG_FAR_MAX
 * only when n is). */
size_t rg_far_points(size_t n, size_t at[RG_FAR_MAX], double value[RG_FAR_MAX]);

/* Elements of the argmax far case (RG_FAR_INDEX_N of them): the largest
 * value twice, at 2^24 + 3 and 2^24 + 5 (a tie in one block: the lower
 * index wins), and a larger one alone at 2^24 + 2^20 + 1.  Odd indices
 * past 2^24 + 1: a float holds none of them, so an index carried in a
 * float comes back as its even neighbour. */
#define RG_FAR_INDEX_N (((size_t)1 << 24) + ((size_t)1 << 21) + 1)
size_t rg_far_index_points(size_t at[RG_FAR_MAX], double value[RG_FAR_MAX]);

/* The far points of a case of family fam: rg_far_index_points for argmax,
 * else rg_far_points(n). */
size_t rg_far_points_for(enum rg_family fam, size_t n, size_t at[RG_FAR_MAX],
                         double value[RG_FAR_MAX]);

/* A small, fast PRNG (splitmix64) exposed for tests. */
uint64_t rg_rand_next(uint64_t *state);

#endif
