/* reference.c — the right answer, on the CPU in double (see reference.h). */
#define _DEFAULT_SOURCE
#include "reference.h"
#include "cpus.h"

#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <unistd.h>

#include "datagen.h"
#include "tolerance.h"

double rg_element(const void *input, enum rg_dtype t, size_t i)
{
  switch (t) {
  case RG_F32: return ((const float *)input)[i];
  case RG_F64: return ((const double *)input)[i];
  case RG_I32: return ((const int *)input)[i];
  }
  return 0;
}

/* Compensated (Kahan) sum, so the reference is far more accurate than any
 * float kernel can be. */
struct kahan {
  double sum, comp, abs_sum;
};

static void kahan_add(struct kahan *k, double x)
{
  double y = x - k->comp;
  double s = k->sum + y;
  k->comp = (s - k->sum) - y;
  k->sum = s;
  k->abs_sum += fabs(x);
}

/* The compensated sum of a contiguous range over several threads: each
 * thread sums a slice with Kahan, and the slices' sums are added with Kahan
 * too.  Exact data gives the same value as one thread; real data agrees
 * to far below any tolerance.  Worth it for the 2^31-element cases, where
 * one thread took seconds. */
struct slice {
  const void *input;
  enum rg_dtype t;
  size_t begin, end;
  struct kahan k;
};

static void *sum_slice(void *arg)
{
  struct slice *sl = arg;
  for (size_t i = sl->begin; i < sl->end; i++)
    kahan_add(&sl->k, rg_element(sl->input, sl->t, i));
  return NULL;
}

static struct kahan sum_parallel(const void *input, enum rg_dtype t, size_t n)
{
  enum { MAX_THREADS = 16 };
  long cpus = rg_cpus();
  size_t threads = cpus > MAX_THREADS ? MAX_THREADS : cpus > 1 ? (size_t)cpus : 1;
  struct slice sl[MAX_THREADS];
  pthread_t tid[MAX_THREADS];
  bool started[MAX_THREADS] = { false };
  for (size_t k = 0; k < threads; k++) {
    sl[k] = (struct slice){ .input = input, .t = t, .begin = n / threads * k,
                            .end = k + 1 == threads ? n : n / threads * (k + 1) };
    if (k > 0)
      started[k] = pthread_create(&tid[k], NULL, sum_slice, &sl[k]) == 0;
  }
  sum_slice(&sl[0]);
  struct kahan total = { 0 };
  for (size_t k = 0; k < threads; k++) {
    if (k > 0 && started[k])
      pthread_join(tid[k], NULL);
    else if (k > 0)
      sum_slice(&sl[k]); /* no thread: sum it here */
    double abs_sum = total.abs_sum;
    kahan_add(&total, sl[k].k.sum);
    total.abs_sum = abs_sum + sl[k].k.abs_sum; /* of the elements, not of the slices */
  }
  return total;
}

/* op over count elements first, first+stride, ...: value and tolerance.
 * NaN rule for max/min (CONTRACTS.md): NaN inputs are ignored; all NaN
 * gives NaN. */
static struct rg_expect reduce_range(const struct rg_part *p, const struct rg_case *c,
                                     const void *input, size_t first, size_t count,
                                     size_t stride)
{
  struct rg_expect e = { .first = first, .last = first + (count ? (count - 1) * stride + 1 : 0),
                         .stride = stride, .index = -1 };
  if (p->op == RG_OP_SUM && c->kind == RG_DATA_FAR) {
    /* The few non-zero elements, read from their list: the GPU built this
     * input and the host never held it. */
    size_t at[RG_FAR_MAX];
    double value[RG_FAR_MAX];
    size_t points = rg_far_points(c->n, at, value);
    for (size_t k = 0; k < points; k++)
      if (at[k] >= first && at[k] < e.last && (at[k] - first) % stride == 0)
        e.value += value[k];
    return e;
  }
  if (p->op == RG_OP_MAX && c->kind == RG_DATA_FAR && count > 0) {
    /* Zeros but for a few positive points (rg_far_index_points): the
     * first element unless a point in the range is larger. */
    size_t at[RG_FAR_MAX];
    double value[RG_FAR_MAX];
    size_t points = rg_far_points_for(p->family, c->n, at, value);
    e.value = 0;
    e.index = (long long)first;
    for (size_t k = 0; k < points; k++)
      if (at[k] >= first && at[k] < e.last && (at[k] - first) % stride == 0 &&
          (value[k] > e.value || (value[k] == e.value && (long long)at[k] < e.index))) {
        e.value = value[k];
        e.index = (long long)at[k];
      }
    return e;
  }
  if (p->op == RG_OP_SUM) {
    struct kahan k = { 0 };
    if (stride == 1 && count >= ((size_t)1 << 24))
      k = sum_parallel((const char *)input + first * rg_dtype_size(p->dtype), p->dtype, count);
    else
      for (size_t j = 0; j < count; j++)
        kahan_add(&k, rg_element(input, p->dtype, first + j * stride));
    e.value = k.sum;
    if (!rg_kind_exact(c->kind, c->n))
      e.tol = rg_sum_tolerance(p, count, c->block, k.abs_sum);
    return e;
  }
  bool any = false;
  e.value = p->op == RG_OP_MAX ? -INFINITY : INFINITY;
  for (size_t j = 0; j < count; j++) {
    size_t i = first + j * stride;
    double x = rg_element(input, p->dtype, i);
    if (isnan(x))
      continue;
    any = true;
    bool better = p->op == RG_OP_MAX ? x > e.value : x < e.value;
    if (better || e.index < 0) {
      e.value = x;
      e.index = (long long)i; /* strict comparison: ties keep the lowest index */
    }
  }
  if (!any && count > 0 && p->dtype != RG_I32)
    e.value = NAN;
  if (p->dtype == RG_I32 && count == 0)
    e.value = p->op == RG_OP_MAX ? -2147483648.0 : 2147483647.0;
  return e;
}

/* Mean and population variance by two passes in compensated double. */
static void moments(const struct rg_part *p, const struct rg_case *c, const void *input,
                    struct rg_expect out[2])
{
  struct kahan k = { 0 };
  for (size_t i = 0; i < c->n; i++)
    kahan_add(&k, rg_element(input, p->dtype, i));
  double mean = k.sum / (double)c->n;
  struct kahan v = { 0 };
  for (size_t i = 0; i < c->n; i++) {
    double d = rg_element(input, p->dtype, i) - mean;
    kahan_add(&v, d * d);
  }
  out[0] = (struct rg_expect){ .value = mean, .last = c->n, .stride = 1, .index = -1,
                               .tol = rg_mean_tolerance(p->dtype, c->n, k.abs_sum) };
  out[1] = (struct rg_expect){ .value = v.sum / (double)c->n, .last = c->n, .stride = 1,
                               .index = -1 };
  out[1].tol = rg_variance_tolerance(p->dtype, c->n, mean, out[1].value);
}

/* Row softmax in double: exp(x - max) / Σ exp(x - max). */
static void softmax(const struct rg_case *c, const void *input, struct rg_expect *out)
{
  for (size_t r = 0; r < c->rows; r++) {
    const float *row = (const float *)input + r * c->cols;
    double max = -INFINITY;
    for (size_t j = 0; j < c->cols; j++)
      max = row[j] > max ? row[j] : max;
    struct kahan k = { 0 };
    for (size_t j = 0; j < c->cols; j++)
      kahan_add(&k, exp((double)row[j] - max));
    for (size_t j = 0; j < c->cols; j++) {
      struct rg_expect *e = &out[r * c->cols + j];
      *e = (struct rg_expect){ .value = exp((double)row[j] - max) / k.sum,
                               .first = r * c->cols, .last = (r + 1) * c->cols,
                               .stride = 1, .index = -1 };
      e->tol = rg_softmax_tolerance(c->cols, (double)row[j] - max, e->value);
    }
  }
}

size_t rg_reference(const struct rg_exercise *ex, const struct rg_case *c,
                    const void *input, struct rg_expect *out)
{
  const struct rg_part *p = &ex->parts[c->part];
  switch (p->family) {
  case RG_FAM_BLOCK:
  case RG_FAM_ARGMAX: {
    size_t span = (size_t)c->block * (size_t)p->items_per_thread;
    size_t grid = rg_part_grid(p, c->n, c->block);
    for (size_t b = 0; b < grid; b++) {
      size_t last = (b + 1) * span < c->n ? (b + 1) * span : c->n;
      out[b] = reduce_range(p, c, input, b * span, last - b * span, 1);
    }
    return grid;
  }
  case RG_FAM_TOTAL:
    out[0] = reduce_range(p, c, input, 0, c->n, 1);
    return 1;
  case RG_FAM_MOMENTS:
    moments(p, c, input, out);
    return 2;
  case RG_FAM_ROWS:
    for (size_t r = 0; r < c->rows; r++)
      out[r] = reduce_range(p, c, input, r * c->cols, c->cols, 1);
    return c->rows;
  case RG_FAM_COLS:
    for (size_t j = 0; j < c->cols; j++)
      out[j] = reduce_range(p, c, input, j, c->rows, c->cols);
    return c->cols;
  case RG_FAM_SOFTMAX:
    softmax(c, input, out);
    return c->rows * c->cols;
  case RG_FAM_MULTI: /* the same total, held by every device */
    for (size_t d = 0; d < c->cols; d++)
      out[d] = reduce_range(p, c, input, 0, c->n, 1);
    return c->cols;
  case RG_FAM_COUNT:
    break;
  }
  return 0;
}
