/* test_report.c — how the report groups cases (one part at one block size)
 * into lines of text and Gradescope tests, however many groups there are. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "batch_json.h"
#include "report.h"

/* Four parts, any multiple of 32 from 32 to 1024: 4 x 32 = 128 groups. */
static const struct rg_exercise four_parts = {
  .number = 99, .slug = "99-test", .title = "four parts", .file = "reduce.cu",
  .min_block = 32, .any_multiple_of_32 = true, .nparts = 4,
  .parts = { { .symbol = "part_a", .family = RG_FAM_BLOCK },
             { .symbol = "part_b", .family = RG_FAM_BLOCK },
             { .symbol = "part_c", .family = RG_FAM_BLOCK },
             { .symbol = "part_d", .family = RG_FAM_BLOCK } },
};

struct fx {
  struct rg_grading g;
  struct rg_case cases[512];
  struct rg_outcome *outcomes;
};

/* A compiled and run grading of no cases yet; add() appends them. */
static int setup(void **state)
{
  struct fx *x = calloc(1, sizeof *x);
  x->outcomes = calloc(512, sizeof *x->outcomes);
  x->g = (struct rg_grading){ .ex = &four_parts, .submission = NULL, .compiled = true,
                              .ran = true, .checks_made = -1, .outcomes = x->outcomes };
  x->g.compile.ok = true;
  x->g.cases.v = x->cases;
  *state = x;
  return 0;
}

static int teardown(void **state)
{
  struct fx *x = *state;
  free(x->outcomes);
  free(x);
  return 0;
}

static void add(struct fx *x, int part, int block, bool passed, bool checked, const char *detail)
{
  size_t i = x->g.cases.len++;
  assert_true(i < 512);
  x->cases[i] = (struct rg_case){ .part = part, .n = 1000 + i, .block = block,
                                  .checked = checked };
  x->outcomes[i].ran = true;
  x->outcomes[i].verdict.passed = passed;
  if (!passed) {
    x->outcomes[i].verdict.causes = 1u << RG_CAUSE_WRONG_RESULT;
    snprintf(x->outcomes[i].verdict.detail, sizeof x->outcomes[i].verdict.detail, "%s", detail);
  }
}

/* Every part at every block size, two cases each; the very last case fails. */
static void add_all_groups(struct fx *x)
{
  for (int p = 0; p < 4; p++)
    for (int b = 32; b <= 1024; b += 32)
      for (int k = 0; k < 2; k++)
        add(x, p, b, !(p == 3 && b == 1024 && k == 1), false, "the last one is wrong");
}

static char *text_of(const struct rg_grading *g)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  rg_report_text(f, g, false);
  fclose(f);
  return buf;
}

static struct rg_jv *json_of(const struct rg_grading *g)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  rg_report_json(f, g);
  fclose(f);
  char err[200];
  struct rg_jv *v = rg_jv_parse(buf, err, sizeof err);
  if (!v)
    fail_msg("the report is not JSON: %s", err);
  free(buf);
  return v;
}

static size_t count(const char *text, const char *needle)
{
  size_t n = 0;
  for (const char *p = text; (p = strstr(p, needle)); p += strlen(needle))
    n++;
  return n;
}

/* Ensure all 128 groups are lines of the text report, the failing one last. */
static void test_report_text_every_group(void **state)
{
  struct fx *x = *state;
  add_all_groups(x);
  char *t = text_of(&x->g);
  assert_int_equal(count(t, " cases passed\n"), 128);
  assert_int_equal(count(t, "FAIL part_d"), 1);
  assert_non_null(strstr(t, "block 1024: 1/2 cases passed"));
  assert_non_null(strstr(t, "FAILED part_d n=1255 block=1024"));
  assert_non_null(strstr(t, "result: FAILED — 1 of 256 cases failed"));
  free(t);
}

/* Ensure failures only at block sizes that are not powers of two name the
 * classic tree's mistake, and a failure at a power of two does not. */
static void test_report_odd_block_hint(void **state)
{
  struct fx *x = *state;
  int blocks[] = { 32, 64, 96, 256, 480, 1024 };
  for (size_t i = 0; i < sizeof blocks / sizeof blocks[0]; i++)
    add(x, 0, blocks[i], blocks[i] != 96 && blocks[i] != 480, false, "an element left out");
  char *t = text_of(&x->g);
  assert_non_null(strstr(t, "hint: only block sizes that are not powers of two fail (96, 480)"));
  free(t);
  /* the JSON too: in each failing group's output (Gradescope shows it) */
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  rg_report_json(f, &x->g);
  fclose(f);
  assert_int_equal(count(buf, "hint: only block sizes that are not powers of two fail (96, 480)"), 2);
  free(buf);
  add(x, 0, 256, false, false, "wrong at a power of two too");
  t = text_of(&x->g);
  assert_null(strstr(t, "not powers of two"));
  free(t);
}

/* Ensure all 128 groups are Gradescope tests, and the score counts them all. */
static void test_report_json_every_group(void **state)
{
  struct fx *x = *state;
  add_all_groups(x);
  struct rg_jv *v = json_of(&x->g);
  struct rg_jv *tests = rg_jv_get(v, "tests");
  assert_non_null(tests);
  assert_int_equal(tests->len, 128);
  assert_true(rg_jv_num(rg_jv_get(v, "max_score"), -1) == 128);
  assert_true(rg_jv_num(rg_jv_get(v, "score"), -1) == 127);
  struct rg_jv *last = tests->items[127];
  assert_string_equal(rg_jv_str(rg_jv_get(last, "name"), ""), "part_d, block 1024");
  assert_string_equal(rg_jv_str(rg_jv_get(last, "status"), ""), "failed");
  assert_non_null(strstr(rg_jv_str(rg_jv_get(last, "output"), ""), "1 of 2 cases failed"));
  assert_string_equal(rg_jv_str(rg_jv_get(tests->items[0], "name"), ""), "part_a, block 32");
  rg_jv_free(v);
}

/* Two timed parts, the first slow by design (in_tiers false in its
 * manifest): the JSON's timing rows say which the tiers weigh, for the
 * LMS formats and the batch, which decide from them (lms.c). */
static const struct rg_exercise slow_by_design = {
  .number = 98, .slug = "98-test", .title = "two timed parts", .file = "reduce.cu",
  .min_block = 32, .nparts = 2,
  .parts = { { .symbol = "naive", .family = RG_FAM_TOTAL, .outside_tiers = true },
             { .symbol = "fast", .family = RG_FAM_TOTAL } },
};

/* Ensure a timed part outside the tiers is marked so in the JSON. */
static void test_report_json_in_tiers(void **state)
{
  struct fx *x = *state;
  x->g.ex = &slow_by_design;
  for (int p = 0; p < 2; p++) {
    add(x, p, 256, true, false, "");
    x->cases[p].timed = true;
    x->outcomes[p].glue.reps = 20;
    x->outcomes[p].glue.kernel_us_median = p == 0 ? 1000 : 10;
    x->outcomes[p].glue.cub_us_median = 9;
  }
  struct rg_jv *v = json_of(&x->g);
  const struct rg_jv *t = rg_jv_get(rg_jv_get(v, "extra_data"), "timing");
  assert_non_null(t);
  assert_int_equal(t->len, 2);
  const struct rg_jv *naive = rg_jv_get(t->items[0], "in_tiers");
  const struct rg_jv *fast = rg_jv_get(t->items[1], "in_tiers");
  assert_true(naive && naive->kind == RG_JV_BOOL && !naive->b);
  assert_true(fast && fast->kind == RG_JV_BOOL && fast->b);
  rg_jv_free(v);
}

/* Ensure a timing measured in several processes shows each one's figure,
 * in the text ("none" for one that measured nothing) and in the JSON. */
static void test_report_timing_processes(void **state)
{
  struct fx *x = *state;
  x->g.ex = &slow_by_design;
  add(x, 1, 256, true, false, "");
  x->cases[0].timed = true;
  struct rg_outcome *o = &x->outcomes[0];
  o->glue.reps = o->glue.pairs = 96;
  o->glue.kernel_us_median = 15;
  o->glue.cub_us_median = 9;
  o->glue.ratio_median = 0.6;
  o->timing_processes = 3;
  o->process_ratio[0] = 0.6;
  o->process_ratio[2] = 0.625;
  char *text = text_of(&x->g);
  assert_non_null(strstr(text, "in 3 processes: 0.600, none, 0.625 x CUB (the median taken"));
  free(text);
  struct rg_jv *v = json_of(&x->g);
  const struct rg_jv *t = rg_jv_get(rg_jv_get(v, "extra_data"), "timing");
  const struct rg_jv *r = rg_jv_get(t->items[0], "process_ratios");
  assert_true(r && r->kind == RG_JV_ARRAY && r->len == 3);
  assert_true(rg_jv_num(r->items[2], 0) == 0.625);
  rg_jv_free(v);
}

/* Ensure a timed case that printed past RG_PRINTED_UNTIMED in its checked
 * call, so not timed (glue/parts.cuh), has a row that says why beside the
 * timed part's, and its JSON row the bytes, with no figure made of its
 * zero time (its tiers: test_tiers.c, test_tiers_printed_denied). */
static void test_report_printed_not_timed(void **state)
{
  struct fx *x = *state;
  x->g.ex = &slow_by_design;
  add(x, 1, 256, true, false, "");
  add(x, 1, 256, true, false, "");
  x->cases[0].timed = x->cases[1].timed = true;
  x->cases[1].part = 0;
  struct rg_outcome *o = &x->outcomes[0];
  o->glue.reps = o->glue.pairs = 96;
  o->glue.kernel_us_median = 15;
  o->glue.cub_us_median = 30;
  o->glue.ratio_median = 2.0;
  o = &x->outcomes[1];
  o->glue.printed = 4 << 20;
  snprintf(o->glue.timing_note, sizeof o->glue.timing_note, "not timed: the entry point "
           "printed %d bytes in its checked call", 4 << 20);
  char *text = text_of(&x->g);
  assert_non_null(strstr(text, "not timed: the entry point printed 4194304 bytes"));
  assert_non_null(strstr(text, "\n  naive                        1001          -"));
  free(text);
  struct rg_jv *v = json_of(&x->g);
  const struct rg_jv *t = rg_jv_get(rg_jv_get(v, "extra_data"), "timing");
  assert_true(t && t->kind == RG_JV_ARRAY && t->len == 2);
  assert_true(rg_jv_num(rg_jv_get(t->items[1], "printed_bytes"), 0) == 4 << 20);
  assert_true(rg_jv_num(rg_jv_get(t->items[1], "gbs"), -1) == 0);
  rg_jv_free(v);
}

/* Ensure cases of one group far apart count together, in first-seen order. */
static void test_report_groups_gather_scattered_cases(void **state)
{
  struct fx *x = *state;
  add(x, 1, 256, true, false, "");
  add(x, 0, 64, true, false, "");
  add(x, 1, 256, false, false, "third case wrong");
  add(x, 0, 64, true, false, "");
  add(x, 1, 256, true, false, "");
  struct rg_jv *v = json_of(&x->g);
  struct rg_jv *tests = rg_jv_get(v, "tests");
  assert_int_equal(tests->len, 2);
  assert_string_equal(rg_jv_str(rg_jv_get(tests->items[0], "name"), ""), "part_b, block 256");
  assert_string_equal(rg_jv_str(rg_jv_get(tests->items[0], "output"), ""),
                      "1 of 3 cases failed; first: part_b n=1002 block=256 int: "
                      "third case wrong");
  assert_string_equal(rg_jv_str(rg_jv_get(tests->items[1], "output"), ""), "2 cases passed");
  assert_true(rg_jv_num(rg_jv_get(v, "score"), -1) == 1);
  rg_jv_free(v);
  char *t = text_of(&x->g);
  assert_non_null(strstr(t, "part_b                   block  256: 2/3 cases passed"));
  assert_non_null(strstr(t, "part_a                   block   64: 2/2 cases passed"));
  free(t);
}

/* Ensure a group shows the emulator's checked-run failure before an earlier
 * GPU one: it names the cause, the GPU only its effect. */
static void test_report_group_prefers_checked_failure(void **state)
{
  struct fx *x = *state;
  add(x, 2, 128, false, false, "wrong sum on the GPU");
  add(x, 2, 128, false, true, "race on shared memory");
  add(x, 2, 128, false, false, "another wrong sum");
  struct rg_jv *v = json_of(&x->g);
  const char *out = rg_jv_str(rg_jv_get(rg_jv_get(v, "tests")->items[0], "output"), "");
  assert_non_null(strstr(out, "3 of 3 cases failed"));
  assert_non_null(strstr(out, "race on shared memory"));
  assert_null(strstr(out, "wrong sum"));
  rg_jv_free(v);
}

/* Ensure a checked case whose emulator run called a function the emulator
 * does not compute (passed: the GPU judges the result) is said to be
 * checked only up to that call, and a case the GPU ran with the same line
 * is not counted. */
static void test_report_checks_cut_by_gap_call(void **state)
{
  struct fx *x = *state;
  static const char gap[] = "emulator-unsupported: rnorm3df is part of CUDA's math API, but "
                            "the emulator does not compute it at k.cu:91 (block (0,0,0))\n";
  add(x, 0, 128, true, true, "");
  add(x, 0, 128, true, false, "");
  add(x, 1, 128, true, true, "");
  snprintf(x->outcomes[0].diag, sizeof x->outcomes[0].diag, "race: elsewhere\n%s", gap);
  snprintf(x->outcomes[1].diag, sizeof x->outcomes[1].diag, "%s", gap);
  char *t = text_of(&x->g);
  assert_non_null(strstr(t, "checks: 1 checked case stopped at a call of a function the "
                            "emulator does not compute"));
  assert_non_null(strstr(t, "(emulator-unsupported: rnorm3df is part of CUDA"));
  assert_non_null(strstr(t, "at k.cu:91 (block (0,0,0)))\n"));
  free(t);
  x->outcomes[0].diag[0] = '\0'; /* the GPU's case alone: nothing unchecked */
  t = text_of(&x->g);
  assert_null(strstr(t, "stopped at a call"));
  free(t);
  snprintf(x->outcomes[0].diag, sizeof x->outcomes[0].diag, "%s", gap);
  snprintf(x->outcomes[2].diag, sizeof x->outcomes[2].diag, "%s", gap);
  t = text_of(&x->g);
  assert_non_null(strstr(t, "checks: 2 checked cases stopped"));
  free(t);
}

/* Ensure a group whose only cases not passed ran into a function the
 * emulator does not compute says SKIP and how many were not graded, its
 * case NOT GRADED with the gap alone as its cause (the trap-like end's
 * cuda-error is the gap's), while a group with a failure of its own still
 * says FAIL. */
static void test_report_gap_group_skip(void **state)
{
  struct fx *x = *state;
  add(x, 0, 256, true, false, "");
  add(x, 0, 256, false, false, "emulator-unsupported: rnorm3df is part of CUDA");
  x->outcomes[1].verdict.causes =
      1u << RG_CAUSE_EMULATOR_UNSUPPORTED | 1u << RG_CAUSE_CUDA_ERROR;
  add(x, 1, 256, false, false, "the sum is 3, expected 4");
  char *t = text_of(&x->g);
  assert_non_null(strstr(t, "SKIP part_a"));
  assert_non_null(strstr(t, "1/2 cases passed, 1 not graded (a function the emulator"));
  assert_non_null(strstr(t, "FAIL part_b"));
  assert_non_null(strstr(t, "\nNOT GRADED part_a"));
  assert_non_null(strstr(t, "[emulator-unsupported]\n"));
  assert_null(strstr(t, "cuda-error"));
  free(t);
}

/* Ensure a group shows the case that hung, not a case of the group that was
 * not run because of it: a GPU grading runs its far cases first, so the case
 * the matrix lists first may be the one left out. */
static void test_report_group_shows_the_hang_not_its_skip(void **state)
{
  struct fx *x = *state;
  add(x, 0, 256, true, false, "");
  add(x, 0, 256, false, false, "not run: an earlier case of part_a hung");
  x->outcomes[1].ran = false;
  x->outcomes[1].verdict.causes = 1u << RG_CAUSE_TIMEOUT;
  add(x, 0, 256, false, false, "did not finish within 30 s");
  x->outcomes[2].verdict.causes = 1u << RG_CAUSE_TIMEOUT;
  struct rg_jv *v = json_of(&x->g);
  const char *out = rg_jv_str(rg_jv_get(rg_jv_get(v, "tests")->items[0], "output"), "");
  assert_non_null(strstr(out, "2 of 3 cases failed; first: part_a n=1002"));
  assert_non_null(strstr(out, "did not finish within 30 s"));
  assert_null(strstr(out, "not run"));
  rg_jv_free(v);
  char *t = text_of(&x->g);
  assert_non_null(strstr(t, "n=1002"));
  assert_null(strstr(t, "n=1001"));
  free(t);
}

/* Ensure measured goals add to the score and the maximum, unmeasured ones not. */
static void test_report_goals_in_score(void **state)
{
  struct fx *x = *state;
  add(x, 0, 32, true, false, "");
  x->g.ngoals = 3;
  x->g.goals[0] = (struct rg_goal_result){ .name = "one", .measured = true, .met = true };
  x->g.goals[1] = (struct rg_goal_result){ .name = "two", .measured = true, .met = false };
  x->g.goals[2] = (struct rg_goal_result){ .name = "three", .measured = false };
  struct rg_jv *v = json_of(&x->g);
  assert_true(rg_jv_num(rg_jv_get(v, "max_score"), -1) == 3);
  assert_true(rg_jv_num(rg_jv_get(v, "score"), -1) == 2);
  assert_int_equal(rg_jv_get(v, "tests")->len, 3);
  struct rg_tally tally = rg_grading_tally(&x->g);
  assert_false(rg_grading_passed(&tally));
  rg_jv_free(v);
}

/* Ensure a grading that did not compile has no groups, one failed test. */
static void test_report_compile_error_no_groups(void **state)
{
  struct fx *x = *state;
  add(x, 0, 32, true, false, "");
  x->g.compile.ok = false;
  x->g.compile.summary = "reduce.cu:3: error: expected ';'";
  struct rg_jv *v = json_of(&x->g);
  struct rg_jv *tests = rg_jv_get(v, "tests");
  assert_int_equal(tests->len, 1);
  assert_string_equal(rg_jv_str(rg_jv_get(tests->items[0], "name"), ""), "compiles");
  assert_true(rg_jv_num(rg_jv_get(v, "max_score"), -1) == 1);
  rg_jv_free(v);
}

/* Ensure the report describes the public profiled case and never the
 * goal case drawn from the seed (its size would be a target): neither its
 * GPU counters nor its model, even where the public case has no model. */
static void test_report_drawn_goal_case_unnamed(void **state)
{
  struct fx *x = *state;
  add(x, 0, 1024, true, false, "");
  add(x, 0, 1024, true, false, "");
  x->cases[0].n = 1024;
  x->cases[1].n = 5120;
  for (int i = 0; i < 2; i++) {
    x->cases[i].profile = x->cases[i].goal = true;
    x->outcomes[i].has_counters = true;
    x->outcomes[i].counters.status = RG_COUNTERS_OK;
  }
  x->cases[1].undisclosed = true;
  x->outcomes[1].has_perf = true;
  snprintf(x->outcomes[1].perf_text, sizeof x->outcomes[1].perf_text, "SIMT efficiency: 50%%");
  char *t = text_of(&x->g);
  assert_non_null(strstr(t, "part_a n=1024 block=1024"));
  assert_null(strstr(t, "5120"));
  assert_null(strstr(t, "SIMT efficiency: 50%"));
  free(t);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_report_text_every_group, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_odd_block_hint, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_json_every_group, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_json_in_tiers, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_timing_processes, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_groups_gather_scattered_cases, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_group_prefers_checked_failure, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_checks_cut_by_gap_call, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_gap_group_skip, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_printed_not_timed, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_group_shows_the_hang_not_its_skip, setup,
                                    teardown),
    cmocka_unit_test_setup_teardown(test_report_goals_in_score, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_compile_error_no_groups, setup, teardown),
    cmocka_unit_test_setup_teardown(test_report_drawn_goal_case_unnamed, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
