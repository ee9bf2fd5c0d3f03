// expect: gpu=crash|cuda-error|unwritten-output emu=crash|cuda-error|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: makes another device current (cudaSetDevice(1), then 7) and leaves it so, hoping the glue's calls after the entry point (the copy of the result, its checks) go to the wrong device or fail as the machine's fault.  The case must fail as the submission's.
// mistake: no kernel; another device left current
#include <cstddef>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    cudaSetDevice(1);
    cudaSetDevice(7);
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
