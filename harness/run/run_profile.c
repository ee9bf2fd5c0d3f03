/* run_profile.c — in the child, the figures of a profiled GPU case: the
 * CUPTI counters of the graded run, then, from runs of the -G build aside
 * (which the checks never see), the divergence counters and the source
 * lines that waste most lanes (see run_internal.h). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "env_pin.h"
#include "lines.h"

/* The build of the submission that keeps its branches (nvcc -G), loaded on
 * first use; NULL with why filled when it cannot be had. */
static rg_glue_run_fn branch_build(const struct rg_run_opts *o, char *why, size_t cap)
{
  static bool tried;
  static rg_glue_run_fn run;
  static char reason[200];
  if (!tried) {
    tried = true;
    void *h = o->branch_object ? dlopen(o->branch_object, RTLD_NOW | RTLD_LOCAL) : NULL;
    rg_glue_abi_fn abi = h ? (rg_glue_abi_fn)dlsym(h, "rg_glue_abi") : NULL;
    run = abi && abi() == RG_GLUE_ABI ? (rg_glue_run_fn)dlsym(h, "rg_glue_run") : NULL;
    snprintf(reason, sizeof reason, "%s",
             !o->branch_object ? (o->branch_why ? o->branch_why : "no build keeps the branches")
             : !h ? dlerror() : "the branch-keeping build could not be loaded");
  }
  snprintf(why, cap, "%s", reason);
  return run;
}

/* Run job once more with run, aside from the graded run, into *res.  The
 * graded run has written the output already: it is put aside, the output
 * region gets back what it held before that run (before, out_len bytes),
 * and after this run the graded output returns, so the checks never see
 * this run.  Returns -1 when out of memory (nothing ran). */
static int run_aside(rg_glue_run_fn run, const rg_job *graded, const void *before,
                     size_t out_len, rg_result *res)
{
  void *kept = malloc(out_len);
  if (!kept)
    return -1;
  memcpy(kept, graded->output, out_len);
  memcpy(graded->output, before, out_len);
  rg_job job = *graded;
  job.timed_reps = 0; /* one checked launch is what the counters describe */
  memset(res, 0, sizeof *res);
  run(&job, res);
  rg_env_pin_restore(); /* the submission ran: the collector is called next */
  memcpy(graded->output, kept, out_len);
  free(kept);
  return 0;
}

/* Count job once more with the branch-keeping build, into *out. */
static void count_branches(const struct rg_run_opts *o, const rg_job *graded,
                           const void *before, size_t out_len, rg_cupti_begin_fn begin,
                           rg_cupti_end_fn end, rg_counters *out)
{
  char why[200];
  rg_glue_run_fn run = branch_build(o, why, sizeof why);
  rg_env_pin_restore(); /* its constructors ran as it loaded */
  if (!run) {
    out->status = RG_COUNTERS_UNSUPPORTED;
    snprintf(out->note, sizeof out->note, "%s", why);
    return;
  }
  rg_result res;
  if (begin(out) != RG_COUNTERS_OK)
    return;
  int rc = run_aside(run, graded, before, out_len, &res);
  end(out);
  if (rc != 0) {
    out->status = RG_COUNTERS_FAILED;
    snprintf(out->note, sizeof out->note, "out of memory for the branch-keeping run");
  } else if (res.status != RG_GLUE_OK) {
    out->status = RG_COUNTERS_FAILED;
    snprintf(out->note, sizeof out->note, "the branch-keeping build failed: %.150s",
             res.error);
  }
}

/* The SASS-metrics collector, loaded on first use; false with why filled
 * when it cannot be had. */
static bool lines_collector(const struct rg_run_opts *o, rg_lines_begin_fn *begin,
                            rg_lines_end_fn *end, char *why, size_t cap)
{
  static bool tried;
  static rg_lines_begin_fn b;
  static rg_lines_end_fn e;
  static char reason[200];
  if (!tried) {
    tried = true;
    void *h = o->lines_object ? dlopen(o->lines_object, RTLD_NOW | RTLD_LOCAL) : NULL;
    rg_lines_abi_fn abi = h ? (rg_lines_abi_fn)dlsym(h, "rg_lines_abi") : NULL;
    if (abi && abi() == RG_LINES_ABI) {
      *(void **)&b = dlsym(h, "rg_lines_begin");
      *(void **)&e = dlsym(h, "rg_lines_end");
    }
    snprintf(reason, sizeof reason, "%s",
             !o->lines_object ? (o->lines_why && o->lines_why[0] ? o->lines_why
                                                                 : "no SASS-metrics collector")
             : !h ? dlerror() : "the SASS-metrics collector is stale or lacks its entry points");
  }
  *begin = b;
  *end = e;
  snprintf(why, cap, "%s", reason);
  return b && e;
}

/* Lanes per source line of the submission, from one more run of the job
 * with the branch-keeping build under SASS metrics, into *out.
 *
 * Why the -G build: nvcc -O3 turns a short `if` into predicated
 * instructions that every lane issues, so its lanes look busy (only the
 * predicate says otherwise) and its instructions move between lines; -G
 * keeps each `if` of the source as a branch and each instruction on its
 * line, so the idle lanes land on the lines the student wrote, as in the
 * emulator's model, which follows the source's branches too.  A run of its
 * own: CUPTI cannot patch SASS while the range profiler is on, so the
 * counter collector lets go of it first (release). */
static void count_lines(const struct rg_run_opts *o, const rg_job *graded, const void *before,
                        size_t out_len, rg_cupti_release_fn release, rg_lines *out)
{
  char why[200];
  rg_glue_run_fn run = branch_build(o, why, sizeof why);
  rg_env_pin_restore(); /* its constructors ran as it loaded */
  rg_lines_begin_fn begin = NULL;
  rg_lines_end_fn end = NULL;
  if (run && !lines_collector(o, &begin, &end, why, sizeof why))
    run = NULL;
  if (!run || !o->lines_cubin) {
    out->status = RG_COUNTERS_UNSUPPORTED;
    snprintf(out->note, sizeof out->note, "%s",
             run ? "no cubin of the branch-keeping build" : why);
    return;
  }
  struct rg_line_table *t = malloc(sizeof *t);
  if (!t) {
    out->status = RG_COUNTERS_FAILED;
    snprintf(out->note, sizeof out->note, "out of memory for the line figures");
    return;
  }
  rg_lines_table_init(t, o->submission);
  if (release)
    release();
  char note[200] = "";
  rg_result res;
  int rc = begin(note, sizeof note);
  if (rc == RG_COUNTERS_OK) {
    int ran = run_aside(run, graded, before, out_len, &res);
    rc = end(o->lines_cubin, rg_lines_add, rg_lines_add_shared, t, note, sizeof note);
    if (ran != 0 || (rc == RG_COUNTERS_OK && res.status != RG_GLUE_OK)) {
      rc = RG_COUNTERS_FAILED;
      snprintf(note, sizeof note, "the branch-keeping build failed: %.150s",
               ran != 0 ? "out of memory" : res.error);
    }
  }
  if (rc == RG_COUNTERS_OK) {
    rg_lines_finish(t, out);
    if (!out->note[0])
      snprintf(out->note, sizeof out->note, "%s", note);
  } else {
    out->status = rc;
    snprintf(out->note, sizeof out->note, "%s", note[0] ? note : "no reason given");
  }
  free(t);
}

bool rg_profile_begin(const struct rg_run_opts *o, struct counter_collector *k,
                      struct wire_reply *reply)
{
  rg_env_pin_restore(); /* the submission's code ran before this case */
  if (!k->loaded) {
    k->loaded = true;
    void *ch = o->cupti_object ? dlopen(o->cupti_object, RTLD_NOW | RTLD_LOCAL) : NULL;
    if (ch) {
      *(void **)&k->begin = dlsym(ch, "rg_cupti_begin");
      *(void **)&k->end = dlsym(ch, "rg_cupti_end");
      *(void **)&k->release = dlsym(ch, "rg_cupti_release");
    }
    snprintf(k->why, sizeof k->why, "%s",
             !o->cupti_object ? (o->cupti_why ? o->cupti_why : "no CUPTI collector")
             : !ch ? dlerror() : "the CUPTI collector lacks its entry points");
  }
  reply->has_counters = 1;
  if (!k->begin || !k->end) {
    reply->counters.status = RG_COUNTERS_UNSUPPORTED;
    snprintf(reply->counters.note, sizeof reply->counters.note, "%s", k->why);
    return false;
  }
  return k->begin(&reply->counters) == RG_COUNTERS_OK;
}

void rg_profile_end(const struct rg_run_opts *o, const struct counter_collector *k,
                    const rg_job *job, const void *before, size_t out_len,
                    struct wire_reply *reply)
{
  rg_env_pin_restore(); /* the graded run was the submission's code */
  k->end(&reply->counters);
  /* A -G build that failed to compile is reported (branch_why), not
   * silently left out. */
  if (reply->counters.status != RG_COUNTERS_OK || reply->res.fatal ||
      !(o->branch_object || (o->branch_why && o->branch_why[0])))
    return;
  reply->has_branch_counters = 1;
  if (before || !o->branch_object) {
    count_branches(o, job, before, out_len, k->begin, k->end, &reply->branch_counters);
  } else {
    reply->branch_counters.status = RG_COUNTERS_FAILED;
    snprintf(reply->branch_counters.note, sizeof reply->branch_counters.note,
             "out of memory for the branch-keeping run");
  }
  /* The lines that waste lanes: one more run of the -G build. */
  if (before && (o->lines_object || (o->lines_why && o->lines_why[0]))) {
    reply->has_lines = 1;
    count_lines(o, job, before, out_len, k->release, &reply->lines);
  }
}
