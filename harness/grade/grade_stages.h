/* grade_stages.h — one grading's state and its stages, in the order
 * rg_grade (grade.c) runs them:
 *
 *   grade_submission.c  the exercise and the file: found, attempted?
 *   grade_outputs.c     (from it) the files the grading writes: writable
 *   grade_backend.c     the backend, the checked run's compiler, devices
 *   grade_compile.c     the graded build and the builds beside it
 *   grade_matrix.c      the case matrix
 *   grade_run.c         every case run, then goals and predictions
 *   grade_report.c      the report, and --json
 */
#ifndef RG_GRADE_STAGES_H
#define RG_GRADE_STAGES_H

#include <stdbool.h>
#include <stddef.h>

#include "arch.h"
#include "cli.h"
#include "compile.h"
#include "exercise.h"
#include "grade.h"
#include "nccl_find.h"
#include "predict.h"
#include "report.h"

/* Everything one grading holds, from the file to the report. */
struct grade_state {
  const struct rg_cli *cli;
  const struct rg_grade_request *req; /* NULL: a grading from the command line */
  const struct rg_exercise *ex;
  char *abs;                 /* the submission's real path */
  bool empty;                /* nothing but white space */
  struct rg_pred_file *pf;   /* its predictions file, if any */
  char *pf_path;
  struct rg_predictions preds;
  struct rg_grading g;
  char *compiler, *checker;  /* the backend's; the checked run's (clang++) */
  bool gpu_role;             /* the emulator plays the GPU (kit tests) */
  int gpus, devices;
  size_t gpu_bytes;
  char arch[RG_ARCH_MAX * 24];
  struct rg_nccl nccl;
  char note[256];
  char *cache;
  struct rg_compile_opts co, cco;
  struct rg_compile_result checked_build;
  char checks_note[480], checks_why[640];
  bool profiling;
  char *printed;             /* what the code printed, kept beside the report */
  char why[512];             /* why the run could not finish, for a request */
};

/* Each stage returns GO_ON, or the exit code that ends the grading. */
#define GO_ON (-1)

/* The stages, each over the grading's state. */
int rg_grade_open(struct grade_state *s);
int rg_grade_backend(struct grade_state *s);
int rg_grade_compile(struct grade_state *s);
int rg_grade_matrix(struct grade_state *s);
int rg_grade_run(struct grade_state *s);
int rg_grade_report(struct grade_state *s);

/* --json, --svg and --printed: false (said on stderr) when one names a
 * folder, a device, the graded file or a folder that takes no files. */
bool rg_grade_outputs_ok(const struct rg_cli *cli, const char *submission);

/* --printed FILE: where the graded process prints, printed.txt in a fresh
 * folder of its own beside FILE (NULL after a line saying why); at the
 * end, moved to FILE and the folder removed (FILE, to free, if moved). */
char *rg_grade_printed_private(const char *file);
char *rg_grade_printed_move(const char *log, const char *file);

#endif
