/* tolerance.h — how far a float result may be from the exact one.
 *
 * Every summation order is a binary tree of additions; if the deepest path
 * from a leaf to the root has k additions, the computed sum s of x_1..x_m
 * satisfies |s − Σx| ≤ γ_k Σ|x|, γ_k = k·u/(1 − k·u), u the unit roundoff
 * (2^-24 float, 2^-53 double) — Higham, Accuracy and Stability of Numerical
 * Algorithms, §4.  So the tolerance follows from the depth of the exercise's
 * own summation order, not from a guess.
 */
#ifndef RG_TOLERANCE_H
#define RG_TOLERANCE_H

#include <stddef.h>

#include "exercise.h"

/* Unit roundoff of a dtype (0 for int: integer sums are exact). */
double rg_unit_roundoff(enum rg_dtype t);

/* γ_k for unit roundoff u; +inf if k·u ≥ 1. */
double rg_gamma(double k, double u);

/* Depth bound of the part's summation order for one output element that
 * combines `count` inputs with this block size:
 *  - block family: items_per_thread − 1 sequential adds per thread, then a
 *    tree over the block: ceil(log2 block) levels;
 *  - total family: the student picks the shape; we allow a sequential run
 *    per thread, a tree per block and one atomic per block, which for any
 *    split of n over threads and blocks stays under 2·sqrt(n) + log2(n). */
double rg_depth(const struct rg_part *p, size_t count, int block);

/* The absolute tolerance for a sum with that depth and Σ|x| = abs_sum. */
double rg_sum_tolerance(const struct rg_part *p, size_t count, int block,
                        double abs_sum);



/* Mean of n values of dtype t whose Σ|x| is abs_sum: the sum's bound over n,
 * plus the rounding of the division. */
double rg_mean_tolerance(enum rg_dtype t, size_t n, double abs_sum);

/* Population variance: (2 ulp of |mean|)² plus 32 γ_k (float, k = 2√n +
 * log₂ n + 2) or 1e-9 (double) of var — a stated rule (see tolerance.c),
 * not a derived bound. */
double rg_variance_tolerance(enum rg_dtype t, size_t n, double mean, double var);

/* One softmax output y = exp(arg) / Σ of a row of cols, arg = x − max:
 * the rounding of arg (|arg|·u relative), exp's own error (a few ulp,
 * __expf up to ~2^-21) and the bound of a sum of cols positive terms in
 * any order (γ_{cols−1}), all relative to y. */
double rg_softmax_tolerance(size_t cols, double arg, double y);
#endif
