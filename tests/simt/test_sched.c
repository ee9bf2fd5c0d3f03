/* test_sched.c — the block scheduler and barriers: thread order (forward,
 * seeded shuffle), 3D indices, barrier release, __syncthreads_count/and/or,
 * barrier divergence reported instead of a hang, one barrier the
 * optimiser could have copied into two paths, and a module without warp
 * collectives told apart. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_int.h"
#include "simt_test_util.h"

static void *so;
static int (*run_order)(int *, int);
static int (*run_index3d)(int *);
static int (*run_simple)(int, int *, int, int);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

static void use_schedule(int schedule, uint64_t seed)
{
  struct simt_options o = {.seed = seed, .schedule = schedule};
  simt_configure(&o);
}

/* Ensure threads start in rank order under the forward schedule. */
static void test_sched_forward_runs_in_rank_order(void **state)
{
  (void)state;
  int order[64];
  assert_int_equal(run_order(order, 64), 0);
  for (int i = 0; i < 64; i++)
    assert_int_equal(order[i], i);
}

/* Ensure the shuffled schedule is a permutation, differs from forward and
 * repeats for the same seed. */
static void test_sched_shuffle_is_seeded_permutation(void **state)
{
  (void)state;
  int a[64], b[64], seen[64] = {0}, moved = 0;
  use_schedule(1, 42);
  assert_int_equal(run_order(a, 64), 0);
  use_schedule(1, 42);
  assert_int_equal(run_order(b, 64), 0);
  for (int i = 0; i < 64; i++) {
    seen[a[i]]++;
    moved += a[i] != i;
  }
  for (int i = 0; i < 64; i++)
    assert_int_equal(seen[i], 1);
  assert_true(moved > 0);
  assert_memory_equal(a, b, sizeof a);
}

/* Ensure a measured shuffled run's order (simt_perm_make's last_zero) is the
 * seeded one with block 0 moved to the end: every block once, block 0
 * last, the others in the order they had. */
static void test_sched_zero_last_keeps_the_shuffle(void **state)
{
  (void)state;
  uint64_t rng = 7;
  for (uint64_t nb = 1; nb <= 40; nb++)
    for (int draw = 0; draw < 8; draw++) {
      uint64_t same = rng;
      struct simt_perm p = simt_perm_make(nb, &rng, 0), z = simt_perm_make(nb, &same, 1);
      size_t seen[40] = {0}, j = 0;
      for (size_t i = 0; i < nb; i++) {
        size_t b = simt_perm_at(&z, i);
        assert_true(b < nb);
        seen[b]++;
        if (b == 0)
          continue;
        while (simt_perm_at(&p, j) == 0)
          j++;
        assert_int_equal(b, simt_perm_at(&p, j++));
      }
      for (size_t b = 0; b < nb; b++)
        assert_int_equal(seen[b], 1);
      assert_int_equal(simt_perm_at(&z, nb - 1), 0);
    }
}

/* Ensure threadIdx, blockIdx, blockDim and gridDim are right in 3D. */
static void test_sched_3d_indices(void **state)
{
  (void)state;
  int out[288];
  assert_int_equal(run_index3d(out), 0);
  for (int bz = 0; bz < 2; bz++)
    for (int by = 0; by < 3; by++)
      for (int bx = 0; bx < 2; bx++)
        for (int tz = 0; tz < 3; tz++)
          for (int ty = 0; ty < 2; ty++)
            for (int tx = 0; tx < 4; tx++) {
              int b = bx + 2 * (by + 3 * bz), t = tx + 4 * (ty + 2 * tz);
              assert_int_equal(out[b * 24 + t],
                               tx + 10 * ty + 100 * tz + 1000 * bx + 10000 * by + 100000 * bz);
            }
}

/* Ensure __syncthreads holds every thread until all have arrived. */
static void test_barrier_waits_for_all_threads(void **state)
{
  (void)state;
  int out[1024];
  assert_int_equal(run_simple(0, out, 128, 0), 0);
  for (int t = 0; t < 128; t++)
    assert_int_equal(out[t], (t + 1) % 128);
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure __syncthreads_count/and/or combine every thread's predicate. */
static void test_barrier_count_and_or(void **state)
{
  (void)state;
  int out[1024];
  assert_int_equal(run_simple(1, out, 100, 0), 0);
  assert_int_equal(out[0], 34);
  assert_int_equal(out[1], 1);
  assert_int_equal(out[2], 1);
}

/* Ensure threads at two different barriers are reported, not hung. */
static void test_barrier_divergent_sites_reported(void **state)
{
  (void)state;
  int out[1024];
  char a[64], b[64];
  assert_int_equal(run_simple(2, out, 32, 0), 719);
  snprintf(a, sizeof a, "sched.cu:%d", st_line("sched.cu", "BARRIER-A"));
  snprintf(b, sizeof b, "sched.cu:%d", st_line("sched.cu", "BARRIER-B"));
  const char *d = st_diags();
  assert_true(st_has(d, "barrier-divergence", a));
  assert_true(st_has(d, "barrier-divergence", b));
}

/* Ensure threads that exited while others wait at a barrier are reported. */
static void test_barrier_exit_while_waiting_reported(void **state)
{
  (void)state;
  int out[1024];
  char where[64];
  assert_int_equal(run_simple(3, out, 64, 40), 719);
  snprintf(where, sizeof where, "sched.cu:%d", st_line("sched.cu", "BARRIER-EXIT"));
  const char *d = st_diags();
  assert_true(st_has(d, "barrier-divergence", where));
  assert_true(st_has(d, "barrier-divergence", "exited"));
}

/* Ensure a block where every thread exits early is fine. */
static void test_barrier_all_exit_is_fine(void **state)
{
  (void)state;
  int out[1024];
  assert_int_equal(run_simple(3, out, 64, 0), 0);
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure a barrier the optimiser could copy into both arms of an if (the
 * code between two tests of one tid) is still one barrier, not two sites. */
static void test_barrier_after_same_test_twice_is_one(void **state)
{
  (void)state;
  int out[1024];
  assert_int_equal(run_simple(4, out, 64, 0), 0);
  assert_int_equal(out[0], 64 * 63 / 2);
  assert_int_equal(simt_diag_count(), 0);
}

/* collective_imports.c: may a loaded module call a warp collective? */
int simt_collectives_imported(void);

/* Ensure a module that calls no warp collective (sched.cu: barriers only)
 * is told apart, so that its threads keep no warp trail. */
static void test_no_collective_import_seen(void **state)
{
  (void)state;
  assert_int_equal(simt_collectives_imported(), 0);
}

int main(void)
{
  so = st_load("sched.cu");
  if (!so)
    return 77;
  run_order = (int (*)(int *, int))st_sym(so, "run_order");
  run_index3d = (int (*)(int *))st_sym(so, "run_index3d");
  run_simple = (int (*)(int, int *, int, int))st_sym(so, "run_simple");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_sched_forward_runs_in_rank_order, setup),
    cmocka_unit_test_setup(test_sched_shuffle_is_seeded_permutation, setup),
    cmocka_unit_test_setup(test_sched_zero_last_keeps_the_shuffle, setup),
    cmocka_unit_test_setup(test_sched_3d_indices, setup),
    cmocka_unit_test_setup(test_barrier_waits_for_all_threads, setup),
    cmocka_unit_test_setup(test_barrier_count_and_or, setup),
    cmocka_unit_test_setup(test_barrier_divergent_sites_reported, setup),
    cmocka_unit_test_setup(test_barrier_exit_while_waiting_reported, setup),
    cmocka_unit_test_setup(test_barrier_all_exit_is_fine, setup),
    cmocka_unit_test_setup(test_barrier_after_same_test_twice_is_one, setup),
    cmocka_unit_test_setup(test_no_collective_import_seen, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
