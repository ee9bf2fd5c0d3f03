/* test_cuda_std_mdspan.c — <cuda/std/mdspan> on the emulator: libcu++ gives
 * mdspan in C++17 (the host's <mdspan> is C++23), so the emulator has its
 * own; a kernel reading a 2 x 3 matrix row-major and column-major through
 * m(i, j) compiles and reads the right elements. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_views)(int *);

/* Ensure row 1 of {1..6} sums to 15 read row-major, column 2 to 11 read
 * column-major ({1,2 | 3,4 | 5,6}), and the deduced view's (1, 0) is 4,
 * its size 6 and the row view's stride 3. */
static void test_mdspan_views(void **state)
{
  (void)state;
  int out[3];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_views(out), 0);
  assert_int_equal(out[0], 15);
  assert_int_equal(out[1], 11);
  assert_int_equal(out[2], 4 + 600 + 3000);
}

int main(void)
{
  void *so = st_load("cuda_std_mdspan.cu");
  if (!so)
    return 77;
  run_views = (int (*)(int *))st_sym(so, "run_views");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_mdspan_views),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
