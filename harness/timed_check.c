/* timed_check.c — variants of a timed input, and the check of every timed
 * output against its own (see timed_check.h). */
#include "timed_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datagen.h"
#include "glue/timing_stats.h"
#include "reference.h"

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

/* Would a result right for `a` fail against `b`?  Some output moved by
 * more than both tolerances, or an expected index moved. */
static bool tells_apart(const struct rg_expect *a, const struct rg_expect *b, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    if (a[i].index != b[i].index)
      return true;
    double d = fabs(a[i].value - b[i].value);
    if (isnan(d) ? isnan(a[i].value) != isnan(b[i].value) : d > a[i].tol + b[i].tol)
      return true;
  }
  return false;
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

int rg_timed_variants(const struct rg_exercise *ex, const struct rg_case *c,
                      void *input, uint64_t seed, rg_job *job)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t elem = rg_dtype_size(p->dtype);
  size_t nout = rg_part_outputs(p, c->n, c->rows, c->cols, c->block);
  job->variants = 0;
  if (!input || c->n == 0 || nout == 0)
    return 0;
  struct rg_expect *base = calloc(nout, sizeof *base), *var = calloc(nout, sizeof *var);
  if (!base || !var) {
    free(base);
    free(var);
    return 0;
  }
  rg_reference(ex, c, input, base);
  double big = 0;
  for (size_t i = 0; i < c->n; i++)
    big = fmax(big, fabs(rg_element(input, p->dtype, i)));
  /* An integer step, so integer-valued data stays exact; grown (x4) until
   * the answer moves beyond the tolerance, the sign tried both ways (a max
   * moves up, a min down).  int data stays far from overflow. */
  double step = 2 * floor(big + 1);
  double cap = p->dtype == RG_I32 ? 1 << 20 : 1e12;
  for (int k = 0; k < RG_VARIANTS; k++) {
    places(seed, k, c->n, job->var_at[k]);
    bool told = false;
    for (int a = 0; !told && step <= cap; a++) {
      double sign = (a + k) % 2 ? -1 : 1;
      for (int j = 0; j < RG_VAR_POINTS; j++) {
        size_t at = job->var_at[k][j];
        memcpy(job->var_old[k][j], (char *)input + at * elem, elem);
        double old = rg_element(input, p->dtype, at);
        put_element(input, p->dtype, at, old + sign * step);
        memcpy(job->var_new[k][j], (char *)input + at * elem, elem);
      }
      rg_reference(ex, c, input, var);
      told = tells_apart(base, var, nout);
      for (int j = RG_VAR_POINTS - 1; j >= 0; j--) /* back, in reverse: places may repeat */
        memcpy((char *)input + job->var_at[k][j] * elem, job->var_old[k][j], elem);
      if (!told && a % 2 == 1)
        step *= 4;
    }
    if (!told)
      break;
    job->variants = k + 1;
  }
  free(base);
  free(var);
  return job->variants;
}

bool rg_timed_check(const struct rg_exercise *ex, const struct rg_case *c, void *input,
                    const rg_job *job, const void *outputs, int kept, int copies,
                    struct rg_verdict *v)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t elem = rg_dtype_size(p->dtype);
  /* The last output checked of each variant: an identical output of the
   * same variant has the same verdict (most kernels give the same bytes). */
  const char *seen[RG_VARIANTS + 1] = { 0 };
  for (int i = 0; i < kept; i++) {
    const char *out = (const char *)outputs + (size_t)i * job->out_bytes;
    int var = rg_variant_of(i, copies, job->variants);
    const char **last = &seen[var + 1];
    if (*last && memcmp(*last, out, job->out_bytes) == 0)
      continue;
    rg_timed_variant_put(job, elem, input, var, false);
    struct rg_verdict tv;
    bool ok = rg_check(ex, c, input, out, job->out_bytes, 0, &tv);
    rg_timed_variant_put(job, elem, input, var, true);
    if (!ok) {
      rg_verdict_add(v, RG_CAUSE_UNSTABLE);
      snprintf(v->detail, sizeof v->detail,
               "timed run %d of %d read the input with %d elements changed and gave a wrong "
               "result (%.400s): the timed runs must do the work each time (a result kept "
               "from an earlier call, or work skipped when the input looks the same, is "
               "timed at nothing)", i + 1, kept, var >= 0 ? RG_VAR_POINTS : 0, tv.detail);
      return false;
    }
    *last = out;
  }
  return true;
}
