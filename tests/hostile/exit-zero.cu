// expect: gpu=crash emu=crash  -- Has no kernel: the entry point ends the process with exit(0), after an atexit handler that prints "result: PASSED" and a quick_exit handler, hoping a clean exit (status 0, a passing line in its output) reads as a pass.  The grader expects a reply for every case: a process that ends in the middle of one is a crash, whatever its status.
// mistake: no kernel; exit(0) from the entry point
#include <cstddef>
#include <cstdio>
#include <cstdlib>

static void claim() { std::printf("result: PASSED\n"); std::fflush(stdout); }

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    std::atexit(claim);
    std::exit(0);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    std::at_quick_exit(claim);
    std::quick_exit(0);
}
