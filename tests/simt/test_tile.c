/* test_tile.c — cooperative groups tiles of whole warps (64..512 threads,
 * tile.c, simt_cg_multi.h): a 64-thread tile's sync() orders warp 1's
 * store before warp 0's read (no race), and without it the race is found;
 * it orders only the tile's own warps; a tile whose warp returns before
 * its sync() is barrier divergence; shfl, any, all and cg::reduce over a
 * tile of 128 see all its warps. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_tile)(int, float *);
static float out[64];

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

static void where(char *buf, size_t cap, const char *marker)
{
  snprintf(buf, cap, "tile.cu:%d", st_line("tile.cu", marker));
}

/* Ensure the tile's sync() orders warp 1's stores before warp 0's reads. */
static void test_tile_sync_orders_warps(void **state)
{
  (void)state;
  assert_int_equal(run_tile(0, out), 0);
  assert_true(out[0] == 32.0f && out[31] == 63.0f);
  assert_string_equal(st_diags(), "");
}

/* Ensure the same hand-over without the sync() is a race at the read. */
static void test_tile_without_sync_races(void **state)
{
  (void)state;
  char w[64];
  run_tile(1, out);
  where(w, sizeof w, "TILE-READ");
  assert_true(st_has(st_diags(), "race", w));
}

/* Ensure a tile's sync() does not order a warp of another tile. */
static void test_tile_sync_leaves_other_tile_out(void **state)
{
  (void)state;
  char w[64];
  run_tile(2, out);
  where(w, sizeof w, "OTHER-TILE-READ");
  assert_true(st_has(st_diags(), "race", w));
}

/* Ensure a tile's sync() that one of its warps never reaches is barrier
 * divergence, not a pass. */
static void test_tile_sync_missing_warp_diverges(void **state)
{
  (void)state;
  char w[64];
  run_tile(3, out);
  where(w, sizeof w, "HALF-TILE");
  assert_true(st_has(st_diags(), "barrier-divergence", w));
}

/* Ensure the collectives of a 128-thread tile cover its four warps. */
static void test_tile_collectives(void **state)
{
  (void)state;
  assert_int_equal(run_tile(4, out), 0);
  assert_true(out[0] == 8128.0f && out[1] == 8128.0f);
  assert_true(out[2] == 100.0f && out[3] == 228.0f);
  assert_true(out[4] == 10.0f && out[5] == 10.0f);
  assert_string_equal(st_diags(), "");
}

int main(void)
{
  void *so = st_load("tile.cu");
  if (!so)
    return 77;
  run_tile = (int (*)(int, float *))st_sym(so, "run_tile");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_tile_sync_orders_warps, setup),
    cmocka_unit_test_setup(test_tile_without_sync_races, setup),
    cmocka_unit_test_setup(test_tile_sync_leaves_other_tile_out, setup),
    cmocka_unit_test_setup(test_tile_sync_missing_warp_diverges, setup),
    cmocka_unit_test_setup(test_tile_collectives, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
