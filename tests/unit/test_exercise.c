/* test_exercise.c — the exercise registry: lookup by number or folder name,
 * and which block sizes each algorithm accepts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "exercise.h"

/* Ensure a bare number finds the exercise. */
static void test_exercise_find_by_number(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("1");
  assert_non_null(ex);
  assert_int_equal(ex->number, 1);
}

/* Ensure a zero-padded number finds the same exercise. */
static void test_exercise_find_by_padded_number(void **state)
{
  (void)state;
  assert_ptr_equal(rg_exercise_find("01"), rg_exercise_find("1"));
  assert_int_equal(rg_exercise_find("07")->number, 7);
}

/* Ensure the folder name finds the exercise. */
static void test_exercise_find_by_slug(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("01-interleaved");
  assert_non_null(ex);
  assert_int_equal(ex->number, 1);
}

/* Ensure a number past the first entries (15 after 09) is found. */
static void test_exercise_find_last_entry(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("15");
  assert_non_null(ex);
  assert_string_equal(ex->slug, "15-beat-cub");
}

/* Ensure a number no exercise has gives NULL. */
static void test_exercise_find_unknown_number(void **state)
{
  (void)state;
  assert_null(rg_exercise_find("99"));
  assert_null(rg_exercise_find("0"));
}

/* Ensure names that are neither a number nor a folder give NULL. */
static void test_exercise_find_unknown_name(void **state)
{
  (void)state;
  assert_null(rg_exercise_find("interleaved"));
  assert_null(rg_exercise_find("1x"));
  assert_null(rg_exercise_find("01-interleaved-extra"));
}

/* Ensure empty and NULL names give NULL instead of crashing. */
static void test_exercise_find_empty(void **state)
{
  (void)state;
  assert_null(rg_exercise_find(""));
  assert_null(rg_exercise_find(NULL));
}

/* Ensure a power of two from min_block to 1024 is accepted. */
static void test_exercise_block_ok_powers_of_two(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("01");
  assert_true(rg_exercise_block_ok(ex, 32));
  assert_true(rg_exercise_block_ok(ex, 256));
  assert_true(rg_exercise_block_ok(ex, 1024));
}

/* Ensure a block below min_block is refused. */
static void test_exercise_block_ok_below_min(void **state)
{
  (void)state;
  assert_false(rg_exercise_block_ok(rg_exercise_find("01"), 16));
  assert_false(rg_exercise_block_ok(rg_exercise_find("04"), 32));
  assert_true(rg_exercise_block_ok(rg_exercise_find("04"), 64));
}

/* Ensure a block above 1024 is refused, power of two or not. */
static void test_exercise_block_ok_above_1024(void **state)
{
  (void)state;
  assert_false(rg_exercise_block_ok(rg_exercise_find("01"), 2048));
  assert_false(rg_exercise_block_ok(rg_exercise_find("05"), 1056));
}

/* Ensure a multiple of 32 that is no power of two is refused unless the
 * exercise says so. */
static void test_exercise_block_ok_multiple_of_32(void **state)
{
  (void)state;
  assert_false(rg_exercise_block_ok(rg_exercise_find("01"), 96));
  assert_true(rg_exercise_block_ok(rg_exercise_find("05"), 96));
  assert_true(rg_exercise_block_ok(rg_exercise_find("05"), 480));
}

/* Ensure a size that is neither a power of two nor a multiple of 32 is
 * refused everywhere. */
static void test_exercise_block_ok_odd_size(void **state)
{
  (void)state;
  assert_false(rg_exercise_block_ok(rg_exercise_find("05"), 100));
  assert_false(rg_exercise_block_ok(rg_exercise_find("01"), 100));
}

/* Ensure a block part launches ceil(n / (block * items)) blocks. */
static void test_exercise_part_grid_rounds_up(void **state)
{
  (void)state;
  const struct rg_part *p = &rg_exercise_find("03")->parts[0];
  assert_int_equal(rg_part_grid(p, 512, 256), 1);
  assert_int_equal(rg_part_grid(p, 513, 256), 2);
  assert_int_equal(rg_part_outputs(&rg_exercise_find("07")->parts[0], 5000, 0, 0, 256), 1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_exercise_find_by_number),
    cmocka_unit_test(test_exercise_find_by_padded_number),
    cmocka_unit_test(test_exercise_find_by_slug),
    cmocka_unit_test(test_exercise_find_last_entry),
    cmocka_unit_test(test_exercise_find_unknown_number),
    cmocka_unit_test(test_exercise_find_unknown_name),
    cmocka_unit_test(test_exercise_find_empty),
    cmocka_unit_test(test_exercise_block_ok_powers_of_two),
    cmocka_unit_test(test_exercise_block_ok_below_min),
    cmocka_unit_test(test_exercise_block_ok_above_1024),
    cmocka_unit_test(test_exercise_block_ok_multiple_of_32),
    cmocka_unit_test(test_exercise_block_ok_odd_size),
    cmocka_unit_test(test_exercise_part_grid_rounds_up),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
