/* test_pool.c — the stream-ordered allocator's default pools
 * (host_mem_pool.c): each device's pool, its attributes set and read back,
 * a pool that is none refused; and the occupancy API's block size when each
 * size asks its own dynamic shared memory (launch.c,
 * cudaOccupancyMaxPotentialBlockSizeVariableSMem's core). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_model_device(NULL);
  simt_reset();
  return 0;
}

/* Ensure each device has one default pool, whose attributes read back. */
static void test_pool_default_attributes(void **state)
{
  (void)state;
  cudaMemPool_t a = NULL, b = NULL, again = NULL;
  int n = 0;
  assert_int_equal(cudaGetDeviceCount(&n), cudaSuccess);
  assert_int_equal(cudaDeviceGetDefaultMemPool(&a, 0), cudaSuccess);
  assert_int_equal(cudaDeviceGetMemPool(&again, 0), cudaSuccess);
  assert_ptr_equal(a, again);
  if (n > 1) {
    assert_int_equal(cudaDeviceGetDefaultMemPool(&b, 1), cudaSuccess);
    assert_ptr_not_equal(a, b);
  }
  uint64_t t = 0, want = UINT64_MAX;
  assert_int_equal(cudaMemPoolGetAttribute(a, cudaMemPoolAttrReleaseThreshold, &t), cudaSuccess);
  assert_true(t == 0);
  assert_int_equal(cudaMemPoolSetAttribute(a, cudaMemPoolAttrReleaseThreshold, &want), cudaSuccess);
  assert_int_equal(cudaMemPoolGetAttribute(a, cudaMemPoolAttrReleaseThreshold, &t), cudaSuccess);
  assert_true(t == UINT64_MAX);
  int reuse = -1, off = 0;
  assert_int_equal(cudaMemPoolGetAttribute(a, cudaMemPoolReuseAllowOpportunistic, &reuse), cudaSuccess);
  assert_int_equal(reuse, 1);
  assert_int_equal(cudaMemPoolSetAttribute(a, cudaMemPoolReuseAllowOpportunistic, &off), cudaSuccess);
  assert_int_equal(cudaMemPoolGetAttribute(a, cudaMemPoolReuseAllowOpportunistic, &reuse), cudaSuccess);
  assert_int_equal(reuse, 0);
  uint64_t used = 7;
  assert_int_equal(cudaMemPoolSetAttribute(a, cudaMemPoolAttrUsedMemCurrent, &used), cudaErrorInvalidValue);
  cudaGetLastError();
  assert_int_equal(cudaMemPoolTrimTo(a, 0), cudaSuccess);
}

/* Ensure a device past the count, a null or foreign pool are refused. */
static void test_pool_refusals(void **state)
{
  (void)state;
  cudaMemPool_t p = NULL;
  int n = 0, x = 0;
  assert_int_equal(cudaGetDeviceCount(&n), cudaSuccess);
  assert_int_equal(cudaDeviceGetDefaultMemPool(&p, n), cudaErrorInvalidDevice);
  cudaGetLastError();
  assert_int_equal(cudaMemPoolTrimTo(NULL, 0), cudaErrorInvalidValue);
  cudaGetLastError();
  assert_int_equal(cudaMemPoolGetAttribute((cudaMemPool_t)&x, cudaMemPoolAttrReleaseThreshold, &x),
                   cudaErrorInvalidValue);
  cudaGetLastError();
  void *q = NULL;
  assert_int_equal(cudaMallocFromPoolAsync(&q, 64, NULL, 0), cudaErrorInvalidValue);
  cudaGetLastError();
}

static size_t small_blocks_only(int block, void *ctx)
{
  (void)ctx;
  return block <= 256 ? 0 : (size_t)1 << 20;  /* past any block's shared memory */
}

static size_t none(int block, void *ctx)
{
  (void)block;
  (void)ctx;
  return 0;
}

/* Ensure each block size is weighed with its own shared memory. */
static void test_pool_occupancy_variable_smem(void **state)
{
  (void)state;
  static const char kernel = 0;
  int grid = 0, block = 0, grid0 = 0, block0 = 0, per_sm = 0;
  assert_int_equal(simt_occupancy_block_size_var(&grid, &block, &kernel, none, NULL, 0, 0), cudaSuccess);
  assert_int_equal(simt_occupancy_block_size(&grid0, &block0, &kernel, 0, 0), cudaSuccess);
  assert_int_equal(block, block0);
  assert_int_equal(grid, grid0);
  assert_int_equal(simt_occupancy_block_size_var(&grid, &block, &kernel, small_blocks_only, NULL, 0, 0),
                   cudaSuccess);
  assert_int_equal(block, 256);
  assert_int_equal(simt_occupancy(&per_sm, &kernel, 256, 0), cudaSuccess);
  assert_true(per_sm > 0);
  assert_int_equal(grid, per_sm * 132);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_pool_default_attributes, setup),
    cmocka_unit_test_setup(test_pool_refusals, setup),
    cmocka_unit_test_setup(test_pool_occupancy_variable_smem, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
