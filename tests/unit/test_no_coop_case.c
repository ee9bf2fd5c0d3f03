/* test_no_coop_case.c — the case on a GPU without cooperative launch
 * (cases/no_coop_case.c): which exercises and parts get it, on which
 * backend and options, how it is named, and that the checked run keeps
 * its wrong result. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cases.h"
#include "checked.h"

static int count_no_coop(const struct rg_case_list *l, int part, bool checked)
{
  int k = 0;
  for (size_t i = 0; i < l->len; i++)
    k += l->v[i].no_coop && l->v[i].part == part && l->v[i].checked == checked;
  return k;
}

/* Ensure 08's cooperative part, and only it, gets one case of integers on
 * a GPU without cooperative launch in the emulator's matrix, --quick or
 * not, past 2^16 (one schedule) and with more blocks of 256 than one block
 * of threads can add; that its block part, an exercise with no cooperative
 * part (07) and --sizes get none; and that its name says the device. */
static void test_no_coop_case_in_emulator_matrix(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("08");
  assert_non_null(ex);
  assert_true(ex->parts[1].cooperative);
  const struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true },
                                         { .emulator = true } };
  for (size_t k = 0; k < 2; k++) {
    struct rg_case_list l = { 0 };
    assert_int_equal(rg_cases_build(ex, &opts[k], &l), 0);
    assert_int_equal(count_no_coop(&l, 0, false), 0);
    assert_int_equal(count_no_coop(&l, 1, false), 1);
    for (size_t i = 0; i < l.len; i++)
      if (l.v[i].no_coop) {
        const struct rg_case *c = &l.v[i];
        assert_int_equal(c->block, 256);
        assert_int_equal(c->kind, RG_DATA_INT);
        assert_int_equal(c->sm_count, 0);
        assert_true(c->one_schedule);
        assert_true(c->n > (size_t)256 * 256 + 1);
        char what[200];
        rg_case_describe(ex, c, what, sizeof what);
        assert_non_null(strstr(what, "on a device without cooperative launch"));
      }
    rg_cases_free(&l);
  }
  size_t sizes[] = { 100000 };
  const struct rg_matrix_opts none[] = { { .emulator = true, .sizes = sizes, .nsizes = 1 },
                                         { .quick = true } };
  for (size_t k = 0; k < 2; k++) {
    struct rg_case_list l = { 0 };
    assert_int_equal(rg_cases_build(ex, &none[k], &l), 0);
    for (size_t i = 0; i < l.len; i++)
      assert_false(l.v[i].no_coop);
    rg_cases_free(&l);
  }
  struct rg_case_list l = { 0 };
  assert_int_equal(rg_cases_build(rg_exercise_find("07"), &opts[0], &l), 0);
  for (size_t i = 0; i < l.len; i++)
    assert_false(l.v[i].no_coop);
  rg_cases_free(&l);
}

/* Ensure a GPU grading's checked run takes the same case (the GPU has
 * cooperative launch, so only the emulator can run the fallback), and
 * none with --sizes. */
static void test_no_coop_case_in_checked_run(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("08");
  struct rg_matrix_opts o = { .quick = true, .timing = true };
  struct rg_case_list l = { 0 };
  assert_int_equal(rg_cases_build(ex, &o, &l), 0);
  assert_true(rg_cases_add_checked(ex, &o, &l) > 0);
  assert_int_equal(count_no_coop(&l, 1, true), 1);
  assert_int_equal(count_no_coop(&l, 0, true), 0);
  rg_cases_free(&l);
  static const size_t sizes[] = { 100000 };
  o.sizes = sizes;
  o.nsizes = 1;
  assert_int_equal(rg_cases_build(ex, &o, &l), 0);
  assert_true(rg_cases_add_checked(ex, &o, &l) >= 0);
  for (size_t i = 0; i < l.len; i++)
    assert_false(l.v[i].no_coop);
  rg_cases_free(&l);
}

/* Ensure the checked run keeps that case's wrong result: the GPU cannot
 * run the fallback, so the emulator's result is the one there is. */
static void test_no_coop_case_checked_keeps_wrong_result(void **state)
{
  (void)state;
  struct rg_case c = { .part = 1, .n = 100000, .block = 256, .kind = RG_DATA_INT,
                       .no_coop = true, .checked = true };
  struct rg_outcome o;
  memset(&o, 0, sizeof o);
  o.ran = true;
  rg_verdict_pass(&o.verdict);
  assert_true(rg_verdict_fail(&o.verdict, RG_CAUSE_WRONG_RESULT, "the result is 14, expected 283"));
  rg_checked_fold(&o, &c);
  assert_false(o.verdict.passed);
  assert_int_equal(o.verdict.causes, 1u << RG_CAUSE_WRONG_RESULT);
  c.no_coop = false; /* a case of the GPU's own: the GPU judges the result */
  memset(&o, 0, sizeof o);
  o.ran = true;
  rg_verdict_pass(&o.verdict);
  assert_true(rg_verdict_fail(&o.verdict, RG_CAUSE_WRONG_RESULT, "the result is 14, expected 283"));
  rg_checked_fold(&o, &c);
  assert_true(o.verdict.passed);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_no_coop_case_in_emulator_matrix),
    cmocka_unit_test(test_no_coop_case_in_checked_run),
    cmocka_unit_test(test_no_coop_case_checked_keeps_wrong_result),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
