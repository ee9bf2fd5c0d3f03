// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: raises its own core-file limit to the hard limit (unlimited on many machines, with core_pattern a plain file name), makes itself dumpable again and aborts, hoping to leave a core file (its memory, the emulator's arena and the grader's state copied into it) in the folder it runs in, a leak of the graded process's memory and a disk flood one crash at a time.
// mistake: no kernel; a core dump asked for
#include <cstddef>
#include <cstdlib>
#include <sys/prctl.h>
#include <sys/resource.h>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    struct rlimit all;
    if (getrlimit(RLIMIT_CORE, &all) == 0) {
        all.rlim_cur = all.rlim_max;
        setrlimit(RLIMIT_CORE, &all);
    }
    prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
    abort();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
