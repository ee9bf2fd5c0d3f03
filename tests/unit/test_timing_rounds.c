/* test_timing_rounds.c — one timed entry point measured in several
 * processes (harness/run/timing_rounds.c): the median process's figure
 * taken, the interval spanning them all, a later process's failure or work
 * outside the stream kept, an unsteady process left out, and a tier
 * boundary between the figures seen. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "run_internal.h"

/* A passed timed outcome whose process measured ratio (in [ratio - 0.005,
 * ratio + 0.005]) with CUB at 100 µs. */
static void measured(struct rg_outcome *o, double ratio)
{
  memset(o, 0, sizeof *o);
  o->ran = true;
  rg_verdict_pass(&o->verdict);
  o->glue.status = RG_GLUE_OK;
  o->glue.pairs = 96;
  o->glue.reps = 96;
  o->glue.ratio_median = ratio;
  o->glue.ratio_lo = ratio - 0.005;
  o->glue.ratio_hi = ratio + 0.005;
  o->glue.cub_us_median = 100;
  o->glue.kernel_us_median = 100 / ratio;
  o->glue.sm_mhz_min = o->glue.sm_mhz_max = 1980;
}

/* Ensure the median of three processes is the figure, with that process's
 * times, an interval over all three, and each process's figure in order. */
static void test_rounds_median_taken(void **state)
{
  (void)state;
  struct rg_outcome first, more[2];
  measured(&first, 0.60);
  measured(&more[0], 0.66);
  measured(&more[1], 0.62);
  more[1].glue.sm_mhz_min = 1965;
  rg_timing_merge(&first, more, 2);
  assert_true(first.verdict.passed);
  assert_int_equal(first.timing_processes, 3);
  assert_true(first.glue.ratio_median == 0.62);
  assert_true(first.glue.kernel_us_median == 100 / 0.62);
  assert_true(first.glue.ratio_lo <= 0.60 && first.glue.ratio_hi >= 0.66);
  assert_true(first.process_ratio[0] == 0.60 && first.process_ratio[1] == 0.66 &&
              first.process_ratio[2] == 0.62);
  assert_int_equal(first.glue.sm_mhz_min, 1965);
  assert_int_equal(first.glue.sm_mhz_max, 1980);
}

/* Ensure an unsteady process is left out (of two steady ones, the slower
 * figure, never a faster one that was not measured steadily). */
static void test_rounds_unsteady_left_out(void **state)
{
  (void)state;
  struct rg_outcome first, more[2];
  measured(&first, 0.60);
  measured(&more[0], 0.90);
  more[0].glue.unstable = 1;
  measured(&more[1], 0.64);
  rg_timing_merge(&first, more, 2);
  assert_true(first.glue.ratio_median == 0.60);
  assert_true(first.glue.ratio_hi < 0.90);
  assert_int_equal(first.glue.unstable, 0);
}

/* Ensure a case that fails in a later process fails, and says where. */
static void test_rounds_later_failure_fails(void **state)
{
  (void)state;
  struct rg_outcome first, more[2];
  measured(&first, 0.60);
  measured(&more[0], 0.61);
  measured(&more[1], 0.62);
  rg_verdict_fail(&more[1].verdict, RG_CAUSE_WRONG_RESULT, "timed run 7: sum 1 expected 2");
  rg_timing_merge(&first, more, 2);
  assert_false(first.verdict.passed);
  assert_true(rg_verdict_has(&first.verdict, RG_CAUSE_WRONG_RESULT));
  assert_non_null(strstr(first.verdict.detail, "in process 3 of the timing"));
}

/* Ensure work outside the timed stream in any process is kept (a figure
 * that process could not vouch for denies the tier). */
static void test_rounds_outside_stream_kept(void **state)
{
  (void)state;
  struct rg_outcome first, more[2];
  measured(&first, 0.60);
  measured(&more[0], 0.61);
  more[0].glue.outside_stream = 1;
  measured(&more[1], 0.62);
  rg_timing_merge(&first, more, 2);
  assert_int_equal(first.glue.outside_stream, 1);
}

/* Ensure figures on both sides of a tier boundary are seen, and those on
 * one side are not; and that only a passed timed figure is measured again. */
static void test_rounds_straddle(void **state)
{
  (void)state;
  struct rg_exercise ex;
  memset(&ex, 0, sizeof ex);
  ex.ntiers = 2;
  ex.tiers[0].x_cub = 0.8;
  ex.tiers[1].x_cub = 1.0;
  struct rg_outcome first, more[2];
  measured(&first, 0.79);
  measured(&more[0], 0.78);
  measured(&more[1], 0.77);
  assert_false(rg_timing_rounds_straddle(&ex, &first, more, 2));
  measured(&more[1], 0.81);
  assert_true(rg_timing_rounds_straddle(&ex, &first, more, 2));
  /* At the boundary is at the tier: 0.80 and above meet 0.8 alike. */
  measured(&first, 0.80);
  measured(&more[0], 0.82);
  measured(&more[1], 0.85);
  assert_false(rg_timing_rounds_straddle(&ex, &first, more, 2));
  measured(&first, 0.79);
  struct rg_case c = { .timed = true };
  assert_true(rg_timing_round_wanted(&ex, &c, &first));
  rg_verdict_fail(&first.verdict, RG_CAUSE_WRONG_RESULT, "wrong");
  assert_false(rg_timing_round_wanted(&ex, &c, &first));
  c.timed = false;
  measured(&first, 0.79);
  assert_false(rg_timing_round_wanted(&ex, &c, &first));
}

/* Ensure a case takes `want` processes, two more only while their figures
 * hold a tier boundary, and none after one failed. */
static void test_rounds_due(void **state)
{
  (void)state;
  struct rg_exercise ex;
  memset(&ex, 0, sizeof ex);
  ex.ntiers = 1;
  ex.tiers[0].x_cub = 0.8;
  struct rg_case c = { .timed = true };
  struct rg_outcome first, more[4];
  measured(&first, 0.79);
  for (int k = 0; k < 4; k++)
    measured(&more[k], 0.78);
  assert_true(rg_timing_round_due(&ex, &c, &first, more, 0, 3));
  assert_true(rg_timing_round_due(&ex, &c, &first, more, 1, 3));
  assert_false(rg_timing_round_due(&ex, &c, &first, more, 2, 3)); /* three, all below */
  assert_false(rg_timing_round_due(&ex, &c, &first, more, 0, 1)); /* one asked for */
  measured(&more[1], 0.82);                                       /* across 0.8 */
  assert_true(rg_timing_round_due(&ex, &c, &first, more, 2, 3));
  assert_true(rg_timing_round_due(&ex, &c, &first, more, 3, 3));
  assert_false(rg_timing_round_due(&ex, &c, &first, more, 4, 3)); /* five at most */
  rg_verdict_fail(&more[0].verdict, RG_CAUSE_WRONG_RESULT, "wrong");
  assert_false(rg_timing_round_due(&ex, &c, &first, more, 1, 3));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rounds_median_taken),
    cmocka_unit_test(test_rounds_unsteady_left_out),
    cmocka_unit_test(test_rounds_later_failure_fails),
    cmocka_unit_test(test_rounds_outside_stream_kept),
    cmocka_unit_test(test_rounds_straddle),
    cmocka_unit_test(test_rounds_due),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
