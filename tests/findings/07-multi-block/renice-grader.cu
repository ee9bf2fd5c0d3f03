// expect: gpu=attacked-grader emu=attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: lowers the grader's priority instead of signalling it: setpriority(PRIO_PROCESS, getppid(), 19), sched_setaffinity(getppid()) to one CPU and SCHED_IDLE for it, hoping the grader starves while its own cases run.  Re-limiting a process outside its own should kill the child as attacked-grader, as prlimit does.  (It leaves out PRIO_USER, which works too and renices every process of the user, the grader's shell and editor included, after the grading ends: never run that here.)
// mistake: no kernel; the grader reniced and pinned
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
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(0, &one);
    int d = sched_setaffinity(grader, sizeof one, &one);
    struct sched_param idle = {};
    int e = sched_setscheduler(grader, SCHED_IDLE, &idle);
    printf("RENICE process=%d affinity=%d idle=%d\n", a, d, e);
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
