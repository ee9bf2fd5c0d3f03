/* test_cuda_std_more_names.c — libcu++'s <cuda/std/memory>, iterator,
 * concepts, variant and expected on the emulator: a kernel naming their functions
 * (assume_aligned, to_address and construct_at written out, the host's are
 * C++20; concepts as C++17 bools) compiles and computes the values. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_more_names)(float *);

/* Ensure the sum of {1, 2, 3, 4} halved is the variant's float (5), the
 * range's distance 4 is added to it (9), construct_at wrote 7 and the
 * visit doubled the 5 (17); the expected mean of 10 over 4 is 2.5, the
 * one over 0 gives value_or's 20 and the error -1 (2.5 + 20 - 100). */
static void test_more_names(void **state)
{
  (void)state;
  float out[5];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_more_names(out), 0);
  assert_true(out[0] == 5.0f);
  assert_true(out[1] == 9.0f);
  assert_true(out[2] == 7.0f);
  assert_true(out[3] == 17.0f);
  assert_true(out[4] == 2.5f + 20.0f - 100.0f);
}

int main(void)
{
  void *so = st_load("cuda_std_more_names.cu");
  if (!so)
    return 77;
  run_more_names = (int (*)(float *))st_sym(so, "run_more_names");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_more_names),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
