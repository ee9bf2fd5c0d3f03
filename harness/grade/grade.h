/* grade.h — one grading of one file, the pipeline in order:
 *   the submission (read, untouched?, predictions) → the backend
 *   → the builds (the graded one, the checked run's, the GPU's extra builds)
 *   → the case matrix → the run (gpu | emu, with the checked run)
 *   → goals and predictions → the report (text, --json).
 */
#ifndef RG_GRADE_H
#define RG_GRADE_H

#include "cli.h"

/* Grade cli->exercise (cli->file, else the exercise's own file); prints
 * the report and returns the exit code (exitcode.h). */
int rg_grade(const struct rg_cli *cli);

#endif
