/* test_grace.c — the global-memory race detector and the shuffled block
 * schedule: a plain += of many threads into one value is a race naming both
 * lines, atomics and the last-block-done pattern are clean, a result zeroed
 * in the adding kernel is a race but zeroed by a kernel before it is not,
 * the last-block-done pattern or a flag hand-off without a __threadfence()
 * is a missing-fence, and the shuffled schedule starts blocks out of order
 * and runs several at once. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_grace)(int, const float *, float *, int, int);
static int (*run_order)(unsigned *, unsigned *, int, int);
static float in[16 * 64], out;

static void configure(int schedule)
{
  struct simt_options o = {.seed = 3, .schedule = schedule};
  simt_configure(&o);
  simt_reset();
}

static int setup(void **state)
{
  (void)state;
  configure(0);
  for (int i = 0; i < 16 * 64; i++)
    in[i] = 1.0f;
  return 0;
}

static void where(char *buf, size_t cap, const char *marker)
{
  snprintf(buf, cap, "grace.cu:%d", st_line("grace.cu", marker));
}

/* Ensure a plain += by every thread of several blocks is a race that names
 * the line twice (this access and the other thread's), in both schedules. */
static void test_grace_plain_add_found(void **state)
{
  (void)state;
  char w[64];
  where(w, sizeof w, "PLAIN-ADD");
  for (int s = 0; s < 2; s++) {
    configure(s);
    run_grace(0, in, &out, 4, 64);
    const char *d = st_diags();
    assert_true(st_has(d, "race", w));
    const char *first = strstr(d, w);
    assert_non_null(first);
    assert_non_null(strstr(first + 1, w));  /* the other write's line too */
    assert_non_null(strstr(d, "plain write of global memory"));
  }
}

/* Ensure one block's threads adding with plain += race too (no barrier). */
static void test_grace_plain_add_in_one_block_found(void **state)
{
  (void)state;
  char w[64];
  where(w, sizeof w, "PLAIN-ADD");
  run_grace(0, in, &out, 1, 64);
  assert_true(st_has(st_diags(), "race", w));
}

/* Ensure atomicAdd of every thread into one value is clean, both schedules. */
static void test_grace_atomic_add_is_clean(void **state)
{
  (void)state;
  for (int s = 0; s < 2; s++) {
    configure(s);
    assert_int_equal(run_grace(1, in, &out, 16, 64), 0);
    assert_true(out == 1024.0f);
    assert_string_equal(st_diags(), "");
  }
}

/* Ensure block 0 zeroing the result inside the adding kernel is a race
 * between the zeroing store and another block's atomic. */
static void test_grace_zero_in_same_kernel_found(void **state)
{
  (void)state;
  char z[64], a[64];
  where(z, sizeof z, "ZERO-SAME");
  where(a, sizeof a, "ADD-AFTER-ZERO");
  for (int s = 0; s < 2; s++) {
    configure(s);
    run_grace(2, in, &out, 4, 64);
    const char *d = st_diags();
    assert_true(st_has(d, "race", z) || st_has(d, "race", a));
    assert_non_null(strstr(d, z));
    assert_non_null(strstr(d, a));
  }
}

/* Ensure the same zeroing in one block only is ordered by its barrier. */
static void test_grace_zero_in_one_block_is_clean(void **state)
{
  (void)state;
  assert_int_equal(run_grace(2, in, &out, 1, 64), 0);
  assert_true(out == 64.0f);
  assert_string_equal(st_diags(), "");
}

/* Ensure zeroing in a kernel launched before the adding one is clean. */
static void test_grace_zero_kernel_before_is_clean(void **state)
{
  (void)state;
  for (int s = 0; s < 2; s++) {
    configure(s);
    assert_int_equal(run_grace(3, in, &out, 8, 64), 0);
    assert_true(out == 512.0f);
    assert_string_equal(st_diags(), "");
  }
}

/* Ensure the last-block-done finish (store, __threadfence, atomic ticket,
 * the last block reads and resets the counter) is clean in both schedules
 * and on a second launch. */
static void test_grace_last_block_is_clean(void **state)
{
  (void)state;
  for (int s = 0; s < 2; s++) {
    configure(s);
    for (int rep = 0; rep < 2; rep++) {
      assert_int_equal(run_grace(4, in, &out, 16, 64), 0);
      assert_true(out == 1024.0f);
      assert_string_equal(st_diags(), "");
    }
  }
}

/* Ensure the last-block-done finish without the __threadfence() between
 * the partial's store and the ticket is a missing-fence at the last block's
 * read, naming the store's line, in both schedules (the sum is still right:
 * the emulator's stores are seen at once). */
static void test_grace_last_block_unfenced_found(void **state)
{
  (void)state;
  char rd[64], st[64];
  where(rd, sizeof rd, "PARTIAL-READ");
  where(st, sizeof st, "PARTIAL-STORE");
  for (int s = 0; s < 2; s++) {
    configure(s);
    assert_int_equal(run_grace(6, in, &out, 16, 64), 0);
    const char *d = st_diags();
    assert_true(st_has(d, "missing-fence", rd));
    assert_non_null(strstr(d, st));
    assert_non_null(strstr(d, "add __threadfence()"));
  }
}

/* Ensure one block alone (it reads only its own partial) needs no fence. */
static void test_grace_last_block_one_block_is_clean(void **state)
{
  (void)state;
  assert_int_equal(run_grace(6, in, &out, 1, 64), 0);
  assert_string_equal(st_diags(), "");
}

/* Ensure a flag hand-off with a fence between the partial and the flag is
 * clean (the reader spins on a plain volatile load and has no fence), and
 * without it a missing-fence. */
static void test_grace_flag_handoff(void **state)
{
  (void)state;
  char rd[64];
  where(rd, sizeof rd, "FLAG-SPIN");
  assert_int_equal(run_grace(7, in, &out, 8, 32), 0);
  assert_true(out == 8.0f);
  assert_string_equal(st_diags(), "");
  assert_int_equal(run_grace(8, in, &out, 8, 32), 0);
  assert_true(st_has(st_diags(), "missing-fence", rd));
}

/* Ensure a kernel past simt_options.time_limit_s stops with a timeout that
 * says where its threads wait, even when no thread runs out of steps. */
static void test_grace_time_limit_names_the_barrier(void **state)
{
  (void)state;
  char w[64], w2[64], all[96];
  struct simt_options o = {.time_limit_s = 0.3};
  simt_configure(&o);
  assert_int_equal(run_grace(5, in, &out, 2, 64), cudaErrorLaunchTimeout);
  where(w, sizeof w, "LOOP-BARRIER");
  where(w2, sizeof w2, "LOOP-BARRIER-2");
  const char *d = st_diags();
  assert_true(st_has(d, "timeout", w) || st_has(d, "timeout", w2));
  snprintf(all, sizeof all, "64 waiting at __syncthreads() at");
  assert_true(st_has(d, "timeout", all));
  assert_true(st_has(d, "timeout", "64 threads of block (0,0,0)"));
}

/* Ensure the forward schedule runs blocks in index order, one at a time,
 * and the shuffled one starts them out of order with several at once. */
static void test_grace_shuffled_blocks_overlap(void **state)
{
  (void)state;
  enum { B = 32 };
  unsigned start[B], end[B];
  configure(0);
  assert_int_equal(run_order(start, end, B, 64), 0);
  for (unsigned b = 0; b < B; b++) {
    assert_int_equal(start[b], 2 * b);
    assert_int_equal(end[b], 2 * b + 1);
  }
  configure(1);
  assert_int_equal(run_order(start, end, B, 64), 0);
  int out_of_order = 0, overlapping = 0;
  for (unsigned b = 1; b < B; b++)
    out_of_order += start[b] < start[b - 1];
  for (unsigned b = 0; b < B; b++)
    overlapping += end[b] != start[b] + 1;  /* another block ran in between */
  assert_true(out_of_order > 0);
  assert_true(overlapping > 0);
  assert_string_equal(st_diags(), "");
}

int main(void)
{
  void *so = st_load("grace.cu");
  if (!so)
    return 77;
  run_grace = (int (*)(int, const float *, float *, int, int))st_sym(so, "run_grace");
  run_order = (int (*)(unsigned *, unsigned *, int, int))st_sym(so, "run_order");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_grace_plain_add_found, setup),
    cmocka_unit_test_setup(test_grace_plain_add_in_one_block_found, setup),
    cmocka_unit_test_setup(test_grace_atomic_add_is_clean, setup),
    cmocka_unit_test_setup(test_grace_zero_in_same_kernel_found, setup),
    cmocka_unit_test_setup(test_grace_zero_in_one_block_is_clean, setup),
    cmocka_unit_test_setup(test_grace_zero_kernel_before_is_clean, setup),
    cmocka_unit_test_setup(test_grace_last_block_is_clean, setup),
    cmocka_unit_test_setup(test_grace_last_block_unfenced_found, setup),
    cmocka_unit_test_setup(test_grace_last_block_one_block_is_clean, setup),
    cmocka_unit_test_setup(test_grace_flag_handoff, setup),
    cmocka_unit_test_setup(test_grace_shuffled_blocks_overlap, setup),
    cmocka_unit_test_setup(test_grace_time_limit_names_the_barrier, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
