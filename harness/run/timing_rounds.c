/* timing_rounds.c — one timed entry point measured in several processes.
 *
 * Inside one process the ratio to CUB holds to a few tenths of a percent
 * once the glue has taken its pairs; from one process to the next it moves
 * by some 3% (04 on an H200), mostly in CUB's own time: where a process's
 * buffers lie in device memory, which no process can choose
 * (bench/results.md, "the level is a process's").  So a grading measures
 * each timed entry point in --timing-processes processes (run.c runs the
 * rounds, each a fresh process per case) and takes the median process's
 * figure; its interval spans every process's figure, so that a tier
 * boundary between them is seen, and two more processes are measured
 * before such a tier is decided.  Each round is the whole case again: its
 * check, its timed outputs each checked against its own input; a round
 * that fails fails the case, as any run of it would. */
#include "run_internal.h"

#include <stdio.h>
#include <string.h>

bool rg_timing_round_wanted(const struct rg_exercise *ex, const struct rg_case *c,
                            const struct rg_outcome *first)
{
  return c->timed && ex->parts[c->part].family != RG_FAM_MULTI && first->ran &&
         first->verdict.passed && first->glue.pairs > 0 && first->glue.ratio_median > 0;
}

/* Is outcome o's figure usable: it ran, passed, was measured steadily? */
static bool usable(const struct rg_outcome *o)
{
  return o->ran && o->verdict.passed && o->glue.ratio_median > 0 && !o->glue.unstable;
}

bool rg_timing_rounds_straddle(const struct rg_exercise *ex, const struct rg_outcome *first,
                               const struct rg_outcome *more, int nmore)
{
  double lo = first->glue.ratio_median, hi = lo;
  for (int k = 0; k < nmore; k++)
    if (usable(&more[k])) {
      lo = more[k].glue.ratio_median < lo ? more[k].glue.ratio_median : lo;
      hi = more[k].glue.ratio_median > hi ? more[k].glue.ratio_median : hi;
    }
  bool across = false; /* the exercise's own tiers: the defaults (batch_rubric.c) */
  for (int t = 0; t < ex->ntiers; t++)
    across |= lo < ex->tiers[t].x_cub && ex->tiers[t].x_cub <= hi;
  return across;
}

bool rg_timing_round_due(const struct rg_exercise *ex, const struct rg_case *c,
                         const struct rg_outcome *first, const struct rg_outcome *more,
                         int taken, int want)
{
  if (!rg_timing_round_wanted(ex, c, first) || taken + 1 >= RG_TIMING_PROCESSES_MAX)
    return false;
  for (int k = 0; k < taken; k++)
    if (more[k].ran && !more[k].verdict.passed)
      return false; /* failed in a later process: no figure counts */
  if (taken + 1 < want)
    return true;
  return taken + 1 < want + 2 && rg_timing_rounds_straddle(ex, first, more, taken);
}

/* The timing half of a glue result: what the chosen process measured. */
static void take_timing(rg_result *to, const rg_result *from)
{
  to->reps = from->reps;
  to->kernel_us_median = from->kernel_us_median;
  to->cub_us_median = from->cub_us_median;
  to->pairs = from->pairs;
  to->copies = from->copies;
  memcpy(to->pair_kernel_us, from->pair_kernel_us, sizeof to->pair_kernel_us);
  memcpy(to->pair_cub_us, from->pair_cub_us, sizeof to->pair_cub_us);
  to->ratio_median = from->ratio_median;
  to->ratio_lo = from->ratio_lo;
  to->ratio_hi = from->ratio_hi;
  to->wall_us_median = from->wall_us_median;
  to->cub_wall_us_median = from->cub_wall_us_median;
  to->attempts = from->attempts;
  to->nvml = from->nvml;
  to->throttle = from->throttle;
  memcpy(to->timing_note, from->timing_note, sizeof to->timing_note);
}

/* A later process failed the case: its verdict is the case's. */
static bool failed_later(struct rg_outcome *first, const struct rg_outcome *more, int nmore)
{
  for (int k = 0; k < nmore; k++)
    if (more[k].ran && !more[k].verdict.passed) {
      first->verdict = more[k].verdict;
      rg_verdict_append(&first->verdict, " (in process %d of the timing)", k + 2);
      return true;
    }
  return false;
}

void rg_timing_merge(struct rg_outcome *first, const struct rg_outcome *more, int nmore)
{
  if (nmore <= 0 || failed_later(first, more, nmore))
    return;
  /* Every process's figure, in the order measured; the usable ones sorted. */
  const struct rg_outcome *all[RG_TIMING_PROCESSES_MAX], *sorted[RG_TIMING_PROCESSES_MAX];
  int n = 0, m = 0;
  for (int k = -1; k < nmore && n < RG_TIMING_PROCESSES_MAX; k++)
    all[n++] = k < 0 ? first : &more[k];
  for (int k = 0; k < n; k++) {
    const struct rg_outcome *o = all[k];
    first->process_ratio[k] = o->ran ? o->glue.ratio_median : 0;
    if (o->ran) /* work outside the timed stream in any process denies the tier */
      first->glue.outside_stream |= o->glue.outside_stream;
    if (!usable(o))
      continue;
    int at = m++;
    for (; at > 0 && sorted[at - 1]->glue.ratio_median > o->glue.ratio_median; at--)
      sorted[at] = sorted[at - 1];
    sorted[at] = o;
  }
  first->timing_processes = n;
  if (m == 0)
    return; /* none steady: the first's figure stands, marked unstable */
  /* The median, the lower of the two middle ones when even (the slower). */
  const struct rg_outcome *mid = sorted[(m - 1) / 2];
  /* Read every process's figures first: first may be one of them. */
  double lowest = sorted[0]->glue.ratio_median, highest = sorted[m - 1]->glue.ratio_median;
  unsigned mhz_lo = 0, mhz_hi = 0; /* 0: not read */
  for (int k = 0; k < m; k++) {
    unsigned low = sorted[k]->glue.sm_mhz_min, high = sorted[k]->glue.sm_mhz_max;
    mhz_lo = low && (!mhz_lo || low < mhz_lo) ? low : mhz_lo;
    mhz_hi = high > mhz_hi ? high : mhz_hi;
  }
  rg_result *g = &first->glue;
  if (mid != first)
    take_timing(g, &mid->glue);
  g->unstable = 0;
  g->ratio_lo = lowest < g->ratio_lo ? lowest : g->ratio_lo;
  g->ratio_hi = highest > g->ratio_hi ? highest : g->ratio_hi;
  g->sm_mhz_min = mhz_lo;
  g->sm_mhz_max = mhz_hi;
}
