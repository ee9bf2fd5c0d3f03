/* report.h — what a grading tells the student: terminal text and JSON.
 *
 * Both read one struct rg_grading, filled by main.c as the stages run; the
 * report never decides a verdict, it only shows it.
 */
#ifndef RG_REPORT_H
#define RG_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "cases.h"
#include "compile.h"
#include "exercise.h"
#include "goals.h"
#include "predict.h"
#include "run.h"

struct rg_grading {
  const struct rg_exercise *ex;
  const char *submission;
  enum rg_backend backend;
  const char *backend_note;       /* e.g. "2 thread schedules per case" */
  struct rg_compile_result compile;
  bool compiled;                  /* compile ran (ok or not) */
  struct rg_case_list cases;
  struct rg_outcome *outcomes;    /* cases.len of them, when run */
  bool ran;
  struct rg_goal_result goals[RG_MAX_GOALS];
  int ngoals;
  double seconds;
  bool verbose;
  const struct rg_predictions *predictions; /* NULL: no predictions file */
  /* GPU: the emulator's checked run (checked.h): 1 made, 0 not made (a GPU
   * grading without clang++, or whose emulator build failed), -1 not a
   * question (the emulator's own grading).  checks_note: one line saying
   * what was run, or which checks were not made and why. */
  int checks_made;
  const char *checks_note;
  /* --fail-fast: asked for, and the cases it left out after the first
   * failing one (failed, with no cause: verdict.h). */
  bool fail_fast;
  size_t not_run_after_fail;
};

/* The grading's verdicts and goals counted, as they stand: whether the
 * grading passed is rg_grading_passed's to say (verdict.h). */
struct rg_tally rg_grading_tally(const struct rg_grading *g);

/* Human-readable report; colour only when color is true. */
void rg_report_text(FILE *f, const struct rg_grading *g, bool color);

/* Gradescope-compatible JSON (score, max_score, tests[], extra_data). */
void rg_report_json(FILE *f, const struct rg_grading *g);

#endif
