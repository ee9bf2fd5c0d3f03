/* run_verdict.c — a case's causes from what its child reported or how it
 * ended: the glue's error, the emulator's diagnoses, the run on fresh
 * data, timed runs that disagree; whether a profiler that failed leaves
 * the verdict to a run without it (see run_internal.h); and what the child
 * measured, into the outcome. */
#define _GNU_SOURCE
#include "run_internal.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "integrity.h"

void rg_run_describe_end(int status, char *buf, size_t cap)
{
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    const char *hint = sig == SIGSEGV ? " (a bad pointer in host code? Host code cannot read "
                                        "device memory, cudaMalloc's or a __device__ "
                                        "variable: copy it to the host with cudaMemcpy or "
                                        "cudaMemcpyFromSymbol)"
                     : sig == SIGXFSZ ? " (a file it wrote passed 64 MiB: what it printed, or "
                                        "a file of its own)"
                     : sig == SIGABRT ? " (abort() or a failed assert)"
                     : sig == SIGFPE ? " (an integer division or modulo by zero, a / b or a % b "
                                       "with b == 0, in a kernel or in host code: the emulator "
                                       "stops there, a GPU gives an undefined value and runs on)"
                                     : "";
    const char *name = sigabbrev_np(sig);
    snprintf(buf, cap, "the program was killed by SIG%s%s", name ? name : "?", hint);
  } else if (WIFEXITED(status)) {
    snprintf(buf, cap, "the program exited with status %d in the middle of the "
             "case (host code must not call exit())", WEXITSTATUS(status));
  } else {
    snprintf(buf, cap, "the program ended unexpectedly");
  }
}

/* Does a line of diag start with tag ("shuffle-mask: ...")? */
static bool diag_has(const char *diag, const char *tag)
{
  size_t len = strlen(tag);
  for (const char *line = diag; *line;) {
    if (strncmp(line, tag, len) == 0 && line[len] == ':')
      return true;
    const char *eol = strchr(line, '\n');
    if (!eol)
      break;
    line = eol + 1;
  }
  return false;
}

/* The check names an output equal to the shared fill (1e20) uninitialised-
 * shared, but ten lane fills (1e19, what a shuffle reading outside its mask
 * gets, simt/warp.c) add up to that same float.  The emulator diagnoses every
 * read of shared memory no thread wrote (simt/shadow.c): where it saw none
 * and saw a shuffle outside its mask, the value came from the shuffles, and
 * the check's cause is dropped.  Returns true when it was: the shuffle-mask
 * line then replaces the check's.  A GPU run has no diagnoses: no change. */
static bool fill_from_shuffles(struct rg_outcome *out)
{
  struct rg_verdict *v = &out->verdict;
  if (!rg_verdict_has(v, RG_CAUSE_UNINITIALISED_SHARED) ||
      diag_has(out->diag, "uninitialised-shared") || !diag_has(out->diag, "shuffle-mask"))
    return false;
  rg_verdict_narrow(v, ~(1u << RG_CAUSE_UNINITIALISED_SHARED));
  return true;
}

/* A diagnosis of a value that may have been dropped (a shuffle's read of a
 * lane outside its mask, a read of shared memory no thread wrote): with
 * the output right, it was.  A lane left out of its own mask (simt/warp.c
 * `check_own_lane`), or a lane of the mask that skipped the collective and
 * ran on past it (simt/warp_trail.c), is a wrong call whatever the output:
 * nothing of it can be dropped. */
static bool value_dropped(const char *line, int len)
{
  static const char own[] = "leaves out the calling lane";
  static const char past[] = "and ran on past it";
  return !memmem(line, (size_t)len, own, sizeof own - 1) &&
         !memmem(line, (size_t)len, past, sizeof past - 1);
}

/* Turn the glue's report and the emulator's diagnoses into causes.  The
 * glue's error comes first; the first diagnosis explains it (an
 * out-of-bounds access behind "an illegal address"), so its line replaces
 * the error's.  A shuffle that read a lane outside its mask handed the
 * reader an extreme value (simt/warp.c), and so does a read of shared
 * memory no thread wrote (the fill, simt/simt.h): with the output right
 * all the same, the value was dropped, and the finding is no fault. */
void rg_run_glue_causes(struct rg_outcome *out)
{
  struct rg_verdict *v = &out->verdict;
  bool glue_failed = out->glue.status != RG_GLUE_OK;
  bool output_right = !glue_failed && v->passed;
  bool mask_first = fill_from_shuffles(out);
  if (glue_failed)
    rg_verdict_fail(v, RG_CAUSE_CUDA_ERROR, "%s", out->glue.error);
  for (const char *line = out->diag; *line;) {
    int cause = rg_cause_from_line(line);
    const char *eol = strchr(line, '\n');
    int len = eol ? (int)(eol - line) : (int)strlen(line);
    if ((cause == RG_CAUSE_SHUFFLE_MASK || cause == RG_CAUSE_UNINITIALISED_SHARED) &&
        output_right && value_dropped(line, len))
      cause = -1;
    if ((cause >= 0 && glue_failed && rg_verdict_only(v, RG_CAUSE_CUDA_ERROR)) ||
        (cause == RG_CAUSE_SHUFFLE_MASK && mask_first)) {
      rg_verdict_overrule(v, (enum rg_cause)cause, "%.*s", len, line);
      mask_first = false;
    } else if (cause >= 0) {
      rg_verdict_fail(v, (enum rg_cause)cause, "%.*s", len, line);
    }
    if (!eol)
      break;
    line = eol + 1;
  }
}

/* The run on fresh data after the timed runs (GPU): checked against the
 * fresh input; the same output as the checked run is a replayed result. */
void rg_run_check_fresh(const struct rg_exercise *ex, const struct rg_case *c,
                        const char *checked_out, const void *fresh_in, const void *fresh_out,
                        size_t out_bytes, struct rg_verdict *v)
{
  struct rg_verdict f;
  memset(&f, 0, sizeof f);
  if (rg_check(ex, c, fresh_in, fresh_out, out_bytes, 0, &f))
    return;
  if (rg_integrity_replay_case(&f, ex, c, fresh_in, fresh_out, checked_out, out_bytes,
                               "after the timed runs"))
    rg_verdict_fail_causes(v, f.causes, "%s", f.detail);
  else
    rg_verdict_fail_causes(v, f.causes, "on fresh data after the timed runs: %.700s",
                           f.detail);
}

void rg_run_unstable(const rg_result *res, struct rg_verdict *v)
{
  if (res->status == RG_GLUE_OK && res->timed_results_differ)
    rg_verdict_fail(v, RG_CAUSE_UNSTABLE,
                    "the timed runs gave a different result than the checked run "
                    "on the same data: a race, or state kept between launches");
}

/* A CUPTI error (RG_COUNTERS_FAILED), not a device that cannot count nor
 * profiling refused: those leave the context as it was. */
static bool failed(bool asked, int status)
{
  return asked && status == RG_COUNTERS_FAILED;
}

bool rg_run_profiler_failed(const struct rg_outcome *out)
{
  return failed(out->has_counters, out->counters.status) ||
         failed(out->has_branch_counters, out->branch_counters.status) ||
         failed(out->has_lines, out->lines.status);
}

bool rg_run_profiler_rerun(const struct rg_outcome *out)
{
  return failed(out->has_counters, out->counters.status) &&
         out->glue.status == RG_GLUE_CUDA_ERROR;
}

void rg_run_profiler_rerun_note(rg_counters *c)
{
  char was[sizeof c->note];
  snprintf(was, sizeof was, "%s", c->note[0] ? c->note : "no reason given");
  snprintf(c->note, sizeof c->note,
           "the profiler failed (%.120s); the case was run again without it", was);
}

void rg_run_not_run(struct rg_outcome *out)
{
  memset(out, 0, sizeof *out);
  rg_verdict_pass(&out->verdict);
  rg_verdict_fail_causes(&out->verdict, 0,
                         "not run: --fail-fast stopped the grading at the first failing case");
}

/* What the child measured and said in schedule s, into the outcome: the
 * model's figures of a later schedule kept apart (the report describes the
 * first's; the goals judge both). */
void rg_run_take_reply(struct rg_outcome *out, const struct wire_reply *reply, int s)
{
  out->glue = reply->res;
  if (reply->has_perf && s > 0) {
    out->has_perf_shuffled = true;
    out->perf_shuffled = reply->perf;
  } else if (reply->has_perf) {
    out->has_perf = true;
    out->perf = reply->perf;
    snprintf(out->perf_text, sizeof out->perf_text, "%s", reply->perf_text);
  }
  if (reply->has_counters) {
    out->has_counters = true;
    out->counters = reply->counters;
  }
  if (reply->has_branch_counters) {
    out->has_branch_counters = true;
    out->branch_counters = reply->branch_counters;
  }
  if (reply->has_lines) {
    out->has_lines = true;
    out->lines = reply->lines;
  }
  snprintf(out->diag + strlen(out->diag), sizeof out->diag - strlen(out->diag),
           "%s%s", reply->diag, reply->res.notes);
}
