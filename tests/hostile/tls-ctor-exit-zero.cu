// expect: gpu=crash|compile-error emu=crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: the entry point touches a thread_local object whose constructor (dynamic initialisation on first use, inside the glue's call) prints "result: PASSED" and ends the process with status 0, hoping an exit from a thread_local's initialiser, not a plain call, reads as a clean end.  A child that ends before its reply is a crash.
// mistake: no kernel; a thread_local constructor that exits 0
#include <cstddef>
#include <cstdio>
#include <cstdlib>

struct Leaver {
    int touched = 0;
    Leaver()
    {
        std::printf("result: PASSED\n");
        std::fflush(stdout);
        std::exit(0);
    }
};

static thread_local Leaver leaver;

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    leaver.touched++;
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
