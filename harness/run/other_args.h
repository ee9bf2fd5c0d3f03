/* other_args.h — "other arguments" of a case's part, for the leak check's
 * repeat (check/leak_check.h, run/run_shard.c: repeat_earlier).  A cache
 * kept for the last call's arguments alone, remade whenever they change
 * with the old one dropped, holds more only on A, B, A; a process of a
 * grading may hold one case of a part (a GPU runs its timed and profiled
 * cases in processes apart), so the B it calls may have to be made. */
#ifndef RG_OTHER_ARGS_H
#define RG_OTHER_ARGS_H

#include <stdbool.h>

#include "cases.h"
#include "exercise.h"

/* Can case e stand for other arguments of case c's part: the same part on
 * the same modelled GPU (and the same devices), its own arguments
 * (rg_leak_args)? */
bool rg_other_args_of(const struct rg_exercise *ex, const struct rg_case *e,
                      const struct rg_case *c);

/* Other arguments of c's part into *e: the cheapest case of l that can
 * stand for them, one of another n first (a cache is most often kept by
 * n); else c with one element fewer (a matrix: a row, or a column).
 * false where there is none. */
bool rg_other_case(const struct rg_exercise *ex, const struct rg_case_list *l,
                   const struct rg_case *c, struct rg_case *e);

#endif
