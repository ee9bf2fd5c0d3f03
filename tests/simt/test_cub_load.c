/* test_cub_load.c — the emulator's stand-ins for CUB's block loads and
 * stores (fixtures/cub_load.cu): each item where CUB's documentation puts
 * it (blocked, striped, warp-striped; BlockLoad and BlockStore blocked for
 * every algorithm but STRIPED), a guarded load's default past the end, a
 * guarded store leaving the rest, and a transposing load's TempStorage
 * reused with no barrier named as a race at both calls. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

enum { B = 64, K = 3, END = 100 };

static int (*run_block_load)(int, int, int *);
static int (*run_direct_load)(int, int, int *);
static int (*run_block_store)(int, int, int *);
static int (*run_reused_load_storage)(void);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Where item i of thread t comes from: 0 blocked, 1 striped, 2 warp-striped. */
static int source(int arrangement, int t, int i)
{
  switch (arrangement) {
  case 1: return i * B + t;
  case 2: return (t / 32) * 32 * K + i * 32 + t % 32;
  default: return t * K + i;
  }
}

static void expect_items(const int *out, int arrangement, int end, const char *what)
{
  for (int t = 0; t < B; t++)
    for (int i = 0; i < K; i++) {
      int s = source(arrangement, t, i), want = end < 0 || s < end ? s : -1;
      if (out[t * K + i] != want)
        fail_msg("%s: thread %d item %d is %d, want %d", what, t, i, out[t * K + i], want);
    }
}

/* Ensure each BlockLoad algorithm gives the blocked arrangement (STRIPED
 * the striped one), whole and guarded with a default. */
static void test_block_load_arrangements(void **state)
{
  (void)state;
  static const char *const names[] = { "DIRECT", "STRIPED", "VECTORIZE", "TRANSPOSE",
                                       "WARP_TRANSPOSE", "WARP_TRANSPOSE_TIMESLICED" };
  int out[B * K];
  for (int a = 0; a < 6; a++)
    for (int end = -1; end <= END; end += END + 1) {
      assert_int_equal(run_block_load(a, end, out), 0);
      expect_items(out, a == 1 ? 1 : 0, end, names[a]);
    }
}

/* Ensure the direct loads read their arrangements, guarded ones leaving
 * the default past the end. */
static void test_direct_loads(void **state)
{
  (void)state;
  int out[B * K];
  for (int which = 0; which < 4; which++)
    for (int end = -1; end <= END; end += END + 1) {
      if (which == 3 && end >= 0)
        continue; /* the vectorized load has no guarded form */
      assert_int_equal(run_direct_load(which, end, out), 0);
      expect_items(out, which == 3 ? 0 : which, end, "LoadDirect");
    }
}

/* Ensure BlockStore writes each blocked item to its place (STRIPED: each
 * striped item), and a guarded store nothing at or past the end. */
static void test_block_store(void **state)
{
  (void)state;
  int out[B * K];
  const int algorithms[] = { 0, 1, 3, 4 };
  for (int k = 0; k < 4; k++) {
    int a = algorithms[k];
    assert_int_equal(run_block_store(a, END, out), 0);
    for (int t = 0; t < B; t++)
      for (int i = 0; i < K; i++) {
        int at = a == 1 ? i * B + t : t * K + i, v = t * K + i;
        int want = at < END ? v : -1;
        if (out[at] != want)
          fail_msg("store %d: place %d holds %d, want %d", a, at, out[at], want);
      }
  }
}

/* Ensure two transposing loads into one TempStorage with no barrier race,
 * named at both of the kernel's calls. */
static void test_reused_storage_races(void **state)
{
  (void)state;
  char first[64], second[64];
  run_reused_load_storage();
  snprintf(first, sizeof first, "cub_load.cu:%d ", st_line("cub_load.cu", "LOAD-REUSE-FIRST"));
  snprintf(second, sizeof second, "cub_load.cu:%d ", st_line("cub_load.cu", "LOAD-REUSE-SECOND"));
  const char *d = st_diags();
  assert_true(st_has(d, "race", first));
  assert_true(st_has(d, "race", second));
}

int main(void)
{
  void *so = st_load("cub_load.cu");
  if (!so)
    return 77;
  run_block_load = (int (*)(int, int, int *))st_sym(so, "run_block_load");
  run_direct_load = (int (*)(int, int, int *))st_sym(so, "run_direct_load");
  run_block_store = (int (*)(int, int, int *))st_sym(so, "run_block_store");
  run_reused_load_storage = (int (*)(void))st_sym(so, "run_reused_load_storage");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_block_load_arrangements, setup),
    cmocka_unit_test_setup(test_direct_loads, setup),
    cmocka_unit_test_setup(test_block_store, setup),
    cmocka_unit_test_setup(test_reused_storage_races, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
