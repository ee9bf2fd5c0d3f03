/* test_cuda_barrier_pipeline.c — <cuda/barrier> and <cuda/pipeline> on the
 * emulator: a block's cuda::memcpy_async into shared memory, through a
 * block-scope barrier (one thread's copy, the block's copy) and a thread's
 * own pipeline, compiles, runs without a race or a divergent barrier, and
 * each thread reads after the wait what the copy brought. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

#define N 64
static int (*run_staged)(int *);
static int (*run_two_sites)(int *);

/* Ensure thread t reads element t + 1 of the barrier's copy, N - 1 - t of
 * the block's copy and t + 2 of the pipeline's, with no diagnosis. */
static void test_staged_copies(void **state)
{
  (void)state;
  int out[N];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_staged(out), 0);
  for (int t = 0; t < N; t++)
    assert_int_equal(out[t], (t + 1) % N + 100 * (N - 1 - t) + 10000 * ((t + 2) % N));
  assert_string_equal(st_diags(), "");
}

/* Ensure a barrier waited on at two places (odd threads at one, even at
 * the other) is one barrier: every thread reads the value another thread
 * stored before it, and no divergence is named. */
static void test_two_sites(void **state)
{
  (void)state;
  int out[N];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_two_sites(out), 0);
  for (int t = 0; t < N; t++)
    assert_int_equal(out[t], N - 1 - t);
  assert_string_equal(st_diags(), "");
}

int main(void)
{
  void *so = st_load("cuda_barrier_pipeline.cu");
  if (!so)
    return 77;
  run_staged = (int (*)(int *))st_sym(so, "run_staged");
  run_two_sites = (int (*)(int *))st_sym(so, "run_two_sites");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_staged_copies),
    cmocka_unit_test(test_two_sites),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
