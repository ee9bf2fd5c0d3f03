/* timing_stats.h — the statistics of a timing, shared by the glue (which
 * stops timing when they are good enough) and the harness (which decides a
 * tier from them: tiers.c), so that both use the same figures.  Plain C,
 * static inline: the glue is compiled per submission, the harness once.
 */
#ifndef RG_TIMING_STATS_H
#define RG_TIMING_STATS_H

#include <math.h>
#include <stddef.h>

/* Sort v[0..n) ascending (insertion sort: n is at most RG_MAX_PAIRS). */
static inline void rg_stats_sort(double *v, size_t n)
{
  for (size_t i = 1; i < n; i++) {
    double x = v[i];
    size_t j = i;
    while (j > 0 && v[j - 1] > x) {
      v[j] = v[j - 1];
      j--;
    }
    v[j] = x;
  }
}

/* Median of sorted v[0..n); 0 when n is 0. */
static inline double rg_stats_median_sorted(const double *v, size_t n)
{
  if (n == 0)
    return 0;
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* The 95% confidence interval of the median of sorted v[0..n), by order
 * statistics: the median lies between the j-th and k-th smallest of n
 * samples with probability 1 - 2 P(Binomial(n, 1/2) < j), whatever the
 * distribution — timings are skewed and have outliers, so no normal
 * assumption.  j and k come from the normal approximation of the binomial,
 * n/2 -+ 1.96 sqrt(n)/2, widened to whole ranks.  Fewer than 6 samples
 * give the whole range. */
static inline void rg_stats_median_ci(const double *v, size_t n, double *lo, double *hi)
{
  if (n == 0) {
    *lo = *hi = 0;
    return;
  }
  double half = 0.98 * sqrt((double)n);
  double j = floor((double)n / 2 - half), k = ceil((double)n / 2 + half);
  if (n < 6 || j < 0)
    j = 0;
  if (n < 6 || k > (double)n - 1)
    k = (double)n - 1;
  *lo = v[(size_t)j];
  *hi = v[(size_t)k];
}

/* Which perturbed input (variant, 0..variants-1) timed run i reads, when the
 * runs rotate among `copies` copies of the input: run i reads copy i mod
 * copies, and each copy gets the next variant every time it comes round, so
 * that no run reads what the previous run on the same pointer read (a
 * result kept per pointer is wrong) and, with more than one variant, copies
 * side by side differ too.  The glue applies it, the harness checks it. */
static inline int rg_variant_of(int i, int copies, int variants)
{
  if (variants <= 0)
    return -1;
  if (copies <= 0)
    copies = 1;
  return (i / copies + i % copies) % variants;
}

#endif
