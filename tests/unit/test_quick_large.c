/* test_quick_large.c — where the emulator's --quick matrix grades its
 * 2^16 - 1 and 2^16 element cases: at block 256 only, every other case of
 * block 1024 kept (its edges, 4099, its kinds at their own sizes); the
 * default matrix, a chosen --blocks and a multi-device part keep them at
 * 1024 too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cases.h"
#include "cases_internal.h"

static const char *const exercises[] = { "01", "02", "03", "04", "05", "06", "07", "08",
                                         "09", "10", "11", "12", "15" };

/* Part p's cases of kind k with n elements at block b in l (a matrix case,
 * not a profiled or drawn one). */
static size_t count(const struct rg_case_list *l, int p, size_t n, int b, enum rg_kind k)
{
  size_t c = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *v = &l->v[i];
    c += v->part == p && v->n == n && v->block == b && v->kind == k && !v->rows &&
         !v->in_offset && !v->profile && !v->goal;
  }
  return c;
}

static void build(const char *ex, struct rg_matrix_opts o, struct rg_case_list *l)
{
  memset(l, 0, sizeof *l);
  assert_int_equal(rg_cases_build(rg_exercise_find(ex), &o, l), 0);
}

/* Ensure every 1-D part of 01-12 and 15 has, on the emulator with --quick,
 * its int cases of 2^16 - 1 and 2^16 at block 256 and none at block 1024,
 * where 4099 and 2 spans + 1 stay (06: 8 items a thread, 16385). */
static void test_quick_large_at_256_only(void **state)
{
  (void)state;
  for (size_t e = 0; e < sizeof exercises / sizeof exercises[0]; e++) {
    const struct rg_exercise *ex = rg_exercise_find(exercises[e]);
    assert_non_null(ex);
    struct rg_case_list l;
    build(exercises[e], (struct rg_matrix_opts){ .emulator = true, .quick = true }, &l);
    for (int p = 0; p < ex->nparts; p++) {
      if (rg_cases_is_2d(&ex->parts[p]))
        continue;
      size_t items = ex->parts[p].items_per_thread > 0 ? (size_t)ex->parts[p].items_per_thread : 1;
      assert_int_equal(count(&l, p, 65535, 256, RG_DATA_INT), 1);
      assert_int_equal(count(&l, p, 65536, 256, RG_DATA_INT), 1);
      assert_int_equal(count(&l, p, 65535, 1024, RG_DATA_INT), 0);
      assert_int_equal(count(&l, p, 65536, 1024, RG_DATA_INT), 0);
      assert_int_equal(count(&l, p, 4099, 1024, RG_DATA_INT), 1);
      assert_int_equal(count(&l, p, 2 * 1024 * items + 1, 1024, RG_DATA_INT), 1);
      for (size_t i = 0; i < l.len; i++)
        assert_false(l.v[i].part == p && l.v[i].block == 1024 && l.v[i].n == 65535 &&
                     !l.v[i].rows);
    }
    rg_cases_free(&l);
  }
}

/* Ensure the default emulator matrix, a --quick grading whose --blocks
 * are chosen and a multi-device part (16's) still grade 2^16 - 1 at block
 * 1024. */
static void test_large_at_1024_elsewhere(void **state)
{
  (void)state;
  static const int blocks[] = { 1024 };
  const struct rg_matrix_opts opts[] = {
    { .emulator = true },
    { .emulator = true, .quick = true, .blocks = blocks, .nblocks = 1 },
  };
  for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++) {
    struct rg_case_list l;
    build("02", opts[i], &l);
    assert_int_equal(count(&l, 0, 65535, 1024, RG_DATA_INT), 1);
    rg_cases_free(&l);
  }
  struct rg_case_list l;
  build("16", (struct rg_matrix_opts){ .emulator = true, .quick = true }, &l);
  assert_int_equal(count(&l, 0, 65535, 1024, RG_DATA_INT), 1);
  rg_cases_free(&l);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_quick_large_at_256_only),
    cmocka_unit_test(test_large_at_1024_elsewhere),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
