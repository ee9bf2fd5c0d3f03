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

int main(void)
{
  void *so = st_load("cuda_barrier_pipeline.cu");
  if (!so)
    return 77;
  run_staged = (int (*)(int *))st_sym(so, "run_staged");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_staged_copies),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
