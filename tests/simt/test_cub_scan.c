/* test_cub_scan.c — the emulator's CUB scans (fixtures/cub_scan.cu):
 * BlockScan's exclusive forms across a partial warp, with and without an
 * initial value, its array form and aggregates; WarpScan over logical
 * warps; WarpReduce's head and tail segmented sums in each segment's first
 * lane. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_block_scans)(int *, int *, int *, int *);
static int (*run_warp_scans)(int *, int *, int *, int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure thread t of 70 gets the sum of 1..t, the max of 1..t (thread 0
 * its own input, CUB's undefined), the array prefix t(t-1)/2 + t, and the
 * aggregates. */
static void test_block_exclusive_scans(void **state)
{
  (void)state;
  int exc[70], mx[70], arr[140], agg[3];
  assert_int_equal(run_block_scans(exc, mx, arr, agg), 0);
  for (int t = 0; t < 70; t++) {
    assert_int_equal(exc[t], t * (t + 1) / 2);
    assert_int_equal(mx[t], t == 0 ? 1 : t);
    assert_int_equal(arr[2 * t], t * (t - 1) / 2 + t);
    assert_int_equal(arr[2 * t + 1], t * (t - 1) / 2 + t + t);
  }
  assert_int_equal(agg[0], 70 * 71 / 2);
  assert_int_equal(agg[1], 70);
  assert_int_equal(agg[2], 69 * 70 / 2 + 70);
}

/* Ensure each 8-lane logical warp scans alone, and the segmented sums land
 * in each segment's first lane (the others keep their input). */
static void test_warp_scan_and_segments(void **state)
{
  (void)state;
  int inc[32], agg[32], head[32], tail[32];
  assert_int_equal(run_warp_scans(inc, agg, head, tail), 0);
  for (int l = 0; l < 32; l++) {
    int base = l / 8 * 8;
    assert_int_equal(inc[l], (l + 1) * (l + 2) / 2 - base * (base + 1) / 2);
    assert_int_equal(agg[l], (base + 8) * (base + 9) / 2 - base * (base + 1) / 2);
  }
  assert_int_equal(head[0], 1 + 2 + 3);
  assert_int_equal(head[3], 20 * 21 / 2 - 3 * 4 / 2);
  assert_int_equal(head[20], 32 * 33 / 2 - 20 * 21 / 2);
  assert_int_equal(head[5], 6);
  assert_int_equal(tail[0], 15);
  assert_int_equal(tail[5], 32 * 33 / 2 - 15);
  assert_int_equal(tail[4], 5);
}

int main(void)
{
  void *so = st_load("cub_scan.cu");
  if (!so)
    return 77;
  run_block_scans = (int (*)(int *, int *, int *, int *))st_sym(so, "run_block_scans");
  run_warp_scans = (int (*)(int *, int *, int *, int *))st_sym(so, "run_warp_scans");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_block_exclusive_scans, setup),
    cmocka_unit_test_setup(test_warp_scan_and_segments, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
