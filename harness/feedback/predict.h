/* predict.h — predict, then measure: compare a student's predictions file
 * (predict_file.h) with what reduce-grade measures on the submission.
 *
 * Each answered entry is measured on the submission itself: emulator keys
 * from the performance model of a case of one part (part, n, block) — the profiled
 * case of the matrix when it matches, else an extra case run here — and GPU
 * keys from a timed case.  A prediction is right when it lies within the
 * entry's tolerance of the measurement.  Predictions never change the
 * verdict: the report shows them, the JSON carries them in extra_data.
 *
 * GPU hook: emulator keys are read from struct simt_perf.  A GPU outcome
 * whose has_perf is set (by counters, e.g. CUPTI, filling the same fields)
 * answers them too; until then they say "measured on the emulator only".
 */
#ifndef RG_PREDICT_H
#define RG_PREDICT_H

#include <stdio.h>

#include "cases.h"
#include "exercise.h"
#include "json.h"
#include "predict_file.h"
#include "run.h"

enum rg_pred_status {
  RG_PRED_NOT_ANSWERED,
  RG_PRED_RIGHT,
  RG_PRED_WRONG,
  RG_PRED_NOT_MEASURED,  /* note says why (other backend, failed case, ...) */
};

struct rg_pred_result {
  struct rg_pred_entry e;
  enum rg_pred_status status;
  double measured;
  char note[160];
};

struct rg_predictions {
  const char *path;          /* the file, as named in the report */
  int len;
  struct rg_pred_result v[RG_PRED_MAX];
  int right, wrong, not_answered, not_measured;
};

/* The predictions file that goes with a submission: predictions.txt in the
 * submission's folder.  Returns a fresh path if that file exists, else NULL. */
char *rg_predict_locate(const char *submission);

/* Load the predictions of a grading: the file named by explicit_path (an
 * error if missing), else the one next to submission (none is fine).
 * Returns 1 with *out (malloc'd, caller frees) and *path (fresh) set, 0 when
 * there is no file, or -1 after printing "reduce-grade: FILE[:LINE]: why"
 * (exit 2: a malformed file is a usage error). */
int rg_predict_load(const char *explicit_path, const char *submission,
                    struct rg_pred_file **out, char **path);

/* Measure every answered entry of pf on the submission and fill out (out->path
 * is set by the caller).  cases/outcomes are the grading's matrix and
 * results; ro runs the extra cases (same object, backend and limits).
 * Returns 0, or -1 when the harness cannot go on (out of memory, no fork),
 * with *why set (the caller frees it). */
int rg_predict_measure(const struct rg_exercise *ex, const struct rg_pred_file *pf,
                       const struct rg_case_list *cases, const struct rg_outcome *outcomes,
                       const struct rg_run_opts *ro, struct rg_predictions *out, char **why);

/* The report's block: one line per entry (prediction, measurement,
 * right/wrong with the tolerance) and a count line
 * "predictions: R right, W wrong, U not answered, M not measured here". */
void rg_predict_text(FILE *f, const struct rg_predictions *p, const char *red,
                     const char *green, const char *off);

/* Writes "predictions": [...] (one object per entry) into the open object
 * of j. */
void rg_predict_json(struct rg_json *j, const struct rg_predictions *p);

#endif
