// expect: gpu=timeout emu=timeout  -- Fills its uid's process limit (RLIMIT_NPROC 256) with sleeping children, then waits out its case time limit.  Job k's uid was 200000 + k in every batch, and RLIMIT_NPROC counts every process of that uid on the machine, so job k of another batch running beside it (another shard of a --slurm array on the same node, another section's class) could not start its compiler or its graded process: its student got "error" for a limit it never touched.  Now each batch claims a block of uids of its own (batch_protection.c: an flock per block, a block whose uids still run processes passed over) and kills what is left under a job's uid when it ends; batch-neighbours.sh grades a solution in a second batch beside it.
// Exercise 07; graded by tests/kit/batch-neighbours.sh beside a second batch, not in batch-hostile's class.
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
