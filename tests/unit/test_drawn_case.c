/* test_drawn_case.c — the learning goals' case drawn from the matrix's
 * own (harness/cases/drawn_case.c, rg_cases_mark_drawn_matrix). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "cases.h"

/* The goal case drawn from the matrix: of the two whose block size is
 * drawn, the one the matrix built (the drawn grid is pushed after every
 * case of the matrix), or NULL. */
static const struct rg_case *matrix_goal_case(const struct rg_case_list *l)
{
  const struct rg_case *first = NULL;
  int drawn = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].goal && l->v[i].drawn_block && drawn++ == 0)
      first = &l->v[i];
  return drawn == 2 ? first : NULL;
}

/* Ensure the fourth goal case is one of the matrix's own, drawn from the
 * seed: a kernel that took the right path only on grids the public matrix
 * does not run (the other drawn ones) met the goal.  Over seeds: the case
 * is a grid the matrix runs without goals too, at 256, 512 or 1024
 * threads, two blocks' worth or more and at most 2^16 + 1 elements, and
 * the pick changes. */
static void test_cases_goal_matrix_case_drawn(void **state)
{
  (void)state;
  const char *exercises[] = { "02", "03", "05", "06" };
  for (size_t e = 0; e < 4; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exercises[e]);
    size_t items = (size_t)(ex->parts[0].items_per_thread > 0 ? ex->parts[0].items_per_thread : 1);
    struct rg_case_list plain = { 0 };
    struct rg_matrix_opts po = { .emulator = true, .quick = true };
    assert_int_equal(rg_cases_build(ex, &po, &plain), 0);
    size_t first_n = 0;
    int first_block = 0;
    bool differs = false;
    for (uint64_t seed = 2; seed < 40; seed++) {
      struct rg_case_list l = { 0 };
      struct rg_matrix_opts o = { .emulator = true, .quick = true, .profile = true,
                                  .seed = seed };
      assert_int_equal(rg_cases_build(ex, &o, &l), 0);
      const struct rg_case *m = matrix_goal_case(&l);
      assert_non_null(m);
      assert_true(m->undisclosed && m->drawn_block && m->profile);
      assert_true(m->block == 256 || m->block == 512 || m->block == 1024);
      assert_true(m->n >= 2 * (size_t)m->block * items && m->n <= 65537);
      assert_int_equal(m->kind, RG_DATA_INT);
      bool in_plain = false;
      for (size_t i = 0; i < plain.len; i++)
        in_plain |= plain.v[i].part == 0 && plain.v[i].n == m->n &&
                    plain.v[i].block == m->block && plain.v[i].kind == RG_DATA_INT &&
                    plain.v[i].in_offset == 0;
      assert_true(in_plain);
      differs |= first_n && (m->n != first_n || m->block != first_block);
      first_n = m->n;
      first_block = m->block;
      rg_cases_free(&l);
    }
    rg_cases_free(&plain);
    assert_true(differs);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cases_goal_matrix_case_drawn),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
