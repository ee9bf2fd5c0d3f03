// expect: gpu=unwritten-output|timeout emu=unwritten-output|timeout  args=--sizes=1000,--blocks=256 -- Has no kernel: the entry point registers an atexit handler that spins for ever, so the child never ends once the last case is read back, hoping the grader waits on the child's exit before it writes its verdict and so hangs, or reports a time-out in place of the cases' own failures.  The verdict is the cases': unwritten-output (a time-out only should the spin be blamed on a case).
// mistake: no kernel; an atexit handler that never returns
#include <cstddef>
#include <cstdlib>

static void spin()
{
    for (volatile unsigned long k = 0;; k++) {
    }
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    static bool once = (std::atexit(spin), true);
    (void)once;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
