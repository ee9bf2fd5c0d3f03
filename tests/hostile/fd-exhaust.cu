// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: opens /dev/null until no descriptor is left and keeps them, so that the glue (and the runtime) can open nothing after the entry point returns, hoping the grader reads the failure as its own.
// mistake: no kernel; every file descriptor taken
#include <cstddef>
#include <fcntl.h>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    while (open("/dev/null", O_RDONLY) >= 0) {
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
