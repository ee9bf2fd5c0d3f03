// expect: gpu=attacked-grader|unwritten-output emu=attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: lowers the grader's priority instead of signalling it: setpriority(PRIO_PROCESS, getppid(), 19) and SCHED_IDLE for it, hoping the grader starves while its own cases run.  The seccomp filter allows these calls (and sched_setaffinity, sched_setparam, sched_setattr, ioprio_set, migrate_pages, move_pages) on the child itself only: on the emulator another pid kills the child as attacked-grader, as prlimit does; on a GPU, where the CUDA driver's threads are other tids, the call fails with EPERM and the missing kernel leaves the result unwritten.  (PRIO_PGRP and PRIO_USER, which would renice every process of the user, get EPERM: never run them here.)
// mistake: no kernel; the grader reniced and made SCHED_IDLE
#include <cstddef>
#include <cstdio>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

static void starve()
{
    static bool done;
    if (done)
        return;
    done = true;
    pid_t grader = getppid();
    int a = setpriority(PRIO_PROCESS, (id_t)grader, 19);
    struct sched_param idle = {};
    int e = sched_setscheduler(grader, SCHED_IDLE, &idle);
    printf("RENICE process=%d idle=%d\n", a, e);
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    starve();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
