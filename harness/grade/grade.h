/* grade.h — one grading of one file, the pipeline in order:
 *   the submission (read, untouched?, predictions) → the backend
 *   → the builds (the graded one, the checked run's, the GPU's extra builds)
 *   → the case matrix → the run (gpu | emu, with the checked run)
 *   → goals and predictions → the report (text, --json).
 */
#ifndef RG_GRADE_H
#define RG_GRADE_H

#include <stdbool.h>
#include <stddef.h>

#include "cases.h"
#include "cli.h"
#include "report.h"

/* Grade cli->exercise (cli->file, else the exercise's own file); prints
 * the report and returns the exit code (exitcode.h). */
int rg_grade(const struct rg_cli *cli);

/* A grading another part of the kit asks for (--compare): the same stages,
 * with its own cases instead of the matrix, no checked run and no
 * predictions (the kit's own files, timed), and the finished grading handed
 * to take() instead of a report.  take() is called once whatever happened:
 * g->compile.ok false (it did not compile), g->ran false (it could not run,
 * why says so), or every case run; rc is what rg_grade would return. */
struct rg_grade_request {
  const struct rg_case *cases;
  size_t ncases;
  int schedules;        /* emulator: schedules per case */
  void (*take)(void *ctx, const struct rg_grading *g, int rc, const char *why);
  void *ctx;
};
int rg_grade_for(const struct rg_cli *cli, const struct rg_grade_request *req);

#endif
