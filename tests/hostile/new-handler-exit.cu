// expect: gpu=crash|compile-error emu=crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: installs a std::new_handler that prints "result: PASSED" and ends the process with status 0, then asks operator new for 2^60 bytes, hoping an exit reached from inside the C++ runtime's allocation failure path (not a call of the file's own) reads as a clean end of the child.  A child that ends before its reply is a crash.
// mistake: no kernel; an out-of-memory new_handler that exits 0
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <new>

static void leave()
{
    std::printf("result: PASSED\n");
    std::fflush(stdout);
    std::exit(0);
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    std::set_new_handler(leave);
    volatile char *p = new char[(size_t)1 << 60];
    p[0] = 1;
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
