/* lms.h — one graded submission in the formats learning-management systems
 * take: Gradescope results.json (reduce-grade's own, rubric applied),
 * PrairieLearn results.json and Autolab's last-line scores.  The class-wide
 * files (grades.csv, junit.xml) are batch_book.h's. */
#ifndef RG_LMS_H
#define RG_LMS_H

#include <stdbool.h>
#include <stdio.h>

#include "batch_json.h"
#include "batch_rubric.h"

/* Re-weigh a Gradescope results tree in place: each test's max_score becomes
 * its rubric weight and its score the same fraction of it; the top-level
 * score and max_score become the sums.  Tests without max_score count 1.
 * Then one test per performance tier of r, named "performance: >= R.RRx
 * CUB": its weight when the submission passed and its slowest timed entry
 * point ran at R× CUB's speed or better; 0 of its weight when it did not;
 * 0 of 0 ("not measured", no status) when nothing was timed, as on
 * the emulator, so an emulator grading is out of the correctness points.
 * The decision is tiers.c's (rg_tier_decide): library (the batch's
 * integrity flags, e.g. "uses-cub"; NULL or "": extra_data.library) and
 * the timing's own flags deny a tier; unsteady clocks leave it unmeasured. */
void rg_lms_apply_rubric(struct rg_jv *results, const struct rg_rubric *r,
                         const char *library);

/* The most any submission graded where this one was could have earned:
 * its max_score, less the tiers it was denied with nothing timed (a
 * library reduction on the emulator, which has no clock: the tiers count
 * in its own maximum, as points it lost, but no classmate graded there
 * could meet one).  The class table's `max` (batch_book.h). */
double rg_lms_max_attainable(const struct rg_jv *results);

/* A Gradescope results tree for a grading that produced none (killed at the
 * wall clock, harness crash): score 0 of 1, one failed test "grading" whose
 * output is `why`, extra_data.causes = [cause]. */
struct rg_jv *rg_lms_failed_results(const char *why, const char *cause);

/* Did the submission compile?  False when extra_data.causes has
 * "compile-error" (PrairieLearn's gradable: false). */
bool rg_lms_compiled(const struct rg_jv *results);

/* PrairieLearn's results.json: gradable, score in 0..1, message, output
 * (the terminal report), tests[] with name, points, max_points, output. */
void rg_lms_prairielearn(FILE *f, const struct rg_jv *results, const char *report);

/* Autolab: the report, then a last line {"scores": {"test": points, ...}}. */
void rg_lms_autolab(FILE *f, const struct rg_jv *results, const char *report);

#endif
