/* test_compare.c — the progression's step verdict: faster, level within the
 * run-to-run noise, or slower. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "compare.h"

/* Ensure a step that takes no longer than the one before is at least as fast. */
static void test_compare_step_faster(void **state)
{
  (void)state;
  assert_int_equal(rg_compare_step(25.0, 24.0, 0.04, 0.04, 3), RG_STEP_FASTER);
  assert_int_equal(rg_compare_step(25.0, 25.0, 0.0, 0.0, 1), RG_STEP_FASTER);
}

/* Ensure a step slower by less than the larger spread of the two is level. */
static void test_compare_step_level_within_spread(void **state)
{
  (void)state;
  /* 3.2% slower; the rows' spreads are 4.1% and 3.7%. */
  assert_int_equal(rg_compare_step(24.8, 25.6, 0.041, 0.037, 3), RG_STEP_LEVEL);
  assert_int_equal(rg_compare_step(24.8, 25.6, 0.010, 0.041, 3), RG_STEP_LEVEL);
}

/* Ensure a step slower by more than either spread is slower. */
static void test_compare_step_slower_past_spread(void **state)
{
  (void)state;
  assert_int_equal(rg_compare_step(24.8, 26.0, 0.02, 0.03, 3), RG_STEP_SLOWER);
}

/* Ensure one round has no spread to hide behind: any slowdown counts. */
static void test_compare_step_one_round_is_strict(void **state)
{
  (void)state;
  assert_int_equal(rg_compare_step(24.8, 25.0, 0.5, 0.5, 1), RG_STEP_SLOWER);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_compare_step_faster),
    cmocka_unit_test(test_compare_step_level_within_spread),
    cmocka_unit_test(test_compare_step_slower_past_spread),
    cmocka_unit_test(test_compare_step_one_round_is_strict),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
