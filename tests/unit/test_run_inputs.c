/* test_run_inputs.c — what of a case's input the graded child still holds
 * once the glue has taken it (run_inputs.c). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "run_internal.h"

/* Ensure a far input's places and values are gone from the child's job
 * once the glue has built it (the count stays: the glue asks it), so that
 * host code that finds the job on its stack cannot write the sum of a
 * 2^31-element case from them. */
static void test_run_inputs_far_points_wiped(void **state)
{
  (void)state;
  rg_job job;
  memset(&job, 0, sizeof job);
  job.abi = RG_GLUE_ABI;
  job.n = ((size_t)1 << 31) + 7;
  job.far_points = 3;
  for (int k = 0; k < 3; k++) {
    job.far_at[k] = (size_t)1 << (29 + k);
    job.far_value[k] = 1.5 * (k + 1);
  }
  /* No host input to read from the pipe: a far input has none. */
  assert_int_equal(rg_inputs_receive(-1, &job), 0);
  assert_true(job.far_value[0] == 1.5); /* the glue builds the input from them */
  job.inputs_taken();                    /* the glue has built it */
  assert_int_equal(job.far_points, 3);
  for (int k = 0; k < RG_FAR_MAX; k++) {
    assert_true(job.far_at[k] == 0);
    assert_true(job.far_value[k] == 0.0);
  }
}

/* Ensure a later job's points are not wiped by an earlier one's end. */
static void test_run_inputs_each_job_its_own(void **state)
{
  (void)state;
  rg_job first, second;
  memset(&first, 0, sizeof first);
  memset(&second, 0, sizeof second);
  first.far_points = second.far_points = 1;
  first.far_value[0] = 2.0;
  second.far_value[0] = 3.0;
  assert_int_equal(rg_inputs_receive(-1, &first), 0);
  first.inputs_taken();
  assert_int_equal(rg_inputs_receive(-1, &second), 0);
  assert_true(second.far_value[0] == 3.0);
  rg_inputs_taken();
  assert_true(second.far_value[0] == 0.0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_run_inputs_far_points_wiped),
    cmocka_unit_test(test_run_inputs_each_job_its_own),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
