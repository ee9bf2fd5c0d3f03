/* test_counters.c — figures from CUPTI counters: ratios, missing counters,
 * and the one-line note when nothing was measured. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "counters.h"

/* Counters of one kernel: 100 warp instructions at 24 active lanes each,
 * 16 of them with a true predicate. */
static rg_counters sample(void)
{
  rg_counters c = { .status = RG_COUNTERS_OK, .kernels = 1, .inst = 100, .thread_inst = 2400,
                    .thread_inst_pred_on = 1600, .branch_targets = 20, .branch_uniform = 15,
                    .branch_divergent = 5, .shared_ld_conflicts = 3, .shared_st_conflicts = 4,
                    .global_ld_bytes = 4096, .global_ld_sectors = 256,
                    .global_ld_requests = 32, .dram_read_sectors = 128 };
  return c;
}

static const struct rg_case block_1024 = { .n = 1024, .block = 1024 };

/* Ensure SIMT efficiency is active lanes over 32 per warp instruction. */
static void test_counters_simt_efficiency(void **state)
{
  (void)state;
  rg_counters c = sample();
  struct rg_counter_figures f;
  rg_counters_figures(&c, NULL, &block_1024, 4, &f);
  assert_true(f.simt_efficiency_pct == 75);
  assert_true(f.pred_on_pct == 50);
}

/* Ensure divergent targets are spread over the log2(block) steps of the tree. */
static void test_counters_divergent_per_step(void **state)
{
  (void)state;
  rg_counters c = sample();
  struct rg_counter_figures f;
  rg_counters_figures(&c, NULL, &block_1024, 4, &f);
  assert_true(f.divergent == 5);
  assert_true(f.divergent_per_step == 0.5);
  assert_true(f.branch_uniform_pct == 75);
}

/* Ensure bank conflicts add loads and stores, load efficiency is the input's
 * bytes over the bytes fetched, and DRAM bytes are 32 per sector. */
static void test_counters_memory_figures(void **state)
{
  (void)state;
  rg_counters c = sample();
  struct rg_counter_figures f;
  rg_counters_figures(&c, NULL, &block_1024, 4, &f);
  assert_true(f.bank_conflicts == 7);
  assert_true(f.load_efficiency_pct == 50);
  assert_true(f.sectors_per_request == 8);
  assert_true(f.dram_read_bytes == 4096);
  assert_true(f.ideal_bytes == 4096);
}

/* Ensure a coalesced float4 kernel is 100% efficient: 16 sectors per warp
 * request is ideal for 16-byte loads, not a quarter used. */
static void test_counters_vector_loads_efficient(void **state)
{
  (void)state;
  rg_counters c = sample();
  c.global_ld_requests = 8;  /* 1024 floats as 256 float4: 8 warp requests */
  c.global_ld_sectors = 128; /* 512 bytes each: 16 sectors */
  struct rg_counter_figures f;
  rg_counters_figures(&c, NULL, &block_1024, 4, &f);
  assert_true(f.sectors_per_request == 16);
  assert_true(f.load_efficiency_pct == 100);
}

/* Ensure a counter the device did not give (-1) makes its figures -1. */
static void test_counters_missing_propagates(void **state)
{
  (void)state;
  rg_counters c = sample();
  c.global_ld_sectors = -1;
  c.shared_st_conflicts = -1;
  struct rg_counter_figures f;
  rg_counters_figures(&c, NULL, &block_1024, 4, &f);
  assert_true(f.load_efficiency_pct < 0);
  assert_true(f.sectors_per_request < 0);
  assert_true(f.bank_conflicts < 0);
}

/* Ensure the branch figures come from the -G build when it was measured,
 * and everything else from the graded build. */
static void test_counters_branches_from_kept_build(void **state)
{
  (void)state;
  rg_counters c = sample();
  c.branch_divergent = 0;
  rg_counters g = sample();
  g.branch_targets = 400, g.branch_uniform = 209, g.branch_divergent = 191;
  g.thread_inst = 3200; /* a figure that must not leak into the result */
  struct rg_counter_figures f;
  rg_counters_figures(&c, &g, &block_1024, 4, &f);
  assert_true(f.branches_kept);
  assert_true(f.divergent == 191);
  assert_true(f.divergent_per_step == 19.1);
  assert_true(f.optimised_divergent == 0);
  assert_true(f.branch_uniform_pct > 52.2 && f.branch_uniform_pct < 52.3);
  assert_true(f.simt_efficiency_pct == 75);
  assert_true(f.bank_conflicts == 7);
}

/* Ensure an unmeasured -G build leaves the graded build's branch figures,
 * and the report says why it is missing. */
static void test_counters_branches_not_measured(void **state)
{
  (void)state;
  rg_counters c = sample();
  rg_counters g = { .status = RG_COUNTERS_FAILED, .note = "the build with nvcc -G failed" };
  struct rg_counter_figures f;
  rg_counters_figures(&c, &g, &block_1024, 4, &f);
  assert_false(f.branches_kept);
  assert_true(f.divergent == 5);
  char buf[2048];
  rg_counters_describe(&c, &g, &block_1024, 4, buf, sizeof buf);
  assert_non_null(strstr(buf, "branches: 75.0% uniform, 5 divergent"));
  assert_non_null(strstr(buf, "not measured: the build with nvcc -G failed"));
}

/* Ensure the report names the -G build and the graded build's own count. */
static void test_counters_describe_kept_build(void **state)
{
  (void)state;
  rg_counters c = sample();
  c.branch_divergent = 0;
  rg_counters g = sample();
  g.branch_divergent = 191;
  char buf[2048];
  rg_counters_describe(&c, &g, &block_1024, 4, buf, sizeof buf);
  assert_non_null(strstr(buf, "branches (build that keeps the source's branches, nvcc -G): "
                              "75.0% uniform, 191 divergent targets"));
  assert_non_null(strstr(buf, "graded build (nvcc -O3) has 0 divergent targets"));
}

/* Ensure an unmeasured case is one line saying why. */
static void test_counters_describe_not_measured(void **state)
{
  (void)state;
  rg_counters c = { .status = RG_COUNTERS_FAILED, .note = "CUPTI init failed" };
  char buf[256];
  rg_counters_describe(&c, NULL, &block_1024, 4, buf, sizeof buf);
  assert_string_equal(buf, "not measured: CUPTI init failed");
}

/* Ensure counters denied to this user (the default of consumer drivers) say,
 * on the same one line, how to allow them. */
static void test_counters_describe_denied_says_how(void **state)
{
  (void)state;
  rg_counters c = { .status = RG_COUNTERS_DENIED, .note = "profiling is not permitted" };
  char buf[512];
  rg_counters_describe(&c, NULL, &block_1024, 4, buf, sizeof buf);
  assert_non_null(strstr(buf, "not measured: profiling is not permitted; to allow it"));
  assert_non_null(strstr(buf, "NVreg_RestrictProfilingToAdminUsers=0"));
  assert_non_null(strstr(buf, "root"));
  assert_null(strchr(buf, '\n'));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_counters_simt_efficiency),
    cmocka_unit_test(test_counters_divergent_per_step),
    cmocka_unit_test(test_counters_memory_figures),
    cmocka_unit_test(test_counters_vector_loads_efficient),
    cmocka_unit_test(test_counters_missing_propagates),
    cmocka_unit_test(test_counters_branches_from_kept_build),
    cmocka_unit_test(test_counters_branches_not_measured),
    cmocka_unit_test(test_counters_describe_kept_build),
    cmocka_unit_test(test_counters_describe_not_measured),
    cmocka_unit_test(test_counters_describe_denied_says_how),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
