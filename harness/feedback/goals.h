/* goals.h — learning-goal checks: is the exercise's lesson in the code?
 *
 * A submission can be right and still miss the point (the interleaved tree
 * handed in for 02 sums correctly, with every warp diverging).  Each goal
 * reads a figure of the emulator's performance model (harness/backend/emu/simt/, from
 * the profiled case) and says met / not met with the figure and the line.
 * On the GPU the figures come from CUPTI counters (counters.h), the
 * divergence figures from the build that keeps the source's branches
 * (nvcc -G, compile.h); where profiling is not permitted or not supported
 * the goals are reported as not measured and do not count.
 */
#ifndef RG_GOALS_H
#define RG_GOALS_H

#include <stdbool.h>
#include <stddef.h>

#include "cases.h"
#include "exercise.h"
#include "run.h"

struct rg_goal_result {
  const char *name;   /* "no warp diverges while 32 or more threads are active" */
  bool measured;      /* false: no figure for it on this backend */
  bool met;
  char detail[640];   /* the figure, and the line responsible when not met */
};

/* Evaluate ex's learning goals from the outcomes of its cases.  Fills out
 * (at most RG_MAX_GOALS) and returns how many goals ex has. */
int rg_goals_check(const struct rg_exercise *ex, const struct rg_case_list *cases,
                   const struct rg_outcome *outcomes, struct rg_goal_result *out);

#endif
