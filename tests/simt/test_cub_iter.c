/* test_cub_iter.c — the emulator's stand-ins for CUB's ArgIndexInputIterator,
 * cub::ArgMax / cub::ArgMin, ThreadLoad / ThreadStore and the cache-modified
 * iterators (fixtures/cub_iter.cu): the key counted from the iterator's own
 * start, the lower key winning a tie in a block reduction and in
 * DeviceReduce, the operators' NaN rule, every modifier giving the plain
 * load's value, and LOAD_LDG checked as __ldg is. */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

enum { B = 64, N = 4096 + 300, BASE = 5 };

static int (*run_block_arg)(const float *, int, int, int, long long *, float *);
static int (*run_device_arg)(const float *, int, long long *, float *);
static void (*run_operators)(long long *, float *);
static void (*run_iterator_moves)(const float *, long long *, float *);
static int (*run_modifiers)(const float *, float *);
static int (*run_reads_own_write)(int);

static float in[N];

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  /* 7k mod 13: the largest, 12, at k = 11, 24, 37 ...; 0 at k = 0, 13, 26 ... */
  for (int k = 0; k < N; k++)
    in[k] = (float)((k * 7) % 13);
  return 0;
}

/* Ensure a block's ArgMax / ArgMin over an iterator made at in + 5 gives
 * the first extremum's key counted from in + 5 (11 - 5, 13 - 5), where
 * later equal values lie in the block too. */
static void test_block_arg(void **state)
{
  (void)state;
  long long key = -1;
  float value = -1;
  assert_int_equal(run_block_arg(in, N, BASE, 0, &key, &value), 0);
  assert_int_equal(key, 11 - BASE);
  assert_true(value == 12.0f);
  assert_int_equal(run_block_arg(in, N, BASE, 1, &key, &value), 0);
  assert_int_equal(key, 13 - BASE);
  assert_true(value == 0.0f);
}

/* Ensure DeviceReduce::Reduce with the iterator and cub::ArgMax, over more
 * than one block's tile, keeps the first of the many maxima. */
static void test_device_arg(void **state)
{
  (void)state;
  long long key = -1;
  float value = -1;
  in[N - 7] = 99.0f;
  in[N - 300] = 99.0f;
  assert_int_equal(run_device_arg(in, N, &key, &value), 0);
  assert_int_equal(key, N - 300);
  assert_true(value == 99.0f);
}

/* Ensure the operators' rule: on equal values the lower key whatever the
 * order, the better value otherwise, and a NaN never chosen as b nor
 * replaced as a. */
static void test_operators(void **state)
{
  (void)state;
  long long k[8];
  float kept = 0;
  const long long want[8] = { 3, 3, 7, 5, 3, 3, 7, 5 };
  run_operators(k, &kept);
  for (int i = 0; i < 8; i++)
    if (k[i] != want[i])
      fail_msg("case %d: key %lld, want %lld", i, k[i], want[i]);
  assert_true(isnan(kept));
}

/* Ensure the iterator's moves: keys are offsets from its own base, and
 * normalize() moves the base and restarts the keys at 0. */
static void test_iterator_moves(void **state)
{
  (void)state;
  long long k[6];
  float v[4];
  run_iterator_moves(in, k, v);
  const long long wk[6] = { 3, 4, 2, 0, 0, 4 };
  const float wv[4] = { in[5], in[6], in[4], in[5] };
  for (int i = 0; i < 6; i++)
    if (k[i] != wk[i])
      fail_msg("key %d: %lld, want %lld", i, k[i], wk[i]);
  for (int i = 0; i < 4; i++)
    if (v[i] != wv[i])
      fail_msg("value %d: %g, want %g", i, v[i], wv[i]);
}

/* Ensure every load and store modifier moves the plain value (a float4's
 * volatile ones every lane), and the cache-modified iterators read and
 * write item t. */
static void test_modifiers(void **state)
{
  (void)state;
  float out[9 * B];
  assert_int_equal(run_modifiers(in, out), 0);
  for (int m = 0; m < 9; m++)
    for (int t = 0; t < B; t++) {
      float want = m == 7 ? in[t] * 2.0f : in[t] + 1.0f;
      if (out[m * B + t] != want)
        fail_msg("modifier %d thread %d: %g, want %g", m, t, out[m * B + t], want);
    }
}

/* Ensure ThreadLoad<LOAD_LDG> of a word this launch wrote is named as
 * __ldg's stale read at the kernel's line, and LOAD_CG of it is not. */
static void test_ldg_checked(void **state)
{
  (void)state;
  char at[64];
  snprintf(at, sizeof at, "cub_iter.cu:%d ", st_line("cub_iter.cu", "LDG-OWN-WRITE"));
  run_reads_own_write(1);
  assert_true(st_has(st_diags(), "race", at));
  simt_reset();
  run_reads_own_write(0);
  assert_false(st_has(st_diags(), "race", "cub_iter.cu"));
}

int main(void)
{
  void *so = st_load("cub_iter.cu");
  if (!so)
    return 77;
  run_block_arg = (int (*)(const float *, int, int, int, long long *, float *))st_sym(so, "run_block_arg");
  run_device_arg = (int (*)(const float *, int, long long *, float *))st_sym(so, "run_device_arg");
  run_operators = (void (*)(long long *, float *))st_sym(so, "run_operators");
  run_iterator_moves = (void (*)(const float *, long long *, float *))st_sym(so, "run_iterator_moves");
  run_modifiers = (int (*)(const float *, float *))st_sym(so, "run_modifiers");
  run_reads_own_write = (int (*)(int))st_sym(so, "run_reads_own_write");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_block_arg, setup),
    cmocka_unit_test_setup(test_device_arg, setup),
    cmocka_unit_test_setup(test_operators, setup),
    cmocka_unit_test_setup(test_iterator_moves, setup),
    cmocka_unit_test_setup(test_modifiers, setup),
    cmocka_unit_test_setup(test_ldg_checked, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
