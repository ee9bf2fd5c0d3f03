/* test_host_write.c — glue/host_write.h, the rule both backends apply: the
 * output's last write made by the host (a copy from host memory after data
 * came back, no kernel after it) is the last level done on the host; a
 * start value, an empty or one-element input, a relay of device bytes and
 * device-side writes are not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "glue/host_write.h"

static float out[2], scratch[4];
static const float partials[3] = { 1.0f, 2.0f, 4.0f };

/* Ensure partials read back, summed, and the total copied in is named. */
static void test_host_write_total_copied_in(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, partials, sizeof partials);
  float total = 7.0f;
  rg_hw_write(&h, out, sizeof(float), !rg_hw_relay(&h, &total, sizeof total, NULL, 0),
              &total, 1);
  assert_true(rg_hw_final(&h, 1));
}

/* Ensure a host zero written before an atomic kernel, or before anything
 * came back, is left alone. */
static void test_host_write_start_value(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_write(&h, out, sizeof(float), true, NULL, 0); /* nothing back yet */
  assert_false(rg_hw_final(&h, 0));
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, partials, sizeof partials);
  rg_hw_write(&h, out, sizeof(float), true, NULL, 1);
  assert_false(rg_hw_final(&h, 2)); /* a kernel ran after it */
}

/* Ensure bytes the device produced, copied back and in again, are a relay. */
static void test_host_write_relay(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, partials, sizeof partials);
  float total = 2.0f;
  assert_true(rg_hw_relay(&h, &total, sizeof total, NULL, 0));
  /* a match across two partials' bytes is no relay: whole elements only */
  unsigned char odd[4];
  memcpy(odd, (const unsigned char *)partials + 2, 4);
  assert_false(rg_hw_relay(&h, odd, sizeof odd, NULL, 0));
  float managed[2] = { 5.0f, 9.0f }, nine = 9.0f;
  assert_true(rg_hw_relay(&h, &nine, sizeof nine, managed, sizeof managed));
}

/* Ensure a host total laundered through device memory (a __device__
 * variable, then a device-to-device copy) is named, and a device write
 * over it is not. */
static void test_host_write_through_device(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, NULL, 0);
  rg_hw_write(&h, scratch, sizeof(float), true, NULL, 3);
  rg_hw_write(&h, out, sizeof(float), false, scratch, 3);
  assert_true(rg_hw_final(&h, 3));
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, NULL, 0);
  rg_hw_write(&h, scratch, sizeof(float), true, NULL, 3);
  rg_hw_write(&h, scratch, sizeof scratch, false, NULL, 3); /* a memset over it */
  rg_hw_write(&h, out, sizeof(float), false, scratch, 3);
  assert_false(rg_hw_final(&h, 3));
}

/* Ensure a host write the device then overwrote whole is left alone, and
 * one it overwrote in part is not. */
static void test_host_write_overwritten(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, NULL, 0);
  rg_hw_write(&h, out, sizeof out, true, NULL, 1);
  rg_hw_write(&h, out, sizeof out, false, NULL, 1);
  assert_false(rg_hw_final(&h, 1));
  rg_hw_arm(&h, out, sizeof out);
  rg_hw_back(&h, NULL, 0);
  rg_hw_write(&h, out, sizeof out, true, NULL, 1);
  rg_hw_write(&h, out, sizeof(float), false, NULL, 1);
  assert_true(rg_hw_final(&h, 1));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_host_write_total_copied_in),
    cmocka_unit_test(test_host_write_start_value),
    cmocka_unit_test(test_host_write_relay),
    cmocka_unit_test(test_host_write_through_device),
    cmocka_unit_test(test_host_write_overwritten),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
