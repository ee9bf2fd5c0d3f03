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
 * than the cases the stop left out. */
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

int rg_run_order(const struct rg_case_list *cases, size_t *order)
{
  bool *lead = calloc(cases->len + 1, sizeof *lead);
  if (!lead)
    return -1;
  for (size_t i = 0; i < cases->len; i++) {
    order[i] = i;
    lead[i] = true;
    for (size_t j = 0; j < i && lead[i]; j++)
      lead[i] = cases->v[j].part != cases->v[i].part;
  }
  sorting = cases;
  leads = lead;
  qsort(order, cases->len, sizeof *order, by_cost);
  sorting = NULL;
  leads = NULL;
  free(lead);
  return 0;
}
