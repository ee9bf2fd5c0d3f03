/* test_apiargs.c — the runtime's calls under arguments a buggy or hostile
 * submission passes: each answers CUDA's error, none crashes the runtime
 * (host_memory.c, host_stream.c, host_device.c, launch.c, host_error.c,
 * simt_cuda.h's cudaLaunchKernel). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static void (*run_free_host)(int *);
static void (*run_launch_no_args)(int *);
static const char *(*run_bad_limit)(int *);
static void (*run_launch_short_arg)(long long *);
static void (*run_occupancy_huge_dyn)(int *);
static void (*run_carveout)(int *);
static void (*run_host_extent_wraps)(int *);
static void (*run_bad_flags)(int *, int *);

static int setup(void **state)
{
  (void)state;
  struct simt_options o = { .seed = 1, .device_count = 2 };
  simt_configure(&o);
  simt_reset();
  return 0;
}

/* Ensure cudaFreeHost refuses what cudaMallocHost did not give (free()
 * aborted the process on a local's address) and frees its own once. */
static void test_free_host_refuses_foreign_pointers(void **state)
{
  (void)state;
  int c[5] = { -1, -1, -1, -1, -1 };
  run_free_host(c);
  for (int i = 0; i < 4; i++)
    assert_int_equal(c[i], cudaErrorInvalidValue);
  assert_int_equal(c[4], cudaSuccess);
}

/* Ensure a launch of a kernel with parameters and no argument array is
 * refused (it was read through NULL), and one with none still runs. */
static void test_launch_kernel_null_args_refused(void **state)
{
  (void)state;
  int c[3] = { -1, -1, -1 };
  run_launch_no_args(c);
  assert_int_equal(c[0], cudaErrorInvalidValue);
  assert_int_equal(c[1], cudaErrorInvalidValue);
  assert_int_equal(c[2], cudaSuccess);
}

/* Ensure a launch whose args[] entry points at an int for a size_t
 * parameter is refused, named at its line, and one at a size_t runs. */
static void test_launch_args_short_object_refused(void **state)
{
  (void)state;
  long long c[4] = { -1, -1, -1, -1 };
  run_launch_short_arg(c);
  assert_int_equal(c[0], cudaErrorInvalidValue);
  assert_int_equal(c[1], cudaErrorInvalidValue);
  assert_int_equal(c[2], cudaSuccess);
  assert_int_equal(c[3], 9);
  char at[64];
  snprintf(at, sizeof at, "apiargs.cu:%d",
           st_line("apiargs.cu", "the short argument's launch is above") + 1);
  const char *d = st_diags();
  assert_true(st_has(d, "cuda-error", "args[0] of the launch points at an object of 4 bytes"));
  assert_true(st_has(d, "cuda-error", at));
}

/* Ensure an unknown limit's error has its own name, not cudaErrorUnknown. */
static void test_unsupported_limit_named(void **state)
{
  (void)state;
  int code = -1;
  const char *name = run_bad_limit(&code);
  assert_int_equal(code, cudaErrorUnsupportedLimit);
  assert_string_equal(name, "cudaErrorUnsupportedLimit");
}

/* Ensure dynamic shared memory past any SM's gives no resident block (a
 * wrapped sum divided by zero, or let 32 blocks in), and 1 KiB some. */
static void test_occupancy_huge_dynamic_shared(void **state)
{
  (void)state;
  int b[3];
  run_occupancy_huge_dyn(b);
  assert_int_equal(b[0], 0);
  assert_int_equal(b[1], 0);
  assert_true(b[2] > 0);
}

/* Ensure a carveout outside -1..100 is refused, one inside taken. */
static void test_carveout_range(void **state)
{
  (void)state;
  int c[3];
  run_carveout(c);
  assert_int_equal(c[0], cudaErrorInvalidValue);
  assert_int_equal(c[1], cudaSuccess);
  assert_int_equal(c[2], cudaSuccess);
}

/* Ensure a copy whose host side wraps past the address space's end is
 * refused (the runtime's own memmove faulted), a valid 2D copy done. */
static void test_host_extent_wraps_refused(void **state)
{
  (void)state;
  int c[4] = { -1, -1, -1, -1 };
  run_host_extent_wraps(c);
  assert_int_equal(c[0], cudaErrorInvalidValue);
  assert_int_equal(c[1], cudaErrorInvalidValue);
  assert_int_equal(c[2], cudaErrorInvalidValue);
  assert_int_equal(c[3], cudaSuccess);
}

/* Ensure flags CUDA does not define are refused as on a GPU (each was
 * taken), and defined ones still taken. */
static void test_undefined_flags_refused(void **state)
{
  (void)state;
  int bad[8], good[8];
  memset(bad, 0xff, sizeof bad);
  memset(good, 0xff, sizeof good);
  run_bad_flags(bad, good);
  for (int i = 0; i < 8; i++) {
    assert_int_equal(bad[i], cudaErrorInvalidValue);
    assert_int_equal(good[i], cudaSuccess);
  }
}

int main(void)
{
  void *so = st_load("apiargs.cu");
  if (!so)
    return 77;
  *(void **)&run_free_host = st_sym(so, "run_free_host");
  *(void **)&run_launch_no_args = st_sym(so, "run_launch_no_args");
  *(void **)&run_bad_limit = st_sym(so, "run_bad_limit");
  *(void **)&run_launch_short_arg = st_sym(so, "run_launch_short_arg");
  *(void **)&run_occupancy_huge_dyn = st_sym(so, "run_occupancy_huge_dyn");
  *(void **)&run_carveout = st_sym(so, "run_carveout");
  *(void **)&run_host_extent_wraps = st_sym(so, "run_host_extent_wraps");
  *(void **)&run_bad_flags = st_sym(so, "run_bad_flags");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_free_host_refuses_foreign_pointers, setup),
    cmocka_unit_test_setup(test_launch_kernel_null_args_refused, setup),
    cmocka_unit_test_setup(test_launch_args_short_object_refused, setup),
    cmocka_unit_test_setup(test_unsupported_limit_named, setup),
    cmocka_unit_test_setup(test_occupancy_huge_dynamic_shared, setup),
    cmocka_unit_test_setup(test_carveout_range, setup),
    cmocka_unit_test_setup(test_host_extent_wraps_refused, setup),
    cmocka_unit_test_setup(test_undefined_flags_refused, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
