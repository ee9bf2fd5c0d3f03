/* test_cuda_std_more_names.c — libcu++'s <cuda/std/memory>, iterator,
 * concepts and variant on the emulator: a kernel naming their functions
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
 * visit doubled the 5 (17). */
static void test_more_names(void **state)
{
  (void)state;
  float out[4];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_more_names(out), 0);
  assert_true(out[0] == 5.0f);
  assert_true(out[1] == 9.0f);
  assert_true(out[2] == 7.0f);
  assert_true(out[3] == 17.0f);
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
