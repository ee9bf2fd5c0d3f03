/* cpus.h — how many CPUs this process may run on. */
#ifndef RG_CPUS_H
#define RG_CPUS_H

/* The CPUs of this process's affinity mask (what taskset, a cgroup cpuset
 * or a Slurm allocation leaves it), not the machine's count: a batch on 4
 * CPUs of a 128-core node shares 4 among its gradings.  At least 1. */
long rg_cpus(void);

#endif
