/* test_drawn_case.c — the learning goals' cases drawn from the seed
 * (harness/cases/drawn_case.c): the case drawn from the matrix's own, and
 * the kinds of data the drawn cases hold between them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "cases.h"

/* The goal case drawn from the matrix: the one whose block size is drawn
 * that the matrix built (the drawn count and grids are pushed after every
 * case of the matrix), or NULL. */
static const struct rg_case *matrix_goal_case(const struct rg_case_list *l)
{
  for (size_t i = 0; i < l->len; i++) {
    if (l->v[i].goal && l->v[i].undisclosed && !l->v[i].drawn_block)
      return NULL; /* the drawn count: the grids from here on */
    if (l->v[i].goal && l->v[i].drawn_block)
      return &l->v[i];
  }
  return NULL;
}

/* Ensure the fourth goal case is one of the matrix's own, drawn from the
 * seed: a kernel that took the right path only on grids the public matrix
 * does not run (the other drawn ones) met the goal.  Over seeds: the case
 * is a grid the matrix runs without goals too, at 256, 512 or 1024
 * threads, two blocks' worth or more and at most 2^16 + 1 elements, and
 * the pick changes, its kind of data too (any the part is graded on). */
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
    bool differs = false, other_kind = false;
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
      other_kind |= m->kind != RG_DATA_INT;
      bool in_plain = false;
      for (size_t i = 0; i < plain.len; i++)
        in_plain |= plain.v[i].part == 0 && plain.v[i].n == m->n &&
                    plain.v[i].block == m->block && plain.v[i].kind == m->kind &&
                    plain.v[i].in_offset == 0;
      assert_true(in_plain);
      differs |= first_n && (m->n != first_n || m->block != first_block);
      first_n = m->n;
      first_block = m->block;
      rg_cases_free(&l);
    }
    rg_cases_free(&plain);
    assert_true(differs && other_kind);
  }
}

/* The kinds of data of ex's goal cases under seed, as a set (bit k: kind
 * k), the matrix's case drawn left out; *count_kind: the drawn count's. */
static unsigned goal_kinds(const struct rg_exercise *ex, uint64_t seed, enum rg_kind *count_kind)
{
  struct rg_case_list l = { 0 };
  struct rg_matrix_opts o = { .emulator = true, .quick = true, .profile = true, .seed = seed };
  assert_int_equal(rg_cases_build(ex, &o, &l), 0);
  const struct rg_case *m = matrix_goal_case(&l);
  unsigned set = 0;
  for (size_t i = 0; i < l.len; i++) {
    const struct rg_case *c = &l.v[i];
    if (!c->goal || c == m)
      continue;
    if (c->undisclosed && !c->drawn_block)
      *count_kind = c->kind;
    set |= 1u << c->kind;
  }
  assert_non_null(m);
  assert_true(m->kind != RG_DATA_NANS && m->kind != RG_DATA_ZEROS && m->kind != RG_DATA_TIES);
  rg_cases_free(&l);
  return set;
}

/* Ensure the goal cases hold every kind of data the part is graded on
 * between them, whatever the seed: the public case integers, the drawn
 * count and grids negative, ones, real, tiny and huge for a float sum, so
 * that a kernel which takes the right path only on data that look like
 * some kinds (both signs and moderate magnitudes: integers and reals in
 * [-1, 1)) misses the goal on another.  Which case takes which kind is
 * drawn: the drawn count's kind changes over seeds. */
static void test_goal_cases_every_kind(void **state)
{
  (void)state;
  const char *exercises[] = { "02", "03", "05", "06" };
  unsigned all = 1u << RG_DATA_INT | 1u << RG_DATA_NEGATIVE | 1u << RG_DATA_ONES |
                 1u << RG_DATA_REAL | 1u << RG_DATA_TINY | 1u << RG_DATA_HUGE;
  for (size_t e = 0; e < 4; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exercises[e]);
    unsigned counts = 0;
    for (uint64_t seed = 1; seed < 40; seed++) { /* 1: the public seed, drawn afresh */
      enum rg_kind k = RG_DATA_INT;
      assert_int_equal(goal_kinds(ex, seed, &k), all);
      counts |= 1u << k;
    }
    assert_int_equal(counts, all & ~(1u << RG_DATA_INT));
  }
}

/* Ensure a kind on which a right kernel takes another path is never a goal
 * case's: the NaN rule and signed zeros of a max (10's first part, given a
 * goal here), argmax's ties (11): their figures would fail a right kernel.
 * The kinds that stay are all there (negative and real; 11's too). */
static void test_goal_cases_leave_out_data_paths(void **state)
{
  (void)state;
  struct rg_exercise ex = *rg_exercise_find("10");
  ex.ngoals = 1;
  for (uint64_t seed = 2; seed < 20; seed++) {
    enum rg_kind k;
    unsigned set = goal_kinds(&ex, seed, &k);
    assert_int_equal(set, 1u << RG_DATA_INT | 1u << RG_DATA_NEGATIVE | 1u << RG_DATA_REAL);
  }
  ex = *rg_exercise_find("11");
  ex.ngoals = 1;
  for (uint64_t seed = 2; seed < 20; seed++) {
    enum rg_kind k;
    unsigned set = goal_kinds(&ex, seed, &k);
    assert_int_equal(set, 1u << RG_DATA_INT | 1u << RG_DATA_NEGATIVE | 1u << RG_DATA_REAL);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cases_goal_matrix_case_drawn),
    cmocka_unit_test(test_goal_cases_every_kind),
    cmocka_unit_test(test_goal_cases_leave_out_data_paths),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
