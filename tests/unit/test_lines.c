/* test_lines.c — the lines that waste most lanes on the GPU: which records
 * are the submission's, their per-line sums, the worst line, the report's
 * wording, and the name 02's goal gives it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "goals.h"
#include "lines.h"

static const char *const sub = "/home/ada/attempts/reduce.cu";

/* Ensure the submission is told from the dispatch file, the glue and CUDA's
 * headers, however the line table spells its path. */
static void test_lines_is_submission(void **state)
{
  (void)state;
  assert_true(rg_lines_is_submission(sub, "", "/home/ada/attempts/reduce.cu"));
  assert_true(rg_lines_is_submission(sub, "/tmp/x", "/home/ada/attempts/reduce.cu"));
  assert_true(rg_lines_is_submission(sub, "/home/ada", "attempts/reduce.cu"));
  assert_true(rg_lines_is_submission(sub, "/home/ada/x", "../attempts/./reduce.cu"));
  assert_true(rg_lines_is_submission(sub, "", "reduce.cu")); /* no folder known */
  assert_false(rg_lines_is_submission(sub, "/cache/02-gpu-branches-1", "dispatch.cu"));
  assert_false(rg_lines_is_submission(sub, "", "/kit/harness/glue/parts.cuh"));
  assert_false(rg_lines_is_submission(sub, "", "/usr/local/cuda/include/crt/math.h"));
  assert_false(rg_lines_is_submission(sub, "/elsewhere", "reduce.cu"));
  assert_false(rg_lines_is_submission(sub, "", ""));
  assert_false(rg_lines_is_submission(NULL, "", "reduce.cu"));
}

/* The records of the naive tree (01 handed in as 02) in one block of 1024,
 * as the -G build gives them: the loop and the `if` run in every lane, the
 * add in fewer each step; glue and header lines around them. */
static void feed_tree(struct rg_line_table *t)
{
  rg_lines_add(t, "", "/kit/harness/glue/parts.cuh", 40, 500, 500 * 32, 500 * 32);
  rg_lines_add(t, "", sub, 21, 32, 1024, 1024);          /* load: full */
  rg_lines_add(t, "", sub, 28, 320, 320 * 32, 320 * 32); /* loop: full */
  rg_lines_add(t, "", sub, 29, 320, 320 * 32, 300 * 32); /* if: full, pred not */
  rg_lines_add(t, "", sub, 31, 200, 1023, 1023);         /* add: few lanes */
  rg_lines_add(t, "", sub, 31, 100, 500, 500);           /* ... a second instruction */
  rg_lines_add(t, "", "/usr/local/cuda/include/crt/device_functions.h", 7, 90, 90, 90);
  rg_lines_add(t, "", sub, 40, 32, 32, 32);              /* thread 0 writes */
}

/* The tree's records summed into t, and the lines that come of them. */
static void tree_lines(struct rg_line_table *t, rg_lines *l)
{
  rg_lines_table_init(t, sub);
  feed_tree(t);
  rg_lines_finish(t, l);
}

/* Ensure only the submission's lines are summed, per line, and sorted by
 * idle lanes, most first. */
static void test_lines_sums_and_order(void **state)
{
  (void)state;
  static struct rg_line_table t;
  rg_lines l;
  tree_lines(&t, &l);
  assert_int_equal(l.status, RG_COUNTERS_OK);
  assert_int_equal(l.nlines, 5);
  assert_true(t.other_inst == 590);
  assert_string_equal(l.lines[0].where, "/home/ada/attempts/reduce.cu:31");
  assert_true(l.lines[0].inst == 300);
  assert_true(l.lines[0].wasted == 300 * 32 - 1523);
  assert_string_equal(l.lines[1].where, "/home/ada/attempts/reduce.cu:40");
  assert_true(l.lines[1].wasted == 32 * 31);
  /* 21, 28, 29 waste nothing: the earlier line first among equals */
  assert_string_equal(l.lines[2].where, "/home/ada/attempts/reduce.cu:21");
  assert_string_equal(l.lines[3].where, "/home/ada/attempts/reduce.cu:28");
  assert_true(l.inst == 32 + 320 + 320 + 300 + 32);
  assert_true(l.wasted == l.lines[0].wasted + l.lines[1].wasted);
  assert_string_equal(rg_lines_worst(&l), "/home/ada/attempts/reduce.cu:31");
}

/* Ensure lanes with a false predicate are counted apart, and a record
 * without that figure makes its line's figure unknown. */
static void test_lines_pred_on(void **state)
{
  (void)state;
  static struct rg_line_table t;
  rg_lines_table_init(&t, sub);
  rg_lines_add(&t, "", sub, 29, 320, 320 * 32, 300 * 32);
  rg_lines_add(&t, "", sub, 30, 10, 320, -1);
  rg_lines_add(&t, "", sub, 30, 10, 320, 320);
  rg_lines l;
  rg_lines_finish(&t, &l);
  assert_int_equal(l.nlines, 2);
  assert_true(l.lines[0].wasted == 0 && l.lines[1].wasted == 0);
  assert_string_equal(l.lines[0].where, "/home/ada/attempts/reduce.cu:29");
  assert_true(l.lines[0].wasted_pred_on == 20 * 32);
  assert_true(l.lines[1].wasted_pred_on < 0);
  /* nothing idle: no line is the worst */
  assert_string_equal(rg_lines_worst(&l), "");
}

/* Ensure the report names lines by base name with their figures, and says
 * why when nothing was measured. */
static void test_lines_describe(void **state)
{
  (void)state;
  static struct rg_line_table t;
  rg_lines l;
  tree_lines(&t, &l);
  char buf[1024];
  rg_lines_describe(&l, buf, sizeof buf);
  assert_non_null(strstr(buf, "\n  reduce.cu:31: 8077 idle lanes in 300 warp instructions "
                              "(16% efficient; 16% counting only lanes whose predicate held)"));
  assert_null(strstr(buf, "/home/ada"));
  assert_true(strstr(buf, "reduce.cu:31") < strstr(buf, "reduce.cu:40"));
  rg_lines none = { .status = RG_COUNTERS_UNSUPPORTED };
  snprintf(none.note, sizeof none.note, "CUPTI lists no smsp__sass_inst_executed on GH100");
  rg_lines_describe(&none, buf, sizeof buf);
  assert_string_equal(buf, "source lines: not measured: CUPTI lists no "
                           "smsp__sass_inst_executed on GH100");
  assert_string_equal(rg_lines_worst(&none), "");
  assert_string_equal(rg_lines_worst(NULL), "");
}

/* 02's goal on the GPU for the naive tree: the -G build's counters and,
 * when given, its lines. */
static struct rg_goal_result goal_02(const rg_lines *lines)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  struct rg_case k = { .part = 0, .n = 1024, .block = 1024, .profile = true };
  struct rg_case_list cases = { .v = &k, .len = 1, .cap = 1 };
  static struct rg_outcome o;
  memset(&o, 0, sizeof o);
  rg_counters c = { .status = RG_COUNTERS_OK, .kernels = 1, .inst = 1000, .thread_inst = 24000,
                    .thread_inst_pred_on = 20000, .branch_targets = 300, .branch_uniform = 100,
                    .branch_divergent = 0 };
  o.has_counters = true;
  o.counters = c;
  o.has_branch_counters = true;
  o.branch_counters = c;
  o.branch_counters.branch_divergent = 192;
  if (lines) {
    o.has_lines = true;
    o.lines = *lines;
  }
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, &o, r), 1);
  return r[0];
}

/* Ensure the missed goal names the worst line as the emulator does, and
 * points at the emulator when the lines were not measured. */
static void test_lines_goal_names_line(void **state)
{
  (void)state;
  static struct rg_line_table t;
  rg_lines l;
  tree_lines(&t, &l);
  struct rg_goal_result r = goal_02(&l);
  assert_true(r.measured);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "; most lanes wasted at /home/ada/attempts/reduce.cu:31"));
  assert_null(strstr(r.detail, "--backend emu"));

  rg_lines denied = { .status = RG_COUNTERS_DENIED };
  r = goal_02(&denied);
  assert_true(r.measured);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "the emulator names the line (--backend emu)"));
  r = goal_02(NULL);
  assert_non_null(strstr(r.detail, "the emulator names the line (--backend emu)"));
}

/* 05's records of one block as the -G build gives them: line 20's store
 * takes its ideal, line 24's load two wavefronts where one is ideal (a
 * two-way conflict), in records that carry one metric each, as CUDA 13.0
 * gives them; a header's line and an instruction with no line besides. */
static void shared_lines(struct rg_line_table *t, rg_lines *out, double extra_at_24)
{
  rg_lines_table_init(t, sub);
  rg_lines_add(t, "", sub, 20, 32, 1024, 1024);
  rg_lines_add_shared(t, "", sub, 20, 32, 0);
  rg_lines_add_shared(t, "", sub, 20, 0, 32);
  rg_lines_add_shared(t, "", sub, 24, 16 + extra_at_24, 0);
  rg_lines_add_shared(t, "", sub, 24, 0, 16);
  rg_lines_add_shared(t, "", "/usr/local/cuda/include/cooperative_groups.h", 90, 8, 8);
  rg_lines_add_shared(t, "", "", 0, 4, 4);
  rg_lines_finish(t, out);
}

/* Ensure the excess is wavefronts past the ideal summed over instructions
 * (records of one metric each add up before it is taken), the submission's
 * worst line is named, and a device that does not count them gives -1. */
static void test_lines_shared_excess(void **state)
{
  (void)state;
  static struct rg_line_table t;
  rg_lines l;
  shared_lines(&t, &l, 16);
  assert_true(l.shared_excess == 16);
  assert_string_equal(l.shared_worst, "/home/ada/attempts/reduce.cu:24");
  assert_true(l.shared_worst_excess == 16);
  shared_lines(&t, &l, 0);
  assert_true(l.shared_excess == 0);
  assert_string_equal(l.shared_worst, "");
  /* a conflict in a header's code the kernel inlined is the kernel's */
  rg_lines_table_init(&t, sub);
  rg_lines_add_shared(&t, "", "/usr/local/cuda/include/cub/block/block_reduce.cuh", 7, 12, 4);
  rg_lines_finish(&t, &l);
  assert_true(l.shared_excess == 8);
  assert_string_equal(l.shared_worst, "");
  rg_lines_table_init(&t, sub);
  rg_lines_add_shared(&t, "", "", 0, -1, -1);
  rg_lines_add_shared(&t, "", sub, 24, 64, 16);
  rg_lines_finish(&t, &l);
  assert_true(l.shared_excess < 0);
}

/* 05's goal on the GPU: the L1 counters say 3 conflicts a block, as they did
 * for a correct 05 on an H100 where every access took its ideal. */
static struct rg_goal_result goal_05_l1(const rg_lines *lines, double l1_stores)
{
  const struct rg_exercise *ex = rg_exercise_find("05");
  struct rg_case k = { .part = 0, .n = 2048, .block = 1024, .profile = true };
  struct rg_case_list cases = { .v = &k, .len = 1, .cap = 1 };
  static struct rg_outcome o;
  memset(&o, 0, sizeof o);
  rg_counters c = { .status = RG_COUNTERS_OK, .kernels = 1, .inst = 1000, .thread_inst = 32000,
                    .thread_inst_pred_on = 32000, .shared_ld_conflicts = 0,
                    .shared_st_conflicts = l1_stores };
  o.has_counters = true;
  o.counters = c;
  if (lines) {
    o.has_lines = true;
    o.lines = *lines;
  }
  struct rg_goal_result r[RG_MAX_GOALS];
  assert_int_equal(rg_goals_check(ex, &cases, &o, r), 1);
  return r[0];
}

static struct rg_goal_result goal_05(const rg_lines *lines)
{
  return goal_05_l1(lines, 3);
}

/* Ensure 05's bank-conflict goal is judged on wavefronts past the ideal
 * where the SASS metrics give them (met with the L1 counters at 3; missed
 * with the line named), and on the L1 counters only where they do not. */
static void test_lines_bank_goal(void **state)
{
  (void)state;
  static struct rg_line_table t;
  rg_lines l;
  shared_lines(&t, &l, 0);
  struct rg_goal_result r = goal_05(&l);
  assert_true(r.measured);
  assert_true(r.met);
  assert_non_null(strstr(r.detail, "0 shared-memory wavefronts past the ideal"));
  assert_non_null(strstr(r.detail, "stores 3"));
  shared_lines(&t, &l, 16);
  r = goal_05(&l);
  assert_true(r.measured);
  assert_false(r.met);
  assert_non_null(strstr(r.detail, "16 shared-memory wavefronts past the ideal"));
  assert_non_null(strstr(r.detail, "most at /home/ada/attempts/reduce.cu:24 (16)"));
  /* Without the per-instruction figure, conflicts the L1 counters alone
   * report decide nothing: not measured, and why. */
  l.shared_excess = -1;
  r = goal_05(&l);
  assert_false(r.measured);
  assert_non_null(strstr(r.detail, "not measured: the L1 counters give 3 extra"));
  assert_non_null(strstr(r.detail, "have no shared-memory wavefronts"));
  rg_lines failed = { .status = RG_COUNTERS_FAILED };
  snprintf(failed.note, sizeof failed.note, "CUPTI patched no instruction (no kernel ran?)");
  r = goal_05(&failed);
  assert_false(r.measured);
  assert_non_null(strstr(r.detail, "(CUPTI patched no instruction (no kernel ran?))"));
  r = goal_05(NULL);
  assert_false(r.measured);
  assert_non_null(strstr(r.detail, "no SASS metrics were collected"));
  /* no conflict counted at all: met either way */
  r = goal_05_l1(NULL, 0);
  assert_true(r.measured);
  assert_true(r.met);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_lines_is_submission),
    cmocka_unit_test(test_lines_sums_and_order),
    cmocka_unit_test(test_lines_pred_on),
    cmocka_unit_test(test_lines_describe),
    cmocka_unit_test(test_lines_goal_names_line),
    cmocka_unit_test(test_lines_shared_excess),
    cmocka_unit_test(test_lines_bank_goal),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
