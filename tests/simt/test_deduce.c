/* test_deduce.c — launches of a kernel template without its template
 * arguments and of overloaded kernels (fixtures/deduce.cu): they compile,
 * run the kernel a call would choose, keep the kernel's own checks, and the
 * dynamic shared memory a kernel named only by its call may use, the launch's
 * line. */
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

static int (*run_copy)(int);
static int (*run_convert)(double *);
static int (*run_scale)(int *);
static int (*run_mark)(int *, float *);
static int (*run_read_past)(void);
static int (*run_bounded)(int);
static int (*run_shared)(int, int, int);
static cudaStream_t (*run_queued)(void);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure T deduced for const T * from a T * argument, inside a template
 * host function, copies every element over several blocks. */
static void test_deduce_const_pointer(void **state)
{
  (void)state;
  assert_int_equal(run_copy(1000), 0);
}

/* Ensure two template parameters are deduced, one from each pointer. */
static void test_deduce_two_parameters(void **state)
{
  (void)state;
  double out = 0;
  assert_int_equal(run_convert(&out), cudaSuccess);
  assert_true(out == 9.5);
}

/* Ensure a default template argument keeps its value. */
static void test_deduce_default_argument(void **state)
{
  (void)state;
  int out = 0;
  assert_int_equal(run_scale(&out), cudaSuccess);
  assert_int_equal(out, 6);
}

/* Ensure each overloaded kernel runs for its own argument type. */
static void test_overloaded_kernels(void **state)
{
  (void)state;
  int i = 0;
  float f = 0;
  assert_int_equal(run_mark(&i, &f), cudaSuccess);
  assert_int_equal(i, 1);
  assert_true(f == 2.0f);
}

/* Ensure a fault in a deduced kernel is reported at the kernel's line. */
static void test_deduce_fault_line(void **state)
{
  (void)state;
  char w[64];
  assert_int_equal(run_read_past(), cudaErrorIllegalAddress);
  snprintf(w, sizeof w, "deduce.cu:%d", st_line("deduce.cu", "DEDUCED-OOB"));
  assert_true(st_has(st_diags(), "out-of-bounds", w));
}

/* Ensure a deduced kernel's __launch_bounds__ still refuses a larger block. */
static void test_deduce_launch_bounds(void **state)
{
  (void)state;
  assert_int_equal(run_bounded(64), cudaSuccess);
  assert_int_equal(run_bounded(128), cudaErrorLaunchOutOfResources);
}

/* Ensure dynamic shared memory over 48 KB: refused without an opt-in,
 * accepted with the opt-in of the kernel's specialisation whether the launch
 * names its template arguments or not; a kernel named with its arguments
 * keeps its own attributes (another kernel's opt-in is not its). */
static void test_deduce_shared_opt_in(void **state)
{
  (void)state;
  assert_int_equal(run_shared(64 * 1024, 0, 0), cudaErrorInvalidValue);
  simt_reset();
  assert_int_equal(run_shared(64 * 1024, 64 * 1024, 0), cudaSuccess);
  simt_reset();
  assert_int_equal(run_shared(64 * 1024, 64 * 1024, 1), cudaSuccess);
  simt_reset();
  assert_int_equal(run_shared(64 * 1024, 64 * 1024, 2), cudaErrorInvalidValue);
}

/* Ensure a queued deduced launch is named by the student's launch line. */
static void test_deduce_launch_line(void **state)
{
  (void)state;
  char what[512], w[64];
  cudaStream_t s = run_queued();
  assert_true(simt_stream_pending_what(s, what, sizeof what) > 0);
  snprintf(w, sizeof w, "deduce.cu:%d", st_line("deduce.cu", "QUEUED-LAUNCH"));
  assert_non_null(strstr(what, w));
  assert_int_equal(cudaStreamSynchronize(s), cudaSuccess);
}

int main(void)
{
  void *so = st_load("deduce.cu");
  if (!so)
    return 77;
  run_copy = (int (*)(int))st_sym(so, "run_copy");
  run_convert = (int (*)(double *))st_sym(so, "run_convert");
  run_scale = (int (*)(int *))st_sym(so, "run_scale");
  run_mark = (int (*)(int *, float *))st_sym(so, "run_mark");
  run_read_past = (int (*)(void))st_sym(so, "run_read_past");
  run_bounded = (int (*)(int))st_sym(so, "run_bounded");
  run_shared = (int (*)(int, int, int))st_sym(so, "run_shared");
  run_queued = (cudaStream_t (*)(void))st_sym(so, "run_queued");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_deduce_const_pointer, setup),
    cmocka_unit_test_setup(test_deduce_two_parameters, setup),
    cmocka_unit_test_setup(test_deduce_default_argument, setup),
    cmocka_unit_test_setup(test_overloaded_kernels, setup),
    cmocka_unit_test_setup(test_deduce_fault_line, setup),
    cmocka_unit_test_setup(test_deduce_launch_bounds, setup),
    cmocka_unit_test_setup(test_deduce_shared_opt_in, setup),
    cmocka_unit_test_setup(test_deduce_launch_line, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
