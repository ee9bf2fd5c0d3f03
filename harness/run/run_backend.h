/* run_backend.h — what the two backends do differently in a run, as one
 * table each: run_backend_gpu.c (the CUDA driver, CUPTI's counters, timed
 * cases) and run_backend_emu.c (the SIMT emulator: schedules, its model,
 * its diagnoses).  The worker (run_shard.c) and the graded child
 * (run_child.c) read the table and never ask which backend they run on;
 * everything else in a run is shared.  The rest of the grader reads it
 * too, through rg_run_backend_for: what a backend measures (times,
 * models) decides what a grading, a prediction or --compare asks of it. */
#ifndef RG_RUN_BACKEND_H
#define RG_RUN_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "run.h"

/* The run's own (run_internal.h): the table only passes them on. */
struct wire_cmd;
struct wire_reply;
struct counter_collector;

/* One case in the child, between its hooks: what the GPU's counters need
 * from before the graded run to after it. */
struct rg_case_scope {
  bool counting;  /* CUPTI counts this case */
  void *before;   /* the output region before the graded run (the -G build's) */
  size_t out_len;
};

struct rg_run_backend {
  const char *name;
  /* What a grading, a prediction and --compare ask of it. */
  const char *label;  /* the report's name of it ("backend: GPU") */
  const char *device_as; /* before the device's name in the report: "" on a
                          * GPU; the emulator's "a model of " (its device
                          * says it is the GPU it models, simt/host_device.c) */
  const char *note;   /* the report's line on it, after the name (NULL: none) */
  const char *builds; /* what --compile-only says it compiled */
  bool models;        /* a profiled case gets the emulator's performance model
                       * (has_perf): atomics, shuffles, barriers counted */
  bool counts;        /* a profiled case is counted by CUPTI, with collectors
                       * and a -G build made beside the submission */
  /* A case's limit in seconds when --timeout gives none, and how many
   * workers run a grading's cases on this many cores. */
  double (*default_timeout_s)(bool multi_gpu, bool quick);
  int (*workers)(bool multi_gpu, int cores);
  /* The run and its workers. */
  bool emulated;     /* the device is this process's memory (guard.h); the
                      * emulator runs every thread, so sizes are capped */
  bool times;        /* a timed case is timed here (and the CPU's baseline taken) */
  bool timed_alone;  /* the timed and huge cases run one at a time after the
                      * others, which share the device in several workers */
  bool hang_lingers; /* after a case hung, later cases get a short limit */
  bool parks_child;  /* a worker keeps one child of another GPU (the small
                      * one, another device count) waiting for its next
                      * case, not ended and started again (run_shard.c) */
  /* Schedules case c runs in, each a verdict on its own data (the first on
   * the case's, the later ones on fresh data: run_shard.c); timed: c is
   * timed on this backend. */
  int (*schedules)(const struct rg_run_opts *o, const struct rg_case *c, bool timed);
  /* The wall-clock limit of a case: profiled or not. */
  double (*case_limit)(const struct rg_run_opts *o, bool profiled);
  /* The child. */
  uint64_t (*memory_cap)(const struct rg_run_opts *o, uint64_t ram);
  /* In a worker, before its first child: what every child would make
   * alike for itself, made once and inherited at each fork (NULL: none). */
  void (*worker_setup)(const struct rg_run_opts *o);
  void (*child_setup)(const struct rg_run_opts *o);
  void (*case_begin)(const struct rg_run_opts *o, const struct wire_cmd *cmd,
                     struct counter_collector *k, struct rg_case_scope *sc,
                     struct wire_reply *reply);
  void (*case_end)(const struct rg_run_opts *o, const struct wire_cmd *cmd,
                   const struct counter_collector *k, struct rg_case_scope *sc,
                   struct wire_reply *reply);
};

extern const struct rg_run_backend rg_run_backend_gpu;
extern const struct rg_run_backend rg_run_backend_emu;

/* The table of o's backend. */
const struct rg_run_backend *rg_run_backend_of(const struct rg_run_opts *o);
/* The table of backend b, for those outside a run (a grading, --compare). */
const struct rg_run_backend *rg_run_backend_for(enum rg_backend b);

#endif
