/* test_batch_rubric.c — the batch grader's rubric, shards and integrity flags. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "batch.h"
#include "batch_json.h"
#include "batch_rubric.h"
#include "lms.h"

/* Ensure the longest matching prefix gives a test's weight, others weigh 1. */
static void test_rubric_longest_prefix_wins(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[256];
  assert_int_equal(rg_rubric_parse("r", "sum_atomic 2\nsum_atomic<double> 5\n", &r, err,
                                   sizeof err), 0);
  assert_true(rg_rubric_weight(&r, "sum_atomic<double>, block 32") == 5);
  assert_true(rg_rubric_weight(&r, "sum_atomic<float>, block 32") == 2);
  assert_true(rg_rubric_weight(&r, "sum_two_phase<float>, block 32") == 1);
  rg_rubric_free(&r);
}

/* Ensure a malformed weight is reported with the file and line. */
static void test_rubric_bad_weight_names_line(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[256];
  assert_int_equal(rg_rubric_parse("rub.txt", "# c\n\nsum 1\nsum lots\n", &r, err, sizeof err), -1);
  assert_non_null(strstr(err, "rub.txt:4: "));
}

/* Ensure a line with only a name (no weight) is an error too. */
static void test_rubric_missing_weight_is_error(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[256];
  assert_int_equal(rg_rubric_parse("r", "compiles\n", &r, err, sizeof err), -1);
  assert_non_null(strstr(err, "r:1: "));
}

/* Ensure shards cover every submission exactly once. */
static void test_shard_covers_each_once(void **state)
{
  (void)state;
  for (size_t i = 0; i < 50; i++) {
    int owners = 0;
    for (int k = 0; k < 4; k++)
      owners += rg_batch_in_shard(i, k, 4);
    assert_int_equal(owners, 1);
    assert_true(rg_batch_in_shard(i, 0, 0));
  }
}

/* Ensure CUB and Thrust are flagged, a clean file is not. */
static void test_integrity_flags_libraries(void **state)
{
  (void)state;
  char buf[64];
  rg_batch_integrity("#include <cub/cub.cuh>\nthrust::reduce(a, b);", 7, buf, sizeof buf);
  assert_string_equal(buf, "uses-cub uses-thrust");
  rg_batch_integrity("__global__ void k() {}", 7, buf, sizeof buf);
  assert_string_equal(buf, "");
}

/* Ensure tier lines replace the defaults, sorted by ratio; `tier none` clears. */
static void test_rubric_tiers_parse(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[256];
  assert_int_equal(rg_rubric_parse("r", "tier 1.0 3\ntier 0.5 1\nsum 2\n", &r, err, sizeof err), 0);
  rg_rubric_default_tiers(&r, 7);
  assert_int_equal(r.ntiers, 2);
  assert_true(r.tiers[0].ratio == 0.5 && r.tiers[1].ratio == 1.0 && r.tiers[1].weight == 3);
  assert_true(rg_rubric_weight(&r, "sum_atomic") == 2);
  rg_rubric_free(&r);
  assert_int_equal(rg_rubric_parse("r", "tier none\n", &r, err, sizeof err), 0);
  rg_rubric_default_tiers(&r, 7);
  assert_int_equal(r.ntiers, 0);
  rg_rubric_free(&r);
}

/* Ensure a malformed tier line is an error naming file:line. */
static void test_rubric_bad_tier_names_line(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[256] = "";
  assert_int_equal(rg_rubric_parse("my.rubric", "# c\ntier fast 2\n", &r, err, sizeof err), -1);
  assert_non_null(strstr(err, "my.rubric:2: "));
  assert_int_equal(rg_rubric_parse("my.rubric", "tier 0 2\n", &r, err, sizeof err), -1);
  assert_non_null(strstr(err, "my.rubric:1: "));
}

/* Ensure every exercise without tier lines gets three default tiers. */
static void test_rubric_default_tiers(void **state)
{
  (void)state;
  for (int ex = 1; ex <= 15; ex++) {
    struct rg_rubric r;
    rg_rubric_default(&r);
    rg_rubric_default_tiers(&r, ex);
    assert_int_equal(r.ntiers, 3);
    assert_true(r.tiers[0].ratio > 0 && r.tiers[0].ratio < r.tiers[2].ratio);
  }
}

/* A results tree: one test worth 1, passed or not, timed at us vs cub_us. */
static struct rg_jv *results(bool passed, double us, double cub_us)
{
  char text[512];
  snprintf(text, sizeof text,
           "{\"tests\": [{\"name\": \"sum\", \"score\": %d, \"max_score\": 1}],"
           " \"extra_data\": {\"passed\": %s, \"timing\": [%s]}}",
           passed ? 1 : 0, passed ? "true" : "false", "");
  if (us > 0) {
    char *at = strstr(text, "[]");
    snprintf(at, sizeof text - (size_t)(at - text),
             "[{\"us_median\": %g, \"cub_us_median\": %g}]}}", us, cub_us);
  }
  return rg_jv_parse(text, NULL, 0);
}

/* Ensure a timed, passing submission at 0.8x CUB gets the tiers up to 0.8. */
static void test_lms_tiers_measured(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[64];
  assert_int_equal(rg_rubric_parse("r", "tier 0.5 1\ntier 0.8 2\ntier 1.0 4\n", &r, err,
                                   sizeof err), 0);
  struct rg_jv *res = results(true, 10, 8);
  assert_non_null(res);
  rg_lms_apply_rubric(res, &r, NULL);
  assert_true(rg_jv_num(rg_jv_get(res, "score"), -1) == 1 + 1 + 2);
  assert_true(rg_jv_num(rg_jv_get(res, "max_score"), -1) == 1 + 1 + 2 + 4);
  rg_jv_free(res);
  res = results(false, 10, 8); /* fast but wrong: no points for speed */
  rg_lms_apply_rubric(res, &r, NULL);
  assert_true(rg_jv_num(rg_jv_get(res, "score"), -1) == 0);
  assert_true(rg_jv_num(rg_jv_get(res, "max_score"), -1) == 8);
  rg_jv_free(res);
  rg_rubric_free(&r);
}

/* Ensure an entry point slow by design (in_tiers false: 09's naive
 * atomics) does not decide the tiers; the slowest of the others does. */
static void test_lms_tiers_leave_out_slow_by_design(void **state)
{
  (void)state;
  struct rg_rubric r;
  char err[64];
  assert_int_equal(rg_rubric_parse("r", "tier 0.5 1\ntier 0.8 2\n", &r, err, sizeof err), 0);
  struct rg_jv *res = rg_jv_parse(
      "{\"tests\": [{\"name\": \"sum\", \"score\": 1, \"max_score\": 1}],"
      " \"extra_data\": {\"passed\": true, \"timing\": ["
      "{\"us_median\": 1000, \"cub_us_median\": 10, \"in_tiers\": false},"
      "{\"us_median\": 10, \"cub_us_median\": 9, \"in_tiers\": true}]}}", NULL, 0);
  assert_non_null(res);
  rg_lms_apply_rubric(res, &r, NULL);
  assert_true(rg_jv_num(rg_jv_get(res, "score"), -1) == 1 + 1 + 2); /* 0.9x: both tiers */
  rg_jv_free(res);
  rg_rubric_free(&r);
}

/* Ensure untimed results (the emulator) leave the tiers out of the maximum. */
static void test_lms_tiers_not_measured(void **state)
{
  (void)state;
  struct rg_rubric r;
  rg_rubric_default(&r);
  rg_rubric_default_tiers(&r, 7);
  struct rg_jv *res = results(true, 0, 0);
  rg_lms_apply_rubric(res, &r, NULL);
  assert_true(rg_jv_num(rg_jv_get(res, "score"), -1) == 1);
  assert_true(rg_jv_num(rg_jv_get(res, "max_score"), -1) == 1);
  const struct rg_jv *tests = rg_jv_get(res, "tests");
  assert_int_equal(tests->len, 4);
  assert_non_null(strstr(rg_jv_str(rg_jv_get(tests->items[3], "output"), ""), "not measured"));
  rg_jv_free(res);
}

/* A passing, timed results tree at 1.5x CUB whose timing entry carries
 * `extra` (JSON members, e.g. "\"outside_stream\": true") and extra_data
 * `data` (members). */
static struct rg_jv *timed_results(const char *extra, const char *data)
{
  char text[1024];
  snprintf(text, sizeof text,
           "{\"tests\": [{\"name\": \"sum\", \"score\": 1, \"max_score\": 1}],"
           " \"extra_data\": {\"passed\": true%s%s, \"timing\": [{\"us_median\": 10,"
           " \"cub_us_median\": 15, \"ratio\": 1.5, \"ratio_lo\": 1.45, \"ratio_hi\": 1.55,"
           " %s\"peak_gbs\": 3350%s%s}]}}",
           data[0] ? ", " : "", data, strstr(extra, "gbs") ? "" : "\"gbs\": 1000, ",
           extra[0] ? ", " : "", extra);
  return rg_jv_parse(text, NULL, 0);
}

/* Score of a timed tree under tiers 0.5 and 1.0 (one point each) and the
 * batch's integrity flags; *max gets the maximum. */
static double tier_score(struct rg_jv *res, const char *flags, double *max)
{
  struct rg_rubric r;
  char err[64];
  assert_int_equal(rg_rubric_parse("r", "tier 0.5 1\ntier 1.0 1\n", &r, err, sizeof err), 0);
  assert_non_null(res);
  rg_lms_apply_rubric(res, &r, flags);
  double score = rg_jv_num(rg_jv_get(res, "score"), -1);
  *max = rg_jv_num(rg_jv_get(res, "max_score"), -1);
  rg_jv_free(res);
  rg_rubric_free(&r);
  return score;
}

/* Ensure a library reduction earns no tier in a batch: flagged by the batch
 * (uses-cub) or by the grader's own JSON (extra_data.library). */
static void test_lms_tiers_library_denied(void **state)
{
  (void)state;
  double max;
  assert_true(tier_score(timed_results("", ""), "", &max) == 1 + 2);
  assert_true(tier_score(timed_results("", ""), "uses-cub", &max) == 1);
  assert_true(max == 3);
  assert_true(tier_score(timed_results("", "\"library\": \"uses-thrust\""), NULL, &max) == 1);
}

/* Ensure work outside the timed stream, or a figure above the device's
 * bandwidth, earns no tier; unsteady clocks leave the tiers out of the
 * maximum. */
static void test_lms_tiers_timing_flags(void **state)
{
  (void)state;
  double max;
  assert_true(tier_score(timed_results("\"outside_stream\": true", ""), "", &max) == 1);
  assert_true(max == 3);
  assert_true(tier_score(timed_results("\"gbs\": 51000", ""), "", &max) == 1);
  assert_true(tier_score(timed_results("\"unstable\": true", ""), "", &max) == 1);
  assert_true(max == 1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rubric_longest_prefix_wins),
    cmocka_unit_test(test_rubric_bad_weight_names_line),
    cmocka_unit_test(test_rubric_missing_weight_is_error),
    cmocka_unit_test(test_shard_covers_each_once),
    cmocka_unit_test(test_integrity_flags_libraries),
    cmocka_unit_test(test_rubric_tiers_parse),
    cmocka_unit_test(test_rubric_bad_tier_names_line),
    cmocka_unit_test(test_rubric_default_tiers),
    cmocka_unit_test(test_lms_tiers_measured),
    cmocka_unit_test(test_lms_tiers_not_measured),
    cmocka_unit_test(test_lms_tiers_library_denied),
    cmocka_unit_test(test_lms_tiers_timing_flags),
    cmocka_unit_test(test_lms_tiers_leave_out_slow_by_design),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
