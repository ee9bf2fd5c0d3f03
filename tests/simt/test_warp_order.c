/* test_warp_order.c — the forward schedule's thread order across warp
 * collectives.  The scheduler runs a block in passes over its threads in
 * order, each thread until its next scheduling point; the last lane to
 * reach a shuffle completes it and runs on.  simt_yield goes from one
 * thread straight to the next of the pass, and from a pass's end straight
 * to the next pass's first thread (sched.c, next_pass): neither may change
 * that order.  The order expected is computed here from the passes alone. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

#define STEPS 4 /* fixtures/warp_order.cu's ORDER_STEPS */
#define MAX_THREADS 64

static int (*run_log_steps)(int, int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* The passes' model of log_steps: step[t] is the next entry thread t logs;
 * waits[t] that it waits at its warp's shuffle. */
struct model {
  int n, at, step[MAX_THREADS], waits[MAX_THREADS], log[(STEPS + 1) * MAX_THREADS];
};

/* Whether every lane of t's warp waits (and then wakes them all). */
static int warp_complete(struct model *m, int t)
{
  int base = t / 32 * 32;
  for (int l = base; l < base + 32; l++)
    if (!m->waits[l])
      return 0;
  for (int l = base; l < base + 32; l++)
    m->waits[l] = 0;
  return 1;
}

/* Thread t runs to its next scheduling point: it logs, then exits or
 * waits at the shuffle, running on where its arrival completes it. */
static void run_thread(struct model *m, int t)
{
  for (;;) {
    m->log[m->at++] = m->step[t] * 1024 + t;
    if (m->step[t]++ == STEPS)
      return;
    m->waits[t] = 1;
    if (!warp_complete(m, t))
      return;
  }
}

static void expected(int n, int *log)
{
  struct model m;
  memset(&m, 0, sizeof m);
  m.n = n;
  for (int runnable = 1; runnable;) {
    runnable = 0;
    for (int t = 0; t < n; t++)
      if (m.step[t] <= STEPS && !m.waits[t]) {
        run_thread(&m, t);
        runnable = 1;
      }
  }
  memcpy(log, m.log, sizeof(int) * (size_t)((STEPS + 1) * n));
}

static void check_order(int threads)
{
  int got[(STEPS + 1) * MAX_THREADS], want[(STEPS + 1) * MAX_THREADS];
  assert_int_equal(run_log_steps(threads, got), 0);
  expected(threads, want);
  for (int i = 0; i < (STEPS + 1) * threads; i++)
    assert_int_equal(got[i], want[i]);
}

/* Ensure one warp's threads run between shuffles in the passes' order. */
static void test_one_warp_keeps_pass_order(void **state)
{
  (void)state;
  check_order(32);
}

/* Ensure two warps' threads do, each warp completing its own shuffles. */
static void test_two_warps_keep_pass_order(void **state)
{
  (void)state;
  check_order(64);
}

int main(void)
{
  void *so = st_load("warp_order.cu");
  if (!so)
    return 77;
  run_log_steps = (int (*)(int, int *))st_sym(so, "run_log_steps");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_one_warp_keeps_pass_order, setup),
    cmocka_unit_test_setup(test_two_warps_keep_pass_order, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
