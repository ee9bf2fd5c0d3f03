/* test_verdict.c — the one rule of a case's verdict (the first cause writes
 * the line, a later one only adds its bit), its two named exceptions, and a
 * whole grading's result from its verdicts and goals. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "verdict.h"

#define BIT(c) (1u << (c))

/* Ensure a fresh verdict passes with no cause and no line. */
static void test_verdict_pass_is_clean(void **state)
{
  (void)state;
  struct rg_verdict v;
  memset(&v, 0xab, sizeof v);
  rg_verdict_pass(&v);
  assert_true(v.passed);
  assert_int_equal(v.causes, 0);
  assert_int_equal(v.wrong, 0);
  assert_string_equal(v.detail, "");
}

/* Ensure the first cause fails the verdict and writes its line. */
static void test_verdict_first_cause_writes_detail(void **state)
{
  (void)state;
  struct rg_verdict v;
  rg_verdict_pass(&v);
  assert_true(rg_verdict_fail(&v, RG_CAUSE_OVER_WRITE, "byte %d changed", 3));
  assert_false(v.passed);
  assert_int_equal(v.causes, BIT(RG_CAUSE_OVER_WRITE));
  assert_string_equal(v.detail, "byte 3 changed");
}

/* Ensure a later cause adds its bit and leaves the first cause's line. */
static void test_verdict_later_cause_keeps_detail(void **state)
{
  (void)state;
  struct rg_verdict v;
  rg_verdict_pass(&v);
  rg_verdict_fail(&v, RG_CAUSE_WRONG_RESULT, "partial[0] is 2, expected 3");
  assert_false(rg_verdict_fail(&v, RG_CAUSE_HOST_REDUCTION, "copied to the host"));
  rg_verdict_add(&v, RG_CAUSE_OVER_READ);
  assert_false(v.passed);
  assert_int_equal(v.causes, BIT(RG_CAUSE_WRONG_RESULT) | BIT(RG_CAUSE_HOST_REDUCTION) |
                                 BIT(RG_CAUSE_OVER_READ));
  assert_string_equal(v.detail, "partial[0] is 2, expected 3");
}

/* Ensure a set of causes (another verdict's) follows the same rule. */
static void test_verdict_fail_causes_same_rule(void **state)
{
  (void)state;
  unsigned set = BIT(RG_CAUSE_UNSTABLE) | BIT(RG_CAUSE_WRONG_RESULT);
  struct rg_verdict v;
  rg_verdict_pass(&v);
  assert_true(rg_verdict_fail_causes(&v, set, "on fresh data: %s", "wrong"));
  assert_int_equal(v.causes, set);
  assert_string_equal(v.detail, "on fresh data: wrong");
  assert_false(rg_verdict_fail_causes(&v, BIT(RG_CAUSE_RACE), "later"));
  assert_int_equal(v.causes, set | BIT(RG_CAUSE_RACE));
  assert_string_equal(v.detail, "on fresh data: wrong");
}

/* Ensure an overruling cause replaces the line, and append adds to it. */
static void test_verdict_overrule_and_append(void **state)
{
  (void)state;
  struct rg_verdict v;
  rg_verdict_pass(&v);
  rg_verdict_fail(&v, RG_CAUSE_WRONG_RESULT, "partial[0] is 2, expected 3");
  rg_verdict_overrule(&v, RG_CAUSE_UNSTABLE, "replayed (%s)", "the second schedule");
  assert_int_equal(v.causes, BIT(RG_CAUSE_WRONG_RESULT) | BIT(RG_CAUSE_UNSTABLE));
  assert_string_equal(v.detail, "replayed (the second schedule)");
  rg_verdict_append(&v, "; %d of %d outputs wrong", 2, 8);
  assert_string_equal(v.detail, "replayed (the second schedule); 2 of 8 outputs wrong");
  assert_false(v.passed);
}

/* Ensure pass or fail follows the set: narrowed to no cause, it passes. */
static void test_verdict_narrow_pass_from_set(void **state)
{
  (void)state;
  struct rg_verdict v;
  rg_verdict_pass(&v);
  rg_verdict_fail(&v, RG_CAUSE_WRONG_RESULT, "a wrong sum");
  rg_verdict_add(&v, RG_CAUSE_RACE);
  assert_true(rg_verdict_narrow(&v, BIT(RG_CAUSE_RACE) | BIT(RG_CAUSE_OUT_OF_BOUNDS)));
  assert_false(v.passed);
  assert_int_equal(v.causes, BIT(RG_CAUSE_RACE));
  assert_true(rg_verdict_only(&v, RG_CAUSE_RACE));
  assert_true(rg_verdict_has(&v, RG_CAUSE_RACE));
  assert_false(rg_verdict_has(&v, RG_CAUSE_WRONG_RESULT));
  assert_false(rg_verdict_narrow(&v, BIT(RG_CAUSE_OUT_OF_BOUNDS)));
  assert_true(v.passed);
  assert_int_equal(v.causes, 0);
  assert_string_equal(v.detail, "");
}

/* Ensure a line longer than the detail is cut, never overrun. */
static void test_verdict_long_line_cut(void **state)
{
  (void)state;
  char big[2000];
  memset(big, 'x', sizeof big - 1);
  big[sizeof big - 1] = '\0';
  struct rg_verdict v;
  rg_verdict_pass(&v);
  rg_verdict_fail(&v, RG_CAUSE_CRASH, "%s", big);
  assert_int_equal(strlen(v.detail), sizeof v.detail - 1);
  rg_verdict_append(&v, "; more");
  assert_int_equal(strlen(v.detail), sizeof v.detail - 1);
}

/* Ensure a cause's tag names it, and a diagnosis line names its cause. */
static void test_verdict_cause_tags(void **state)
{
  (void)state;
  assert_string_equal(rg_cause_tag(RG_CAUSE_UNSTABLE), "unstable-result");
  assert_string_equal(rg_cause_tag(RG_CAUSE_COUNT), "?");
  assert_int_equal(rg_cause_from_line("race: write at k.cu:3"), RG_CAUSE_RACE);
  assert_int_equal(rg_cause_from_line("racing: no"), -1);
}

/* Ensure the grading passes only when built, with no failed case and no
 * missed goal; an unmeasured goal does not count. */
static void test_grading_passed_from_tally(void **state)
{
  (void)state;
  struct rg_verdict ok, bad;
  rg_verdict_pass(&ok);
  rg_verdict_pass(&bad);
  rg_verdict_fail(&bad, RG_CAUSE_TIMEOUT, "hung");
  struct rg_tally t = { .built = true };
  rg_tally_case(&t, &ok);
  rg_tally_case(&t, &ok);
  rg_tally_goal(&t, false, false);
  rg_tally_goal(&t, true, true);
  assert_int_equal(t.cases, 2);
  assert_true(rg_grading_passed(&t));
  struct rg_tally unbuilt = t;
  unbuilt.built = false;
  assert_false(rg_grading_passed(&unbuilt));
  struct rg_tally missed = t;
  rg_tally_goal(&missed, true, false);
  assert_int_equal(missed.goals_missed, 1);
  assert_false(rg_grading_passed(&missed));
  rg_tally_case(&t, &bad);
  assert_int_equal(t.failed, 1);
  assert_false(rg_grading_passed(&t));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_verdict_pass_is_clean),
    cmocka_unit_test(test_verdict_first_cause_writes_detail),
    cmocka_unit_test(test_verdict_later_cause_keeps_detail),
    cmocka_unit_test(test_verdict_fail_causes_same_rule),
    cmocka_unit_test(test_verdict_overrule_and_append),
    cmocka_unit_test(test_verdict_narrow_pass_from_set),
    cmocka_unit_test(test_verdict_long_line_cut),
    cmocka_unit_test(test_verdict_cause_tags),
    cmocka_unit_test(test_grading_passed_from_tally),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
