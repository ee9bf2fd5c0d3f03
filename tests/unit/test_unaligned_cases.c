/* test_unaligned_cases.c — where an exercise takes inputs at any float
 * offset (unaligned_input), the matrix grades an unaligned input where the
 * long paths run, not only at 4100 to 4102 elements: the small-GPU case 3
 * floats past a 16-byte boundary (small_gpu_case.c), and the largest
 * integer size at block 256 one float past it (cases.c,
 * add_unaligned_cases). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "cases.h"

static void build(const char *ex, struct rg_matrix_opts o, struct rg_case_list *l)
{
  assert_int_equal(rg_cases_build(rg_exercise_find(ex), &o, l), 0);
}

/* The largest n of part 0's aligned integer cases at block 256 on the
 * default GPU model, and how many unaligned cases of that n there are. */
static size_t largest_aligned(const struct rg_case_list *l, int *unaligned_there)
{
  size_t big = 0;
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part == 0 && c->block == 256 && c->kind == RG_DATA_INT && !c->in_offset &&
        !c->sm_count && c->n > big)
      big = c->n;
  }
  *unaligned_there = 0;
  for (size_t i = 0; i < l->len; i++)
    if (l->v[i].n == big && l->v[i].in_offset == 1 && !l->v[i].sm_count)
      (*unaligned_there)++;
  return big;
}

/* Ensure 15's largest size (the emulator's loop case, 2^16 with
 * --quick, a GPU's 2^24) is graded unaligned too, once. */
static void test_largest_size_unaligned(void **state)
{
  (void)state;
  const struct rg_matrix_opts opts[] = { { .emulator = true }, { .emulator = true, .quick = true },
                                         { .device_bytes = (size_t)80 << 30 } };
  const size_t largest[] = { 7600001, 65536, (size_t)1 << 24 };
  for (size_t k = 0; k < 3; k++) {
    struct rg_case_list l = { 0 };
    build("15", opts[k], &l);
    int unaligned;
    assert_int_equal(largest_aligned(&l, &unaligned), largest[k]);
    assert_int_equal(unaligned, 1);
    rg_cases_free(&l);
  }
}

/* Ensure 15's small-GPU case comes aligned, 3 floats off and on reals, and
 * that an exercise of aligned input (07) gets no unaligned one. */
static void test_small_gpu_unaligned(void **state)
{
  (void)state;
  const char *exercises[] = { "15", "07" };
  for (size_t k = 0; k < 2; k++) {
    struct rg_case_list l = { 0 };
    build(exercises[k], (struct rg_matrix_opts){ .emulator = true, .quick = true }, &l);
    int aligned = 0, off3 = 0, reals = 0;
    for (size_t i = 0; i < l.len; i++) {
      const struct rg_case *c = &l.v[i];
      if (!c->sm_count || c->part != 0)
        continue;
      aligned += c->kind == RG_DATA_INT && c->in_offset == 0;
      off3 += c->kind == RG_DATA_INT && c->in_offset == 3;
      reals += c->kind == RG_DATA_REAL && c->in_offset == 0;
    }
    assert_int_equal(aligned, 1);
    assert_int_equal(off3, k == 0 ? 1 : 0);
    assert_int_equal(reals, 1);
    rg_cases_free(&l);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_largest_size_unaligned),
    cmocka_unit_test(test_small_gpu_unaligned),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
