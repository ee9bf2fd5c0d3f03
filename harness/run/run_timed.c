/* run_timed.c — a timed GPU case: the timing half of its job (the input
 * variants its runs read, where their outputs go, when the glue may stop
 * timing), and afterwards every timed output checked against its own
 * input (timed_check.h; see run_internal.h). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "batch_rubric.h"
#include "integrity.h"
#include "run_backend.h"
#include "timed_check.h"
#include "util.h"

/* How long the device is held after each L2 flush, in µs: enough for the
 * host to queue a submission's launches and CUB's (sizing, dispatch) behind
 * it, with the flush's own time on top. */
#define RG_SPIN_US 150.0

/* Bytes kept at most for the outputs of a case's timed runs (each is
 * checked against its own input afterwards, timed_check.h): RG_MAX_PAIRS
 * outputs, fewer when one is large (a softmax of 2^24 elements: 24). */
#define RG_TIMED_OUT_BYTES ((size_t)1536 << 20)

/* How many timed outputs of out_bytes each are kept. */
static int timed_outputs_cap(size_t out_bytes)
{
  size_t cap = out_bytes ? RG_TIMED_OUT_BYTES / out_bytes : RG_MAX_PAIRS;
  return cap < 1 ? 1 : cap > RG_MAX_PAIRS ? RG_MAX_PAIRS : (int)cap;
}

size_t rg_run_timed_bytes(const struct rg_exercise *ex, const struct rg_case_list *cases,
                          const struct rg_run_opts *o)
{
  size_t most = 0;
  for (size_t i = 0; rg_run_backend_of(o)->times && i < cases->len; i++) {
    const struct rg_case *c = &cases->v[i];
    const struct rg_part *p = &ex->parts[c->part];
    size_t b = rg_part_out_bytes(p, c->n, c->rows, c->cols, c->block);
    if (c->timed && p->family != RG_FAM_MULTI && (size_t)timed_outputs_cap(b) * b > most)
      most = (size_t)timed_outputs_cap(b) * b;
  }
  return most;
}

/* The timing half of a timed GPU case's job: the variants its runs read,
 * where their outputs go, and when the glue may stop timing (timing.cuh):
 * the ×CUB ratio's 95% interval narrower than 0.5% of it and clear of the
 * exercise's default tier boundaries, or 3 s of pairs, or RG_MAX_PAIRS. */
void rg_run_timed_setup(const struct rg_exercise *ex, const struct rg_case *c,
                        const struct rg_run_opts *o, void *in_buf, void *timed_out,
                        rg_job *job)
{
  int cap = timed_outputs_cap(job->out_bytes);
  job->timed_outputs = timed_out;
  job->outputs_cap = cap;
  job->max_reps = cap; /* every timed run's output is kept, so checked */
  if (job->timed_reps > cap)
    job->timed_reps = cap;
  job->time_cap_s = 3.0;
  /* One pair's ratio is about 2.6% noisy (an H200, 04 against CUB,
   * bench/ratio-series.cu): a 2% interval was reached after 21-46 pairs,
   * whose medians spread 6.8% over 8 gradings of 04; at 0.5% the glue
   * takes its 96 pairs (some 50 ms at 2^24) and they spread 3.3%
   * (bench/results.md 2026-11-28 (night)). */
  job->ci_target = 0.005;
  /* bench/ only: a narrower (or wider) interval to stop at, to see what
   * the pairs' count does to the spread from one grading to the next. */
  const char *ci = getenv("REDUCE_GRADE_CI_TARGET");
  if (ci && strtod(ci, NULL) > 0 && strtod(ci, NULL) < 0.5)
    job->ci_target = strtod(ci, NULL);
  /* The device is held for RG_SPIN_US after each flush (timing.cuh), so
   * every launch of the timed run is queued before it reaches the start
   * event: the figure is the device's time, none of the host's launch work,
   * whose time moves from one process to the next (07's two-phase sum
   * spread 3-5.5% over 8 gradings with it, 0.8-1.6% without: H100,
   * bench/results.md 2026-11-27 (night)).  bench/ only: REDUCE_GRADE_SPIN_US
   * sets another hold (0: none), to compare. */
  job->spin_us = RG_SPIN_US;
  const char *spin = getenv("REDUCE_GRADE_SPIN_US");
  if (spin && *spin && strtod(spin, NULL) >= 0 && strtod(spin, NULL) < 1e4)
    job->spin_us = strtod(spin, NULL);
  /* bench/ only: how the L2 is flushed before each timed run (issue 18:
   * REDUCE_GRADE_FLUSH=read leaves clean lines, the default writes), and
   * among how many flush buffers (REDUCE_GRADE_FLUSH_BUFS, 1 to 8). */
  const char *flush = getenv("REDUCE_GRADE_FLUSH");
  job->flush_reads = flush && strcmp(flush, "read") == 0;
  const char *bufs = getenv("REDUCE_GRADE_FLUSH_BUFS");
  job->flush_bufs = bufs ? (int)strtol(bufs, NULL, 10) : 1;
  if (job->flush_bufs < 1 || job->flush_bufs > 8)
    job->flush_bufs = 1;
  /* bench/ only: REDUCE_GRADE_REMEASURE=K measures K times more after the
   * graded measurement (issue 18: does the level move between measurements
   * of one entry point on the same buffers, and with the temperature?);
   * REDUCE_GRADE_REMEASURE=-K moves the input copies before each. */
  const char *again = getenv("REDUCE_GRADE_REMEASURE");
  job->remeasure = again ? (int)strtol(again, NULL, 10) : 0;
  if (job->remeasure < -8 || job->remeasure > 8)
    job->remeasure = 0;
  /* bench/ only: how much input the timed runs rotate among (default,
   * 0: twice the L2), to see whether where the copies lie moves a ratio. */
  const char *mib = getenv("REDUCE_GRADE_ROTATE_MIB");
  job->rotate_bytes = mib ? (size_t)strtoull(mib, NULL, 10) << 20 : 0;
  struct rg_rubric r;
  rg_rubric_default(&r);
  rg_rubric_default_tiers(&r, ex->number);
  job->ntiers = (int)(r.ntiers < 8 ? r.ntiers : 8);
  for (int t = 0; t < job->ntiers; t++)
    job->tier_at[t] = r.tiers[t].ratio;
  rg_rubric_free(&r);
  /* Places no submission can predict from the grading's seed (which may
   * be the default): fresh random bits per case.  Honest code gives the
   * same verdict whatever they are. */
  uint64_t secret = 0;
  if (getrandom(&secret, sizeof secret, 0) != (ssize_t)sizeof secret)
    secret = (uint64_t)rg_now() * 1e9;
  rg_timed_variants(ex, c, job->input ? in_buf : NULL,
                    rg_integrity_fresh_seed(o->seed ^ secret ^ (uint64_t)c->n, 1 + c->part), job);
}

void rg_run_timed_verdict(const struct rg_exercise *ex, const struct rg_case *c,
                          void *in_buf, const rg_job *job, const rg_result *res,
                          const void *timed_out, struct rg_verdict *v)
{
  if (res->status != RG_GLUE_OK || !job->timed_outputs || !job->input)
    return;
  rg_timed_check(ex, c, in_buf, job, job->output, timed_out, res->outputs_kept, res->copies, v);
}
