/* test_run_order.c — the order in which a grading's workers take its cases
 * (run_order.c): part by part; within a part its first case in the
 * matrix (whose crash the report shows), then the costliest first, so
 * that no worker is left with a case of a million elements at the end
 * while the other waits; a matrix's rows count, as do its schedules; equal
 * cases keep the matrix's order; every case is handed out exactly once. */
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

static void costliest_first(void **state)
{
  (void)state;
  struct rg_case v[] = { one_dim(1, false), one_dim(1000, false), one_dim(1000003, true),
                         one_dim(65537, false), one_dim(33, false) };
  struct rg_case_list l = { .v = v, .len = 5, .cap = 5 };
  size_t order[5];
  assert_int_equal(rg_run_order(&l, order), 0);
  assert_int_equal(order[0], 0); /* the part's first case */
  assert_int_equal(order[1], 2); /* a million elements, one schedule */
  assert_int_equal(order[2], 3); /* 65537 elements, two schedules */
  assert_int_equal(order[3], 1);
  assert_int_equal(order[4], 4);
}

static void schedules_count(void **state)
{
  (void)state;
  /* 40000 elements twice cost more than 70000 once. */
  struct rg_case v[] = { one_dim(1, false), one_dim(70000, true), one_dim(40000, false) };
  struct rg_case_list l = { .v = v, .len = 3, .cap = 3 };
  size_t order[3];
  assert_int_equal(rg_run_order(&l, order), 0);
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
  size_t order[3];
  assert_int_equal(rg_run_order(&l, order), 0);
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
  size_t order[5];
  assert_int_equal(rg_run_order(&l, order), 0);
  for (size_t i = 0; i < 5; i++)
    assert_int_equal(order[i], i);
}

static void parts_stay_apart(void **state)
{
  (void)state;
  /* A worker skips the other cases of a part that hung on it, and checks
   * each output against the one before it of the same part: each part's
   * cases are handed out together, in the parts' order. */
  struct rg_case v[] = { one_dim(33, false), one_dim(1000, false), one_dim(70000, false),
                         one_dim(1000003, true), one_dim(5000, false) };
  v[0].part = 0;
  v[1].part = 1;
  v[2].part = 0;
  v[3].part = 1;
  v[4].part = 0;
  struct rg_case_list l = { .v = v, .len = 5, .cap = 5 };
  size_t order[5];
  assert_int_equal(rg_run_order(&l, order), 0);
  assert_int_equal(order[0], 0); /* part 0: its first case, then the costliest first */
  assert_int_equal(order[1], 2);
  assert_int_equal(order[2], 4);
  assert_int_equal(order[3], 1); /* part 1 */
  assert_int_equal(order[4], 3);
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
  size_t order[N];
  int seen[N] = { 0 };
  assert_int_equal(rg_run_order(&l, order), 0);
  assert_int_equal(order[0], 0);
  for (int i = 0; i < N; i++) {
    assert_true(order[i] < N);
    seen[order[i]]++;
  }
  for (int i = 0; i < N; i++)
    assert_int_equal(seen[i], 1);
  for (int i = 2; i < N; i++) /* after the first, never a cheaper case before a costlier one */
    assert_true(work(&v[order[i - 1]]) >= work(&v[order[i]]));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(costliest_first),
    cmocka_unit_test(schedules_count),
    cmocka_unit_test(matrix_rows_count),
    cmocka_unit_test(ties_keep_matrix_order),
    cmocka_unit_test(parts_stay_apart),
    cmocka_unit_test(every_case_once),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
