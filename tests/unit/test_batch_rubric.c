/* test_batch_rubric.c — the batch grader's rubric, shards and integrity flags. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "batch.h"
#include "batch_rubric.h"

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

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rubric_longest_prefix_wins),
    cmocka_unit_test(test_rubric_bad_weight_names_line),
    cmocka_unit_test(test_rubric_missing_weight_is_error),
    cmocka_unit_test(test_shard_covers_each_once),
    cmocka_unit_test(test_integrity_flags_libraries),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
