/* test_written.c — a read of device memory nothing wrote is
 * uninitialised-global at its line (written.c): a kernel's load, an
 * atomic that reads the old value, a copy out while device memory is
 * closed to host code; never after a memset, a copy, a kernel's store or
 * an exchange wrote the bytes, nor past the bytes followed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_written)(int);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  st_diags();
  return 0;
}

static void at(char *w, size_t cap, const char *marker)
{
  snprintf(w, cap, "written.cu:%d", st_line("written.cu", marker));
}

/* Ensure a kernel's load of fresh memory is named at its line. */
static void test_fresh_load(void **state)
{
  (void)state;
  char w[64];
  assert_int_equal(run_written(0), cudaSuccess);
  at(w, sizeof w, "WR-LOAD");
  assert_true(st_has(st_diags(), "uninitialised-global", w));
}

/* Ensure an atomicAdd into fresh memory is named, as a read. */
static void test_fresh_atomic_add(void **state)
{
  (void)state;
  char w[64];
  assert_int_equal(run_written(2), cudaSuccess);
  at(w, sizeof w, "WR-ATOMIC");
  assert_true(st_has(st_diags(), "uninitialised-global", w));
}

/* Ensure a copy to the host of fresh memory, while device memory is
 * closed to host code, is named at the copy's line. */
static void test_fresh_copy_out(void **state)
{
  (void)state;
  char w[64];
  assert_int_equal(run_written(4), cudaSuccess);
  at(w, sizeof w, "WR-COPY");
  assert_true(st_has(st_diags(), "uninitialised-global", w));
}

/* Ensure what a memset, an exchange, a device-to-device copy or a
 * kernel's store wrote reads clean, and bytes past the followed span too. */
static void test_written_reads_clean(void **state)
{
  (void)state;
  const int clean[] = { 1, 3, 5, 6, 7 };
  for (size_t i = 0; i < sizeof clean / sizeof clean[0]; i++) {
    assert_int_equal(run_written(clean[i]), cudaSuccess);
    const char *d = st_diags();
    if (st_has(d, "uninitialised-global", ""))
      fail_msg("case %d: %s", clean[i], d);
  }
}

int main(void)
{
  void *so = st_load("written.cu");
  if (!so)
    return 77;
  run_written = (int (*)(int))st_sym(so, "run_written");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_fresh_load, setup),
    cmocka_unit_test_setup(test_fresh_atomic_add, setup),
    cmocka_unit_test_setup(test_fresh_copy_out, setup),
    cmocka_unit_test_setup(test_written_reads_clean, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
