/* test_cases.c — the case matrix: design sizes around every block, what is
 * left out (unsupported blocks), quick and emulator limits, unaligned inputs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cases.h"

/* Fixture: a zeroed case list, freed after the test. */
static int list_setup(void **state)
{
  struct rg_case_list *l = calloc(1, sizeof *l);
  if (!l)
    return -1;
  *state = l;
  return 0;
}

static int list_teardown(void **state)
{
  rg_cases_free(*state);
  free(*state);
  return 0;
}

static struct rg_case_list *build(void **state, const char *exercise,
                                  struct rg_matrix_opts o)
{
  struct rg_case_list *l = *state;
  assert_int_equal(rg_cases_build(rg_exercise_find(exercise), &o, l), 0);
  return l;
}

static bool has_case(const struct rg_case_list *l, size_t n, int block)
{
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].n == n && l->v[i].block == block && l->v[i].kind == RG_DATA_INT)
      return true;
  return false;
}

static bool has_block(const struct rg_case_list *l, int block)
{
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].block == block)
      return true;
  return false;
}

static size_t max_n(const struct rg_case_list *l)
{
  size_t m = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].n > m)
      m = l->v[i].n;
  return m;
}

static const int design_blocks[] = { 32, 64, 128, 256, 512, 1024 };

/* Ensure every block size gets the fixed small sizes 1, 2, 31, 32, 33. */
static void test_cases_small_design_sizes(void **state)
{
  struct rg_case_list *l = build(state, "01", (struct rg_matrix_opts){ 0 });
  static const size_t small[] = { 1, 2, 31, 32, 33 };
  for (size_t b = 0; b < sizeof design_blocks / sizeof *design_blocks; b++)
    for (size_t s = 0; s < sizeof small / sizeof *small; s++)
      assert_true(has_case(l, small[s], design_blocks[b]));
}

/* Ensure every block size gets block-1, block, block+1 and 2*block+1. */
static void test_cases_block_edge_sizes(void **state)
{
  struct rg_case_list *l = build(state, "01", (struct rg_matrix_opts){ 0 });
  for (size_t b = 0; b < sizeof design_blocks / sizeof *design_blocks; b++) {
    size_t k = (size_t)design_blocks[b];
    assert_true(has_case(l, k - 1, design_blocks[b]));
    assert_true(has_case(l, k, design_blocks[b]));
    assert_true(has_case(l, k + 1, design_blocks[b]));
    assert_true(has_case(l, 2 * k + 1, design_blocks[b]));
  }
}

/* Ensure the edges follow the span a block covers (block * items), here 2. */
static void test_cases_edges_follow_items_per_thread(void **state)
{
  struct rg_case_list *l = build(state, "03", (struct rg_matrix_opts){ 0 });
  assert_true(has_case(l, 2 * 256 - 1, 256));
  assert_true(has_case(l, 2 * 256 + 1, 256));
  assert_true(has_case(l, 2 * 2 * 256 + 1, 256));
}

/* Ensure a block size the algorithm lacks is listed as unsupported. */
static void test_cases_unsupported_block_listed(void **state)
{
  struct rg_case_list *l = build(state, "04", (struct rg_matrix_opts){ 0 });
  assert_int_equal(l->nunsupported, 1);
  assert_int_equal(l->unsupported[0], 32);
}

/* Ensure no case runs with an unsupported block size. */
static void test_cases_unsupported_block_not_run(void **state)
{
  struct rg_case_list *l = build(state, "04", (struct rg_matrix_opts){ 0 });
  assert_false(has_block(l, 32));
  assert_true(has_block(l, 64));
}

/* Ensure an explicit --blocks list is filtered the same way. */
static void test_cases_unsupported_override_listed(void **state)
{
  static const int blocks[] = { 96, 128 };
  struct rg_case_list *l =
      build(state, "01", (struct rg_matrix_opts){ .blocks = blocks, .nblocks = 2 });
  assert_int_equal(l->nunsupported, 1);
  assert_int_equal(l->unsupported[0], 96);
  assert_false(has_block(l, 96));
}

/* Ensure the quick matrix is smaller than the full one. */
static void test_cases_quick_is_smaller(void **state)
{
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){ 0 });
  size_t full = l->len;
  rg_cases_free(l);
  *l = (struct rg_case_list){ 0 };
  build(state, "02", (struct rg_matrix_opts){ .quick = true });
  assert_true(l->len > 0);
  assert_true(l->len < full);
}

/* Ensure the NaN kind has a last, partial block of nothing but NaN at each
 * block size of 10 (span 2 * block): n ends 3 elements into the first block
 * that starts inside the NaN run 4096..8191, on both backends. */
static void test_cases_nans_partial_tail(void **state)
{
  struct rg_matrix_opts opts[] = { { .quick = true }, { .emulator = true } };
  for (size_t k = 0; k < 2; k++) {
    struct rg_case_list *l = build(state, "10", opts[k]);
    size_t tails = 0;
    for (size_t i = 0; i < l->len; i++) {
      size_t span = 2 * (size_t)l->v[i].block;
      size_t start = (4096 + span - 1) / span * span;
      if (l->v[i].kind == RG_DATA_NANS && l->v[i].n == start + 3)
        tails++;
    }
    assert_true(tails > 0);
    rg_cases_free(l);
    *l = (struct rg_case_list){ 0 };
  }
}

/* Ensure the GPU matrix reaches past the emulator's cap (so the cap means
 * something). */
static void test_cases_gpu_has_large_sizes(void **state)
{
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){ 0 });
  assert_true(max_n(l) > RG_EMU_MAX_N);
}

/* Ensure 2^28 is in the GPU matrix only with full. */
static void test_cases_full_adds_huge_sizes(void **state)
{
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){ 0 });
  assert_true(max_n(l) < ((size_t)1 << 28));
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  assert_int_equal(rg_cases_build(rg_exercise_find("02"), &(struct rg_matrix_opts){ .full = true }, l), 0);
  assert_true(max_n(l) == ((size_t)1 << 28));
}

#define GB(x) ((size_t)(x) * 1000 * 1000 * 1000)

/* Cases of l past 2^shift elements; each must be a far input at block 256. */
static size_t past_bits(const struct rg_case_list *l, int shift)
{
  size_t k = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].n > ((size_t)1 << shift)) {
      assert_int_equal(l->v[i].kind, RG_DATA_FAR);
      assert_int_equal(l->v[i].block, 256);
      k++;
    }
  return k;
}

static size_t past_int(const struct rg_case_list *l)
{
  return past_bits(l, 31);
}

/* Does a not-run line of l hold both words? */
static bool said_both(const struct rg_case_list *l, const char *a, const char *b)
{
  bool said = false;
  for (int i = 0; i < l->nnot_run; i++)
    said |= strstr(l->not_run[i], a) != NULL && strstr(l->not_run[i], b) != NULL;
  return said;
}

/* Ensure the default GPU matrix of 07 (not only --full: a batch grades the
 * default) sums past 2^31 and past 2^32 elements in each float part, where
 * the device has room for 8.6 and 17.2 GB; never with --quick, on the
 * emulator, on a GPU too small (which the list says), or for an exercise
 * that does not ask; and a GPU with room for the first only runs it and
 * says the second. */
static void test_cases_past_int_where_it_fits(void **state)
{
  struct rg_case_list *l = build(state, "07", (struct rg_matrix_opts){ .device_bytes = GB(80) });
  assert_int_equal(past_int(l), 4);
  assert_int_equal(past_bits(l, 32), 2);
  assert_int_equal(l->far_left_out, 0);
  const struct rg_matrix_opts none[] = {
    { .device_bytes = GB(8) },
    { .device_bytes = GB(80), .quick = true },
    { .device_bytes = GB(80), .emulator = true },
  };
  for (size_t k = 0; k < sizeof none / sizeof none[0]; k++) {
    rg_cases_free(l);
    memset(l, 0, sizeof *l);
    assert_int_equal(rg_cases_build(rg_exercise_find("07"), &none[k], l), 0);
    assert_int_equal(past_int(l), 0);
    assert_true(k == 0 ? l->far_left_out > GB(18) : l->far_left_out == 0);
    assert_true(said_both(l, "2^31+2^24+7 elements", "runs on a GPU"));
    assert_true(said_both(l, "2^32+2^24+7 elements", "runs on a GPU"));
  }
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  assert_int_equal(rg_cases_build(rg_exercise_find("07"), &(struct rg_matrix_opts){ .device_bytes = GB(12) }, l), 0);
  assert_int_equal(past_int(l), 2);
  assert_int_equal(past_bits(l, 32), 0);
  assert_true(l->far_left_out > GB(18));
  assert_true(said_both(l, "2^32+2^24+7 elements (unsigned-index overflow)", "this one has 12.0 GB"));
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  assert_int_equal(rg_cases_build(rg_exercise_find("02"), &(struct rg_matrix_opts){ .device_bytes = GB(80) }, l), 0);
  assert_int_equal(past_int(l), 0);
}

/* The far points of the cases past 2^32 lie on both sides of 2^32, from
 * 2^32 itself: an unsigned 32-bit index reads the first elements there. */
static void test_cases_past_unsigned_points_straddle(void **state)
{
  struct rg_case_list *l = build(state, "07", (struct rg_matrix_opts){ .device_bytes = GB(80) });
  const size_t wrap = (size_t)1 << 32;
  size_t seen = 0;
  for (size_t i = 0; i < l->len; i++) {
    if (l->v[i].n <= wrap)
      continue;
    seen++;
    size_t at[RG_FAR_MAX], under = 0, over = 0;
    double value[RG_FAR_MAX];
    size_t count = rg_far_points(l->v[i].n, at, value);
    for (size_t k = 0; k < count; k++) {
      under += at[k] >= ((size_t)1 << 31) && at[k] < wrap;
      over += at[k] >= wrap;
    }
    assert_true(under >= 2 && over >= 2);
  }
  assert_int_equal(seen, 2);
}

/* 09's naive part (2^32 atomics on one address: seconds) runs its case
 * past 2^32 with --full only, and says so with the manifest's reason; its
 * other parts run theirs in the default matrix. */
static void test_cases_past_unsigned_full_only(void **state)
{
  struct rg_case_list *l = build(state, "09", (struct rg_matrix_opts){ .device_bytes = GB(80) });
  assert_int_equal(past_int(l), 5);
  assert_int_equal(past_bits(l, 32), 2);
  for (size_t i = 0; i < l->len; i++)
    assert_false(l->v[i].n > ((size_t)1 << 32) && l->v[i].part == 0);
  assert_true(said_both(l, "for sum_atomic_naive — runs with --full", "atomics on one address"));
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  assert_int_equal(rg_cases_build(rg_exercise_find("09"), &(struct rg_matrix_opts){ .device_bytes = GB(80), .full = true }, l), 0);
  assert_int_equal(past_bits(l, 32), 3);
  assert_false(said_both(l, "2^32", "--full"));
}

/* 13's row and column sums get a matrix whose last row starts past 2^31
 * elements (an int offset row * cols wraps there) and one whose last rows
 * and column offsets lie past 2^32 (an unsigned one wraps there) on a GPU
 * with room for them, one case each; never a softmax's (14), never with
 * --quick or on the emulator, which say so; a GPU too small says so too
 * and records what it lacked. */
static void test_cases_past_int_matrix(void **state)
{
  struct rg_case_list *l = build(state, "13", (struct rg_matrix_opts){ .device_bytes = GB(80) });
  assert_int_equal(past_int(l), 4);
  assert_int_equal(past_bits(l, 32), 2);
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].n > ((size_t)1 << 31)) {
      size_t wrap = l->v[i].n > ((size_t)1 << 32) ? (size_t)1 << 32 : (size_t)1 << 31;
      assert_true((size_t)l->v[i].rows * l->v[i].cols == l->v[i].n);
      assert_true((size_t)(l->v[i].rows - 1) * l->v[i].cols > wrap);
    }
  const struct rg_matrix_opts none[] = {
    { .device_bytes = GB(8) },
    { .device_bytes = GB(80), .quick = true },
    { .device_bytes = GB(80), .emulator = true },
  };
  for (size_t k = 0; k < sizeof none / sizeof none[0]; k++) {
    rg_cases_free(l);
    memset(l, 0, sizeof *l);
    assert_int_equal(rg_cases_build(rg_exercise_find("13"), &none[k], l), 0);
    assert_int_equal(past_int(l), 0);
    assert_true(k == 0 ? l->far_left_out > GB(18) : l->far_left_out == 0);
    assert_true(said_both(l, "int-offset overflow", "runs on a GPU"));
    assert_true(said_both(l, "65537 x 65537", "unsigned-offset overflow"));
  }
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  assert_int_equal(rg_cases_build(rg_exercise_find("14"), &(struct rg_matrix_opts){ .device_bytes = GB(80) }, l), 0);
  assert_int_equal(past_int(l), 0);
}

/* Ensure the emulator never gets a size above RG_EMU_MAX_N. */
static void test_cases_emulator_caps_sizes(void **state)
{
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){ .emulator = true });
  assert_true(max_n(l) <= RG_EMU_MAX_N);
}

/* Ensure the quick emulator matrix stays under RG_EMU_QUICK_MAX_N, but for
 * the case on a small GPU (one per part, one schedule: its grid-stride
 * loops need the trips). */
static void test_cases_emulator_quick_caps_sizes(void **state)
{
  struct rg_case_list *l =
      build(state, "07", (struct rg_matrix_opts){ .emulator = true, .quick = true });
  for (size_t i = 0; i < l->len; i++)
    assert_true(l->v[i].n <= (l->v[i].sm_count ? RG_EMU_MAX_N : RG_EMU_QUICK_MAX_N));
}

/* Ensure each part whose host function chooses the grid gets one case of
 * integers on a GPU of RG_SMALL_GPU_SMS SMs on the emulator, --quick or
 * not, and one of its non-integer kind (07: real, huge for its double
 * part), each run once in block order, and that a kernel part (the
 * grader's grid), a GPU grading and --sizes get none. */
static void test_cases_small_gpu(void **state)
{
  const struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true },
                                         { .emulator = true } };
  for (size_t k = 0; k < 2; k++) {
    struct rg_case_list *l = build(state, "07", opts[k]);
    int ints[8] = { 0 }, others[8] = { 0 };
    for (size_t i = 0; i < l->len; i++)
      if (l->v[i].sm_count) {
        assert_int_equal(l->v[i].sm_count, RG_SMALL_GPU_SMS);
        assert_int_equal(l->v[i].block, 256);
        assert_int_equal(l->v[i].in_offset, 0); /* 07 takes aligned input */
        assert_true(l->v[i].one_schedule);
        (l->v[i].kind == RG_DATA_INT ? ints : others)[l->v[i].part]++;
      }
    for (int p = 0; p < rg_exercise_find("07")->nparts; p++) {
      assert_int_equal(ints[p], 1);
      assert_int_equal(others[p], 1);
    }
    rg_cases_free(l);
  }
  size_t sizes[] = { 4096 };
  const struct rg_matrix_opts none[] = { { .quick = true }, { .emulator = true, .sizes = sizes,
                                                              .nsizes = 1 } };
  const char *exercises[] = { "02", "07", "07" };
  for (size_t k = 0; k < 3; k++) {
    struct rg_case_list *l =
        build(state, exercises[k], k == 0 ? opts[0] : none[k - 1]);
    for (size_t i = 0; i < l->len; i++)
      assert_int_equal(l->v[i].sm_count, 0);
    rg_cases_free(l);
  }
}

/* Ensure the emulator's default matrix keeps the shuffled schedule on every
 * 1D case up to 4099 elements and not past it, and past 2^16 + 1 runs only 1000003 at
 * block 256, on int data and (a float sum's, rg_cases_push_largest_kind)
 * huge data, blocks in order, and says so. */
static void test_cases_emulator_large_one_schedule(void **state)
{
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){ .emulator = true });
  size_t large = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    bool past = c->n > RG_EMU_SHUFFLED_MAX_N;
    assert_int_equal(c->one_schedule, !c->goal && c->n > RG_EMU_QUICK_SHUFFLED_MAX_N);
    if (past) {
      large++;
      assert_int_equal(c->n, 1000003);
      assert_int_equal(c->block, 256);
      assert_true(c->kind == RG_DATA_INT || c->kind == RG_DATA_HUGE);
    }
  }
  assert_int_equal(large, 2);
  assert_true(has_case(l, 65537, 1024));
  bool said = false;
  for (int i = 0; i < l->nnot_run; i++) {
    const char *line = l->not_run[i];
    if (strstr(line, "blocks in order")) {
      said = true;
      /* whole: the line once lost its last letters to the buffer */
      const char *end = "runs on a GPU";
      assert_true(strlen(line) > strlen(end));
      assert_string_equal(line + strlen(line) - strlen(end), end);
    }
  }
  assert_true(said);
}

/* Ensure a matrix case of more than 2^16 threads runs one schedule too. */
static void test_cases_emulator_many_threads_one_schedule(void **state)
{
  struct rg_case_list *l = build(state, "14", (struct rg_matrix_opts){ .emulator = true });
  size_t many = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    bool big = c->n > RG_EMU_SHUFFLED_MAX_N || c->rows * (size_t)c->block > RG_EMU_SHUFFLED_MAX_N;
    assert_int_equal(c->one_schedule, big);
    many += big && c->n <= RG_EMU_SHUFFLED_MAX_N;
    if (big && !(c->rows == 16387 && c->cols == 3) && !(c->rows == 3 && c->cols == 65537))
      /* the tall and the longest shapes: also large */
      assert_int_equal(c->kind, RG_DATA_INT);
  }
  assert_true(many > 0);
}

/* Ensure the loop_case block (32) gets, in every part, the kind that shows
 * a thread's own accumulation (offset for moments, huge for a double
 * sum) with more elements than a grid capped at 1024 blocks has
 * threads, on the emulator (quick or not) and a GPU's --quick; a double
 * sum's huge data at loop_case_n too (UNROLL = 8 loads a thread of such a
 * grid) but with --quick. */
static void test_cases_accumulation_kind_at_loop_block(void **state)
{
  struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true },
                                   { .emulator = true },
                                   { .quick = true } };
  const char *exs[] = { "12", "07" };
  const enum rg_kind want[] = { RG_DATA_OFFSET, RG_DATA_HUGE };
  for (int e = 0; e < 2; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exs[e]);
    for (int k = 0; k < 3; k++) {
      struct rg_case_list *l = build(state, exs[e], opts[k]);
      for (int p = 0; p < ex->nparts; p++) {
        int found = 0;
        for (size_t i = 0; i < l->len; i++)
          found += l->v[i].part == p && l->v[i].kind == want[e] &&
                   l->v[i].block == ex->loop_case_block &&
                   l->v[i].n > (size_t)1024 * (size_t)ex->loop_case_block;
        /* a float sum's threads have no narrower type: none there */
        bool float_sum = want[e] == RG_DATA_HUGE && ex->parts[p].dtype == RG_F32;
        bool at_loop_n = want[e] == RG_DATA_HUGE && !float_sum && !opts[k].quick;
        int at_n = 0;
        for (size_t i = 0; i < l->len; i++)
          at_n += l->v[i].part == p && l->v[i].kind == want[e] &&
                  l->v[i].block == ex->loop_case_block && l->v[i].n == ex->loop_case_n;
        assert_int_equal(found, float_sum ? 0 : at_loop_n ? 2 : 1);
        assert_int_equal(at_n, at_loop_n ? 1 : 0);
      }
      rg_cases_free(l);
    }
  }
}

/* Ensure every part that sizes its own grid gets, in the emulator's
 * --quick matrix, an integer case of more than 1024 blocks at block 32
 * (the matrix's largest, 2^16 + 1 at block 256, is 257 blocks): a grid
 * capped at 1024 blocks, or launched in chunks of 1024 that each zero the
 * result, passed it.  A block part's grid is the grader's: none there. */
static void test_cases_emulator_quick_wide_grid(void **state)
{
  const char *exs[] = { "09", "15", "08" };
  for (int e = 0; e < 3; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exs[e]);
    struct rg_case_list *l =
        build(state, exs[e], (struct rg_matrix_opts){ .emulator = true, .quick = true });
    for (int p = 0; p < ex->nparts; p++) {
      bool found = false;
      for (size_t i = 0; i < l->len; i++)
        found |= l->v[i].part == p && l->v[i].block == 32 && l->v[i].kind == RG_DATA_INT &&
                 l->v[i].n > (size_t)1024 * 32;
      assert_int_equal(found, ex->parts[p].family == RG_FAM_TOTAL);
    }
    rg_cases_free(l);
  }
}

/* Ensure every matrix part gets real data at two whole strips (cols = 2
 * block, a multiple of 4 and of the block) at blocks 32 and 256, on the
 * emulator (quick or not) and a GPU, and a softmax its large data there
 * too: a float4 or whole-strip path that truncates (an int accumulator)
 * is exact on integers, and one that forgets the max never overflows on
 * them, and they ran on nothing else (the other kinds' shapes are odd). */
static void test_cases_matrix_real_on_even_widths(void **state)
{
  const char *ex[] = { "13", "14", "13", "14" };
  struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true },
                                   { .emulator = true },
                                   { .emulator = true },
                                   { .quick = true } };
  for (int k = 0; k < 4; k++) {
    struct rg_case_list *l = build(state, ex[k], opts[k]);
    for (size_t i = 0; i < l->len; i++) {
      const struct rg_case *c = &l->v[i];
      if (c->rows == 0 || (c->block != 32 && c->block != 256))
        continue;
      int real = 0, large = 0;
      for (size_t j = 0; j < l->len; j++) {
        const struct rg_case *d = &l->v[j];
        bool at = d->part == c->part && d->block == c->block && d->rows == 2 &&
                  d->cols == 2 * (size_t)d->block;
        real += at && d->kind == RG_DATA_REAL;
        large += at && d->kind == RG_DATA_LARGE;
      }
      assert_int_equal(real, 1);
      assert_int_equal(large, ex[k][1] == '4' ? 1 : 0); /* a softmax's large data too */
    }
    rg_cases_free(l);
  }
}

/* Ensure every matrix part gets widths of one, two and three whole
 * block-wide strips at every block size, on the emulator (quick or not) and
 * a GPU (quick or not): a fast path taken only where cols % blockDim.x == 0
 * runs somewhere.  The checked run beside a GPU takes none of them (its
 * picks stay as they were). */
static void test_cases_matrix_whole_strips(void **state)
{
  const char *ex[] = { "13", "14", "13", "14" };
  struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true },
                                   { .emulator = true, .quick = true },
                                   { .emulator = true },
                                   { .quick = true } };
  for (int k = 0; k < 4; k++) {
    struct rg_case_list *l = build(state, ex[k], opts[k]);
    size_t before = l->len;
    for (size_t i = 0; i < before; i++) {
      const struct rg_case *c = &l->v[i];
      if (c->rows == 0 || (c->block != 32 && c->block != 256))
        continue;
      int strips[4] = { 0 };
      for (size_t j = 0; j < before; j++) {
        const struct rg_case *d = &l->v[j];
        size_t b = (size_t)d->block;
        if (d->part == c->part && d->block == c->block && d->cols % b == 0 && d->cols <= 3 * b &&
            d->rows >= 2 && d->rows <= 3 && d->kind == RG_DATA_INT)
          strips[d->cols / b]++;
      }
      assert_int_equal(strips[1], 1);
      assert_int_equal(strips[2], 1);
      assert_int_equal(strips[3], 1);
      assert_int_equal(l->v[i].rows * l->v[i].cols, l->v[i].n);
    }
    assert_true(rg_cases_add_checked(rg_exercise_find(ex[k]), &opts[k], l) > 0);
    for (size_t j = before; j < l->len; j++)
      if (l->v[j].rows)
        assert_true(l->v[j].cols % (size_t)l->v[j].block != 0);
    rg_cases_free(l); /* empty again for the next build */
  }
}

/* Ensure softmax's tall shape has the large kind (a block striding over
 * rows meets both halves of it), on the emulator at block 32 and on a GPU,
 * its longest rows (3 x 65537) too, once, at block 256 (a path for long
 * rows only), and a matrix of one row (a path for one row only), and that
 * a row sum's shapes do not. */
static void test_cases_softmax_tall_large(void **state)
{
  const char *ex[] = { "14", "14", "13" };
  struct rg_matrix_opts opts[] = { { .emulator = true }, { .emulator = false }, { .emulator = true } };
  for (int k = 0; k < 3; k++) {
    struct rg_case_list *l = build(state, ex[k], opts[k]);
    size_t tall = 0, longest = 0, one_row = 0;
    for (size_t i = 0; i < l->len; i++) {
      const struct rg_case *c = &l->v[i];
      if (c->rows == 16387 && c->cols == 3 && c->kind == RG_DATA_LARGE) {
        tall++;
        assert_true(c->block == 32 || !opts[k].emulator);
      }
      if (c->rows == 3 && c->cols == 65537 && c->kind == RG_DATA_LARGE) {
        longest++;
        assert_int_equal(c->block, 256);
      }
      one_row += c->rows == 1 && c->cols > 33 && c->kind == RG_DATA_LARGE;
    }
    assert_true(k < 2 ? tall > 0 : tall == 0);
    assert_int_equal(longest, k < 2 ? 1 : 0);
    assert_true(k < 2 ? one_row > 0 : one_row == 0);
    rg_cases_free(l); /* empty again for the next build */
  }
}

/* Ensure --quick and --sizes keep both schedules everywhere. */
static void test_cases_emulator_sizes_two_schedules(void **state)
{
  static const size_t sizes[] = { 1000003 };
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){
      .emulator = true, .sizes = sizes, .nsizes = 1 });
  for (size_t i = 0; i < l->len; i++)
    assert_false(l->v[i].one_schedule);
}

/* Ensure --sizes replaces the matrix sizes exactly. */
static void test_cases_sizes_override(void **state)
{
  static const size_t sizes[] = { 7, 1000003 };
  static const int blocks[] = { 128 };
  struct rg_case_list *l = build(state, "01", (struct rg_matrix_opts){
      .sizes = sizes, .nsizes = 2, .blocks = blocks, .nblocks = 1 });
  assert_int_equal(l->len, 2);
  assert_true(has_case(l, 7, 128));
  assert_true(has_case(l, 1000003, 128));
}

/* Ensure every max, min and argmax part gets, at each block of the --quick
 * matrix, a case of span - 1 elements whose extreme is its last element
 * (last-high for max and argmax, last-low for min), and a sum none. */
static void test_cases_last_extreme_per_block(void **state)
{
  const char *exs[] = { "10", "11", "02" };
  for (int e = 0; e < 3; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exs[e]);
    struct rg_case_list *l = build(state, exs[e], (struct rg_matrix_opts){ .quick = true });
    for (int p = 0; p < ex->nparts; p++) {
      const struct rg_part *part = &ex->parts[p];
      enum rg_kind want = part->op == RG_OP_MIN ? RG_DATA_LAST_LOW : RG_DATA_LAST_HIGH;
      for (size_t b = 0; b < l->len; b++) {
        if (l->v[b].part != p || l->v[b].kind != RG_DATA_INT || l->v[b].n != 1)
          continue; /* one block size of the part: its case of one element */
        size_t span = (size_t)l->v[b].block * (size_t)part->items_per_thread;
        int found = 0;
        for (size_t i = 0; i < l->len; i++)
          found += l->v[i].part == p && l->v[i].block == l->v[b].block &&
                   l->v[i].kind == want && l->v[i].n == span - 1;
        assert_int_equal(found, part->op == RG_OP_SUM ? 0 : 1);
      }
    }
    rg_cases_free(l);
  }
}

/* Ensure 10's int max and min parts get the split kind (blocks whose max,
 * or min, is 0) at every block of the --quick matrix, and its float parts
 * do not (their zeros kind has such blocks). */
static void test_cases_int_extremes_split(void **state)
{
  const struct rg_exercise *ex = rg_exercise_find("10");
  struct rg_case_list *l = build(state, "10", (struct rg_matrix_opts){ .quick = true });
  const int blocks[] = { 32, 64, 256, 1024 };
  for (int p = 0; p < ex->nparts; p++)
    for (int b = 0; b < 4; b++) {
      int found = 0;
      for (size_t i = 0; i < l->len; i++)
        found += l->v[i].part == p && l->v[i].block == blocks[b] &&
                 l->v[i].kind == RG_DATA_SPLIT && l->v[i].n == 2 * 2 * (size_t)blocks[b] + 1;
      assert_int_equal(found, ex->parts[p].dtype == RG_I32 ? 1 : 0);
    }
}

/* Ensure a row, column or softmax part gets, at each block of the
 * emulator's --quick matrix up to 256, real data (a softmax's large data
 * too) on 3 rows of 8 block-widths and 3: a path unrolled over 4 or 8 strips
 * ran on integers alone. */
static void test_cases_long_rows_real(void **state)
{
  const char *exs[] = { "13", "14" };
  const int blocks[] = { 32, 64, 256 };
  for (int e = 0; e < 2; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exs[e]);
    struct rg_case_list *l =
        build(state, exs[e], (struct rg_matrix_opts){ .emulator = true, .quick = true });
    for (int p = 0; p < ex->nparts; p++)
      for (int b = 0; b < 3; b++) {
        int real = 0, large = 0;
        for (size_t i = 0; i < l->len; i++) {
          const struct rg_case *c = &l->v[i];
          if (c->part != p || c->block != blocks[b] || c->rows != 3 ||
              c->cols != 8 * (size_t)blocks[b] + 3)
            continue;
          real += c->kind == RG_DATA_REAL;
          large += c->kind == RG_DATA_LARGE;
        }
        assert_int_equal(real, 1);
        assert_int_equal(large, ex->parts[p].family == RG_FAM_SOFTMAX ? 1 : 0);
      }
    rg_cases_free(l);
  }
}

/* Ensure an exercise that asks for unaligned inputs gets odd offsets, and a
 * head of 3 on real data at each reference block (an int head passed every
 * integer case). */
static void test_cases_unaligned_offsets_when_asked(void **state)
{
  struct rg_case_list *l = build(state, "15", (struct rg_matrix_opts){ .quick = true });
  bool seen[4] = { false };
  int real_head = 0;
  for (size_t i = 0; i < l->len; i++) {
    if (l->v[i].in_offset < 4)
      seen[l->v[i].in_offset] = true;
    real_head += l->v[i].in_offset == 1 && l->v[i].kind == RG_DATA_REAL && l->v[i].n > 3;
  }
  assert_true(seen[1] && seen[2] && seen[3]);
  assert_int_equal(real_head, 2);
}

/* Ensure an exercise that does not ask gets aligned inputs only. */
static void test_cases_aligned_when_not_asked(void **state)
{
  struct rg_case_list *l = build(state, "01", (struct rg_matrix_opts){ 0 });
  for (size_t i = 0; i < l->len; i++)
    assert_int_equal(l->v[i].in_offset, 0);
}

/* Ensure every part of a multi-part exercise gets cases. */
static void test_cases_every_part(void **state)
{
  struct rg_case_list *l = build(state, "07", (struct rg_matrix_opts){ .quick = true });
  bool seen[RG_MAX_PARTS] = { false };
  for (size_t i = 0; i < l->len; i++)
    seen[l->v[i].part] = true;
  assert_true(seen[0] && seen[1] && seen[2] && seen[3]);
}

/* Ensure timing marks one int case per part, at block 256. */
static void test_cases_timing_marks_one_per_part(void **state)
{
  struct rg_case_list *l = build(state, "02", (struct rg_matrix_opts){ .timing = true });
  size_t timed = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].timed) {
      timed++;
      assert_int_equal(l->v[i].block, 256);
      assert_int_equal(l->v[i].n, max_n(l));
    }
  assert_int_equal(timed, 1);
}

/* Ensure the case past 2^31 elements of a full grading is checked but not
 * timed: the timed case of each part is its largest one up to 2^28. */
static void test_cases_timing_skips_index_overflow_case(void **state)
{
  struct rg_case_list *l = build(state, "07", (struct rg_matrix_opts){ .full = true,
                                                                       .timing = true,
                                                                       .device_bytes = GB(80) });
  bool big = false;
  size_t timed = 0;
  for (size_t i = 0; i < l->len; i++) {
    big |= l->v[i].n > ((size_t)1 << 31);
    if (l->v[i].timed) {
      timed++;
      assert_true(l->v[i].n <= ((size_t)1 << 28));
    }
  }
  assert_true(big);
  assert_int_equal(timed, 4);
}

/* Ensure a matrix exercise is timed on a square matrix above the L2, in
 * each of its parts (row and column sums alike): on a short-wide one a row
 * sum has a block or two to run on, and no reference reaches a tier. */
static void test_cases_matrix_timed_square(void **state)
{
  struct rg_case_list *l = build(state, "13", (struct rg_matrix_opts){ .timing = true });
  size_t timed = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].timed) {
      timed++;
      assert_int_equal(l->v[i].rows, 4096);
      assert_int_equal(l->v[i].cols, 4096);
      assert_int_equal(l->v[i].block, 256);
    }
  assert_int_equal(timed, 2);
}

/* Ensure a case description names size, block and kind. */
static void test_cases_describe(void **state)
{
  (void)state;
  struct rg_case c = { .n = 1000003, .block = 256, .kind = RG_DATA_INT };
  char buf[128];
  rg_case_describe(rg_exercise_find("01"), &c, buf, sizeof buf);
  assert_string_equal(buf, "n=1000003 block=256 int");
}

/* Ensure a multi-GPU exercise gets one result per device, one element per
 * device, and the largest remainder; on the emulator, cases on the other
 * device counts of 2..4 (beside --gpus 3: 2 and 4; beside the default 2:
 * 3 and 4), one element per device and every remainder (a split that
 * agrees with the grader's only where n % ndev is 0 or ndev - 1 fails
 * there); on a GPU none. */
static void test_cases_multi_gpu_sizes(void **state)
{
  struct rg_case_list *l = build(state, "16", (struct rg_matrix_opts){ .emulator = true,
                                                                      .devices = 3 });
  assert_true(l->len > 0);
  size_t other[5] = { 0 };
  for (size_t i = 0; i < l->len; i++) {
    size_t d = l->v[i].cols;
    assert_true(d >= 2 && d <= 4);
    if (d != 3) {
      other[d]++;
      assert_true(l->v[i].n == d || (l->v[i].n > d * 1000 && l->v[i].n < d * 1001));
    }
  }
  assert_int_equal(other[2], 2);
  assert_int_equal(other[4], 4);
  assert_true(has_case(l, 3, 256));
  assert_true(has_case(l, 3002, 256));
  assert_true(has_case(l, 4002, 256));
  rg_cases_free(l);
  l = build(state, "16", (struct rg_matrix_opts){ .emulator = true, .devices = 2 });
  assert_true(has_case(l, 3001, 256));
  assert_true(has_case(l, 3002, 256));
  assert_true(has_case(l, 4001, 256));
  assert_true(has_case(l, 4003, 256));
  rg_cases_free(l);
  l = build(state, "16", (struct rg_matrix_opts){ .devices = 2 });
  for (size_t i = 0; i < l->len; i++)
    assert_int_equal(l->v[i].cols, 2);
}

/* Ensure the full GPU matrix of a multi-GPU exercise has shards past 2^31
 * bytes, and the emulator's does not. */
static void test_cases_multi_gpu_full_big_shards(void **state)
{
  size_t big = 2 * (((size_t)1 << 29) + ((size_t)1 << 20)) + 1;
  struct rg_case_list *l = build(state, "16", (struct rg_matrix_opts){ .full = true,
                                                                      .devices = 2 });
  assert_true(has_case(l, big, 256));
  assert_true(big / 2 * sizeof(float) > ((size_t)1 << 31));
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  build(state, "16", (struct rg_matrix_opts){ .full = true, .emulator = true, .devices = 2 });
  assert_false(has_case(l, big, 256));
}

/* The checked run's cases: for every part and block size of a GPU matrix,
 * one to RG_CHECKED_PER_BLOCK small integer cases, and per part two of
 * many blocks (block 256 and the smallest block, up to RG_CHECKED_MANY_MAX
 * elements), copies marked checked, never timed or profiled; the GPU's own
 * cases stay as they were. */
static void test_cases_checked_few_small_per_block(void **state)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  struct rg_matrix_opts o = { .timing = true, .profile = true };
  struct rg_case_list *l = build(state, "02", o);
  size_t before = l->len;
  long added = rg_cases_add_checked(ex, &o, l);
  assert_true(added > 0);
  assert_int_equal(l->len, before + (size_t)added);
  int smallest = 0;
  for (size_t i = 0; i < before; i++) {
    assert_false(l->v[i].checked);
    if (smallest == 0 || l->v[i].block < smallest)
      smallest = l->v[i].block;
  }
  assert_true(smallest > 0 && smallest < 256);
  for (size_t i = 0; i < before; i++) {
    const struct rg_case *c = &l->v[i];
    size_t span = (size_t)c->block * (size_t)ex->parts[c->part].items_per_thread;
    int count = 0, many = 0;
    for (size_t j = before; j < l->len; j++) {
      const struct rg_case *k = &l->v[j];
      if (k->part != c->part || k->block != c->block)
        continue;
      assert_true(k->checked);
      assert_false(k->timed);
      assert_false(k->profile);
      assert_int_equal(k->kind, RG_DATA_INT);
      if (k->n <= 2 * span + 1) {
        count++;
      } else {
        many++;
        assert_true(k->block == 256 || k->block == smallest);
        assert_true(k->n > 64 * span && k->n <= RG_CHECKED_MANY_MAX);
      }
    }
    assert_true(count >= 1 && count <= RG_CHECKED_PER_BLOCK);
    assert_int_equal(many, c->block == 256 || c->block == smallest ? 1 : 0);
  }
  char what[200];
  rg_case_describe(ex, &l->v[before], what, sizeof what);
  assert_non_null(strstr(what, "the emulator's checked run"));
}

/* The checked run's first case of each part is smaller than its largest:
 * the run deals it out first, with the costliest case after it in one
 * process (run_order.c), so that state sized by a process's first call (a
 * static buffer allocated once) meets a larger call.  The cases of many
 * blocks first, every process that took one started with it (15: the only
 * checked case of more than one block). */
static void test_cases_checked_first_is_small(void **state)
{
  static const char *const exs[] = { "15", "12", "07" };
  for (size_t e = 0; e < sizeof exs / sizeof exs[0]; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exs[e]);
    struct rg_matrix_opts o = { .timing = true, .profile = true };
    struct rg_case_list *l = build(state, exs[e], o);
    size_t before = l->len;
    assert_true(rg_cases_add_checked(ex, &o, l) > 0);
    for (int p = 0; p < ex->nparts; p++) {
      size_t first = 0, largest = 0;
      for (size_t j = before; j < l->len; j++) {
        if (l->v[j].part != p || l->v[j].sm_count)
          continue;
        if (first == 0)
          first = l->v[j].n;
        largest = l->v[j].n > largest ? l->v[j].n : largest;
      }
      assert_true(first > 0 && first < largest);
    }
    rg_cases_free(l);
    memset(l, 0, sizeof *l);
  }
}

/* Argmax: the far-index case at block 256 on a GPU (quick too); on the
 * emulator it is left out and the list says where it runs. */
static void test_cases_far_index_gpu_only_and_said(void **state)
{
  struct rg_case_list *l = build(state, "11", (struct rg_matrix_opts){ .quick = true });
  size_t found = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].kind == RG_DATA_FAR) {
      found++;
      assert_int_equal(l->v[i].n, RG_FAR_INDEX_N);
      assert_int_equal(l->v[i].block, 256);
    }
  assert_int_equal(found, 1);
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  build(state, "11", (struct rg_matrix_opts){ .quick = true, .emulator = true });
  bool said = false;
  for (size_t i = 0; i < l->len; i++)
    assert_int_not_equal(l->v[i].kind, RG_DATA_FAR);
  for (int i = 0; i < l->nnot_run; i++)
    said |= strstr(l->not_run[i], "index carried in a float") != NULL;
  assert_true(said);
}

/* 07 on the emulator: the int-index overflow case is said, with where it runs. */
static void test_cases_far_sum_said_on_emulator(void **state)
{
  struct rg_case_list *l = build(state, "07", (struct rg_matrix_opts){ .emulator = true });
  bool said = false;
  for (int i = 0; i < l->nnot_run; i++)
    said |= strstr(l->not_run[i], "2^31+2^24+7 elements") != NULL &&
            strstr(l->not_run[i], "runs on a GPU") != NULL;
  assert_true(said);
}

/* Where any multiple of 32 is allowed, the default matrix has a block of
 * more than 16 warps and fewer than 32 (a second level that folds from 16
 * lanes is wrong only there); --quick leaves it out (its cost). */
static void test_cases_block_past_sixteen_warps(void **state)
{
  struct rg_case_list *l = build(state, "05", (struct rg_matrix_opts){ .emulator = true });
  int found = 0;
  for (size_t i = 0; i < l->len; i++)
    found |= l->v[i].block > 16 * 32 && l->v[i].block < 32 * 32 && l->v[i].block % 32 == 0;
  assert_true(found);
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  build(state, "05", (struct rg_matrix_opts){ .emulator = true, .quick = true });
  for (size_t i = 0; i < l->len; i++)
    assert_false(l->v[i].block > 16 * 32 && l->v[i].block < 32 * 32);
}

/* What each backend's leak check does not count is said: on a GPU the
 * host and device-heap blocks, which only the emulator counts; the
 * emulator says nothing of it. */
static void test_cases_heap_leaks_said_on_gpu(void **state)
{
  struct rg_case_list *l = build(state, "07", (struct rg_matrix_opts){ .device_bytes = GB(80) });
  int said = 0;
  for (int i = 0; i < l->nnot_run; i++)
    said += strstr(l->not_run[i], "device-heap blocks") != NULL &&
            strstr(l->not_run[i], "--backend emu") != NULL;
  assert_int_equal(said, 1);
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  build(state, "07", (struct rg_matrix_opts){ .emulator = true });
  for (int i = 0; i < l->nnot_run; i++)
    assert_null(strstr(l->not_run[i], "device-heap blocks"));
}

/* The goal cases of part 0: into idx the public one, the drawn count, the
 * first drawn grid and the matrix's case drawn; how many goal cases there
 * are in all (drawn grids past the first too: one per kind of data,
 * drawn_case.c). */
static size_t goal_cases(const struct rg_case_list *l, size_t idx[4])
{
  size_t k = 0;
  idx[0] = idx[1] = idx[2] = idx[3] = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].goal) {
      assert_int_equal(l->v[i].part, 0);
      k++;
      if (!l->v[i].undisclosed)
        idx[0] = i;
      else if (!l->v[i].drawn_block)
        idx[1] = i;
    }
  /* the drawn count and grids are pushed after the matrix; the matrix's
   * case drawn is one of its own, before them */
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].goal && l->v[i].drawn_block) {
      if (i < idx[1])
        idx[3] = i;
      else if (!idx[2])
        idx[2] = i;
    }
  return k;
}

/* A float sum's goal cases: the public one, the drawn count, a drawn grid
 * for each of the four kinds of data the count did not take (of negative,
 * ones, real, tiny, huge), the matrix's case drawn. */
#define FLOAT_SUM_GOAL_CASES 7

/* The third goal case, whose block size and length are drawn: a block
 * size of 256 or 512 that the exercise takes (fewer warps and a GPU's
 * counters cannot tell the trees apart: drawn_case.c), 2 to 8
 * blocks, the last partial, a case of its own, undisclosed, of a kind of
 * data other than the public case's integers. */
static void check_drawn_grid(const struct rg_exercise *ex, const struct rg_case_list *l,
                             const struct rg_case *g)
{
  assert_true(g->undisclosed && g->drawn_block && g->profile && g->goal);
  assert_true(rg_exercise_block_ok(ex, g->block));
  assert_true(g->block == 256 || g->block == 512);
  size_t span = (size_t)g->block * (size_t)ex->parts[0].items_per_thread;
  assert_int_not_equal(g->n % span, 0);
  assert_in_range(g->n / span + 1, RG_GOAL_BLOCKS_MIN, RG_GOAL_BLOCKS_MAX);
  assert_int_not_equal(g->kind, RG_DATA_INT);
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    assert_true(c == g || c->n != g->n || c->block != g->block || c->part != g->part);
  }
}

/* Ensure the third goal case draws its block size too: over seeds, more
 * than one block size and more than one length at each exercise with goals. */
static void test_cases_goal_grid_block_drawn(void **state)
{
  (void)state;
  const char *exercises[] = { "02", "03", "05", "06" };
  for (size_t e = 0; e < 4; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exercises[e]);
    bool seen[1025] = { false };
    int distinct = 0;
    size_t first_n = 0;
    bool n_differs = false;
    for (uint64_t seed = 2; seed < 40; seed++) {
      struct rg_case_list l = { 0 };
      struct rg_matrix_opts o = { .emulator = true, .quick = true, .profile = true,
                                  .seed = seed };
      assert_int_equal(rg_cases_build(ex, &o, &l), 0);
      size_t idx[4];
      assert_int_equal(goal_cases(&l, idx), FLOAT_SUM_GOAL_CASES);
      const struct rg_case *g = &l.v[idx[2]];
      check_drawn_grid(ex, &l, g);
      distinct += !seen[g->block];
      seen[g->block] = true;
      n_differs |= first_n && g->n != first_n;
      first_n = g->n;
      rg_cases_free(&l);
    }
    assert_true(distinct >= 2 && n_differs);
  }
}

/* The drawn goal case's number of blocks under a given seed, after
 * checking it is a case of its own: whole blocks of 1024, a kind of data
 * other than the public case's integers, no
 * offset, profiled, after the public case; and that the matrix has
 * exactly `len` cases (the same whatever the seed draws). */
static int drawn_blocks(const char *exercise, uint64_t seed, size_t *len)
{
  const struct rg_exercise *ex = rg_exercise_find(exercise);
  struct rg_case_list l = { 0 };
  struct rg_matrix_opts o = { .emulator = true, .profile = true, .seed = seed };
  assert_int_equal(rg_cases_build(ex, &o, &l), 0);
  size_t idx[4];
  assert_int_equal(goal_cases(&l, idx), FLOAT_SUM_GOAL_CASES);
  const struct rg_case *pub = &l.v[idx[0]], *drawn = &l.v[idx[1]];
  check_drawn_grid(ex, &l, &l.v[idx[2]]);
  size_t span = (size_t)1024 * (size_t)ex->parts[0].items_per_thread;
  assert_false(pub->undisclosed);
  assert_int_equal(pub->n, span);
  assert_true(drawn->undisclosed && drawn->profile);
  assert_int_equal(drawn->block, 1024);
  assert_int_not_equal(drawn->kind, RG_DATA_INT);
  assert_int_equal(drawn->in_offset, 0);
  assert_int_equal(drawn->n % span, 0);
  for (size_t i = 0; i < l.len; i++) /* a case of its own */
    assert_true(&l.v[i] == drawn || l.v[i].n != drawn->n || l.v[i].block != 1024);
  if (*len)
    assert_int_equal(l.len, *len);
  *len = l.len;
  int blocks = (int)(drawn->n / span);
  rg_cases_free(&l);
  assert_in_range(blocks, RG_GOAL_BLOCKS_MIN, RG_GOAL_BLOCKS_MAX);
  return blocks;
}

/* Ensure the goals' second case is drawn from a secret seed: the same for
 * the same seed (a class graded alike), several counts over seeds, each
 * within the range, never a case the matrix runs anyway (06: 8 blocks of
 * 8 floats a thread is 2^16, which it does). */
static void test_cases_goal_grid_follows_seed(void **state)
{
  (void)state;
  const char *exercises[] = { "02", "03", "05", "06" };
  for (size_t e = 0; e < 4; e++) {
    bool seen[RG_GOAL_BLOCKS_MAX + 1] = { false };
    size_t len = 0;
    int distinct = 0;
    for (uint64_t seed = 2; seed < 60; seed++) {
      int b = drawn_blocks(exercises[e], seed, &len);
      assert_int_equal(drawn_blocks(exercises[e], seed, &len), b);
      distinct += !seen[b];
      seen[b] = true;
    }
    assert_true(distinct >= 4);
  }
}

/* Ensure the public default seed draws afresh: a student who knows it
 * cannot compute the grid (20 builds of one count: 7^-19). */
static void test_cases_goal_grid_fresh_with_public_seed(void **state)
{
  (void)state;
  size_t len = 0;
  int first = drawn_blocks("02", RG_PUBLIC_SEED, &len);
  bool differs = false;
  for (int i = 0; i < 20 && !differs; i++)
    differs = drawn_blocks("02", RG_PUBLIC_SEED, &len) != first;
  assert_true(differs);
}

/* Ensure only an exercise with goals gets the drawn case (the others keep
 * their one profiled case), and none without profiling (--sizes). */
static void test_cases_goal_grid_only_with_goals(void **state)
{
  struct rg_case_list *l = build(state, "01", (struct rg_matrix_opts){ .emulator = true,
                                                                       .profile = true });
  size_t profiled = 0;
  for (size_t i = 0; i < l->len; i++) {
    assert_false(l->v[i].goal || l->v[i].undisclosed);
    profiled += l->v[i].profile;
  }
  assert_int_equal(profiled, 1);
  rg_cases_free(l);
  memset(l, 0, sizeof *l);
  size_t sizes[] = { 4096 };
  build(state, "02", (struct rg_matrix_opts){ .sizes = sizes, .nsizes = 1 });
  for (size_t i = 0; i < l->len; i++)
    assert_false(l->v[i].goal || l->v[i].profile);
}

/* Ensure the checked run beside a GPU grading never copies the drawn case:
 * what it runs must not depend on the seed, nor name the drawn size. */
/* Ensure a grading of large sizes only (--sizes 100000) still gets a
 * checked case per part, scaled down to two spans and one: without it the
 * emulator's checks ran on nothing beside the GPU, and a host sum through
 * managed memory a kernel filled passed there. */
static void test_cases_checked_large_sizes_only(void **state)
{
  const struct rg_exercise *ex = rg_exercise_find("07");
  static const size_t sizes[] = { 100000 };
  static const int blocks[] = { 256 };
  struct rg_matrix_opts o = { .sizes = sizes, .nsizes = 1, .blocks = blocks, .nblocks = 1 };
  struct rg_case_list *l = build(state, "07", o);
  size_t before = l->len;
  assert_true(rg_cases_add_checked(ex, &o, l) >= ex->nparts);
  for (int p = 0; p < ex->nparts; p++) {
    bool found = false;
    for (size_t j = before; j < l->len; j++)
      found |= l->v[j].part == p && l->v[j].checked && l->v[j].n == 2 * 256 + 1 &&
               l->v[j].kind == RG_DATA_INT && !l->v[j].timed;
    assert_true(found);
  }
}

/* Ensure a GPU grading's checked run takes the small-GPU case of each
 * part whose host function picks its grid (07's four), on integers and on
 * the part's real data: at --quick's sizes the GPU itself never runs an
 * occupancy grid's unrolled trips (and an H200's default matrix passed an
 * unrolled int accumulator); with --sizes, as on the emulator, none. */
static void test_cases_checked_small_gpu(void **state)
{
  const struct rg_exercise *ex = rg_exercise_find("07");
  struct rg_matrix_opts o = { .quick = true, .timing = true };
  struct rg_case_list *l = build(state, "07", o);
  size_t before = l->len;
  for (size_t i = 0; i < before; i++)
    assert_int_equal(l->v[i].sm_count, 0);
  assert_true(rg_cases_add_checked(ex, &o, l) > 0);
  int small[8] = { 0 }, real[8] = { 0 };
  for (size_t j = before; j < l->len; j++)
    if (l->v[j].sm_count == RG_SMALL_GPU_SMS) {
      assert_true(l->v[j].checked);
      assert_true(l->v[j].n > 8 * 4096);
      small[l->v[j].part]++;
      real[l->v[j].part] += l->v[j].kind != RG_DATA_INT;
    }
  for (int p = 0; p < ex->nparts; p++) {
    assert_int_equal(small[p], 2);
    assert_int_equal(real[p], 1);
  }
  rg_cases_free(l);
  static const size_t sizes[] = { 100000 };
  o.sizes = sizes;
  o.nsizes = 1;
  build(state, "07", o);
  before = l->len;
  assert_true(rg_cases_add_checked(ex, &o, l) > 0);
  for (size_t j = before; j < l->len; j++)
    assert_int_equal(l->v[j].sm_count, 0);
}

static void test_cases_checked_skips_goal_grid(void **state)
{
  const struct rg_exercise *ex = rg_exercise_find("02");
  for (uint64_t seed = 2; seed < 30; seed++) {
    struct rg_case_list *l = *state;
    struct rg_matrix_opts o = { .timing = true, .profile = true, .seed = seed };
    build(state, "02", o);
    size_t before = l->len, idx[4];
    assert_int_equal(goal_cases(l, idx), FLOAT_SUM_GOAL_CASES);
    size_t drawn = l->v[idx[1]].n, grid_n = l->v[idx[2]].n;
    int grid_block = l->v[idx[2]].block;
    assert_true(rg_cases_add_checked(ex, &o, l) > 0);
    for (size_t j = before; j < l->len; j++) {
      assert_false(l->v[j].block == 1024 && l->v[j].n == drawn);
      assert_false(l->v[j].block == grid_block && l->v[j].n == grid_n);
    }
    rg_cases_free(l); /* empty again for the next build */
  }
}

/* Ensure a column sum, a row sum and a softmax are each graded on a matrix
 * of more than 65535 rows, more than a grid's y dimension takes (a kernel
 * that puts the rows or row groups on blockIdx.y cannot launch there): on a
 * GPU with --quick or not, and on the emulator without --quick.  The
 * emulator's --quick keeps only the column sum's (a row kernel's costs it
 * seconds) and says so in a not-run line.  Each has four times the time
 * limit (a kernel's own block of 1024 threads a row is 67M threads). */
static void test_cases_rows_past_grid_y(void **state)
{
  const struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true }, { .quick = true },
                                         { .emulator = true }, { 0 } };
  static const char *const exercises[] = { "13", "14" };
  for (size_t e = 0; e < 2; e++)
    for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++) {
      struct rg_case_list *l = build(state, exercises[e], opts[k]);
      size_t per_part[2] = { 0, 0 };
      for (size_t i = 0; i < l->len; i++)
        if (l->v[i].rows > 65535) {
          per_part[l->v[i].part]++;
          /* four times the limit: a right kernel's own 1024-thread rows */
          if (l->v[i].cols == 1)
            assert_true(l->v[i].time_scale >= 4);
        }
      bool emu_quick = opts[k].emulator && opts[k].quick;
      assert_true(emu_quick ? per_part[0] == 0 : per_part[0] >= 1);
      assert_true(e == 0 ? per_part[1] >= 1 : per_part[1] == 0); /* softmax: one part */
      bool said = false;
      for (int i = 0; i < l->nnot_run; i++)
        said |= strstr(l->not_run[i], "65536 rows") != NULL;
      assert_true(said == emu_quick);
      rg_cases_free(l);
    }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_cases_small_design_sizes, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_block_edge_sizes, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_edges_follow_items_per_thread, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_unsupported_block_listed, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_unsupported_block_not_run, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_unsupported_override_listed, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_quick_is_smaller, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_gpu_has_large_sizes, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_past_int_where_it_fits, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_past_int_matrix, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_past_unsigned_points_straddle, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_past_unsigned_full_only, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_full_adds_huge_sizes, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_emulator_caps_sizes, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_emulator_quick_caps_sizes, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_emulator_large_one_schedule, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_emulator_many_threads_one_schedule, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_softmax_tall_large, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_emulator_sizes_two_schedules, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_sizes_override, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_unaligned_offsets_when_asked, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_aligned_when_not_asked, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_every_part, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_timing_marks_one_per_part, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_timing_skips_index_overflow_case, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_matrix_timed_square, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_multi_gpu_sizes, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_multi_gpu_full_big_shards, list_setup,
                                    list_teardown),
    cmocka_unit_test(test_cases_describe),
    cmocka_unit_test_setup_teardown(test_cases_far_index_gpu_only_and_said, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_far_sum_said_on_emulator, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_heap_leaks_said_on_gpu, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_block_past_sixteen_warps, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_rows_past_grid_y, list_setup, list_teardown),
    cmocka_unit_test(test_cases_goal_grid_follows_seed),
    cmocka_unit_test(test_cases_goal_grid_fresh_with_public_seed),
    cmocka_unit_test(test_cases_goal_grid_block_drawn),
    cmocka_unit_test_setup_teardown(test_cases_small_gpu, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_nans_partial_tail, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_goal_grid_only_with_goals, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_checked_large_sizes_only, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_checked_small_gpu, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_checked_skips_goal_grid, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_checked_first_is_small, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_checked_few_small_per_block, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_matrix_whole_strips, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_accumulation_kind_at_loop_block, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_emulator_quick_wide_grid, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_matrix_real_on_even_widths, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_last_extreme_per_block, list_setup,
                                    list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_long_rows_real, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_cases_int_extremes_split, list_setup, list_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
