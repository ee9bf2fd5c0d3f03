/* test_run_order.c — the order in which a grading's workers take its cases
 * (run_order.c): each part's first unit first, then part by part;
 * within a part its first case in the
 * matrix (whose crash the report shows), then the costliest first, so
 * that no worker is left with a case of a million elements at the end
 * while the other waits; a matrix's rows count, as do its schedules; equal
 * cases keep the matrix's order; every case is handed out exactly once;
 * and the cases go out in units, mostly a cheap case then a costly one of
 * the same part, so that a process's first call of a part is smaller than
 * its next (state sized by the first call overflows there). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "run_internal.h"

static struct rg_case one_dim(size_t n, bool one_schedule)
{
  return (struct rg_case){ .n = n, .block = 256, .one_schedule = one_schedule };
}

/* A one-dimensional case's work as the order weighs it: elements and a
 * start, per schedule. */
static size_t work(const struct rg_case *c)
{
  return (c->n + 4096) * (c->one_schedule ? 1 : 2);
}

/* Every run_order call here: order and units, the units checked whole. */
static size_t deal(const struct rg_case_list *l, size_t *order, size_t *units)
{
  size_t nunits = 0;
  assert_int_equal(rg_run_order(l, order, units, &nunits), 0);
  assert_int_equal(units[0], 0);
  assert_int_equal(units[nunits], l->len);
  for (size_t u = 0; u < nunits; u++)
    assert_true(units[u + 1] > units[u] && units[u + 1] - units[u] <= 2);
  return nunits;
}

static void costliest_first(void **state)
{
  (void)state;
  struct rg_case v[] = { one_dim(1, false), one_dim(1000, false), one_dim(1000003, true),
                         one_dim(65537, false), one_dim(33, false) };
  struct rg_case_list l = { .v = v, .len = 5, .cap = 5 };
  size_t order[5], units[6];
  assert_int_equal(deal(&l, order, units), 3);
  assert_int_equal(order[0], 0); /* the part's first case */
  assert_int_equal(order[1], 2); /* a million elements, one schedule, in its unit */
  assert_int_equal(order[2], 4); /* the cheapest left, then */
  assert_int_equal(order[3], 3); /* 65537 elements, two schedules */
  assert_int_equal(order[4], 1); /* alone: nothing left to pair it with */
  assert_int_equal(units[1], 2);
  assert_int_equal(units[2], 4);
}

static void schedules_count(void **state)
{
  (void)state;
  /* 40000 elements twice cost more than 70000 once. */
  struct rg_case v[] = { one_dim(1, false), one_dim(70000, true), one_dim(40000, false) };
  struct rg_case_list l = { .v = v, .len = 3, .cap = 3 };
  size_t order[3], units[4];
  deal(&l, order, units);
  assert_int_equal(order[1], 2);
  assert_int_equal(order[2], 1);
}

static void matrix_rows_count(void **state)
{
  (void)state;
  /* 65536 rows of one cell (14's costliest case: a block per row) come
   * before a million elements in one dimension. */
  struct rg_case rows = { .n = 65536, .rows = 65536, .cols = 1, .block = 32, .one_schedule = true };
  struct rg_case v[] = { one_dim(1, false), one_dim(1000003, true), rows };
  struct rg_case_list l = { .v = v, .len = 3, .cap = 3 };
  size_t order[3], units[4];
  deal(&l, order, units);
  assert_int_equal(order[1], 2);
  assert_int_equal(order[2], 1);
}

static void ties_keep_matrix_order(void **state)
{
  (void)state;
  struct rg_case v[5];
  for (int i = 0; i < 5; i++)
    v[i] = one_dim(4099, false);
  struct rg_case_list l = { .v = v, .len = 5, .cap = 5 };
  size_t order[5], units[6];
  /* the first alone (no costlier case to pair it with), then the first
   * left with the last left, each pair in the matrix's order */
  assert_int_equal(deal(&l, order, units), 3);
  static const size_t want[] = { 0, 1, 4, 2, 3 };
  for (size_t i = 0; i < 5; i++)
    assert_int_equal(order[i], want[i]);
}

static void leads_first_then_parts_together(void **state)
{
  (void)state;
  /* Each part's first unit first, so that two workers start two parts (a
   * part that hangs costs one limit, not one per worker); then each
   * part's other cases together, in the parts' order: a worker compares
   * each output with the one before it of the same part. */
  struct rg_case v[] = { one_dim(33, false), one_dim(1000, false), one_dim(70000, false),
                         one_dim(1000003, true), one_dim(5000, false) };
  v[0].part = 0;
  v[1].part = 1;
  v[2].part = 0;
  v[3].part = 1;
  v[4].part = 0;
  struct rg_case_list l = { .v = v, .len = 5, .cap = 5 };
  size_t order[5], units[6];
  assert_int_equal(deal(&l, order, units), 3);
  assert_int_equal(order[0], 0); /* part 0's first unit: its first case, then its costliest */
  assert_int_equal(order[1], 2);
  assert_int_equal(units[1], 2);
  assert_int_equal(order[2], 1); /* part 1's first unit, before part 0's rest */
  assert_int_equal(order[3], 3);
  assert_int_equal(units[2], 4);
  assert_int_equal(order[4], 4); /* part 0's rest */
}

static void every_case_once(void **state)
{
  (void)state;
  enum { N = 300 };
  struct rg_case v[N];
  unsigned x = 12345;
  for (int i = 0; i < N; i++) {
    x = x * 1103515245u + 12345u;
    v[i] = one_dim((x >> 8) % 5000 + 1, x & 1);
  }
  struct rg_case_list l = { .v = v, .len = N, .cap = N };
  size_t order[N], units[N + 1];
  int seen[N] = { 0 };
  size_t nunits = deal(&l, order, units);
  assert_int_equal(order[0], 0);
  for (int i = 0; i < N; i++) {
    assert_true(order[i] < N);
    seen[order[i]]++;
  }
  for (int i = 0; i < N; i++)
    assert_int_equal(seen[i], 1);
  /* after the first unit, the units' costlier cases never rise: the
   * costliest first; within a pair, the cheaper first */
  size_t before = (size_t)-1;
  for (size_t u = 1; u < nunits; u++) {
    size_t a = work(&v[order[units[u]]]), b = work(&v[order[units[u + 1] - 1]]);
    assert_true(a <= b);
    assert_true(b <= before);
    before = b;
  }
}

/* State sized by a process's first call: the checked run's three cases of
 * a part and block, the largest first in the matrix.  Costliest first
 * alone, a worker's first call of the part was always at least as large
 * as any it made later; a pair calls the cheapest, then a costlier one. */
static void small_then_large_in_one_unit(void **state)
{
  (void)state;
  struct rg_case v[] = { one_dim(513, false), one_dim(257, false), one_dim(33, false) };
  struct rg_case_list l = { .v = v, .len = 3, .cap = 3 };
  size_t order[3], units[4];
  assert_int_equal(deal(&l, order, units), 2);
  assert_int_equal(order[0], 0); /* the lead, alone: nothing costs more */
  assert_int_equal(order[1], 2); /* one worker's unit: 33, then 257 */
  assert_int_equal(order[2], 1);
  /* a lead cheaper than the rest: its unit grows from it */
  struct rg_case w[] = { one_dim(1, false), one_dim(1000003, true), one_dim(65537, false),
                         one_dim(33, false), one_dim(4099, false) };
  struct rg_case_list m = { .v = w, .len = 5, .cap = 5 };
  size_t order5[5], units5[6];
  size_t nunits = deal(&m, order5, units5);
  for (size_t u = 0; u < nunits; u++)
    if (units5[u + 1] - units5[u] == 2)
      assert_true(w[order5[units5[u]]].n < w[order5[units5[u] + 1]].n);
  assert_int_equal(units5[1], 2); /* 1, then a million */
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(costliest_first),
    cmocka_unit_test(schedules_count),
    cmocka_unit_test(matrix_rows_count),
    cmocka_unit_test(ties_keep_matrix_order),
    cmocka_unit_test(leads_first_then_parts_together),
    cmocka_unit_test(every_case_once),
    cmocka_unit_test(small_then_large_in_one_unit),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
