/* test_largest_kind.c — the largest size past 2^16 a matrix grades a float
 * or double sum at is graded on huge data too (harness/cases/shapes.c,
 * rg_cases_push_largest_kind): a kernel that adds in a narrower type (a
 * float for a double, a fixed point) only past some size is seen wherever
 * that size is below the matrix's largest; the integer case stays, summed
 * exactly, for the tail.  A moments part's largest size gets its offset
 * kind the same way (a shift dropped, or plain sums of x and x^2, only past
 * 2^16). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "cases.h"

/* Part p's largest size among its cases of integer or huge data (the far
 * kind's 2^31 case is a float part's, built on the device), and how many
 * cases of each of the two kinds it has at that size. */
static size_t largest_size(const struct rg_case_list *l, int p, int *ints, int *huge)
{
  size_t n = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part == p && (c->kind == RG_DATA_INT || c->kind == RG_DATA_HUGE) && c->n > n)
      n = c->n;
  }
  *ints = *huge = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part == p && c->n == n && c->in_offset == 0) {
      *ints += c->kind == RG_DATA_INT;
      *huge += c->kind == RG_DATA_HUGE;
    }
  }
  return n;
}

/* Ensure every part of exercise 07 (float and double sums) meets huge data
 * at its largest size on the emulator's default matrix and a GPU's, quick
 * or not, beside the integers there, once. */
static void test_largest_size_of_sum_is_huge(void **state)
{
  (void)state;
  const struct rg_matrix_opts opts[] = { { .emulator = true }, { .quick = true }, { 0 } };
  const size_t largest[] = { 1000003, (size_t)1 << 20, (size_t)1 << 24 };
  const struct rg_exercise *ex = rg_exercise_find("07");
  assert_non_null(ex);
  for (int k = 0; k < 3; k++) {
    struct rg_case_list l = { 0 };
    struct rg_matrix_opts o = opts[k];
    assert_int_equal(rg_cases_build(ex, &o, &l), 0);
    for (int p = 0; p < ex->nparts; p++) {
      int ints, huge;
      assert_int_equal(largest_size(&l, p, &ints, &huge), largest[k]);
      assert_true(ints >= 1);
      assert_int_equal(huge, 1); /* at one block: it does not depend on it */
    }
    rg_cases_free(&l);
  }
}

/* Part p's cases of offset data at n elements. */
static int offset_cases_at(const struct rg_case_list *l, int p, size_t n)
{
  int k = 0;
  for (size_t i = 0; i < l->len; i++)
    k += l->v[i].part == p && l->v[i].n == n && l->v[i].kind == RG_DATA_OFFSET;
  return k;
}

/* Ensure every part of exercise 12 (moments, float and double) meets offset
 * data at its largest size, once, beside the integers there, on the
 * emulator's default matrix and a GPU's, quick or not: the offset kind's
 * own large case is below that size on each. */
static void test_largest_size_of_moments_is_offset(void **state)
{
  (void)state;
  const struct rg_matrix_opts opts[] = { { .emulator = true }, { .quick = true }, { 0 } };
  const size_t largest[] = { 1000003, (size_t)1 << 20, (size_t)1 << 24 };
  const struct rg_exercise *ex = rg_exercise_find("12");
  assert_non_null(ex);
  for (int k = 0; k < 3; k++) {
    struct rg_case_list l = { 0 };
    struct rg_matrix_opts o = opts[k];
    assert_int_equal(rg_cases_build(ex, &o, &l), 0);
    for (int p = 0; p < ex->nparts; p++) {
      int ints, huge;
      assert_int_equal(largest_size(&l, p, &ints, &huge), largest[k]);
      assert_true(ints >= 1);
      assert_int_equal(huge, 0);
      assert_int_equal(offset_cases_at(&l, p, largest[k]), 1);
    }
    rg_cases_free(&l);
  }
}

/* Ensure the emulator's --quick, which stops at 2^16, keeps its cases of
 * huge data below 2^16 (its correct variants and mutants are graded there),
 * but for the case on a GPU of 2 SMs (small_gpu_case.c), whose non-integer
 * twin is a double part's huge. */
static void test_emulator_quick_unchanged(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("07");
  struct rg_case_list l = { 0 };
  struct rg_matrix_opts o = { .emulator = true, .quick = true };
  assert_int_equal(rg_cases_build(ex, &o, &l), 0);
  for (size_t i = 0; i < l.len; i++)
    if (l.v[i].kind == RG_DATA_HUGE && !l.v[i].sm_count)
      assert_true(l.v[i].n < ((size_t)1 << 16));
  rg_cases_free(&l);
}

/* Ensure --sizes keeps integers: the sizes asked for are graded as asked. */
static void test_sizes_given_stay_integers(void **state)
{
  (void)state;
  static const size_t sizes[] = { 1000, 1000003 };
  const struct rg_exercise *ex = rg_exercise_find("07");
  struct rg_case_list l = { 0 };
  struct rg_matrix_opts o = { .emulator = true, .sizes = sizes, .nsizes = 2 };
  assert_int_equal(rg_cases_build(ex, &o, &l), 0);
  for (size_t i = 0; i < l.len; i++)
    assert_int_equal(l.v[i].kind, RG_DATA_INT);
  rg_cases_free(&l);
}

/* Ensure the shortest input, 3 elements at block 256, is graded on a sum's
 * non-integer kind too (offset for moments, real for a float sum: a path
 * for short inputs only sees integers otherwise), once in part 0, and
 * never for a max (10). */
static void test_shortest_size_not_only_integers(void **state)
{
  (void)state;
  const char *exercises[] = { "12", "07", "10" };
  const enum rg_kind want[] = { RG_DATA_OFFSET, RG_DATA_REAL, RG_DATA_INT };
  for (size_t k = 0; k < 3; k++) {
    const struct rg_exercise *ex = rg_exercise_find(exercises[k]);
    struct rg_case_list l = { 0 };
    struct rg_matrix_opts o = { .emulator = true, .quick = true };
    assert_int_equal(rg_cases_build(ex, &o, &l), 0);
    int found = 0;
    for (size_t i = 0; i < l.len; i++)
      if (l.v[i].part == 0 && l.v[i].n == 3 && l.v[i].kind != RG_DATA_INT) {
        assert_int_equal(l.v[i].kind, want[k]);
        assert_int_equal(l.v[i].block, 256);
        found++;
      }
    assert_int_equal(found, want[k] == RG_DATA_INT ? 0 : 1);
    rg_cases_free(&l);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_largest_size_of_sum_is_huge),
    cmocka_unit_test(test_largest_size_of_moments_is_offset),
    cmocka_unit_test(test_emulator_quick_unchanged),
    cmocka_unit_test(test_sizes_given_stay_integers),
    cmocka_unit_test(test_shortest_size_not_only_integers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
