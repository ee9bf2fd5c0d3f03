/* test_check.c — comparing outputs with the reference and naming the cause:
 * wrong result (with block and range), unwritten output, over-read,
 * over-write, and the tolerance for real data. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "check.h"
#include "reference.h"
#include "simt/simt.h"
#include "tolerance.h"

/* Fixture: exercise 01 at block 256 on n = 1000 (4 partials), an input, the
 * right partials followed by intact canaries, and the verdict. */
#define N 1000
#define BLOCK 256
#define NOUT 4
#define CANARY_BYTES (RG_CANARIES * sizeof(float))

struct fx {
  const struct rg_exercise *ex;
  struct rg_case c;
  float input[N];
  unsigned char out[NOUT * sizeof(float) + CANARY_BYTES];
  struct rg_expect exp[NOUT];
  struct rg_verdict v;
};

static void fill_right(struct fx *f)
{
  rg_datagen(f->input, RG_F32, f->c.n, f->c.kind, 1);
  assert_int_equal(rg_reference(f->ex, &f->c, f->input, f->exp), NOUT);
  for (size_t i = 0; i < NOUT; i++) {
    float x = (float)f->exp[i].value;
    memcpy(f->out + i * sizeof x, &x, sizeof x);
  }
  memset(f->out + NOUT * sizeof(float), RG_CANARY_BYTE, CANARY_BYTES);
}

static int setup_kind(void **state, enum rg_kind kind)
{
  struct fx *f = calloc(1, sizeof *f);
  if (!f)
    return -1;
  f->ex = rg_exercise_find("01");
  f->c = (struct rg_case){ .n = N, .block = BLOCK, .kind = kind };
  fill_right(f);
  *state = f;
  return 0;
}

static int int_setup(void **state) { return setup_kind(state, RG_DATA_INT); }
static int real_setup(void **state) { return setup_kind(state, RG_DATA_REAL); }

static int fx_teardown(void **state)
{
  free(*state);
  return 0;
}

static void set_out(struct fx *f, size_t i, float x)
{
  memcpy(f->out + i * sizeof x, &x, sizeof x);
}

static bool check(struct fx *f)
{
  return rg_check(f->ex, &f->c, f->input, f->out, NOUT * sizeof(float), CANARY_BYTES, &f->v);
}

static bool has(const struct fx *f, enum rg_cause c)
{
  return (f->v.causes & (1u << c)) != 0;
}

/* Ensure the exact partials pass with no cause. */
static void test_check_exact_match_passes(void **state)
{
  struct fx *f = *state;
  assert_true(check(f));
  assert_int_equal(f->v.causes, 0);
  assert_int_equal(f->v.wrong, 0);
}

/* Ensure a partial off by one fails as wrong-result. */
static void test_check_off_by_one_wrong_result(void **state)
{
  struct fx *f = *state;
  set_out(f, 2, (float)f->exp[2].value + 1.0f);
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_WRONG_RESULT);
  assert_int_equal(f->v.wrong, 1);
}

/* Ensure the wrong-result line names the block and the elements it covers. */
static void test_check_off_by_one_names_block_range(void **state)
{
  struct fx *f = *state;
  set_out(f, 2, (float)f->exp[2].value + 1.0f);
  check(f);
  assert_non_null(strstr(f->v.detail, "partial[2] (block 2, elements 512..767)"));
}

/* Ensure the last, ragged block's range ends at n − 1. */
static void test_check_last_block_range(void **state)
{
  struct fx *f = *state;
  set_out(f, 3, (float)f->exp[3].value - 1.0f);
  check(f);
  assert_non_null(strstr(f->v.detail, "(block 3, elements 768..999)"));
}

/* Ensure the first wrong block is the one named, and the count is given. */
static void test_check_first_wrong_block_named(void **state)
{
  struct fx *f = *state;
  set_out(f, 1, (float)f->exp[1].value + 1.0f);
  set_out(f, 3, (float)f->exp[3].value + 1.0f);
  check(f);
  assert_non_null(strstr(f->v.detail, "block 1,"));
  assert_non_null(strstr(f->v.detail, "2 of 4 "));
}

/* Ensure exact data allows no rounding at all (one ulp off fails). */
static void test_check_exact_kind_zero_tolerance(void **state)
{
  struct fx *f = *state;
  float x = (float)f->exp[0].value;
  assert_true(f->exp[0].tol == 0);
  set_out(f, 0, nextafterf(x, INFINITY));
  assert_false(check(f));
  assert_true(has(f, RG_CAUSE_WRONG_RESULT));
  assert_null(strstr(f->v.detail, "allowed"));
}

/* Ensure a partial still holding the poison is unwritten-output. */
static void test_check_poison_unwritten_output(void **state)
{
  struct fx *f = *state;
  memset(f->out + 1 * sizeof(float), RG_POISON_BYTE, sizeof(float));
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_UNWRITTEN_OUTPUT);
  assert_non_null(strstr(f->v.detail, "never written"));
}

/* Ensure a partial holding the emulator's shared-memory fill (+1e20 in the
 * first schedule, -1e20 in the second: copied from shared memory nobody
 * wrote) is named as that, in both schedules, not as an output never
 * written nor as an over-read: the fill, the output poison and the
 * sentinel differ. */
static void test_check_shared_fill_is_uninitialised_shared(void **state)
{
  struct fx *f = *state;
  for (int schedule = 0; schedule < 2; schedule++) {
    uint32_t w = SIMT_SHARED_FILL(schedule);
    float as_float;
    memcpy(&as_float, &w, sizeof w);
    assert_true(as_float == (schedule ? -1e20f : 1e20f));
    memset(&f->v, 0, sizeof f->v);
    memcpy(f->out + 2 * sizeof(float), &w, sizeof w);
    assert_false(check(f));
    assert_int_equal(f->v.causes, 1u << RG_CAUSE_UNINITIALISED_SHARED);
    assert_non_null(strstr(f->v.detail, "fill of shared memory nobody wrote"));
    assert_null(strstr(f->v.detail, "never written"));
  }
}

/* Ensure a partial holding what a shuffle reads from a lane outside its
 * mask (+-1e19, SIMT_LANE_FILL) is named as the shuffle's, not as shared
 * memory's fill nor as a wrong sum. */
static void test_check_lane_fill_is_shuffle_mask(void **state)
{
  struct fx *f = *state;
  for (int sign = -1; sign <= 1; sign += 2) {
    memset(&f->v, 0, sizeof f->v);
    set_out(f, 2, (float)(sign * SIMT_LANE_FILL));
    assert_false(check(f));
    assert_int_equal(f->v.causes, 1u << RG_CAUSE_SHUFFLE_MASK);
    assert_non_null(strstr(f->v.detail, "reads a lane outside its mask"));
  }
}

/* Ensure a sum that picked up the 1e30 sentinel is an over-read. */
static void test_check_sentinel_over_read(void **state)
{
  struct fx *f = *state;
  set_out(f, 3, 1e30f + 5.0f);
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_OVER_READ);
  assert_non_null(strstr(f->v.detail, "read past n"));
}

/* Ensure a partial cleared by a memset of too few bytes (bytes 00 00 00 FF:
 * the float -1.7e38, in the sentinel's range) is an unwritten output that
 * says so, not an over-read. */
static void test_check_part_poison_not_over_read(void **state)
{
  struct fx *f = *state;
  memset(f->out + 1 * sizeof(float), 0, 3);
  f->out[1 * sizeof(float) + 3] = RG_POISON_BYTE;
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_UNWRITTEN_OUTPUT);
  assert_non_null(strstr(f->v.detail, "only partly cleared"));
}

/* Ensure a NaN sum (added into the NaN poison) is an unwritten output, not
 * an over-read. */
static void test_check_nan_uninitialised_output(void **state)
{
  struct fx *f = *state;
  set_out(f, 3, NAN);
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_UNWRITTEN_OUTPUT);
  assert_non_null(strstr(f->v.detail, "without being initialised"));
}

/* Ensure a changed canary byte is an over-write, even with right partials. */
static void test_check_canary_over_write(void **state)
{
  struct fx *f = *state;
  f->out[NOUT * sizeof(float) + 5] = 0;
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_OVER_WRITE);
  assert_non_null(strstr(f->v.detail, "byte 5"));
}

/* Ensure a change in the last canary byte is seen too. */
static void test_check_last_canary_byte(void **state)
{
  struct fx *f = *state;
  f->out[sizeof f->out - 1] ^= 1;
  assert_false(check(f));
  assert_true(has(f, RG_CAUSE_OVER_WRITE));
}

static double tol_of(struct fx *f, size_t i)
{
  assert_true(f->exp[i].tol > 0);
  return f->exp[i].tol;
}

/* Ensure real data within the error bound passes. */
static void test_check_real_within_bound_passes(void **state)
{
  struct fx *f = *state;
  double tol = tol_of(f, 0);
  float x = (float)(f->exp[0].value + 0.8 * tol);
  assert_true(fabs(x - f->exp[0].value) <= tol && fabs(x - f->exp[0].value) > 0.5 * tol);
  set_out(f, 0, x);
  assert_true(check(f));
}

/* Ensure real data just outside the error bound fails, saying what was allowed. */
static void test_check_real_outside_bound_fails(void **state)
{
  struct fx *f = *state;
  double tol = tol_of(f, 0);
  float x = (float)(f->exp[0].value - 1.2 * tol);
  assert_true(fabs(x - f->exp[0].value) > tol && fabs(x - f->exp[0].value) < 1.5 * tol);
  set_out(f, 0, x);
  assert_false(check(f));
  assert_int_equal(f->v.causes, 1u << RG_CAUSE_WRONG_RESULT);
  assert_non_null(strstr(f->v.detail, "allowed"));
}

/* Ensure cause tags read back from a line's start. */
static void test_check_cause_from_line(void **state)
{
  (void)state;
  assert_int_equal(rg_cause_from_line("race: thread 3 and 5"), RG_CAUSE_RACE);
  assert_int_equal(rg_cause_from_line("over-read: x"), RG_CAUSE_OVER_READ);
  assert_int_equal(rg_cause_from_line("racy: x"), -1);
  assert_int_equal(rg_cause_from_line("race"), -1);
}

/* Ensure every cause has its tag. */
static void test_check_cause_tags(void **state)
{
  (void)state;
  assert_string_equal(rg_cause_tag(RG_CAUSE_WRONG_RESULT), "wrong-result");
  assert_string_equal(rg_cause_tag(RG_CAUSE_STEP_BUDGET), "step-budget");
  for (int c = 0; c < RG_CAUSE_COUNT; c++) {
    char line[64];
    snprintf(line, sizeof line, "%s: detail", rg_cause_tag((enum rg_cause)c));
    assert_int_equal(rg_cause_from_line(line), c);
  }
}

/* Ensure the threaded reference of a long whole-array sum equals the plain
 * one: exactly for integer data, and with the same Σ|x| (so the same
 * tolerance) for real data. */
static void test_check_reference_long_sum_threads(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("07");
  size_t n = ((size_t)1 << 24) + 3;
  float *x = malloc(n * sizeof *x);
  assert_non_null(x);
  for (int kind = RG_DATA_INT; kind <= RG_DATA_REAL; kind += RG_DATA_REAL - RG_DATA_INT) {
    struct rg_case c = { .part = 0, .n = n, .block = 256, .kind = (enum rg_kind)kind };
    rg_datagen(x, RG_F32, n, c.kind, 3);
    double sum = 0, abs_sum = 0;
    for (size_t i = 0; i < n; i++)
      sum += x[i], abs_sum += fabs((double)x[i]);
    struct rg_expect e;
    assert_int_equal(rg_reference(ex, &c, x, &e), 1);
    if (kind == RG_DATA_INT)
      assert_true(e.value == sum);
    else
      assert_true(e.tol == rg_sum_tolerance(&ex->parts[0], n, 256, abs_sum));
  }
  free(x);
}

/* Ensure a far case past 2^31 elements is checked from its list of
 * non-zero elements, never from a host input (there is none: NULL here),
 * that its expected sum is theirs, and that a result which misses the
 * elements past 2^31 (an int index that wrapped) fails as wrong-result. */
static void test_check_far_case_from_its_points(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("07");
  struct rg_case c = { .part = 0, .n = ((size_t)1 << 31) + ((size_t)1 << 24) + 7, .block = 256,
                       .kind = RG_DATA_FAR };
  size_t at[RG_FAR_MAX];
  double value[RG_FAR_MAX], all = 0, below = 0;
  size_t points = rg_far_points(c.n, at, value);
  for (size_t k = 0; k < points; k++) {
    all += value[k];
    below += at[k] < ((size_t)1 << 31) ? value[k] : 0;
  }
  struct rg_expect e;
  assert_int_equal(rg_reference(ex, &c, NULL, &e), 1);
  assert_true(e.value == all);
  assert_true(e.tol == 0);
  unsigned char out[sizeof(float) + CANARY_BYTES];
  memset(out + sizeof(float), RG_CANARY_BYTE, CANARY_BYTES);
  float got = (float)all;
  memcpy(out, &got, sizeof got);
  struct rg_verdict v;
  assert_true(rg_check(ex, &c, NULL, out, sizeof(float), CANARY_BYTES, &v));
  got = (float)below;
  memcpy(out, &got, sizeof got);
  assert_false(rg_check(ex, &c, NULL, out, sizeof(float), CANARY_BYTES, &v));
  assert_true(v.causes & (1u << RG_CAUSE_WRONG_RESULT));
}

/* The causes rg_check names for a one-block max or min (exercise 10, part
 * 0 or 1) of integer data whose result is `got`. */
static unsigned max_min_causes(int part, float got)
{
  const struct rg_exercise *ex = rg_exercise_find("10");
  struct rg_case c = { .part = part, .n = 200, .block = 128, .kind = RG_DATA_INT };
  float x[200];
  rg_datagen(x, RG_F32, c.n, c.kind, 5);
  unsigned char out[sizeof(float) + CANARY_BYTES];
  memset(out + sizeof(float), RG_CANARY_BYTE, CANARY_BYTES);
  memcpy(out, &got, sizeof got);
  struct rg_verdict v;
  assert_false(rg_check(ex, &c, x, out, sizeof(float), CANARY_BYTES, &v));
  return v.causes;
}

/* Ensure only the infinity placed after the input reads as an over-read:
 * +inf for a max, -inf for a min.  The other one is the op's identity,
 * what a block reports that combined nothing (all NaN, say). */
static void test_check_identity_infinity_not_over_read(void **state)
{
  (void)state;
  assert_int_equal(max_min_causes(0, INFINITY), 1u << RG_CAUSE_OVER_READ);
  assert_int_equal(max_min_causes(0, -INFINITY), 1u << RG_CAUSE_WRONG_RESULT);
  assert_int_equal(max_min_causes(1, -INFINITY), 1u << RG_CAUSE_OVER_READ);
  assert_int_equal(max_min_causes(1, INFINITY), 1u << RG_CAUSE_WRONG_RESULT);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_check_exact_match_passes, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_off_by_one_wrong_result, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_off_by_one_names_block_range, int_setup,
                                    fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_last_block_range, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_first_wrong_block_named, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_exact_kind_zero_tolerance, int_setup,
                                    fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_poison_unwritten_output, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_shared_fill_is_uninitialised_shared, int_setup,
                                    fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_lane_fill_is_shuffle_mask, int_setup,
                                    fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_sentinel_over_read, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_part_poison_not_over_read, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_nan_uninitialised_output, int_setup,
                                    fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_canary_over_write, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_last_canary_byte, int_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_real_within_bound_passes, real_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_check_real_outside_bound_fails, real_setup, fx_teardown),
    cmocka_unit_test(test_check_cause_from_line),
    cmocka_unit_test(test_check_reference_long_sum_threads),
    cmocka_unit_test(test_check_far_case_from_its_points),
    cmocka_unit_test(test_check_identity_infinity_not_over_read),
    cmocka_unit_test(test_check_cause_tags),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
