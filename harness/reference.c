/* reference.c — the right answer, on the CPU in double (see reference.h). */
#include "reference.h"

#include <math.h>

double rg_element(const void *input, enum rg_dtype t, size_t i)
{
  switch (t) {
  case RG_F32: return ((const float *)input)[i];
  case RG_F64: return ((const double *)input)[i];
  case RG_I32: return ((const int *)input)[i];
  }
  return 0;
}

/* op over input[first, last): Kahan-compensated for sums, so the reference
 * is far more accurate than any float kernel can be. */
static struct rg_expect reduce_range(const void *input, enum rg_dtype t,
                                     enum rg_op op, size_t first, size_t last)
{
  struct rg_expect e = { .first = first, .last = last, .count = last - first };
  double sum = 0, comp = 0;
  e.value = op == RG_OP_MAX ? -INFINITY : op == RG_OP_MIN ? INFINITY : 0;
  for (size_t i = first; i < last; i++) {
    double x = rg_element(input, t, i);
    e.abs_sum += fabs(x);
    if (op == RG_OP_MAX) {
      if (x > e.value)
        e.value = x;
    } else if (op == RG_OP_MIN) {
      if (x < e.value)
        e.value = x;
    } else {
      double y = x - comp;
      double s = sum + y;
      comp = (s - sum) - y;
      sum = s;
    }
  }
  if (op == RG_OP_SUM)
    e.value = sum;
  return e;
}

size_t rg_reference(const struct rg_exercise *ex, const struct rg_case *c,
                    const void *input, struct rg_expect *out)
{
  const struct rg_part *p = &ex->parts[c->part];
  switch (p->family) {
  case RG_FAM_BLOCK: {
    size_t span = (size_t)c->block * (size_t)p->items_per_thread;
    size_t grid = rg_part_grid(p, c->n, c->block);
    for (size_t b = 0; b < grid; b++) {
      size_t last = (b + 1) * span < c->n ? (b + 1) * span : c->n;
      out[b] = reduce_range(input, p->dtype, p->op, b * span, last);
    }
    return grid;
  }
  case RG_FAM_TOTAL:
    out[0] = reduce_range(input, p->dtype, p->op, 0, c->n);
    return 1;
  default:
    return 0; /* families whose checks have not landed yet */
  }
}
