/* cpus.c — how many CPUs this process may run on (cpus.h). */
#define _GNU_SOURCE
#include "cpus.h"

#include <sched.h>
#include <unistd.h>

long rg_cpus(void)
{
  cpu_set_t set;
  long n = 0;
  if (sched_getaffinity(0, sizeof set, &set) == 0)
    n = CPU_COUNT(&set);
  if (n < 1)
    n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n;
}
