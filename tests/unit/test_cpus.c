/* test_cpus.c — the CPUs the grader counts are those it may run on (its
 * affinity mask: taskset, a cpuset, a Slurm allocation), not the machine's. */
#define _GNU_SOURCE
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>
#include <cmocka.h>

#include "cpus.h"

/* Ensure a mask of one CPU counts one, and the whole mask back counts all. */
static void test_cpus_follow_affinity(void **state)
{
  (void)state;
  cpu_set_t all, one;
  assert_int_equal(sched_getaffinity(0, sizeof all, &all), 0);
  long before = rg_cpus();
  assert_int_equal(before, CPU_COUNT(&all));
  int first = 0;
  while (!CPU_ISSET(first, &all))
    first++;
  CPU_ZERO(&one);
  CPU_SET(first, &one);
  assert_int_equal(sched_setaffinity(0, sizeof one, &one), 0);
  assert_int_equal(rg_cpus(), 1);
  assert_int_equal(sched_setaffinity(0, sizeof all, &all), 0);
  assert_int_equal(rg_cpus(), before);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cpus_follow_affinity),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
