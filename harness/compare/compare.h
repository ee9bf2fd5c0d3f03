/* compare.h — reduce-grade --compare: the progression table.
 *
 * Times the chosen exercises (default: those whose manifest sets
 * compare.progression, each as its compare.entry_point; the
 * solutions where they exist) on the same inputs, one after the other on
 * one GPU, and prints µs, GB/s, % of peak, × previous, × CPU and × CUB for
 * each, plus an SVG bar chart of GB/s.  Each row, each round, is one
 * grading (rg_grade_for, grade.h) whose cases are the table's: a wrong
 * result, a file that does not compile or the untouched skeleton is shown
 * as such and not timed.
 */
#ifndef RG_COMPARE_H
#define RG_COMPARE_H

#include "cli.h"
#include "compile.h"

/* What the table needs before its gradings: whether the backend a grading
 * will choose times (the sizes), where the kit's files are. */
struct rg_compare_env {
  enum rg_backend backend;
  const char *source_root;
};

/* One step of the progression against the one before it: at least as fast;
 * slower by less than the larger run-to-run spread of the two (a fraction,
 * (max - min) / median over rounds > 1), so level within noise; or slower. */
enum rg_step { RG_STEP_FASTER, RG_STEP_LEVEL, RG_STEP_SLOWER };
enum rg_step rg_compare_step(double prev_us, double us, double prev_spread, double spread,
                             int rounds);

/* Run the comparison; returns an exit code (enum rg_exit). */
int rg_compare(const struct rg_cli *cli, const struct rg_compare_env *env);

#endif
