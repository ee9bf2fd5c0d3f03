// expect: gpu=timeout emu=timeout  -- Fills its uid's process limit (RLIMIT_NPROC 256) with sleeping children, then waits out its case time limit.  The batch gives job k the fixed uid 200000 + k in every batch (harness/batch/batch_protection.c), and RLIMIT_NPROC counts every process of that uid on the machine, so job k of any other batch running beside it (another shard of a --slurm array on the same node, another section's class) cannot start its compiler or its graded process: its student gets "error" or failed cases for a limit it never touched.
// Exercise 07; graded by reduce-grade batch beside a second batch (see tests/findings/README.md).
#include <cstddef>
#include <signal.h>
#include <unistd.h>

static void squat()
{
    static bool done;
    if (done)
        return;
    done = true;
    for (int i = 0; i < 300; i++) {
        pid_t p = fork();
        if (p == 0) {
            for (;;)
                pause();
        }
        if (p < 0)
            break;
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    squat();
    for (;;)
        pause();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
