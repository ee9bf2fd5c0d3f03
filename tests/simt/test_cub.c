/* test_cub.c — the emulator's CUB stand-ins (fixtures/cub.cu): WarpReduce
 * and BlockReduce give the reduction in lane or thread 0 only, DeviceReduce
 * sizes its scratch, finds extrema and the first index of one, and refuses
 * a scratch smaller than it asked for. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_warp_sums)(int, int, int *);
static int (*run_block_max_2d)(int *);
static int (*run_device)(const float *, int, float *, long long *, size_t *);
static int (*run_device_short)(int);
static int (*run_reused_storage)(void);
static int (*run_block_sum_own_storage)(int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure each logical warp's lane 0 gets the sum of its first valid lanes'
 * inputs and every other lane its own input, never a sum. */
static void test_warp_reduce_lane_zero_only(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_warp_sums(32, 32, out), 0);
  assert_int_equal(out[0], 32 * 33 / 2);
  for (int l = 1; l < 32; l++)
    assert_int_equal(out[l], l + 1);
  assert_int_equal(run_warp_sums(32, 5, out), 0);
  assert_int_equal(out[0], 1 + 2 + 3 + 4 + 5);
  assert_int_equal(run_warp_sums(8, 8, out), 0);
  for (int w = 0; w < 4; w++) {
    int first = w * 8 + 1;
    assert_int_equal(out[w * 8], 8 * first + 28);
    assert_int_equal(out[w * 8 + 3], w * 8 + 4);
  }
}

/* Ensure a 2D block is reduced in its linear order, the result in thread
 * 0 only. */
static void test_block_reduce_2d(void **state)
{
  (void)state;
  int out[64];
  assert_int_equal(run_block_max_2d(out), 0);
  assert_int_equal(out[0], 63);
  for (int t = 1; t < 64; t++)
    assert_int_equal(out[t], t * 3 % 64);
}

/* Ensure BlockReduce() (its own shared storage) sums the block. */
static void test_block_reduce_own_storage(void **state)
{
  (void)state;
  int out = 0;
  assert_int_equal(run_block_sum_own_storage(&out), 0);
  assert_int_equal(out, 127 * 128 / 2);
}

/* Ensure Max, Min and ArgMax over more items than one tile, the argmax's
 * index the first of two equal maxima, and the deprecated ArgMin's pair. */
static void test_device_extrema(void **state)
{
  (void)state;
  enum { N = 10000 };
  static float in[N];
  for (int i = 0; i < N; i++)
    in[i] = (float)((i * 37) % 1000) - 500.0f;
  in[4321] = 900.0f;
  in[7777] = 900.0f;
  in[123] = -800.0f;
  float res[3];
  long long idx[2];
  size_t bytes = 0;
  assert_int_equal(run_device(in, N, res, idx, &bytes), 0);
  assert_true(bytes > 1);
  assert_true(res[0] == 900.0f && res[1] == -800.0f && res[2] == 900.0f);
  assert_int_equal(idx[0], 4321);
  assert_int_equal(idx[1], 123);
}

/* Ensure one tile asks for one byte, and no item gives the identities and
 * index 1 (CUB's documented empty result). */
static void test_device_small_and_empty(void **state)
{
  (void)state;
  float in[3] = { 2.0f, -1.0f, 2.0f }, res[3];
  long long idx[2];
  size_t bytes = 0;
  assert_int_equal(run_device(in, 3, res, idx, &bytes), 0);
  assert_int_equal(bytes, 1);
  assert_true(res[0] == 2.0f && res[1] == -1.0f);
  assert_int_equal(idx[0], 0);
  assert_int_equal(idx[1], 1);
  assert_int_equal(run_device(in, 0, res, idx, &bytes), 0);
  assert_true(res[1] > 3e38f && res[2] < -3e38f);
  assert_int_equal(idx[0], 1);
}

/* Ensure fewer temp_storage_bytes than the first call gave is refused with
 * cudaErrorInvalidValue. */
static void test_device_scratch_too_small(void **state)
{
  (void)state;
  assert_int_equal(run_device_short(100000), cudaErrorInvalidValue);
}

/* Ensure a TempStorage reused with no barrier races, named at the kernel's
 * two calls (the stand-in's frames inlined and skipped). */
static void test_block_reduce_reuse_races(void **state)
{
  (void)state;
  char first[64], second[64];
  run_reused_storage();
  snprintf(first, sizeof first, "cub.cu:%d ", st_line("cub.cu", "REUSE-FIRST"));
  snprintf(second, sizeof second, "cub.cu:%d ", st_line("cub.cu", "REUSE-SECOND"));
  const char *d = st_diags();
  assert_true(st_has(d, "race", first));
  assert_true(st_has(d, "race", second));
}

int main(void)
{
  void *so = st_load("cub.cu");
  if (!so)
    return 77;
  run_warp_sums = (int (*)(int, int, int *))st_sym(so, "run_warp_sums");
  run_block_max_2d = (int (*)(int *))st_sym(so, "run_block_max_2d");
  run_device = (int (*)(const float *, int, float *, long long *, size_t *))st_sym(so, "run_device");
  run_device_short = (int (*)(int))st_sym(so, "run_device_short");
  run_reused_storage = (int (*)(void))st_sym(so, "run_reused_storage");
  run_block_sum_own_storage = (int (*)(int *))st_sym(so, "run_block_sum_own_storage");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_warp_reduce_lane_zero_only, setup),
    cmocka_unit_test_setup(test_block_reduce_2d, setup),
    cmocka_unit_test_setup(test_block_reduce_own_storage, setup),
    cmocka_unit_test_setup(test_device_extrema, setup),
    cmocka_unit_test_setup(test_device_small_and_empty, setup),
    cmocka_unit_test_setup(test_device_scratch_too_small, setup),
    cmocka_unit_test_setup(test_block_reduce_reuse_races, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
