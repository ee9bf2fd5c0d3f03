/* test_devvar_bank.c — one copy of the __device__ pages per device
 * (devvar_bank.c): a device's first use finds the pages as they were at
 * load, each device finds again what its own work left, and footprints key
 * a device's bytes of the pages apart from another's, other bytes as they
 * are.  Two page-aligned buffers stand for the .data and .bss pages. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "simt_int.h"

enum { PAGES = 2 * 4096 };

static void test_each_device_its_own_copy(void **state)
{
  (void)state;
  unsigned char *data = aligned_alloc(4096, PAGES), *bss = aligned_alloc(4096, PAGES);
  assert_non_null(data);
  assert_non_null(bss);
  memset(data, 'a', PAGES);
  memset(bss, 0, PAGES);
  const uintptr_t lo[2] = { (uintptr_t)data, (uintptr_t)bss };
  const uintptr_t hi[2] = { (uintptr_t)data + PAGES, (uintptr_t)bss + PAGES };
  simt_dvb_ranges(lo, hi);
  assert_int_equal(simt_dvb_resident(), 0);
  data[0] = 'x'; /* device 0's work */
  bss[PAGES - 1] = 7;

  simt_dvb_use(1); /* device 1: the pages as loaded */
  assert_int_equal(simt_dvb_resident(), 1);
  assert_int_equal(data[0], 'a');
  assert_int_equal(bss[PAGES - 1], 0);
  data[1] = 'y'; /* device 1's work */

  simt_dvb_use(0); /* device 0's own again */
  assert_int_equal(data[0], 'x');
  assert_int_equal(data[1], 'a');
  assert_int_equal(bss[PAGES - 1], 7);

  simt_dvb_use(1);
  assert_int_equal(data[0], 'a');
  assert_int_equal(data[1], 'y');

  /* the same bytes of two devices are two keys; bytes elsewhere keep theirs */
  uintptr_t one = simt_dvb_key((uintptr_t)data + 1);
  assert_true(one != (uintptr_t)data + 1);
  assert_true(simt_dvb_key((uintptr_t)bss) != (uintptr_t)bss);
  assert_int_equal(simt_dvb_key((uintptr_t)&one), (uintptr_t)&one);
  simt_dvb_use(0);
  assert_int_equal(simt_dvb_key((uintptr_t)data + 1), (uintptr_t)data + 1);
  free(data);
  free(bss);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_each_device_its_own_copy),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
