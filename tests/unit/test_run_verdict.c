/* test_run_verdict.c — the emulator's diagnoses folded into a case's verdict
 * (harness/run/run_verdict.c rg_run_glue_causes): an output equal to the
 * shared fill that the shuffles made, not a read of unwritten shared memory;
 * with the output right, a dropped value's diagnosis is no fault, a lane
 * left out of its own mask is.  And a profiled case whose profiler failed
 * (rg_run_profiler_rerun, rg_run_profiler_failed): run again without it
 * only when the case failed with a CUDA error, its process never kept. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "run_internal.h"

#define BIT(c) (1u << (c))

static const char fill_line[] =
    "partial[0] (block 0, elements 0..0) is 1e+20, the emulator's fill of shared memory "
    "nobody wrote: a read of such memory flowed into the result";
static const char mask_line[] =
    "shuffle-mask: lane 0 reads lane 16, which is not in the mask 0x00000007 or has exited";
static const char unwritten_line[] =
    "uninitialised-shared: read of shared memory (static offset 12) that no thread of "
    "this block has written";

/* A case whose output the check named uninitialised-shared, with diag. */
static void outcome(struct rg_outcome *o, const char *diag)
{
  memset(o, 0, sizeof *o);
  o->glue.status = RG_GLUE_OK;
  rg_verdict_pass(&o->verdict);
  rg_verdict_fail(&o->verdict, RG_CAUSE_UNINITIALISED_SHARED, "%s", fill_line);
  snprintf(o->diag, sizeof o->diag, "%s", diag);
}

/* Ensure a fill value with a shuffle outside its mask and no unwritten read
 * is named shuffle-mask, by the shuffle's line (ten lane fills of 1e19 are
 * the float 1e20, the shared fill). */
static void test_fill_made_by_shuffles(void **state)
{
  (void)state;
  struct rg_outcome o;
  char diag[512];
  snprintf(diag, sizeof diag, "%s\n", mask_line);
  outcome(&o, diag);
  rg_run_glue_causes(&o);
  assert_false(o.verdict.passed);
  assert_int_equal(o.verdict.causes, BIT(RG_CAUSE_SHUFFLE_MASK));
  assert_string_equal(o.verdict.detail, mask_line);
}

/* Ensure a read of unwritten shared memory keeps its cause and line. */
static void test_fill_read_unwritten(void **state)
{
  (void)state;
  struct rg_outcome o;
  char diag[512];
  snprintf(diag, sizeof diag, "%s\n%s\n", mask_line, unwritten_line);
  outcome(&o, diag);
  rg_run_glue_causes(&o);
  assert_true(o.verdict.causes & BIT(RG_CAUSE_UNINITIALISED_SHARED));
  assert_true(o.verdict.causes & BIT(RG_CAUSE_SHUFFLE_MASK));
  assert_string_equal(o.verdict.detail, fill_line);
}

/* Ensure a run with no diagnoses (a GPU's) keeps the check's verdict. */
static void test_fill_without_diagnoses(void **state)
{
  (void)state;
  struct rg_outcome o;
  outcome(&o, "");
  rg_run_glue_causes(&o);
  assert_int_equal(o.verdict.causes, BIT(RG_CAUSE_UNINITIALISED_SHARED));
  assert_string_equal(o.verdict.detail, fill_line);
}

/* A case whose output was right, with diag. */
static void right_outcome(struct rg_outcome *o, const char *diag)
{
  memset(o, 0, sizeof *o);
  o->glue.status = RG_GLUE_OK;
  rg_verdict_pass(&o->verdict);
  snprintf(o->diag, sizeof o->diag, "%s", diag);
}

/* Ensure, the output right, a shuffle's read outside its mask is dropped
 * (its undefined value was discarded), but a lane left out of its own mask
 * is a rejection: nothing of a wrong call can be dropped. */
static void test_right_output_keeps_own_lane_missing(void **state)
{
  (void)state;
  static const char own_line[] =
      "shuffle-mask: lane 16 calls __syncwarp with the mask 0x0000ffff, which leaves out "
      "the calling lane (CUDA: each calling lane must be in the mask)";
  struct rg_outcome o;
  char diag[512];
  snprintf(diag, sizeof diag, "%s\n", mask_line);
  right_outcome(&o, diag);
  rg_run_glue_causes(&o);
  assert_true(o.verdict.passed);
  snprintf(diag, sizeof diag, "%s\n%s\n", mask_line, own_line);
  right_outcome(&o, diag);
  rg_run_glue_causes(&o);
  assert_false(o.verdict.passed);
  assert_int_equal(o.verdict.causes, BIT(RG_CAUSE_SHUFFLE_MASK));
  assert_string_equal(o.verdict.detail, own_line);
}

/* A child killed by a signal: the report names the signal and what in a
 * student's code raises it; SIGFPE is an integer division by zero, which a
 * student of a float kernel would not guess from its name. */
static void test_end_by_signal_says_why(void **state)
{
  (void)state;
  char buf[400];
  rg_run_describe_end(SIGFPE, buf, sizeof buf); /* a wait status: killed by SIGFPE */
  assert_non_null(strstr(buf, "SIGFPE"));
  assert_non_null(strstr(buf, "division or modulo by zero"));
  rg_run_describe_end(SIGSEGV, buf, sizeof buf);
  assert_non_null(strstr(buf, "bad pointer"));
  assert_null(strstr(buf, "division"));
  rg_run_describe_end(SIGXFSZ, buf, sizeof buf); /* a file of its own, not only printing */
  assert_non_null(strstr(buf, "a file it wrote passed 64 MiB"));
}

/* A profiled case (GPU) whose counters came back with status, and whose
 * glue call ended with glue. */
static void profiled(struct rg_outcome *o, int status, int glue)
{
  memset(o, 0, sizeof *o);
  rg_verdict_pass(&o->verdict);
  o->has_counters = true;
  o->counters.status = status;
  snprintf(o->counters.note, sizeof o->counters.note,
           "CUPTI start failed: CUPTI_ERROR_UNKNOWN");
  o->glue.status = glue;
  if (glue != RG_GLUE_OK)
    snprintf(o->glue.error, sizeof o->glue.error,
             "cudaErrorLaunchFailure: unspecified launch failure (cudaMalloc(input))");
}

/* Ensure a CUPTI failure followed by a CUDA error (an H200 under twelve
 * gradings: CUPTI's start failed, the case's cudaMalloc then failed) runs
 * the case again, and its process is not kept. */
static void test_profiler_failure_then_cuda_error_reruns(void **state)
{
  (void)state;
  struct rg_outcome o;
  profiled(&o, RG_COUNTERS_FAILED, RG_GLUE_CUDA_ERROR);
  assert_true(rg_run_profiler_rerun(&o));
  assert_true(rg_run_profiler_failed(&o));
}

/* Ensure a CUDA error with no profiler failure keeps its verdict: counted
 * fine, or the case not profiled at all, or a device that cannot count or
 * a user not allowed to (no CUPTI error: the context is as it was). */
static void test_cuda_error_alone_stands(void **state)
{
  (void)state;
  struct rg_outcome o;
  profiled(&o, RG_COUNTERS_OK, RG_GLUE_CUDA_ERROR);
  assert_false(rg_run_profiler_rerun(&o));
  assert_false(rg_run_profiler_failed(&o));
  profiled(&o, RG_COUNTERS_FAILED, RG_GLUE_CUDA_ERROR);
  o.has_counters = false; /* not profiled: the status is no reply's */
  assert_false(rg_run_profiler_rerun(&o));
  assert_false(rg_run_profiler_failed(&o));
  profiled(&o, RG_COUNTERS_UNSUPPORTED, RG_GLUE_CUDA_ERROR);
  assert_false(rg_run_profiler_rerun(&o));
  assert_false(rg_run_profiler_failed(&o));
  profiled(&o, RG_COUNTERS_DENIED, RG_GLUE_CUDA_ERROR);
  assert_false(rg_run_profiler_rerun(&o));
  assert_false(rg_run_profiler_failed(&o));
}

/* Ensure a profiler failure with no CUDA error (the case ran: failed at
 * CUPTI's stop, or a wrong output) is not run again, but its process is
 * not kept for the next case; nor after the -G build's or the lines'
 * profiler failed. */
static void test_profiler_failure_alone_restarts_only(void **state)
{
  (void)state;
  struct rg_outcome o;
  profiled(&o, RG_COUNTERS_FAILED, RG_GLUE_OK);
  assert_false(rg_run_profiler_rerun(&o));
  assert_true(rg_run_profiler_failed(&o));
  profiled(&o, RG_COUNTERS_FAILED, RG_GLUE_BAD_JOB);
  assert_false(rg_run_profiler_rerun(&o));
  profiled(&o, RG_COUNTERS_OK, RG_GLUE_OK);
  o.has_branch_counters = true;
  o.branch_counters.status = RG_COUNTERS_FAILED;
  assert_false(rg_run_profiler_rerun(&o));
  assert_true(rg_run_profiler_failed(&o));
  profiled(&o, RG_COUNTERS_OK, RG_GLUE_OK);
  o.has_lines = true;
  o.lines.status = RG_COUNTERS_FAILED;
  assert_false(rg_run_profiler_rerun(&o));
  assert_true(rg_run_profiler_failed(&o));
  o.lines.status = RG_COUNTERS_UNSUPPORTED;
  assert_false(rg_run_profiler_failed(&o));
}

/* Ensure the counters' note after a rerun names CUPTI's error and the run
 * without the profiler, so the report's "not measured:" line says both. */
static void test_rerun_note(void **state)
{
  (void)state;
  struct rg_outcome o;
  profiled(&o, RG_COUNTERS_FAILED, RG_GLUE_CUDA_ERROR);
  rg_run_profiler_rerun_note(&o.counters);
  assert_string_equal(o.counters.note, "the profiler failed (CUPTI start failed: "
                      "CUPTI_ERROR_UNKNOWN); the case was run again without it");
  assert_int_equal(o.counters.status, RG_COUNTERS_FAILED);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_end_by_signal_says_why),
    cmocka_unit_test(test_fill_made_by_shuffles),
    cmocka_unit_test(test_fill_read_unwritten),
    cmocka_unit_test(test_fill_without_diagnoses),
    cmocka_unit_test(test_right_output_keeps_own_lane_missing),
    cmocka_unit_test(test_profiler_failure_then_cuda_error_reruns),
    cmocka_unit_test(test_cuda_error_alone_stands),
    cmocka_unit_test(test_profiler_failure_alone_restarts_only),
    cmocka_unit_test(test_rerun_note),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
