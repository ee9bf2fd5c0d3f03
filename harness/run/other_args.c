/* other_args.c — other arguments of a case's part (other_args.h). */
#include "other_args.h"

#include "leak_check.h"

/* Can case e stand for "other arguments" of case c's part: the same part
 * on the same modelled GPU (and the same devices), its own arguments? */
bool rg_other_args_of(const struct rg_exercise *ex, const struct rg_case *e,
                      const struct rg_case *c)
{
  const struct rg_part *p = &ex->parts[c->part];
  return e->part == c->part && e->sm_count == c->sm_count && e->no_coop == c->no_coop &&
         rg_leak_args(e) != rg_leak_args(c) &&
         !(p->family == RG_FAM_MULTI && e->cols != c->cols);
}

/* Case c with one element fewer (a matrix: a row, or a column, fewer),
 * into *e: other arguments of c's part that every part takes.  false
 * where there is none (one element, the devices' cases). */
static bool one_fewer(const struct rg_exercise *ex, const struct rg_case *c, struct rg_case *e)
{
  *e = *c;
  e->timed = e->profile = e->goal = false;
  if (ex->parts[c->part].family == RG_FAM_MULTI || c->kind == RG_DATA_FAR)
    return false;
  if (c->rows && c->cols) {
    if (c->rows > 1)
      e->rows--;
    else if (c->cols > 1)
      e->cols--;
    else
      return false;
    e->n = e->rows * e->cols;
    return true;
  }
  if (c->n < 2)
    return false;
  e->n--;
  return true;
}

/* What stands for other arguments of c's part, into *e: the cheapest case
 * of this process's list that can (other_args_of), one of another n
 * first (a cache is most often kept by n); else c with one element fewer.
 * A process's list may hold one case of the part: each backend deals a
 * part's cases its own way (a GPU runs its timed and profiled cases in
 * processes apart). */
bool rg_other_case(const struct rg_exercise *ex, const struct rg_case_list *l,
                   const struct rg_case *c, struct rg_case *e)
{
  const struct rg_case *best = NULL;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *o = &l->v[i];
    if (o->kind == RG_DATA_FAR || !rg_other_args_of(ex, o, c))
      continue;
    bool other_n = o->n != c->n, best_other_n = best && best->n != c->n;
    if (!best || other_n > best_other_n || (other_n == best_other_n && o->n < best->n))
      best = o;
  }
  if (best && best->n != c->n) {
    *e = *best;
    return true;
  }
  return one_fewer(ex, c, e);
}

