/* test_cub_warp_load.c — the emulator's stand-ins for CUB's WarpLoad and
 * WarpStore (fixtures/cub_warp_load.cu): each item where CUB's
 * documentation puts it within the logical warp's tile (blocked for DIRECT,
 * VECTORIZE and TRANSPOSE, striped for STRIPED), for logical warps of 16
 * and 32 lanes, guarded forms, and a transposing load's TempStorage reused
 * with no __syncwarp() named as a race at both calls (and not with one). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

enum { B = 64, K = 3, VALID = 20 };

static int (*run_warp_load)(int, int, int, int *);
static int (*run_warp_store)(int, int, int, int *);
static int (*run_reused_warp_storage)(int);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Within the tile of logical warp t / w, the place of lane t % w's item i:
 * striped or blocked. */
static int place(int striped, int w, int t, int i)
{
  int l = t % w;
  return striped ? i * w + l : l * K + i;
}

/* Ensure each WarpLoad algorithm reads item i of lane l from its place in
 * its own warp's tile, and a guarded load leaves the default at or past
 * valid. */
static void test_warp_load(void **state)
{
  (void)state;
  int out[B * K];
  for (int w = 16; w <= 32; w *= 2)
    for (int a = 0; a < 4; a++)
      for (int valid = -1; valid <= VALID; valid += VALID + 1) {
        assert_int_equal(run_warp_load(a, w, valid, out), 0);
        for (int t = 0; t < B; t++)
          for (int i = 0; i < K; i++) {
            int at = place(a == 1, w, t, i), src = t / w * w * K + at;
            int want = valid < 0 || at < valid ? src : -1;
            if (out[t * K + i] != want)
              fail_msg("load %d width %d valid %d: thread %d item %d is %d, want %d", a, w, valid, t, i,
                       out[t * K + i], want);
          }
      }
}

/* Ensure each WarpStore algorithm writes item i of lane l to its place in
 * its warp's tile (TRANSPOSE: where DIRECT puts it), and a guarded store
 * nothing at or past valid. */
static void test_warp_store(void **state)
{
  (void)state;
  int out[B * K];
  for (int w = 16; w <= 32; w *= 2)
    for (int a = 0; a < 4; a++)
      for (int valid = -1; valid <= VALID; valid += VALID + 1) {
        assert_int_equal(run_warp_store(a, w, valid, out), 0);
        for (int t = 0; t < B; t++)
          for (int i = 0; i < K; i++) {
            int at = place(a == 1, w, t, i), dst = t / w * w * K + at;
            int want = valid < 0 || at < valid ? t * K + i : -1;
            if (out[dst] != want)
              fail_msg("store %d width %d valid %d: place %d holds %d, want %d", a, w, valid, dst, out[dst],
                       want);
          }
      }
}

/* Ensure two transposing loads into one TempStorage with no __syncwarp()
 * race, named at both of the kernel's calls, and a __syncwarp() between
 * them takes the race away. */
static void test_reused_storage_races(void **state)
{
  (void)state;
  char first[64], second[64];
  snprintf(first, sizeof first, "cub_warp_load.cu:%d ", st_line("cub_warp_load.cu", "WARP-REUSE-FIRST"));
  snprintf(second, sizeof second, "cub_warp_load.cu:%d ", st_line("cub_warp_load.cu", "WARP-REUSE-SECOND"));
  run_reused_warp_storage(0);
  const char *d = st_diags();
  assert_true(st_has(d, "race", first));
  assert_true(st_has(d, "race", second));
  simt_reset();
  run_reused_warp_storage(1);
  assert_false(st_has(st_diags(), "race", "cub_warp_load.cu"));
}

int main(void)
{
  void *so = st_load("cub_warp_load.cu");
  if (!so)
    return 77;
  run_warp_load = (int (*)(int, int, int, int *))st_sym(so, "run_warp_load");
  run_warp_store = (int (*)(int, int, int, int *))st_sym(so, "run_warp_store");
  run_reused_warp_storage = (int (*)(int))st_sym(so, "run_reused_warp_storage");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_warp_load, setup),
    cmocka_unit_test_setup(test_warp_store, setup),
    cmocka_unit_test_setup(test_reused_storage_races, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
