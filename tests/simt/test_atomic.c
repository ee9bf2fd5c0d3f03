/* test_atomic.c — atomics on int, unsigned, unsigned long long, float and
 * double in device memory, and on shared memory. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

/* Same layout as struct totals in fixtures/atomic.cu. */
struct totals {
  int i_add, i_sub, i_min, i_max, i_exch, i_cas;
  unsigned u_add, u_inc;
  unsigned long long ull_add, ull_cas;
  float f_add, f_exch;
  double d_add;
};

static struct totals t;
static int shared_counts[2];

/* 4 blocks of 256 threads run every atomic once, in forward order. */
static int setup_group(void **state)
{
  (void)state;
  void *so = st_load("atomic.cu");
  int (*run)(void *, size_t, int *) = (int (*)(void *, size_t, int *))st_sym(so, "run_atomics");
  simt_configure(NULL);
  simt_reset();
  return run(&t, sizeof t, shared_counts);
}

/* Ensure int atomics add, subtract, min, max, exchange and CAS. */
static void test_atomic_int(void **state)
{
  (void)state;
  assert_int_equal(t.i_add, 2048);
  assert_int_equal(t.i_sub, -1024);
  assert_int_equal(t.i_min, -100);
  assert_int_equal(t.i_max, 1023 * 3);
  assert_int_equal(t.i_exch, 7);
  assert_int_equal(t.i_cas, 1024);
}

/* Ensure unsigned atomicAdd and the wrapping atomicInc. */
static void test_atomic_unsigned(void **state)
{
  (void)state;
  assert_int_equal(t.u_add, 3072);
  assert_int_equal(t.u_inc, 1024 % 100);
}

/* Ensure unsigned long long atomicAdd keeps the high word and CAS loops work. */
static void test_atomic_ull(void **state)
{
  (void)state;
  assert_true(t.ull_add == 1024ull << 33);
  assert_true(t.ull_cas == 2048);
}

/* Ensure float atomicAdd and atomicExch. */
static void test_atomic_float(void **state)
{
  (void)state;
  assert_true(t.f_add == 512.0f);
  assert_true(t.f_exch == 1.5f);
}

/* Ensure double atomicAdd. */
static void test_atomic_double(void **state)
{
  (void)state;
  assert_true(t.d_add == 256.0);
}

/* Ensure atomics on shared memory count per block, with no race reported. */
static void test_atomic_shared(void **state)
{
  (void)state;
  assert_int_equal(shared_counts[0], 128);
  assert_int_equal(shared_counts[1], 128);
  assert_int_equal(simt_diag_count(), 0);
}

int main(void)
{
  if (!st_load("atomic.cu"))
    return 77;
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_atomic_int),
    cmocka_unit_test(test_atomic_unsigned),
    cmocka_unit_test(test_atomic_ull),
    cmocka_unit_test(test_atomic_float),
    cmocka_unit_test(test_atomic_double),
    cmocka_unit_test(test_atomic_shared),
  };
  return cmocka_run_group_tests(tests, setup_group, NULL);
}
