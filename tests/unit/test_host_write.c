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

/* A launch's arguments as a kernel gets them: a result pointer and a value. */
struct store_args {
  float *result;
  float value;
};

/* Ensure a total the host added from partials it read back, handed to a
 * kernel as an argument (or a struct's member), is named when the output
 * ends up holding it, and not before anything came back. */
static void test_host_write_value_sent(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  float total = 7.5f;
  struct store_args a = { out, total };
  rg_hw_arm(&h, out, sizeof(float));
  rg_hw_shape(&h, sizeof(float), 1000);
  rg_hw_send(&h, &a, sizeof a); /* nothing back yet: a start value at most */
  assert_false(rg_hw_host_value(&h, &total));
  const float halves[2] = { 3.25f, 4.25f };
  rg_hw_back(&h, halves, sizeof halves);
  rg_hw_send(&h, &a, sizeof a);
  assert_true(rg_hw_host_value(&h, &total));
  float other = 7.25f;
  assert_false(rg_hw_host_value(&h, &other)); /* the output is not what was sent */
  rg_hw_arm(&h, out, sizeof(float)); /* no shape: no value rule */
  rg_hw_back(&h, halves, sizeof halves);
  rg_hw_send(&h, &a, sizeof a);
  assert_false(rg_hw_host_value(&h, &total));
  rg_hw_drop(&h);
}

/* Ensure what the host may hand a kernel without adding anything is left
 * alone: bytes that came back before it was sent (a mean copied back), a
 * device sum divided by the count on the host (a mean), zero, one, the
 * count and its inverse, a value not finite. */
static void test_host_write_value_allowed(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  const float sums[2] = { 2500.5f, 12.0f };
  rg_hw_arm(&h, out, sizeof(float));
  rg_hw_shape(&h, sizeof(float), 1000);
  rg_hw_back(&h, sums, sizeof sums);
  float sent[8] = { 2500.5f, 2500.5f / 1000, 0.0f, 1.0f, 1000.0f, 1.0f / 999, 1.0f / 0.0f, 0.0f };
  sent[7] = sent[6] - sent[6]; /* NaN */
  rg_hw_send(&h, sent, sizeof sent);
  for (int i = 0; i < 8; i++)
    if (rg_hw_host_value(&h, &sent[i]))
      fail_msg("sent[%d] = %g was called the host's", i, sent[i]);
  /* a relay counts only if it came back before the send */
  float late = 9.75f;
  rg_hw_send(&h, &late, sizeof late);
  rg_hw_back(&h, &late, sizeof late);
  assert_true(rg_hw_host_value(&h, &late));
  rg_hw_drop(&h);
}

/* Ensure the latest RG_HW_SENT sends are the ones kept. */
static void test_host_write_value_latest(void **state)
{
  (void)state;
  struct rg_hw h = { 0 };
  double total = 123.375, filler = 5.5;
  rg_hw_arm(&h, out, sizeof(double));
  rg_hw_shape(&h, sizeof(double), 64);
  rg_hw_back(&h, NULL, 0);
  rg_hw_send(&h, &total, sizeof total);
  for (int i = 0; i < RG_HW_SENT - 1; i++)
    rg_hw_send(&h, &filler, sizeof filler);
  assert_true(rg_hw_host_value(&h, &total));
  rg_hw_send(&h, &filler, sizeof filler);
  assert_false(rg_hw_host_value(&h, &total));
  rg_hw_drop(&h);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_host_write_total_copied_in),
    cmocka_unit_test(test_host_write_start_value),
    cmocka_unit_test(test_host_write_relay),
    cmocka_unit_test(test_host_write_through_device),
    cmocka_unit_test(test_host_write_overwritten),
    cmocka_unit_test(test_host_write_value_sent),
    cmocka_unit_test(test_host_write_value_allowed),
    cmocka_unit_test(test_host_write_value_latest),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
