/* test_fiber_guard.c — the fiber stacks a worker makes before it forks
 * (simt_fiber_prepare, run_backend_emu.c's worker setup): a child forked
 * after it takes them as they are, without a stack of its own, and each
 * stack's guard page still faults there, so that a thread that overruns
 * its stack crashes instead of writing over its neighbour's. */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_int.h"

#define PREPARED ((size_t)SIMT_RESIDENT * SIMT_MAX_BLOCK)

/* How a forked child that writes a byte at p ends: 0 if it lived,
 * else the signal that ended it. */
static int write_in_child(char *p)
{
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    signal(SIGSEGV, SIG_DFL); /* cmocka's handler would catch the fault */
    *(volatile char *)p = 1;
    _exit(0);
  }
  int status = 0;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

/* Ensure the prepare alone makes every stack of the largest shuffled
 * launch, and a child forked after it finds them: the same fibers, none
 * added. */
static void test_fiber_prepared_pool_inherited(void **state)
{
  (void)state;
  simt_fiber_prepare();
  struct simt_fiber *made = simt_fiber_pool(1);
  size_t each = SIMT_STACK_SIZE + (size_t)sysconf(_SC_PAGESIZE);
  assert_true(simt_fiber_stack_at((uintptr_t)made[0].stack + (PREPARED - 1) * each));
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0)
    _exit(simt_fiber_pool(PREPARED) == made && made[PREPARED - 1].size == SIMT_STACK_SIZE ? 0 : 1);
  int status = 0;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* Ensure the byte below any prepared stack faults in a forked child (its
 * guard page), while the stack's own top and bottom take a write. */
static void test_fiber_prepared_guards_fault_in_child(void **state)
{
  (void)state;
  simt_fiber_prepare();
  struct simt_fiber *f = simt_fiber_pool(PREPARED);
  const size_t which[] = { 1, 2, SIMT_MAX_BLOCK, PREPARED / 2 + 7, PREPARED - 1 };
  for (size_t i = 0; i < sizeof which / sizeof which[0]; i++) {
    struct simt_fiber *s = &f[which[i]];
    assert_int_equal(write_in_child(s->stack + s->size - 8), 0);
    assert_int_equal(write_in_child(s->stack), 0);
    assert_int_equal(write_in_child(s->stack - 1), SIGSEGV);
    assert_int_equal(write_in_child(s->stack - sysconf(_SC_PAGESIZE)), SIGSEGV);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_fiber_prepared_pool_inherited),
    cmocka_unit_test(test_fiber_prepared_guards_fault_in_child),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
