/* test_largest_kind.c — the largest size a matrix grades a double sum at
 * is of huge data (harness/cases/shapes.c, rg_cases_size_kind): a kernel
 * that adds a double sum in float only past some size is seen wherever
 * that size is below the matrix's largest. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "cases.h"

/* The kind of part p's largest case of integer or huge data (the far
 * kind's 2^31 case is a float part's, built on the device). */
static enum rg_kind largest_kind(const struct rg_case_list *l, int p, size_t *n)
{
  enum rg_kind kind = RG_DATA_FAR;
  *n = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part != p || (c->kind != RG_DATA_INT && c->kind != RG_DATA_HUGE) || c->n < *n)
      continue;
    if (c->n > *n || c->kind == RG_DATA_HUGE)
      kind = c->kind;
    *n = c->n;
  }
  return kind;
}

/* Ensure exercise 07's double parts meet huge data at their largest size
 * on the emulator's default matrix and a GPU's, quick or not, and its
 * float parts (no narrower type to slip into) integers there. */
static void test_largest_size_of_double_sum_is_huge(void **state)
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
      size_t n;
      enum rg_kind kind = largest_kind(&l, p, &n);
      assert_int_equal(n, largest[k]);
      assert_int_equal(kind, ex->parts[p].dtype == RG_F64 ? RG_DATA_HUGE : RG_DATA_INT);
    }
    rg_cases_free(&l);
  }
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

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_largest_size_of_double_sum_is_huge),
    cmocka_unit_test(test_sizes_given_stay_integers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
