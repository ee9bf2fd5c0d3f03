// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: a constructor sets a std::terminate handler that prints "result: PASSED" and ends the process with status 0, then the entry point throws, hoping the terminate an uncaught exception calls turns into a clean exit.  A child that ends before its reply is a crash, whatever its status.
// mistake: no kernel; a terminate handler that exits 0, and a throw
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <exception>

static void clean_exit(void)
{
    printf("result: PASSED\n");
    fflush(stdout);
    _Exit(0);
}
__attribute__((constructor)) static void set_handler(void) { std::set_terminate(clean_exit); }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    throw 42;
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
