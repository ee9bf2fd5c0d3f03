// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: its entry point ends the process with _Exit(0) after at_quick_exit and atexit handlers that print "result: PASSED", hoping a status of 0 with no handler of the grader's run (no atexit, no stdio flush, no destructor) reads as a clean end.  A child that ends before its reply is a crash, whatever its status.
// mistake: no kernel; _Exit(0) from the entry point
#include <cstddef>
#include <cstdio>
#include <cstdlib>

static void passed(void) { printf("result: PASSED\n"); }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    at_quick_exit(passed);
    atexit(passed);
    fflush(stdout);
    _Exit(0);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
