/* test_matrix_real_shapes.c — a row or column sum's real data on the
 * shapes of short rows (block + 1 rows of 7), on the tall one (16387 x 3)
 * and on the long rows of 3 x 65537 (cases/shapes.c, push_matrix_shapes).
 * Those shapes held integers alone, which an int accumulator adds
 * exactly, so a path of their own with one (a thread a short row, a tall
 * matrix's columns unrolled over rows, a long row cut into chunks) passed
 * every case. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
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

/* How many real cases part p has at block whose shape is rows x cols. */
static size_t real_cases(const struct rg_case_list *l, int p, int block, size_t rows, size_t cols)
{
  size_t k = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    k += c->part == p && c->block == block && c->rows == rows && c->cols == cols &&
         c->kind == RG_DATA_REAL;
  }
  return k;
}

/* Ensure each part of exercise 13 has real data on block + 1 rows of 7 at
 * every block the emulator's --quick runs that shape at (all but 1024),
 * and on 16387 x 3 and 3 x 65537 where the matrix runs them: the
 * emulator's default matrix (the tall one at block 32 only), and a GPU's
 * --quick at every block. */
static void test_short_and_tall_shapes_real(void **state)
{
  struct rg_case_list *l = *state;
  const struct rg_exercise *ex = rg_exercise_find("13");
  assert_non_null(ex);
  struct rg_matrix_opts quick = { .emulator = true, .quick = true };
  assert_int_equal(rg_cases_build(ex, &quick, l), 0);
  static const int blocks[] = { 32, 64, 96, 256 };
  for (int p = 0; p < ex->nparts; p++)
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++)
      assert_int_equal(real_cases(l, p, blocks[b], (size_t)blocks[b] + 1, 7), 1);
  rg_cases_free(l);
  *l = (struct rg_case_list){ 0 };

  struct rg_matrix_opts emu = { .emulator = true };
  assert_int_equal(rg_cases_build(ex, &emu, l), 0);
  for (int p = 0; p < ex->nparts; p++) {
    assert_int_equal(real_cases(l, p, 32, 16387, 3), 1);
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++)
      assert_int_equal(real_cases(l, p, blocks[b], 3, 65537), 1);
  }
  rg_cases_free(l);
  *l = (struct rg_case_list){ 0 };

  struct rg_matrix_opts gpu = { .quick = true };
  assert_int_equal(rg_cases_build(ex, &gpu, l), 0);
  for (int p = 0; p < ex->nparts; p++)
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++) {
      assert_int_equal(real_cases(l, p, blocks[b], 16387, 3), 1);
      assert_int_equal(real_cases(l, p, blocks[b], 3, 65537), 1);
    }
}

/* Ensure a GPU's default matrix gives each part of 13 real data on the
 * shapes past the emulator's caps, 2 x 2^20, 2^20 x 2 and 4096 x 4096, at
 * every block: a path of its own for huge rows or columns with an int
 * accumulator passed there (mutant million-wide-rows-auto-int). */
static void test_gpu_largest_shapes_real(void **state)
{
  struct rg_case_list *l = *state;
  const struct rg_exercise *ex = rg_exercise_find("13");
  assert_non_null(ex);
  struct rg_matrix_opts gpu = { 0 };
  assert_int_equal(rg_cases_build(ex, &gpu, l), 0);
  static const size_t shapes[][2] = { { 2, 1u << 20 }, { 1u << 20, 2 }, { 4096, 4096 } };
  static const int blocks[] = { 32, 64, 96, 256, 1024 };
  for (int p = 0; p < ex->nparts; p++)
    for (size_t s = 0; s < 3; s++)
      for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++)
        assert_int_equal(real_cases(l, p, blocks[b], shapes[s][0], shapes[s][1]), 1);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_short_and_tall_shapes_real, list_setup, list_teardown),
    cmocka_unit_test_setup_teardown(test_gpu_largest_shapes_real, list_setup, list_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
