/* test_input_runs.c — the search for the input's bytes by content
 * (harness/glue/input_runs.h): a copy of the input, whole or in part, at
 * any offset, is found; short runs, one repeated value and a correct
 * kernel's partial sums are not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "glue/input_runs.h"

#define N 8192

/* An input of pseudo-random floats, as the grader's data is. */
static struct rg_runs input(float *keep)
{
  uint32_t x = 12345;
  for (size_t i = 0; i < N; i++) {
    x = x * 1103515245u + 12345u;
    keep[i] = (float)(x >> 8) / (float)(1u << 24) - 0.5f;
  }
  unsigned char *snap = malloc(N * sizeof(float));
  memcpy(snap, keep, N * sizeof(float));
  struct rg_runs r;
  memset(&r, 0, sizeof r);
  rg_runs_take(&r, snap, N * sizeof(float));
  return r;
}

/* Ensure a whole copy of the input is found, every byte of it. */
static void test_input_runs_whole_copy(void **state)
{
  (void)state;
  static float in[N];
  struct rg_runs r = input(in);
  assert_int_equal(rg_runs_count(&r, in, sizeof in), sizeof in);
  rg_runs_drop(&r);
}

/* Ensure a part of the input at odd offsets on both sides, between other
 * bytes, is found exactly. */
static void test_input_runs_shifted_part(void **state)
{
  (void)state;
  static float in[N];
  static unsigned char buf[N * sizeof(float)];
  struct rg_runs r = input(in);
  memset(buf, 0x5a, sizeof buf);
  memcpy(buf + 37, (const char *)in + 1001, 3000);
  assert_int_equal(rg_runs_count(&r, buf, sizeof buf), 3000);
  rg_runs_drop(&r);
}

/* Ensure a run shorter than RG_RUN_MIN does not count. */
static void test_input_runs_short_run(void **state)
{
  (void)state;
  static float in[N];
  unsigned char buf[1024];
  struct rg_runs r = input(in);
  memset(buf, 0, sizeof buf);
  memcpy(buf + 100, in + 50, RG_RUN_MIN - 4);
  assert_int_equal(rg_runs_count(&r, buf, sizeof buf), 0);
  rg_runs_drop(&r);
}

/* Ensure an input of one repeated value does not match a buffer of it. */
static void test_input_runs_constant(void **state)
{
  (void)state;
  static double ones[N];
  for (size_t i = 0; i < N; i++)
    ones[i] = 1.0;
  unsigned char *snap = malloc(sizeof ones);
  memcpy(snap, ones, sizeof ones);
  struct rg_runs r;
  memset(&r, 0, sizeof r);
  rg_runs_take(&r, snap, sizeof ones);
  assert_int_equal(rg_runs_count(&r, ones, sizeof ones), 0);
  rg_runs_drop(&r);
}

/* Ensure a correct kernel's partial sums (blocks of 4 elements) are not
 * taken for the input. */
static void test_input_runs_partials(void **state)
{
  (void)state;
  static float in[N], partial[N / 4];
  struct rg_runs r = input(in);
  for (size_t b = 0; b < N / 4; b++)
    partial[b] = in[4 * b] + in[4 * b + 1] + in[4 * b + 2] + in[4 * b + 3];
  assert_int_equal(rg_runs_count(&r, partial, sizeof partial), 0);
  rg_runs_drop(&r);
}

/* Ensure nothing is found without a snapshot. */
static void test_input_runs_no_snapshot(void **state)
{
  (void)state;
  static float in[N];
  struct rg_runs r;
  memset(&r, 0, sizeof r);
  assert_int_equal(rg_runs_count(&r, in, sizeof in), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_input_runs_whole_copy),
    cmocka_unit_test(test_input_runs_shifted_part),
    cmocka_unit_test(test_input_runs_short_run),
    cmocka_unit_test(test_input_runs_constant),
    cmocka_unit_test(test_input_runs_partials),
    cmocka_unit_test(test_input_runs_no_snapshot),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
