/* tolerance.c — error bounds for float sums (see tolerance.h). */
#include "tolerance.h"

#include <math.h>

double rg_unit_roundoff(enum rg_dtype t)
{
  switch (t) {
  case RG_F32: return ldexp(1.0, -24);
  case RG_F64: return ldexp(1.0, -53);
  case RG_I32: return 0;
  }
  return 0;
}

double rg_gamma(double k, double u)
{
  double ku = k * u;
  return ku >= 1 ? INFINITY : ku / (1 - ku);
}

static double ceil_log2(double x)
{
  return x <= 1 ? 0 : ceil(log2(x));
}

double rg_depth(const struct rg_part *p, size_t count, int block)
{
  if (count <= 1)
    return 0;
  switch (p->family) {
  case RG_FAM_BLOCK:
  case RG_FAM_ARGMAX:
    return (p->items_per_thread - 1) + ceil_log2(block);
  default:
    return 2 * ceil(sqrt((double)count)) + ceil_log2((double)count);
  }
}

double rg_sum_tolerance(const struct rg_part *p, size_t count, int block,
                        double abs_sum)
{
  double k = rg_depth(p, count, block);
  if (k > (double)count - 1)
    k = (double)count - 1; /* no order needs more than count − 1 additions */
  return rg_gamma(k, rg_unit_roundoff(p->dtype)) * abs_sum;
}
