/* timed_check.c — variants of a timed input, and the check of every timed
 * output against its own (see timed_check.h).
 *
 * Timed inputs are integer-valued (RG_DATA_INT: every sum exact in float),
 * so the expected output of a variant follows from the checked run's own
 * output, which passed rg_check exactly, and a little arithmetic: no full
 * reference per variant (at 2^24 elements one costs up to seconds).  An
 * output no changed element feeds must equal the checked output byte for
 * byte; where it does not (a kernel whose bits vary from run to run), it
 * and every output a changed element feeds are computed again from the
 * slice of the input they cover (a sub-case of rg_reference), or, for the
 * outputs that cover the whole input (a total, the mean and variance), by
 * updating the checked answer with the changes. */
#include "timed_check.h"
#include "check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datagen.h"
#include "glue/timing_stats.h"
#include "reference.h"
#include "tolerance.h"

/* Element i of input (dtype t) set to x. */
static void put_element(void *input, enum rg_dtype t, size_t i, double x)
{
  if (t == RG_F32)
    ((float *)input)[i] = (float)x;
  else if (t == RG_F64)
    ((double *)input)[i] = x;
  else
    ((int *)input)[i] = (int)x;
}

void rg_timed_variant_put(const rg_job *job, size_t elem, void *input, int v, bool undo)
{
  if (v < 0 || v >= job->variants)
    return;
  for (int k = 0; k < RG_VAR_POINTS; k++)
    if (job->var_at[v][k] < job->n)
      memcpy((char *)input + job->var_at[v][k] * elem,
             undo ? job->var_old[v][k] : job->var_new[v][k], elem);
}

/* Places of variant k: distinct, drawn from seed. */
static void places(uint64_t seed, int k, size_t n, size_t at[RG_VAR_POINTS])
{
  uint64_t s = seed ^ (0x9E3779B97F4A7C15ull * (uint64_t)(k + 1));
  for (int j = 0; j < RG_VAR_POINTS; j++) {
    bool again;
    do {
      at[j] = (size_t)(rg_rand_next(&s) % n);
      again = false;
      for (int m = 0; m < j; m++)
        again |= at[m] == at[j];
    } while (again && n > RG_VAR_POINTS);
  }
}

/* ---- expected outputs of a variant ---------------------------------------- */

/* What the expected values are computed from: the case, its input (with
 * the variant in place), the checked run's output, and for the mean and
 * variance the input's sum and sum of squares (exact in double). */
struct ctx {
  const struct rg_exercise *ex;
  const struct rg_case *c;
  const struct rg_part *p;
  const void *input;
  const void *checked;
  const rg_job *job;
  double sum, sum_sq, abs_sum;
  /* The reference of the last slice computed (a softmax row feeds cols
   * outputs: one reference of the row serves them all, not one each). */
  struct rg_expect *memo[2]; /* two slots: tells_apart alternates variants */
  size_t memo_first[2], memo_count[2];
  int memo_v[2];
};

static void memo_clear(struct ctx *x)
{
  for (int k = 0; k < 2; k++) {
    free(x->memo[k]);
    x->memo[k] = NULL;
  }
}

/* Output i, or rather the range of the input that feeds it: [first,
 * first + count*stride) by stride.  Outputs that cover the whole input
 * (total, moments) return count = n. */
static void range_of(const struct ctx *x, size_t i, size_t *first, size_t *count,
                     size_t *stride)
{
  const struct rg_case *c = x->c;
  size_t span = (size_t)c->block * (size_t)(x->p->items_per_thread ? x->p->items_per_thread : 1);
  *stride = 1;
  switch (x->p->family) {
  case RG_FAM_BLOCK:
  case RG_FAM_ARGMAX:
    *first = i * span;
    *count = *first + span < c->n ? span : c->n - *first;
    return;
  case RG_FAM_ROWS:
  case RG_FAM_SOFTMAX:
    *first = (x->p->family == RG_FAM_ROWS ? i : i / c->cols) * c->cols;
    *count = c->cols;
    return;
  case RG_FAM_COLS:
    *first = i;
    *count = c->rows;
    *stride = c->cols;
    return;
  default:
    *first = 0;
    *count = c->n;
  }
}

/* The outputs element `at` feeds: [*lo, *hi) of the output index. */
static void fed_by(const struct ctx *x, size_t at, size_t *lo, size_t *hi)
{
  const struct rg_case *c = x->c;
  size_t span = (size_t)c->block * (size_t)(x->p->items_per_thread ? x->p->items_per_thread : 1);
  switch (x->p->family) {
  case RG_FAM_BLOCK:
  case RG_FAM_ARGMAX: *lo = at / span; *hi = *lo + 1; return;
  case RG_FAM_ROWS: *lo = at / c->cols; *hi = *lo + 1; return;
  case RG_FAM_COLS: *lo = at % c->cols; *hi = *lo + 1; return;
  case RG_FAM_SOFTMAX: *lo = at / c->cols * c->cols; *hi = *lo + c->cols; return;
  default: *lo = 0; *hi = (size_t)-1; /* every output covers the whole input */
  }
}

/* Does element `at` feed output i? */
static bool feeds(const struct ctx *x, size_t i, size_t at)
{
  size_t lo, hi;
  fed_by(x, at, &lo, &hi);
  return lo <= i && i < hi;
}

/* Sum over the changed points of variant v (new - old), and of squares. */
static void deltas(const struct ctx *x, int v, double *d, double *d_sq, double *d_abs)
{
  enum rg_dtype t = x->p->dtype;
  *d = *d_sq = *d_abs = 0;
  for (int k = 0; v >= 0 && k < RG_VAR_POINTS; k++) {
    double a, b;
    unsigned char nb[8] = { 0 }, ob[8] = { 0 };
    memcpy(nb, x->job->var_new[v][k], rg_dtype_size(t));
    memcpy(ob, x->job->var_old[v][k], rg_dtype_size(t));
    b = rg_element(nb, t, 0);
    a = rg_element(ob, t, 0);
    *d += b - a;
    *d_sq += b * b - a * a;
    *d_abs += fabs(b) - fabs(a);
  }
}

/* Expected value of output i of variant v (in place in x->input). */
static void expect_of(struct ctx *x, int v, size_t i, struct rg_expect *e)
{
  const struct rg_part *p = x->p;
  const struct rg_case *c = x->c;
  size_t elem = rg_dtype_size(p->dtype);
  size_t first, count, stride;
  range_of(x, i, &first, &count, &stride);
  *e = (struct rg_expect){ .index = -1, .first = first, .stride = stride,
                           .last = first + (count ? (count - 1) * stride + 1 : 0) };
  if (p->family == RG_FAM_TOTAL) {
    /* The checked output passed exactly (integer data): move it. */
    double was = rg_element(x->checked, p->dtype, 0);
    if (p->op == RG_OP_SUM) {
      double d, dq, da;
      deltas(x, v, &d, &dq, &da);
      e->value = was + d;
    } else {
      e->value = was;
      for (int k = 0; v >= 0 && k < RG_VAR_POINTS; k++) {
        double y = rg_element(x->input, p->dtype, x->job->var_at[v][k]);
        e->value = p->op == RG_OP_MAX ? fmax(e->value, y) : fmin(e->value, y);
      }
    }
    return;
  }
  if (p->family == RG_FAM_MOMENTS) { /* reference.c's moments(), updated */
    double d, dq, da, n = (double)c->n;
    deltas(x, v, &d, &dq, &da);
    double mean = (x->sum + d) / n;
    double var = (x->sum_sq + dq) / n - mean * mean;
    e->value = i == 0 ? mean : var;
    e->tol = i == 0 ? rg_mean_tolerance(p->dtype, c->n, x->abs_sum + da)
                    : rg_variance_tolerance(p->dtype, c->n, mean, var);
    return;
  }
  /* A sub-case of the one slice: the reference of the whole slice. */
  struct rg_case sub = *c;
  size_t out_at = 0;
  const char *in = (const char *)x->input + first * elem;
  char *gathered = NULL;
  if (p->family == RG_FAM_BLOCK || p->family == RG_FAM_ARGMAX) {
    sub.n = count;
  } else if (p->family == RG_FAM_ROWS || p->family == RG_FAM_SOFTMAX) {
    sub.rows = 1;
    sub.n = c->cols;
    out_at = p->family == RG_FAM_SOFTMAX ? i % c->cols : 0;
  } else { /* a column, gathered into a rows x 1 matrix */
    gathered = malloc(count * elem);
    if (!gathered)
      abort();
    for (size_t r = 0; r < count; r++)
      memcpy(gathered + r * elem, in + r * stride * elem, elem);
    in = gathered;
    sub.cols = 1;
    sub.n = count;
  }
  int slot = v < 0 ? 0 : 1;
  bool memo_hit = x->memo[slot] && x->memo_v[slot] == v && x->memo_first[slot] == first &&
                  x->memo_count[slot] == count;
  struct rg_expect *all = memo_hit ? x->memo[slot] : NULL;
  if (!all) {
    size_t nsub = rg_part_outputs(p, sub.n, sub.rows, sub.cols, sub.block);
    all = calloc(nsub ? nsub : 1, sizeof *all);
    if (!all)
      abort();
    rg_reference(x->ex, &sub, in, all);
    free(x->memo[slot]);
    x->memo[slot] = all;
    x->memo_v[slot] = v;
    x->memo_first[slot] = first;
    x->memo_count[slot] = count;
  }
  double index = all[out_at].index;
  *e = all[out_at];
  e->first = first;
  e->stride = stride;
  e->last = first + (count ? (count - 1) * stride + 1 : 0);
  e->index = index >= 0 ? (long long)(first + (size_t)index) : -1;
  free(gathered);
}

static void ctx_make(struct ctx *x, const struct rg_exercise *ex, const struct rg_case *c,
                     const void *input, const void *checked, const rg_job *job)
{
  *x = (struct ctx){ .ex = ex, .c = c, .p = &ex->parts[c->part], .input = input,
                     .checked = checked, .job = job };
  if (x->p->family != RG_FAM_MOMENTS)
    return;
  for (size_t i = 0; i < c->n; i++) { /* integer data: exact in double */
    double y = rg_element(input, x->p->dtype, i);
    x->sum += y;
    x->sum_sq += y * y;
    x->abs_sum += fabs(y);
  }
}

/* Output i of an output buffer: value, and index for argmax. */
static double got_value(const struct ctx *x, const void *out, size_t i, long long *index)
{
  size_t nout = rg_part_outputs(x->p, x->c->n, x->c->rows, x->c->cols, x->c->block);
  *index = x->p->family == RG_FAM_ARGMAX
               ? ((const int *)((const char *)out + nout * rg_dtype_size(x->p->dtype)))[i] : -1;
  return rg_element(out, x->p->dtype, i);
}

/* ---- variants --------------------------------------------------------------- */

/* The step of a changed element: in the op's direction for max and min (a
 * new maximum moves it), small for a softmax row (no overflow of a naive
 * exp), and kept within integer data's exactness (Σ|x| under 2^23). */
static double first_step(const struct rg_part *p)
{
  if (p->family == RG_FAM_SOFTMAX)
    return 4;
  return 32;
}

/* Does variant v move an output a changed element feeds, beyond both
 * tolerances?  (Then a result kept from another variant is wrong.) */
static bool tells_apart(struct ctx *x, void *input, int v)
{
  size_t elem = rg_dtype_size(x->p->dtype);
  size_t nout = rg_part_outputs(x->p, x->c->n, x->c->rows, x->c->cols, x->c->block);
  size_t lo, hi;
  fed_by(x, x->job->var_at[v][0], &lo, &hi);
  memo_clear(x); /* the variant's values changed since the last call */
  for (size_t i = lo; i < hi && i < nout; i++) {
    struct rg_expect a, b;
    expect_of(x, -1, i, &a);
    rg_timed_variant_put(x->job, elem, input, v, false);
    expect_of(x, v, i, &b);
    rg_timed_variant_put(x->job, elem, input, v, true);
    if (a.index != b.index || fabs(a.value - b.value) > a.tol + b.tol)
      return true;
  }
  return false;
}

int rg_timed_variants(const struct rg_exercise *ex, const struct rg_case *c,
                      void *input, uint64_t seed, rg_job *job)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t elem = rg_dtype_size(p->dtype);
  job->variants = 0;
  /* Integer data only: the expected values below rely on exact sums. */
  if (!input || c->n == 0 || c->kind != RG_DATA_INT || p->family == RG_FAM_MULTI)
    return 0;
  size_t nout = rg_part_outputs(p, c->n, c->rows, c->cols, c->block);
  char *checked = malloc(rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block) + 1);
  if (!checked)
    abort();
  struct ctx x;
  ctx_make(&x, ex, c, input, checked, job);
  if (p->family == RG_FAM_TOTAL) { /* the checked output: the exact answer */
    struct rg_expect e;
    rg_reference(ex, c, input, &e);
    put_element(checked, p->dtype, 0, e.value);
  }
  (void)nout;
  double dir = p->op == RG_OP_MIN ? -1 : 1;
  for (int k = 0; k < RG_VARIANTS; k++) {
    places(seed, k, c->n, job->var_at[k]);
    job->variants = k + 1; /* tells_apart reads it */
    bool told = false;
    for (double step = first_step(p); !told && step <= 4096; step *= 2) {
      double sign = p->op == RG_OP_SUM && k % 2 ? -dir : dir;
      for (int j = 0; j < RG_VAR_POINTS; j++) {
        size_t at = job->var_at[k][j];
        memcpy(job->var_old[k][j], (char *)input + at * elem, elem);
        put_element(input, p->dtype, at, rg_element(input, p->dtype, at) + sign * step);
        memcpy(job->var_new[k][j], (char *)input + at * elem, elem);
        memcpy((char *)input + at * elem, job->var_old[k][j], elem);
      }
      told = tells_apart(&x, input, k);
    }
    if (!told) {
      job->variants = k;
      break;
    }
  }
  free(checked);
  memo_clear(&x);
  return job->variants;
}

/* ---- the check ------------------------------------------------------------- */

/* Output `out` of a run on variant v: 0 if right, else 1 with why. */
static int check_one(struct ctx *x, void *input, int v, const char *out, char *why, size_t cap)
{
  const struct rg_part *p = x->p;
  size_t elem = rg_dtype_size(p->dtype);
  size_t nout = rg_part_outputs(p, x->c->n, x->c->rows, x->c->cols, x->c->block);
  int bad = 0;
  rg_timed_variant_put(x->job, elem, input, v, false);
  for (size_t i = 0; i < nout && !bad; i++) {
    bool moved = false;
    for (int k = 0; v >= 0 && k < RG_VAR_POINTS; k++)
      moved |= feeds(x, i, x->job->var_at[v][k]);
    long long gi, ci;
    double got = got_value(x, out, i, &gi), was = got_value(x, x->checked, i, &ci);
    if (!moved && memcmp(&got, &was, sizeof got) == 0 && gi == ci)
      continue; /* unmoved, and the same as the checked (right) output */
    struct rg_expect e;
    expect_of(x, v, i, &e);
    if (rg_value_ok(p, &e, got) && (p->family != RG_FAM_ARGMAX || gi == e.index))
      continue;
    bad = 1;
    if (p->family == RG_FAM_ARGMAX && gi != e.index)
      snprintf(why, cap, "output %zu is %.9g at index %lld, expected %.9g at %lld", i, got, gi,
               e.value, e.index);
    else
      snprintf(why, cap, "output %zu is %.9g, expected %.9g", i, got, e.value);
  }
  rg_timed_variant_put(x->job, elem, input, v, true);
  return bad;
}

bool rg_timed_check(const struct rg_exercise *ex, const struct rg_case *c, void *input,
                    const rg_job *job, const void *checked, const void *outputs, int kept,
                    int copies, struct rg_verdict *v)
{
  struct ctx x;
  ctx_make(&x, ex, c, input, checked, job);
  /* The last output checked of each variant: an identical output of the
   * same variant has the same verdict (most kernels give the same bytes). */
  const char *seen[RG_VARIANTS + 1] = { 0 };
  for (int i = 0; i < kept; i++) {
    const char *out = (const char *)outputs + (size_t)i * job->out_bytes;
    int var = rg_variant_of(i, copies, job->variants);
    const char **last = &seen[var + 1];
    if (*last && memcmp(*last, out, job->out_bytes) == 0)
      continue;
    char why[300] = "";
    if (check_one(&x, input, var, out, why, sizeof why)) {
      rg_verdict_fail(v, RG_CAUSE_UNSTABLE,
                      "timed run %d of %d read the input with %d elements changed and gave a "
                      "wrong result (%s): the timed runs must do the work each time (a result "
                      "kept from an earlier call, or work skipped when the input looks the "
                      "same, is timed at nothing)", i + 1, kept, var >= 0 ? RG_VAR_POINTS : 0,
                      why);
      memo_clear(&x);
      return false;
    }
    *last = out;
  }
  memo_clear(&x);
  return true;
}
