/* test_cuda_std_names.c — `using namespace cuda::std;` compiles on the
 * emulator as with nvcc: cuda::std brings in the host's names one by one,
 * not all of std, so atomic<int> and atomic_thread_fence are not ambiguous
 * (the fixture compiles), and the kernel's calls through them give the
 * values. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_names)(int *);

/* Ensure a kernel that names atomic, atomic_ref, plus, array, get and
 * complex unqualified runs and adds. */
static void test_names_in_kernel(void **state)
{
  (void)state;
  int out[2];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_names(out), 0);
  assert_int_equal(out[0], 6);
  assert_int_equal(out[1], 5);
}

int main(void)
{
  void *so = st_load("cuda_std_names.cu");
  if (!so)
    return 77;
  run_names = (int (*)(int *))st_sym(so, "run_names");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_names_in_kernel),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
