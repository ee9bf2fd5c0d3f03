/* test_cub_seg_arg.c — the emulator's DeviceSegmentedReduce::ArgMin and
 * ArgMax (fixtures/cub_seg_arg.cu): keys counted from each segment's start,
 * the lower index on a tie, and CUB 13's (1, lowest()) / (1, max()) for an
 * empty segment. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_seg_arg)(const float *, int *, float *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure segment [5, 45)'s maximum at 7 and 40 reports key 2 (7 - 5), its
 * minimum at 44 key 39, and the empty segment the documented pairs. */
static void test_seg_arg_keys_and_empty(void **state)
{
  (void)state;
  float in[45];
  for (int i = 0; i < 45; i++)
    in[i] = (float)((i * 7) % 11);
  in[3] = 50.0f;
  in[1] = -3.0f;
  in[7] = 60.0f;
  in[40] = 60.0f;
  in[44] = -9.0f;
  int keys[6];
  float vals[6];
  assert_int_equal(run_seg_arg(in, keys, vals), 0);
  assert_int_equal(keys[0], 3);
  assert_true(vals[0] == 50.0f);
  assert_int_equal(keys[1], 1);
  assert_true(vals[1] < -3e38f);
  assert_int_equal(keys[2], 2);
  assert_true(vals[2] == 60.0f);
  assert_int_equal(keys[3], 1);
  assert_true(vals[3] == -3.0f);
  assert_int_equal(keys[4], 1);
  assert_true(vals[4] > 3e38f);
  assert_int_equal(keys[5], 39);
  assert_true(vals[5] == -9.0f);
}

int main(void)
{
  void *so = st_load("cub_seg_arg.cu");
  if (!so)
    return 77;
  run_seg_arg = (int (*)(const float *, int *, float *))st_sym(so, "run_seg_arg");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_seg_arg_keys_and_empty, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
