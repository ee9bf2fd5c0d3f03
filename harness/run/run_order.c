/* run_order.c — the order in which a grading's cases are handed to its
 * workers (run_internal.h): part by part, as the matrix lists them, and
 * within a part the costliest first.  A worker that takes a case of a
 * million elements last keeps the other waiting; taken first, the small
 * cases fill in around it (exercise 12 on two cores: both of its
 * 1000003-element cases had fallen to one worker).  The parts stay
 * apart: a worker remembers the part that hung on it and skips that
 * part's other cases, and compares each output with the one before it of
 * the same part (a replayed result); parts taken turn about would hang
 * once per case and leave no output before it to compare with.  Each
 * part's first case in the matrix still goes first: a part stopped after
 * a few crashes in a row has had its first case run, and the report,
 * which shows each group's first failing case, shows its crash rather
 * than the cases the stop left out.
 *
 * A worker takes its cases a unit at a time, and a unit is mostly a pair
 * run in one process: a cheap case, then a costly one of the same part.
 * A submission that keeps state sized by its first call (a static buffer
 * allocated once, at the first call's grid) overflows only in a process
 * whose first call is smaller than a later one; with the costliest first
 * alone, every worker (and the GPU's processes, and the checked run's,
 * whose first case may be its largest) could start with its largest case,
 * and the overflow was never made.  Pairing the cheapest left with the
 * costliest left keeps the costly cases first and the units' costs even,
 * and every process that starts a part with a pair calls it small, then
 * large. */
#include "run_internal.h"

#include <stdbool.h>
#include <stdlib.h>

/* What a case costs, roughly: the elements (or matrix cells) it reads,
 * and for a matrix its rows (a block or a warp each, whatever their
 * length: 14's 65536 rows of one cell are its costliest case), plus a
 * fixed part for its start, times the schedules it runs. */
static double case_cost(const struct rg_case *c)
{
  bool matrix = c->rows && c->cols;
  double cells = matrix ? (double)c->rows * (double)c->cols : (double)c->n;
  double rows = matrix ? (double)c->rows : 0.0;
  return (cells + 64.0 * rows + 4096.0) * (c->one_schedule ? 1 : 2);
}

static const struct rg_case_list *sorting;
static const bool *leads; /* the first case of its part in the matrix */

static int by_cost(const void *a, const void *b)
{
  size_t i = *(const size_t *)a, j = *(const size_t *)b;
  if (sorting->v[i].part != sorting->v[j].part)
    return sorting->v[i].part < sorting->v[j].part ? -1 : 1;
  if (leads[i] != leads[j])
    return leads[i] ? -1 : 1;
  double ci = case_cost(&sorting->v[i]), cj = case_cost(&sorting->v[j]);
  if (ci != cj)
    return ci > cj ? -1 : 1;
  return i < j ? -1 : i > j;
}

/* One part's cases, sorted (seg[0] its lead, the rest costliest first),
 * dealt as units into order from *at: the lead with the costliest case
 * when that one costs more, then the cheapest left with the costliest left,
 * the cheaper of each pair first, a middle case left alone.  units[] gets
 * each unit's start. */
static void deal_part(const struct rg_case_list *cases, const size_t *seg, size_t len,
                      size_t *order, size_t *at, size_t *units, size_t *nunits)
{
  size_t i = 1, j = len - 1;
  units[(*nunits)++] = *at;
  order[(*at)++] = seg[0];
  if (len > 1 && case_cost(&cases->v[seg[0]]) < case_cost(&cases->v[seg[1]]))
    order[(*at)++] = seg[i++];
  for (; i <= j && j > 0; i++, j--) {
    units[(*nunits)++] = *at;
    if (i == j) {
      order[(*at)++] = seg[i];
      break;
    }
    /* equal costs keep the matrix's order (seg[] has it for ties) */
    bool cheaper = case_cost(&cases->v[seg[j]]) < case_cost(&cases->v[seg[i]]);
    order[(*at)++] = cheaper ? seg[j] : seg[i];
    order[(*at)++] = cheaper ? seg[i] : seg[j];
  }
}

/* The units rank by rank: each part's first unit, then each part's
 * second, and so on (the parts in the matrix's order within a rank).  Two
 * workers then start on two parts, not both on one: a part that hangs (an
 * endless loop in every call) costs its first unit's limit once, on one
 * worker, and the other workers skip its other cases as they come to them
 * (run_shard.c: the hung parts are shared); dealt part by part, both
 * workers started the same part and each waited out a limit on it.  And
 * the lanes (run_internal.h, unit u to lane u % RG_RUN_LANES) that run at
 * once are then of different parts, where the parts are as many as the
 * lanes or fewer: with the parts' units taken in turn, the lanes of one
 * rank were of one part, so two workers hung on it together.  order and
 * units are rewritten in place; tmp holds len + 1 entries.  0, or -1
 * (memory). */
static int rank_major(const struct rg_case_list *cases, size_t *order, size_t *units,
                      size_t nunits, size_t *tmp)
{
  size_t *new_units = malloc((nunits + 1) * sizeof *new_units);
  size_t *rank = malloc((nunits + 1) * sizeof *rank);
  if (!new_units || !rank) {
    free(new_units);
    free(rank);
    return -1;
  }
  size_t top = 0;
  for (size_t u = 0; u < nunits; u++) {
    bool first = u == 0 || cases->v[order[units[u]]].part != cases->v[order[units[u - 1]]].part;
    rank[u] = first ? 0 : rank[u - 1] + 1;
    top = rank[u] > top ? rank[u] : top;
  }
  size_t at = 0, k = 0;
  for (size_t r = 0; r <= top && nunits > 0; r++)
    for (size_t u = 0; u < nunits; u++) {
      if (rank[u] != r)
        continue;
      new_units[k++] = at;
      for (size_t i = units[u]; i < units[u + 1]; i++)
        tmp[at++] = order[i];
    }
  new_units[k] = at;
  for (size_t i = 0; i < at; i++)
    order[i] = tmp[i];
  for (size_t u = 0; u <= nunits; u++)
    units[u] = new_units[u];
  free(new_units);
  free(rank);
  return 0;
}

int rg_run_order(const struct rg_case_list *cases, size_t *order, size_t *units,
                 size_t *nunits)
{
  bool *lead = calloc(cases->len + 1, sizeof *lead);
  size_t *sorted = malloc((cases->len + 1) * sizeof *sorted);
  if (!lead || !sorted) {
    free(lead);
    free(sorted);
    return -1;
  }
  for (size_t i = 0; i < cases->len; i++) {
    sorted[i] = i;
    lead[i] = true;
    for (size_t j = 0; j < i && lead[i]; j++)
      lead[i] = cases->v[j].part != cases->v[i].part;
  }
  sorting = cases;
  leads = lead;
  qsort(sorted, cases->len, sizeof *sorted, by_cost);
  sorting = NULL;
  leads = NULL;
  size_t at = 0;
  *nunits = 0;
  for (size_t s = 0, e; s < cases->len; s = e) {
    for (e = s + 1; e < cases->len && cases->v[sorted[e]].part == cases->v[sorted[s]].part; e++)
      ;
    deal_part(cases, sorted + s, e - s, order, &at, units, nunits);
  }
  units[*nunits] = at;
  free(lead);
  int rc = rank_major(cases, order, units, *nunits, sorted);
  free(sorted);
  return rc;
}
