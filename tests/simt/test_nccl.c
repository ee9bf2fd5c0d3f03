/* test_nccl.c — the emulator's ncclAllGather and ncclReduceScatter give
 * what NCCL gives, over two modelled devices: a right multi-GPU file that
 * uses them is graded as a GPU grades it (host-reduction, the exercise's
 * rule), not refused as a compile error. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_nccl)(int, float *);

static void two_devices(void)
{
  struct simt_options o = { .device_count = 2 };
  simt_configure(&o);
  simt_reset();
}

/* Ensure an all-gather of two floats a rank gives every rank both ranks'
 * floats, rank 0's first. */
static void test_nccl_all_gather(void **state)
{
  (void)state;
  float out[8];
  two_devices();
  assert_int_equal(run_nccl(0, out), 0);
  const float want[4] = { 1, 2, 11, 12 };
  for (int d = 0; d < 2; d++)
    for (int i = 0; i < 4; i++)
      assert_true(out[4 * d + i] == want[i]);
}

/* Ensure a reduce-scatter sums all four floats over the ranks and gives
 * rank r the r-th two of the sums, leaving the rest of its buffer. */
static void test_nccl_reduce_scatter(void **state)
{
  (void)state;
  float out[8];
  two_devices();
  assert_int_equal(run_nccl(1, out), 0);
  const float want[8] = { 12, 14, 0, 0, 16, 18, 0, 0 };
  for (int i = 0; i < 8; i++)
    assert_true(out[i] == want[i]);
}

int main(void)
{
  void *so = st_load("nccl.cu");
  if (!so)
    return 77;
  run_nccl = (int (*)(int, float *))st_sym(so, "run_nccl");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_nccl_all_gather),
    cmocka_unit_test(test_nccl_reduce_scatter),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
