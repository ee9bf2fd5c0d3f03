/* test_bit.c — <cuda/std/bit> under the emulator's C++17 has what
 * libcu++ gives in C++17 (C++20's bit_cast, popcount, countl_zero, rotl,
 * bit_ceil & co): the fixture's static_asserts hold as it compiles, and a
 * kernel's calls give the values. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_bit)(float, unsigned *);

/* Ensure a kernel's bit_cast, popcount and countl_zero give the bits. */
static void test_bit_in_kernel(void **state)
{
  (void)state;
  unsigned out[3];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_bit(-2.0f, out), 0);
  assert_int_equal(out[0], 0xc0000000u);
  assert_int_equal(out[1], 2);
  assert_int_equal(out[2], 0);
}

int main(void)
{
  void *so = st_load("bit.cu");
  if (!so)
    return 77;
  run_bit = (int (*)(float, unsigned *))st_sym(so, "run_bit");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_bit_in_kernel),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
