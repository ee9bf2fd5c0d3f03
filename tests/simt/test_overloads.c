/* test_overloads.c — what nvcc accepts the shim accepts and computes alike
 * (fixtures/overloads.cu): __CUDA_ARCH__ 900 in kernels, __noinline__ beside
 * <memory>, warpSize 32, __reduce_or_sync of floats, a short shuffled as an
 * int, 16-bit atomicCAS, float2 and float4 atomicAdd; cooperative groups and
 * cuda::atomic_ref keep their wider types.  A fixture that does not compile
 * fails every test (st_load exits 99). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

/* Same layout as struct results in fixtures/overloads.cu. */
struct results {
  int arch, warp, noinline_sum;
  unsigned or_of_floats;
  int short_shuffled;
  unsigned short halves[2];
  float pair[2];
  float quad[4];
  float max_ref, tile_struct;
};

static struct results r;
static int host_warp;

/* One block of 64 threads runs every call once. */
static int setup_group(void **state)
{
  (void)state;
  void *so = st_load("overloads.cu");
  int (*run)(void *, size_t, int *) = (int (*)(void *, size_t, int *))st_sym(so, "run_overloads");
  simt_configure(NULL);
  simt_reset();
  return run(&r, sizeof r, &host_warp);
}

/* Ensure a kernel sees __CUDA_ARCH__ as sm_90's 900, and warpSize as 32 in
 * device and host code. */
static void test_arch_and_warp_size(void **state)
{
  (void)state;
  assert_int_equal(r.arch, 900);
  assert_int_equal(r.warp, 32);
  assert_int_equal(host_warp, 32);
}

/* Ensure a __noinline__ function compiles beside <memory> and returns. */
static void test_noinline(void **state)
{
  (void)state;
  assert_int_equal(r.noinline_sum, 42);
}

/* Ensure __reduce_or_sync converts a float to unsigned (lanes 0..31 or to
 * 31), and a short shuffles as an int (lane 1's 101 reaches lane 0). */
static void test_warp_conversions(void **state)
{
  (void)state;
  assert_int_equal(r.or_of_floats, 31);
  assert_int_equal(r.short_shuffled, 101);
}

/* Ensure a 16-bit atomicCAS counts every thread and leaves the other half
 * of its word alone. */
static void test_cas_16_bits(void **state)
{
  (void)state;
  assert_int_equal(r.halves[0], 64);
  assert_int_equal(r.halves[1], 64);
}

/* Ensure float2 and float4 atomicAdd add each component. */
static void test_vector_atomic_add(void **state)
{
  (void)state;
  assert_true(r.pair[0] == 64.0f && r.pair[1] == 128.0f);
  assert_true(r.quad[0] == 64.0f && r.quad[1] == 128.0f && r.quad[2] == 192.0f &&
              r.quad[3] == 256.0f);
}

/* Ensure cuda::atomic_ref<float>::fetch_max and a tile's shfl of a struct,
 * which atomicMax and __shfl_sync do not take, still work. */
static void test_wider_types_inside(void **state)
{
  (void)state;
  assert_true(r.max_ref == 31.5f);
  assert_true(r.tile_struct == 0.25f);
  assert_int_equal(simt_diag_count(), 0);
}

int main(void)
{
  if (!st_load("overloads.cu"))
    return 77;
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_arch_and_warp_size),
    cmocka_unit_test(test_noinline),
    cmocka_unit_test(test_warp_conversions),
    cmocka_unit_test(test_cas_16_bits),
    cmocka_unit_test(test_vector_atomic_add),
    cmocka_unit_test(test_wider_types_inside),
  };
  return cmocka_run_group_tests(tests, setup_group, NULL);
}
