/* test_case_run_tails.c — the max/min cases whose last, partial block lies
 * wholly inside a run of the value only a true identity gives back: -inf
 * or INT_MIN for a max, +inf or INT_MAX for a min (cases/shapes.c,
 * rg_cases_push_run_tails).  Padded slots given a value of their own
 * (numeric_limits' lowest(), -2147483647) passed every other case; an
 * argmax's padded slot of index 0 passed all but one. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <limits.h>
#include <cmocka.h>

#include "cases.h"
#include "datagen.h"

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

/* Is every element of the last, partial block of c (span elements a
 * block) the value that is part's answer with nothing else beside it:
 * -inf (INT_MIN) for a max, +inf (INT_MAX) for a min?  NaN is left out of
 * a float max and min, so it may stand among them. */
static bool tail_is_run(const struct rg_part *part, const struct rg_case *c, size_t span)
{
  size_t first = c->n / span * span;
  if (first == c->n)
    return false; /* no partial block */
  bool max = part->op == RG_OP_MAX, any_value = false;
  if (part->dtype == RG_I32) {
    int *v = malloc(c->n * sizeof *v);
    assert_non_null(v);
    rg_datagen(v, RG_I32, c->n, c->kind, 1);
    bool all = true;
    for (size_t i = first; i < c->n; i++)
      all = all && v[i] == (max ? INT_MIN : INT_MAX);
    free(v);
    return all;
  }
  float *v = malloc(c->n * sizeof *v);
  assert_non_null(v);
  rg_datagen(v, RG_F32, c->n, c->kind, 1);
  bool all = true;
  for (size_t i = first; i < c->n; i++) {
    if (isnan(v[i]))
      continue;
    any_value = true;
    all = all && isinf(v[i]) && (signbit(v[i]) != 0) == max;
  }
  free(v);
  return all && any_value;
}

/* Ensure each part of exercise ex_id has, at every block size it runs,
 * such a case, in the emulator's --quick matrix and its default one and
 * in the GPU's --quick one. */
static void check_run_tails(struct rg_case_list *l, const char *ex_id)
{
  struct rg_matrix_opts opts[] = { { .emulator = true, .quick = true },
                                   { .emulator = true },
                                   { .quick = true } };
  const struct rg_exercise *ex = rg_exercise_find(ex_id);
  assert_non_null(ex);
  for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++) {
    assert_int_equal(rg_cases_build(ex, &opts[k], l), 0);
    static const int blocks[] = { 32, 64, 96, 128, 256, 352, 512, 1024 };
    for (int p = 0; p < ex->nparts; p++)
      for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++) {
        bool runs = false, found = false;
        for (size_t i = 0; i < l->len && !found; i++) {
          const struct rg_case *c = &l->v[i];
          if (c->part != p || c->block != blocks[b])
            continue;
          runs = true;
          found = c->kind != RG_DATA_INT &&
                  tail_is_run(&ex->parts[p], c, 2 * (size_t)blocks[b]);
        }
        assert_true(found || !runs);
      }
    rg_cases_free(l);
    *l = (struct rg_case_list){ 0 };
  }
}

/* Max and min (10): the NaN kind's runs of infinities, the wide kind's of
 * INT_MIN and INT_MAX. */
static void test_run_tail_at_every_block(void **state)
{
  check_run_tails(*state, "10");
}

/* Argmax (11): the ties kind's run of -inf, where a padded slot that wins
 * the tie ((-inf, 0), index 0 below every real one) gives its own index;
 * before, only block 512 (2049 elements) ended in that run. */
static void test_argmax_run_tail_at_every_block(void **state)
{
  check_run_tails(*state, "11");
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_run_tail_at_every_block, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_argmax_run_tail_at_every_block, list_setup,
                                    list_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
