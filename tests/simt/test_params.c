/* test_params.c — a kernel's parameters passed as a GPU passes them
 * (include/simt_launch.h): a parameter of a class with a copy constructor
 * and a destructor of its own is copied once per launch at the launch
 * statement (none for cudaLaunchKernel's void **args) and destroyed once
 * there, never by the device threads, each of which still has a copy of
 * its own (fixtures/params.cu). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

/* Same layout as struct counts in fixtures/params.cu. */
struct counts {
  int copies_at_return, dtors_at_return;
  int copies_after_sync, dtors_after_sync;
  int values_right;
  int host_value;
};

static void (*run_chevron)(struct counts *);
static void (*run_chevron_template)(struct counts *);
static void (*run_launch_kernel)(struct counts *, int);
static void (*run_launch_ex)(struct counts *);

static int setup(void **state)
{
  (void)state;
  struct simt_options o = { .seed = 1 };
  simt_configure(&o);
  simt_reset();
  return 0;
}

/* copies: how many the launch statement makes (and destroys) */
static void expect(const struct counts *r, int copies, int host_value)
{
  assert_int_equal(r->copies_at_return, copies);
  assert_int_equal(r->dtors_at_return, copies);
  assert_int_equal(r->copies_after_sync, copies);
  assert_int_equal(r->dtors_after_sync, copies);
  assert_int_equal(r->values_right, 64);
  assert_int_equal(r->host_value, host_value);
}

/* Ensure kernel<<<>>>(c, ...) copies c once and destroys the copy when the
 * statement ends (each of 64 threads did both, after the launch). */
static void test_chevron_copies_once(void **state)
{
  (void)state;
  struct counts r;
  run_chevron(&r);
  expect(&r, 1, 100);
}

/* Ensure the same where the launch's argument types choose the kernel (a
 * template), which was the per-thread call. */
static void test_chevron_template_copies_once(void **state)
{
  (void)state;
  struct counts r;
  run_chevron_template(&r);
  expect(&r, 1, 200);
}

/* Ensure cudaLaunchKernel and cudaLaunchCooperativeKernel copy the bytes
 * at args[i] and construct and destroy nothing. */
static void test_launch_kernel_constructs_nothing(void **state)
{
  (void)state;
  struct counts r;
  run_launch_kernel(&r, 0);
  expect(&r, 0, 300);
  run_launch_kernel(&r, 1);
  expect(&r, 0, 300);
}

/* Ensure cudaLaunchKernelEx converts its argument once, as CUDA's
 * template's by-value call does. */
static void test_launch_ex_copies_once(void **state)
{
  (void)state;
  struct counts r;
  run_launch_ex(&r);
  expect(&r, 1, 400);
}

int main(void)
{
  void *so = st_load("params.cu");
  if (!so)
    return 77;
  *(void **)&run_chevron = st_sym(so, "run_chevron");
  *(void **)&run_chevron_template = st_sym(so, "run_chevron_template");
  *(void **)&run_launch_kernel = st_sym(so, "run_launch_kernel");
  *(void **)&run_launch_ex = st_sym(so, "run_launch_ex");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_chevron_copies_once, setup),
    cmocka_unit_test_setup(test_chevron_template_copies_once, setup),
    cmocka_unit_test_setup(test_launch_kernel_constructs_nothing, setup),
    cmocka_unit_test_setup(test_launch_ex_copies_once, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
