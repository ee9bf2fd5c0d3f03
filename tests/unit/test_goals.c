/* test_goals.c — 02's divergence goal on the GPU: read from the build that
 * keeps the source's branches (nvcc -G), with the threshold the figures
 * measured on an H200 sit on either side of. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "goals.h"

/* The profiled case of 02: one block of 1024 threads, as cases.c makes it. */
static struct rg_case profiled_case = { .part = 0, .n = 1024, .block = 1024, .profile = true };

/* Counters of the graded (-O3) build: the tree predicated, no branch
 * diverges, fewer lanes hold a true predicate than are active. */
static rg_counters predicated(void)
{
  rg_counters c = { .status = RG_COUNTERS_OK, .kernels = 1, .inst = 1000,
                    .thread_inst = 31968, .thread_inst_pred_on = 24000,
                    .branch_targets = 40, .branch_uniform = 40, .branch_divergent = 0,
                    .shared_ld_conflicts = 0, .shared_st_conflicts = 0,
                    .global_ld_sectors = 128, .global_ld_requests = 32,
                    .dram_read_sectors = 128 };
  return c;
}

/* 02's goal from an outcome whose -G build had `divergent` divergent
 * branch targets (a negative count: no -G build was measured). */
static struct rg_goal_result goal_02(double divergent)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  assert_non_null(ex);
  struct rg_outcome o;
  memset(&o, 0, sizeof o);
  o.ran = true;
  o.has_counters = true;
  o.counters = predicated();
  if (divergent >= 0) {
    o.has_branch_counters = true;
    o.branch_counters = predicated();
    o.branch_counters.branch_divergent = divergent;
  }
  struct rg_case_list cases = { .v = &profiled_case, .len = 1, .cap = 1 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, &o, r), 1);
  return r[0];
}

/* Ensure the interleaved tree (every warp diverges in the first five steps:
 * 192 targets per block on an H200) misses the goal, measured. */
static void test_goals_interleaved_not_met(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_02(192);
  assert_true(r.measured);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "192 divergent branch targets"));
  assert_non_null(strstr(r.detail, "nvcc -G"));
}

/* Ensure the sequential tree (warp 0 diverges in the last five steps, and
 * once more writing the block's sum: 6 on an H200) meets it, a tree whose
 * steps read and then write (11 on an H200) too, and 4 x 5 is the limit. */
static void test_goals_sequential_met(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_02(6);
  assert_true(r.measured);
  assert_true(r.met);
  r = goal_02(11);
  assert_true(r.met);
  r = goal_02(20);
  assert_true(r.met);
  r = goal_02(21);
  assert_false(r.met);
}

/* Ensure that without a -G build a predicated tree is not measured rather
 * than met. */
static void test_goals_predicated_without_kept_build(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_02(-1);
  assert_false(r.measured);
  assert_non_null(strstr(r.detail, "predicated"));
}

/* The emulator's figures of 06's profiled case (1024 threads, 8 floats
 * each): the load line fetches `fetched` sectors for 32 KiB of floats; the
 * shuffle tree idles the most lanes and fetches nothing. */
static struct rg_goal_result goal_06_emu(uint64_t fetched)
{
  const struct rg_exercise *ex = rg_exercise_find("06");
  assert_non_null(ex);
  static struct rg_outcome o;
  memset(&o, 0, sizeof o);
  o.ran = true;
  o.has_perf = true;
  o.perf.launches = 1;
  o.perf.global_ld_sectors = fetched;
  o.perf.global_ld_requests = 256;
  o.perf.nlines = 3;
  snprintf(o.perf.lines[0].where, SIMT_PERF_WHERE, "sub.cu:31");
  o.perf.lines[0].wasted_lanes = 3000;
  snprintf(o.perf.lines[1].where, SIMT_PERF_WHERE, "sub.cu:24");
  o.perf.lines[1].wasted_lanes = 10;
  snprintf(o.perf.lines[2].where, SIMT_PERF_WHERE, "sub.cu:26");
  o.perf.lines[2].global_ld_sectors = fetched;
  o.perf.lines[2].global_ld_bytes = 1024 * 8 * 4;
  struct rg_case c = { .part = 0, .n = 1024 * 8, .block = 1024, .profile = true };
  struct rg_case_list cases = { .v = &c, .len = 1, .cap = 1 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, &o, r), 1);
  return r[0];
}

/* Ensure a missed coalescing goal names the line of the load that wastes
 * the fetched bytes, not the line that idles most lanes. */
static void test_goals_coalescing_names_load_line(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_06_emu(8192); /* 32 sectors per request: 12.5% */
  assert_true(r.measured);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "the load at sub.cu:26 uses 12%"));
  assert_null(strstr(r.detail, "sub.cu:31"));
}

/* Ensure a coalesced load (4 sectors per 32 floats) meets it, naming no line. */
static void test_goals_coalescing_met(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_06_emu(1024);
  assert_true(r.met);
  assert_null(strstr(r.detail, "sub.cu"));
}

/* Exercise num's goal on one block of 1024 threads whose global loads
 * fetched exactly the input and whose shared accesses conflicted nowhere,
 * but `untracked` accesses went past the model's count. */
static struct rg_goal_result goal_emu_untracked(const char *num, size_t n, uint64_t untracked)
{
  const struct rg_exercise *ex = rg_exercise_find(num);
  assert_non_null(ex);
  static struct rg_outcome o;
  memset(&o, 0, sizeof o);
  o.ran = o.has_perf = true;
  o.perf.launches = 1;
  o.perf.global_ld_sectors = n * 4 / 32;
  o.perf.global_ld_requests = n / 32;
  o.perf.untracked_accesses = untracked;
  struct rg_case c = { .part = 0, .n = n, .block = 1024, .profile = true };
  struct rg_case_list cases = { .v = &c, .len = 1, .cap = 1 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, &o, r), 1);
  return r[0];
}

/* Ensure the memory goals (03's and 06's coalescing, 05's bank conflicts)
 * are not met where accesses went uncounted, and met without them. */
static void test_goals_memory_untracked_not_met(void **state)
{
  (void)state;
  const char *nums[] = {"03", "05", "06"};
  const size_t ns[] = {2048, 2048, 8192};
  for (int i = 0; i < 3; i++) {
    assert_true(goal_emu_untracked(nums[i], ns[i], 0).met);
    struct rg_goal_result r = goal_emu_untracked(nums[i], ns[i], 32);
    assert_true(r.measured);
    assert_false(r.met);
    assert_non_null(strstr(r.detail, "more than 255 memory accesses"));
  }
}

/* The goal cases of 02 as cases.c makes them: the public block, then a
 * drawn grid of 4 whole blocks, whose size no goal line may name. */
static struct rg_case two_cases[2] = {
  { .part = 0, .n = 1024, .block = 1024, .profile = true, .goal = true },
  { .part = 0, .n = 4096, .block = 1024, .profile = true, .goal = true, .undisclosed = true },
};

/* 02's goal on both cases, from the emulator's model: warps diverging in
 * step 1 of the tree, per case (summed over the case's blocks). */
static struct rg_goal_result goal_02_emu(unsigned public_div, unsigned drawn_div)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  static struct rg_outcome o[2];
  memset(o, 0, sizeof o);
  for (int i = 0; i < 2; i++) {
    o[i].ran = true;
    o[i].has_perf = true;
    o[i].perf.nlines = 1;
    snprintf(o[i].perf.lines[0].where, SIMT_PERF_WHERE, "sub.cu:%d", 20 + i);
  }
  o[0].perf.divergent_warps[1] = o[0].perf.spread_divergent_warps[1] = public_div;
  o[1].perf.divergent_warps[1] = o[1].perf.spread_divergent_warps[1] = drawn_div;
  struct rg_case_list cases = { .v = two_cases, .len = 2, .cap = 2 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, o, r), 1);
  return r[0];
}

/* Ensure a kernel that keeps warps together on the public block only
 * misses the goal on the drawn grid, with its line and figures per block,
 * and without the grid's size. */
static void test_goals_missed_on_drawn_grid(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_02_emu(0, 4 * 32);
  assert_true(r.measured);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "second profiled grid"));
  assert_non_null(strstr(r.detail, "32.0 of 32 warps diverge in step 1"));
  assert_non_null(strstr(r.detail, "sub.cu:21"));
  assert_null(strstr(r.detail, "4096"));
  assert_null(strstr(r.detail, "128"));
}

/* Ensure the public case's line is shown when it misses (the figures as
 * ever), and that meeting the goal on both says so. */
static void test_goals_public_line_first(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_02_emu(32, 128);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "32 of 32 warps diverge in step 1 of the tree (block 1024)"));
  assert_null(strstr(r.detail, "second profiled grid"));
  r = goal_02_emu(0, 0);
  assert_true(r.met);
  assert_non_null(strstr(r.detail, "no warp diverged in the first 5 steps"));
  assert_non_null(strstr(r.detail, "met on every profiled case"));
}

/* 02's goal on both cases with no step diverging by index: (warp,
 * interval) pairs and warps of intervals where two or more diverged, per
 * case (summed over the case's blocks; the drawn grid has 4). */
static struct rg_goal_result goal_02_counts(uint64_t public_pairs, uint64_t drawn_pairs,
                                            uint64_t public_wide, int first)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  static struct rg_outcome o[2];
  memset(o, 0, sizeof o);
  for (int i = 0; i < 2; i++) {
    o[i].ran = o[i].has_perf = true;
    o[i].perf.nlines = 1;
    snprintf(o[i].perf.lines[0].where, SIMT_PERF_WHERE, "sub.cu:%d", 20 + i);
  }
  o[0].perf.divergent_warp_intervals = public_pairs;
  o[1].perf.divergent_warp_intervals = drawn_pairs;
  o[0].perf.wide_divergent_warps = public_wide;
  o[0].perf.first_wide_interval = first;
  struct rg_case_list cases = { .v = two_cases, .len = 2, .cap = 2 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, o, r), 1);
  return r[0];
}

/* Ensure a block's divergent (warp, interval) pairs past the GPU's allowance
 * (20 at block 1024: four a step of the last five) miss the goal, per block
 * of the drawn grid, and that two warps diverging in one interval, the
 * load's too, miss it; a sequential tree's 6 a block meets it. */
static void test_goals_divergence_counted_whatever_the_interval(void **state)
{
  (void)state;
  assert_true(goal_02_counts(6, 4 * 20, 0, 0).met);
  struct rg_goal_result r = goal_02_counts(6, 4 * 21, 0, 0);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "21.0 (warp, barrier interval) pairs"));
  assert_non_null(strstr(r.detail, "sub.cu:21"));
  assert_null(strstr(r.detail, "84"));
  r = goal_02_counts(6, 0, 2, 0);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "warps diverge 2 times"));
  assert_non_null(strstr(r.detail, "from barrier interval 0 on"));
}

/* Ensure the third goal case (block size and length drawn) names neither:
 * 3 blocks of 128 threads, the last partial (300 elements), its warps
 * diverging in step 1; met, it names no step count either (log2 of the
 * block). */
static void test_goals_drawn_block_not_named(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("02");
  struct rg_case c[3] = { two_cases[0], two_cases[1],
                          { .part = 0, .n = 300, .block = 128, .profile = true, .goal = true,
                            .undisclosed = true, .drawn_block = true } };
  struct rg_outcome o[3];
  memset(o, 0, sizeof o);
  for (int i = 0; i < 3; i++) {
    o[i].ran = o[i].has_perf = true;
    o[i].perf.nlines = 1;
    snprintf(o[i].perf.lines[0].where, SIMT_PERF_WHERE, "sub.cu:%d", 20 + i);
  }
  o[2].perf.divergent_warps[1] = o[2].perf.spread_divergent_warps[1] = 3 * 4;
  struct rg_case_list cases = { .v = c, .len = 3, .cap = 3 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, o, r), 1);
  assert_false(r[0].met);
  assert_non_null(strstr(r[0].detail, "profiled grid whose block size and length are drawn"));
  assert_non_null(strstr(r[0].detail, "4.0 warps diverge in step 1"));
  assert_non_null(strstr(r[0].detail, "sub.cu:22"));
  assert_null(strstr(r[0].detail, "128"));
  assert_null(strstr(r[0].detail, "300"));
  assert_null(strstr(r[0].detail, " of 4 "));
  o[2].perf.divergent_warps[1] = o[2].perf.spread_divergent_warps[1] = 0;
  cases.len = 1;
  cases.v = &c[2];
  assert_int_equal(rg_goals_check(ex, &cases, &o[2], r), 1);
  assert_true(r[0].met);
  assert_null(strstr(r[0].detail, "first 2 steps"));
  assert_null(strstr(r[0].detail, "128"));
}

/* 02's goal on both cases from GPU counters: the -G build's divergent
 * targets on the public block and on the drawn grid of 4 blocks; a
 * negative count: the drawn case's counters were refused. */
static struct rg_goal_result goal_02_gpu(double public_div, double drawn_div)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  static struct rg_outcome o[2];
  memset(o, 0, sizeof o);
  double div[2] = { public_div, drawn_div };
  for (int i = 0; i < 2; i++) {
    o[i].ran = true;
    o[i].has_counters = true;
    o[i].counters = predicated();
    o[i].has_branch_counters = true;
    o[i].branch_counters = predicated();
    o[i].branch_counters.branch_divergent = div[i];
  }
  if (drawn_div < 0) {
    o[1].counters.status = RG_COUNTERS_DENIED;
    snprintf(o[1].counters.note, sizeof o[1].counters.note, "profiling is not permitted");
  }
  struct rg_case_list cases = { .v = two_cases, .len = 2, .cap = 2 };
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, o, r), 1);
  return r[0];
}

/* Ensure the GPU allows each block of the drawn grid its own tree's tail
 * (4 x 20 targets), misses the interleaved one there, and never calls a
 * goal met when a goal case gave no figure. */
static void test_goals_gpu_drawn_grid(void **state)
{
  (void)state;
  struct rg_goal_result r = goal_02_gpu(6, 80);
  assert_true(r.met);
  r = goal_02_gpu(6, 81);
  assert_false(r.met);
  r = goal_02_gpu(6, 4 * 192);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "second profiled grid"));
  assert_non_null(strstr(r.detail, "192.0 divergent branch targets"));
  assert_null(strstr(r.detail, "768"));
  /* The drawn case refused (counters busy or denied): met on the public
   * case alone is not decided, never met; missed there is missed. */
  r = goal_02_gpu(6, -1);
  assert_false(r.measured || r.met);
  assert_non_null(strstr(r.detail, "only 1 of the 2 profiled cases gave a figure"));
  assert_non_null(strstr(r.detail, "not decided"));
  assert_non_null(strstr(r.detail, "--backend emu judges every one"));
  r = goal_02_gpu(192, -1);
  assert_true(r.measured && !r.met);
  assert_non_null(strstr(r.detail, "judged on 1 of the 2 profiled cases"));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_goals_interleaved_not_met),
    cmocka_unit_test(test_goals_sequential_met),
    cmocka_unit_test(test_goals_predicated_without_kept_build),
    cmocka_unit_test(test_goals_coalescing_names_load_line),
    cmocka_unit_test(test_goals_coalescing_met),
    cmocka_unit_test(test_goals_missed_on_drawn_grid),
    cmocka_unit_test(test_goals_public_line_first),
    cmocka_unit_test(test_goals_divergence_counted_whatever_the_interval),
    cmocka_unit_test(test_goals_memory_untracked_not_met),
    cmocka_unit_test(test_goals_drawn_block_not_named),
    cmocka_unit_test(test_goals_gpu_drawn_grid),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
