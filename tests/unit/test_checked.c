/* test_checked.c — the emulator's checked run beside a GPU grading: what of
 * its outcome counts (only its checks' findings, with the emulator's line),
 * which findings hang a GPU, and what a skipped GPU case says. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "checked.h"
#include "run_backend.h"

/* An outcome as rg_run_shard leaves it: causes, a detail, the diagnoses. */
static struct rg_outcome outcome(unsigned causes, const char *detail, const char *diag)
{
  struct rg_outcome o;
  memset(&o, 0, sizeof o);
  o.ran = true;
  o.verdict.passed = causes == 0;
  o.verdict.causes = causes;
  snprintf(o.verdict.detail, sizeof o.verdict.detail, "%s", detail);
  snprintf(o.diag, sizeof o.diag, "%s", diag);
  return o;
}

/* A case of the GPU grading's own matrix (no modelled GPU). */
static const struct rg_case gpu_case = { .n = 1000, .block = 256, .checked = true };

static void test_checked_fold_keeps_race_with_its_line(void **state)
{
  (void)state;
  struct rg_outcome o = outcome((1u << RG_CAUSE_WRONG_RESULT) | (1u << RG_CAUSE_RACE),
                                "partial[0] is 21, expected -15",
                                "race: write of shared memory at k.cu:27 (block (0,0,0))\n");
  rg_checked_fold(&o, &gpu_case);
  assert_false(o.verdict.passed);
  assert_int_equal(o.verdict.causes, 1u << RG_CAUSE_RACE);
  assert_string_equal(o.verdict.detail, "race: write of shared memory at k.cu:27 (block (0,0,0))");
}

static void test_checked_fold_drops_wrong_result_alone(void **state)
{
  (void)state;
  /* A wrong sum, an error of the emulator's own: the GPU judges results. */
  struct rg_outcome o = outcome((1u << RG_CAUSE_WRONG_RESULT) | (1u << RG_CAUSE_CUDA_ERROR),
                                "cudaErrorInvalidResourceHandle", "");
  rg_checked_fold(&o, &gpu_case);
  assert_true(o.verdict.passed);
  assert_int_equal(o.verdict.causes, 0);
}

/* Ensure a checked case of a small GPU (sm_count) keeps its wrong result:
 * no case the GPU runs itself reaches what it shows (an occupancy grid's
 * unrolled trips at --quick's sizes). */
static void test_checked_fold_small_gpu_keeps_wrong_result(void **state)
{
  (void)state;
  struct rg_case small = gpu_case;
  small.sm_count = RG_SMALL_GPU_SMS;
  struct rg_outcome o = outcome(1u << RG_CAUSE_WRONG_RESULT, "total is 12, expected 44", "");
  rg_checked_fold(&o, &small);
  assert_false(o.verdict.passed);
  assert_int_equal(o.verdict.causes, 1u << RG_CAUSE_WRONG_RESULT);
  /* an error of the emulator's own is still the GPU's to judge */
  o = outcome(1u << RG_CAUSE_CUDA_ERROR, "cudaErrorInvalidResourceHandle", "");
  rg_checked_fold(&o, &small);
  assert_true(o.verdict.passed);
}

/* Ensure a small GPU's case keeps a cooperative launch not made (08's grid
 * sized for 132 SMs is refused on 2 and the fallback answers), where a
 * case of the GPU's own matrix leaves it to the GPU. */
static void test_checked_fold_small_gpu_keeps_no_cooperative(void **state)
{
  (void)state;
  struct rg_case small = gpu_case;
  small.sm_count = RG_SMALL_GPU_SMS;
  struct rg_outcome o = outcome(1u << RG_CAUSE_NO_COOPERATIVE, "no kernel was launched "
                                "cooperatively", "");
  rg_checked_fold(&o, &small);
  assert_int_equal(o.verdict.causes, 1u << RG_CAUSE_NO_COOPERATIVE);
  o = outcome(1u << RG_CAUSE_NO_COOPERATIVE, "no kernel was launched cooperatively", "");
  rg_checked_fold(&o, &gpu_case);
  assert_true(o.verdict.passed);
}

/* Ensure a call of a function the emulator does not compute (simt/gap_call.c)
 * leaves a small GPU's case of a GPU grading passed, not the unwritten
 * result the ended kernel left and not a gap that would leave the GPU's
 * grading not graded (the report says the checks stopped), a race found
 * before the call kept; and a case the GPU runs itself to the GPU. */
static void test_checked_fold_gap_call(void **state)
{
  (void)state;
  static const char gap[] = "emulator-unsupported: rnorm3df is part of CUDA's math API, but "
                            "the emulator does not compute it at k.cu:91 (block (0,0,0))\n";
  unsigned causes = (1u << RG_CAUSE_UNWRITTEN_OUTPUT) | (1u << RG_CAUSE_CUDA_ERROR) |
                    (1u << RG_CAUSE_EMULATOR_UNSUPPORTED);
  struct rg_case small = gpu_case;
  small.sm_count = RG_SMALL_GPU_SMS;
  struct rg_outcome o = outcome(causes, "the result was never written", gap);
  rg_checked_fold(&o, &small);
  /* a GPU grading stays graded: the small GPU's case has no result to judge */
  assert_true(o.verdict.passed);
  struct rg_tally t = { .built = true };
  rg_tally_case(&t, &o.verdict);
  assert_false(rg_grading_not_graded(&t));
  /* what the checks found before the call still counts */
  o = outcome(causes | (1u << RG_CAUSE_RACE), "the result was never written", gap);
  rg_checked_fold(&o, &small);
  assert_true(rg_verdict_has(&o.verdict, RG_CAUSE_RACE));
  o = outcome(causes, "the result was never written", gap);
  rg_checked_fold(&o, &gpu_case);
  assert_true(o.verdict.passed);
}

static void test_checked_fold_keeps_every_check(void **state)
{
  (void)state;
  const enum rg_cause kept[] = { RG_CAUSE_RACE, RG_CAUSE_BARRIER_DIVERGENCE,
                                 RG_CAUSE_OUT_OF_BOUNDS, RG_CAUSE_UNINITIALISED_SHARED,
                                 RG_CAUSE_STEP_BUDGET, RG_CAUSE_SHUFFLE_MASK,
                                 RG_CAUSE_UNINITIALISED_GLOBAL };
  for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
    char diag[200];
    snprintf(diag, sizeof diag, "memory-limit: no\n%s: at k.cu:9\n", rg_cause_tag(kept[i]));
    struct rg_outcome o = outcome((1u << kept[i]) | (1u << RG_CAUSE_MEMORY_LIMIT), "x", diag);
    rg_checked_fold(&o, &gpu_case);
    assert_int_equal(o.verdict.causes, 1u << kept[i]);
    assert_non_null(strstr(o.verdict.detail, "at k.cu:9"));
  }
}

static void test_checked_hangs_grid_sync_without_cooperative_launch(void **state)
{
  (void)state;
  struct rg_outcome o = outcome(
      (1u << RG_CAUSE_CUDA_ERROR) | (1u << RG_CAUSE_BARRIER_DIVERGENCE), "",
      "barrier-divergence: grid.sync() needs a cudaLaunchCooperativeKernel launch at k.cu:109\n");
  rg_checked_fold(&o, &gpu_case);
  assert_true(rg_checked_hangs(&o));
  struct rg_outcome skipped;
  rg_checked_skip(&o, &skipped);
  assert_false(skipped.ran);
  assert_false(skipped.verdict.passed);
  assert_int_equal(skipped.verdict.causes, 1u << RG_CAUSE_BARRIER_DIVERGENCE);
  assert_non_null(strstr(skipped.verdict.detail, "not run on the GPU"));
  assert_non_null(strstr(skipped.verdict.detail, "needs a cudaLaunchCooperativeKernel launch at k.cu:109"));
}

static void test_checked_hangs_endless_loop(void **state)
{
  (void)state;
  struct rg_outcome o = outcome(1u << RG_CAUSE_STEP_BUDGET, "", "step-budget: at k.cu:5\n");
  rg_checked_fold(&o, &gpu_case);
  assert_true(rg_checked_hangs(&o));
}

static void test_checked_hangs_not_for_syncthreads_divergence(void **state)
{
  (void)state;
  /* A __syncthreads() in a branch: wrong on a GPU, but it ends. */
  struct rg_outcome o = outcome(1u << RG_CAUSE_BARRIER_DIVERGENCE, "",
                                "barrier-divergence: thread (3,0,0) waits at __syncthreads() "
                                "at k.cu:40\n");
  rg_checked_fold(&o, &gpu_case);
  assert_false(o.verdict.passed);
  assert_false(rg_checked_hangs(&o));
  struct rg_outcome ok = outcome(0, "", "");
  rg_checked_fold(&ok, &gpu_case);
  assert_false(rg_checked_hangs(&ok));
}

/* The checked run's child may hold as much host memory as the GPU's child
 * beside it (the machine's), whatever its device budget: a host allocation
 * must fail in both or in neither.  An emulator grading of its own keeps
 * its budget plus 8 GiB. */
static void test_checked_child_memory_as_gpu_child(void **state)
{
  (void)state;
  const uint64_t ram = (uint64_t)512 << 30, budget = (uint64_t)4 << 30;
  struct rg_gpu_facts facts;
  memset(&facts, 0, sizeof facts);
  struct rg_run_opts beside = { .backend = RG_BACKEND_EMU, .mem_limit = budget,
                                .models = &facts };
  struct rg_run_opts own = { .backend = RG_BACKEND_EMU, .mem_limit = budget };
  assert_true(rg_run_backend_emu.memory_cap(&beside, ram) ==
              rg_run_backend_gpu.memory_cap(&beside, ram));
  assert_true(rg_run_backend_emu.memory_cap(&own, ram) == budget + ((uint64_t)8 << 30));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_checked_child_memory_as_gpu_child),
    cmocka_unit_test(test_checked_fold_keeps_race_with_its_line),
    cmocka_unit_test(test_checked_fold_drops_wrong_result_alone),
    cmocka_unit_test(test_checked_fold_small_gpu_keeps_wrong_result),
    cmocka_unit_test(test_checked_fold_gap_call),
    cmocka_unit_test(test_checked_fold_small_gpu_keeps_no_cooperative),
    cmocka_unit_test(test_checked_fold_keeps_every_check),
    cmocka_unit_test(test_checked_hangs_grid_sync_without_cooperative_launch),
    cmocka_unit_test(test_checked_hangs_endless_loop),
    cmocka_unit_test(test_checked_hangs_not_for_syncthreads_divergence),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
