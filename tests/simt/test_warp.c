/* test_warp.c — warp collectives: shuffles (idx/up/down/xor, widths,
 * masks, 8-byte values, a read outside the mask), votes, a mask naming
 * lanes that exited, a lane left out of its own mask, __activemask() and
 * coalesced groups in a branch, the module seen to import the collectives. */
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_shuffle)(int, int, int, unsigned, int *);
static int (*run_shuffle_double)(double *);
static int (*run_shuffle_struct)(double *);
static int (*run_votes)(unsigned *);
static int (*run_partial_mask)(void);
static int (*run_own_lane_missing)(void);
static int (*run_read_exited)(float *);
static int (*run_two_masks)(int *);
static int (*run_active_in_branch)(unsigned *, int);
static int (*run_coalesced_every_third)(int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

static int v(int lane) { return lane * 10 + 1; }

/* Ensure __shfl_down_sync reads lane+delta, and its own value at the top. */
static void test_shuffle_down(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_shuffle(2, 3, 32, 0xffffffffu, out), 0);
  for (int l = 0; l < 32; l++)
    assert_int_equal(out[l], l + 3 < 32 ? v(l + 3) : v(l));
}

/* Ensure __shfl_up_sync reads lane-delta, and its own value at the bottom. */
static void test_shuffle_up(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_shuffle(1, 2, 32, 0xffffffffu, out), 0);
  for (int l = 0; l < 32; l++)
    assert_int_equal(out[l], l >= 2 ? v(l - 2) : v(l));
}

/* Ensure __shfl_xor_sync exchanges with lane^mask. */
static void test_shuffle_xor(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_shuffle(3, 5, 32, 0xffffffffu, out), 0);
  for (int l = 0; l < 32; l++)
    assert_int_equal(out[l], v(l ^ 5));
}

/* Ensure __shfl_sync with width 8 reads within each 8-lane segment. */
static void test_shuffle_idx_width(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_shuffle(0, 3, 8, 0xffffffffu, out), 0);
  for (int l = 0; l < 32; l++)
    assert_int_equal(out[l], v((l & ~7) + 3));
}

/* Ensure __shfl_down_sync with width 16 stays in its half warp. */
static void test_shuffle_down_width(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_shuffle(2, 4, 16, 0xffffffffu, out), 0);
  for (int l = 0; l < 32; l++)
    assert_int_equal(out[l], (l & 15) + 4 < 16 ? v(l + 4) : v(l));
}

/* Ensure a partial mask rendezvouses only the named lanes. */
static void test_shuffle_partial_mask(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_shuffle(2, 1, 32, 0x0000ffffu, out), 0);
  for (int l = 0; l < 15; l++)
    assert_int_equal(out[l], v(l + 1));
  for (int l = 16; l < 32; l++)
    assert_int_equal(out[l], -1);
  assert_int_equal(simt_diag_count(), 1);  /* lane 15 reads lane 16 */
}

/* Ensure doubles travel whole through a shuffle. */
static void test_shuffle_double(void **state)
{
  (void)state;
  double out[32];
  assert_int_equal(run_shuffle_double(out), 0);
  for (int l = 0; l < 31; l++)
    assert_true(out[l] == l + 1.5);
}

/* Ensure a 24-byte struct travels whole through a tile's shfl_down (CUDA
 * allows up to 32 bytes): each lane gets lane + 3's fields, the last three
 * their own. */
static void test_shuffle_struct_24_bytes(void **state)
{
  (void)state;
  double out[32];
  assert_int_equal(run_shuffle_struct(out), 0);
  for (int l = 0; l < 32; l++) {
    int src = l + 3 < 32 ? l + 3 : l;
    assert_true(out[l] == src + (src + 0.5) - 100.0 * src);
  }
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure ballot, any and all see every lane's predicate. */
static void test_vote_ballot_any_all(void **state)
{
  (void)state;
  unsigned out[3];
  assert_int_equal(run_votes(out), 0);
  assert_int_equal(out[0], 0x55555555u);
  assert_int_equal(out[1], 1);
  assert_int_equal(out[2], 0);
}

/* Ensure a full mask with exited lanes is reported as shuffle-mask. */
static void test_shuffle_mask_exited_lanes_reported(void **state)
{
  (void)state;
  char where[64];
  run_partial_mask();
  snprintf(where, sizeof where, "warp.cu:%d", st_line("warp.cu", "MASK-LINE"));
  assert_true(st_has(st_diags(), "shuffle-mask", where));
}

/* Ensure the exited lanes are named as such (not as a read outside the mask). */
static void test_shuffle_mask_names_exited_lanes(void **state)
{
  (void)state;
  run_partial_mask();
  assert_true(st_has(st_diags(), "shuffle-mask", "have exited or do not exist (0xffff0000)"));
}

/* Ensure a lane left out of its own mask is named at the call, with the
 * mask the code wrote, and the lanes it waited for are not blamed as exited. */
static void test_own_lane_missing_named(void **state)
{
  (void)state;
  char where[64];
  assert_int_equal(run_own_lane_missing(), 0);
  snprintf(where, sizeof where, "warp.cu:%d", st_line("warp.cu", "OWN-LANE"));
  const char *d = st_diags();  /* taken once: st_diags() takes them */
  assert_true(st_has(d, "shuffle-mask", where));
  assert_true(st_has(d, "shuffle-mask",
                     "lane 16 calls __syncwarp with the mask 0x0000ffff, which leaves out "
                     "the calling lane"));
  assert_null(strstr(d, "have exited"));
}

/* Ensure a lane that reads a lane outside its mask gets 1e20, then -1e20 in
 * the shuffled schedule (so a result built from it is wrong), is reported,
 * and the other lanes get their partners' values. */
static void test_shuffle_outside_mask_extreme(void **state)
{
  (void)state;
  for (int s = 0; s < 2; s++) {
    struct simt_options o = { .seed = 7, .schedule = s };
    simt_configure(&o);
    simt_reset();
    float out[16];
    assert_int_equal(run_read_exited(out), 0);
    for (int l = 0; l < 15; l++)
      assert_true(out[l] == (float)(l + 1));
    assert_true(out[15] == (float)(s == 0 ? SIMT_LANE_FILL : -SIMT_LANE_FILL));
    assert_true(st_has(st_diags(), "shuffle-mask", "lane 15 reads lane 16"));
  }
}

/* Ensure a collective of one mask releases only its own lanes, while other
 * lanes wait at another collective. */
static void test_warp_masks_are_independent(void **state)
{
  (void)state;
  int out[32];
  assert_int_equal(run_two_masks(out), 0);
  for (int l = 0; l < 32; l++)
    assert_int_equal(out[l], v((l + 1) % 32));
}

/* Ensure __activemask() inside a branch names the lanes that took it, not
 * every lane still alive, and a reduction over that mask needs no other. */
static void test_activemask_in_branch(void **state)
{
  (void)state;
  unsigned out[64];
  assert_int_equal(run_active_in_branch(out, 20), 0);
  for (int l = 0; l < 32; l++) {
    assert_int_equal(out[l], l < 20 ? 0xfffffu : 0u);
    assert_int_equal(out[32 + l], l < 20 ? 20u : 0u);
  }
  assert_int_equal(simt_diag_count(), 0);
}

/* Ensure cg::coalesced_threads() in a branch is the lanes that took it,
 * ranked in lane order, and that cg::reduce and shfl_down work over it. */
static void test_coalesced_group_in_branch(void **state)
{
  (void)state;
  int out[128];
  assert_int_equal(run_coalesced_every_third(out), 0);
  int sum = 0;
  for (int l = 0; l < 32; l += 3)
    sum += l;
  for (int l = 0; l < 32; l++) {
    bool in = l % 3 == 0;
    assert_int_equal(out[l], in ? 11 : -1);
    assert_int_equal(out[32 + l], in ? l / 3 : -1);
    assert_int_equal(out[64 + l], in ? sum : -1);
    assert_int_equal(out[96 + l], in ? (l + 3 < 32 ? l + 3 : l) : -1);
  }
  assert_int_equal(simt_diag_count(), 0);
}

/* collective_imports.c: may a loaded module call a warp collective? */
int simt_collectives_imported(void);

/* Ensure a module whose kernels shuffle is seen to import the collectives
 * (its threads keep the warp trail, warp_trail.c). */
static void test_collective_import_seen(void **state)
{
  (void)state;
  assert_int_equal(simt_collectives_imported(), 1);
}

int main(void)
{
  void *so = st_load("warp.cu");
  if (!so)
    return 77;
  run_shuffle = (int (*)(int, int, int, unsigned, int *))st_sym(so, "run_shuffle");
  run_shuffle_double = (int (*)(double *))st_sym(so, "run_shuffle_double");
  run_shuffle_struct = (int (*)(double *))st_sym(so, "run_shuffle_struct");
  run_votes = (int (*)(unsigned *))st_sym(so, "run_votes");
  run_partial_mask = (int (*)(void))st_sym(so, "run_partial_mask");
  run_own_lane_missing = (int (*)(void))st_sym(so, "run_own_lane_missing");
  run_read_exited = (int (*)(float *))st_sym(so, "run_read_exited");
  run_two_masks = (int (*)(int *))st_sym(so, "run_two_masks");
  run_active_in_branch = (int (*)(unsigned *, int))st_sym(so, "run_active_in_branch");
  run_coalesced_every_third = (int (*)(int *))st_sym(so, "run_coalesced_every_third");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_shuffle_down, setup),
    cmocka_unit_test_setup(test_shuffle_up, setup),
    cmocka_unit_test_setup(test_shuffle_xor, setup),
    cmocka_unit_test_setup(test_shuffle_idx_width, setup),
    cmocka_unit_test_setup(test_shuffle_down_width, setup),
    cmocka_unit_test_setup(test_shuffle_partial_mask, setup),
    cmocka_unit_test_setup(test_shuffle_double, setup),
    cmocka_unit_test_setup(test_shuffle_struct_24_bytes, setup),
    cmocka_unit_test_setup(test_vote_ballot_any_all, setup),
    cmocka_unit_test_setup(test_shuffle_mask_exited_lanes_reported, setup),
    cmocka_unit_test_setup(test_shuffle_mask_names_exited_lanes, setup),
    cmocka_unit_test_setup(test_own_lane_missing_named, setup),
    cmocka_unit_test_setup(test_shuffle_outside_mask_extreme, setup),
    cmocka_unit_test_setup(test_warp_masks_are_independent, setup),
    cmocka_unit_test_setup(test_activemask_in_branch, setup),
    cmocka_unit_test_setup(test_coalesced_group_in_branch, setup),
    cmocka_unit_test_setup(test_collective_import_seen, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
