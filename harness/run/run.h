/* run.h — run every case of a grading in a child process, with limits.
 *
 * The parent never touches the device.  It generates each case's input into
 * memory shared with a child, the child (which dlopen()ed the compiled
 * submission) runs it through the glue, and the parent checks the output.
 * A case that hangs is killed at its wall-clock limit; a crash, an exit() in
 * the student's host code or a poisoned CUDA context ends only that child,
 * and the next case gets a fresh one.  The GPU and the emulator differ here
 * only in what the child calls around the glue (simt_configure/diagnoses).
 */
#ifndef RG_RUN_H
#define RG_RUN_H

#include <stdbool.h>
#include <stdint.h>

#include "arch.h"
#include "cases.h"
#include "check.h"
#include "compile.h"
#include "glue/glue.h"
#include "simt/simt.h"

struct rg_run_opts {
  enum rg_backend backend;
  const char *object;      /* the compiled submission */
  const char *cub_object;  /* GPU: CUB baseline object, or NULL */
  const char *cupti_object;/* GPU: CUPTI collector for profiled cases, or NULL */
  const char *cupti_why;   /* GPU: why there is no collector (one line) */
  const char *branch_object; /* GPU: the submission built keeping its branches
                              * (nvcc -G), run once more in profiled cases for
                              * the divergence counters; NULL: none */
  const char *branch_why;  /* GPU: why there is no branch_object (one line) */
  const char *lines_object;/* GPU: the SASS-metrics collector (cupti_lines.cu),
                            * run around one more run of branch_object in
                            * profiled cases to name the lines that waste
                            * lanes; NULL: none */
  const char *lines_cubin; /* GPU: the cubin of branch_object, for its line table */
  const char *lines_why;   /* GPU: why there is no lines_object (one line) */
  const char *submission;  /* the graded file: only its lines are named */
  const char *output_log;  /* the child's stdout/stderr go here */
  bool output_dir_own;     /* output_log's folder was made for this grading
                            * alone: a child running as a uid of its own
                            * (run/own_uid.c) may be given it */
  double case_timeout_s;   /* wall clock per case */
  uint64_t seed;
  int schedules;           /* emulator: thread schedules per case (≥ 1) */
  int timed_reps;          /* for cases marked timed */
  int timing_processes;    /* GPU: each timed entry point measured in this
                            * many processes, the median figure taken
                            * (timing_rounds.c); 1 or less: one */
  int warmup_reps;
  bool stop_after_hang;    /* skip a part's remaining cases after a hang,
                            * or after RG_CRASHES_TO_STOP crashes in a row */
  unsigned hung_parts;     /* with stop_after_hang: parts (bit per part) that
                            * already hung, whose cases are not run */
  unsigned crashed_parts;  /* with stop_after_hang: parts already stopped for
                            * crashing in case after case: not run either */
  int device_count;        /* emulator: modelled devices */
  int workers;             /* cases run in this many processes at once (≤ 16) */
  bool fail_fast;          /* --fail-fast: once a case fails, the cases not
                            * started yet are not run (rg_run_not_run) */
  uint64_t mem_limit;      /* emulator: device memory budget (bytes); 0: none */
  bool gpu_role;           /* emulator standing in for a GPU (tests of the
                            * checked run, checked.h): its checks' findings
                            * are dropped, as a GPU run has none */
  const struct rg_gpu_facts *models; /* emulator beside a GPU grading: the
                            * GPU it models, so that code which asks the
                            * device what it is sees one answer on both;
                            * NULL: the H100 */
};

/* The most processes one timed entry point is measured in: --timing-processes
 * (up to 7), and two more where their figures hold a tier boundary. */
#define RG_TIMING_PROCESSES_MAX 9

struct rg_outcome {
  bool ran;                /* false: not run (after a hang) */
  struct rg_verdict verdict;
  rg_result glue;          /* what the glue reported (last schedule) */
  int timing_processes;    /* GPU, timed: the processes whose figures were
                            * merged (timing_rounds.c); 0: the one */
  double process_ratio[RG_TIMING_PROCESSES_MAX]; /* ... each one's x CUB */
  char diag[2048];         /* emulator diagnoses, one per line */
  double seconds;
  double cpu_us;           /* CPU baseline for timed cases */
  bool has_perf;           /* emulator performance model measured this case */
  struct simt_perf perf;
  char perf_text[1024];    /* the model's short summary, a few lines */
  bool has_perf_shuffled;  /* ... measured again in the shuffled schedule (a
                            * goal case: goals.c judges the worse of the two) */
  struct simt_perf perf_shuffled;
  bool has_counters;       /* GPU: counters were asked for this case */
  rg_counters counters;    /* ... and what came back (status says if measured) */
  bool has_branch_counters;/* GPU: the same from branch_object's run */
  rg_counters branch_counters;
  bool has_lines;          /* GPU: lines wasting most lanes were asked for */
  rg_lines lines;          /* ... and what came back (status says if measured) */
};

/* Called after each case, for progress output; may be NULL. */
typedef void (*rg_progress_fn)(void *ctx, size_t index, size_t total,
                               const struct rg_outcome *out);

/* Run all cases of ex; outcomes[i] gets case i's.  Returns 0, or -1 when
 * the harness itself cannot go on (no memory, no fork): then *why says so. */
int rg_run_all(const struct rg_exercise *ex, const struct rg_case_list *cases,
               const struct rg_run_opts *o, struct rg_outcome *outcomes,
               rg_progress_fn progress, void *ctx, char **why);

/* Is a CUDA GPU usable here (gpu_probe.c)?  Probes in a child process (the
 * parent must stay free of CUDA), loading the driver library dynamically.  Returns the
 * number of devices, 0 if none, and fills why (a line) when 0.  bytes (may
 * be NULL) gets device 0's memory, or 0 if the driver would not say. */
int rg_gpu_probe(char *why, size_t cap, size_t *bytes);

#endif
