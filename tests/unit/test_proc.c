/* test_proc.c — running a tool under a time and a memory limit (the
 * compilers: a file that includes /dev/zero must stop at the limit, not at
 * the machine's end). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "proc.h"

/* Ensure a program that ends by itself is reported as it ended. */
static void test_proc_exit_status(void **state)
{
  (void)state;
  char *argv[] = { "sh", "-c", "exit 3", NULL };
  struct rg_proc_result r;
  assert_int_equal(rg_proc_run_limited(argv, NULL, 10, 1ULL << 30, &r), 0);
  assert_int_equal(r.exited, 1);
  assert_int_equal(r.status, 3);
  assert_int_equal(r.timed_out, 0);
  assert_int_equal(r.over_memory, 0);
}

/* Ensure the time limit ends the program and its children. */
static void test_proc_timeout(void **state)
{
  (void)state;
  char *argv[] = { "sh", "-c", "sleep 20 & sleep 20", NULL };
  struct rg_proc_result r;
  assert_int_equal(rg_proc_run(argv, NULL, 0.3, &r), 0);
  assert_int_equal(r.timed_out, 1);
  assert_true(r.seconds < 5);
}

/* Ensure a group that holds more memory than allowed is killed soon after
 * (dd's 256 MB buffer, filled again and again, under a 64 MB limit), and
 * the same program under a limit above its needs is left alone. */
static void test_proc_memory_limit(void **state)
{
  (void)state;
  char *argv[] = { "sh", "-c", "dd if=/dev/zero of=/dev/null bs=256M count=40 2>/dev/null",
                   NULL };
  struct rg_proc_result r;
  assert_int_equal(rg_proc_run_limited(argv, NULL, 60, 64ULL << 20, &r), 0);
  assert_int_equal(r.over_memory, 1);
  assert_int_equal(r.exited, 0);
  assert_true(r.seconds < 3);
  char *small[] = { "sh", "-c", "dd if=/dev/zero of=/dev/null bs=1M count=40 2>/dev/null",
                    NULL };
  assert_int_equal(rg_proc_run_limited(small, NULL, 60, 64ULL << 20, &r), 0);
  assert_int_equal(r.over_memory, 0);
  assert_int_equal(r.exited, 1);
  assert_int_equal(r.status, 0);
}

/* Ensure a group whose CPU time passes the limit is killed, counting the
 * tools it ran and waited for (fifty short shells, none near the limit
 * alone), and a program that ends well within it is left alone. */
static void test_proc_cpu_limit(void **state)
{
  (void)state;
  char *argv[] = { "sh", "-c", "for k in $(seq 50); do sh -c 'i=0; while [ $i -lt 30000 ]; "
                   "do i=$((i+1)); done'; done", NULL };
  struct rg_proc_result r;
  assert_int_equal(rg_proc_run_cpu(argv, NULL, 120, 0, 0.4, &r), 0);
  assert_int_equal(r.over_cpu, 1);
  assert_int_equal(r.over_memory, 0);
  assert_int_equal(r.timed_out, 0);
  assert_int_equal(r.exited, 0);
  char *quick[] = { "sh", "-c", "exit 3", NULL };
  assert_int_equal(rg_proc_run_cpu(quick, NULL, 10, 1ULL << 30, 5, &r), 0);
  assert_int_equal(r.over_cpu, 0);
  assert_int_equal(r.exited, 1);
  assert_int_equal(r.status, 3);
}

/* Ensure the resident memory of a process group is counted (this test's
 * own group holds at least this process). */
static void test_proc_group_rss(void **state)
{
  (void)state;
  assert_true(rg_proc_group_rss((int)getpgrp()) > 0);
  assert_int_equal(rg_proc_group_rss(0x7ffffff0), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_proc_exit_status),
    cmocka_unit_test(test_proc_timeout),
    cmocka_unit_test(test_proc_memory_limit),
    cmocka_unit_test(test_proc_cpu_limit),
    cmocka_unit_test(test_proc_group_rss),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
