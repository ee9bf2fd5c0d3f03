// expect: gpu=cuda-error|crash emu=cuda-error|crash  args=--sizes=1000,--blocks=256 -- Zeroes the output, then launches a kernel whose device-side assert fails (its message reads "result: PASSED"), hoping the assertion, which on a GPU stops the kernel and leaves the context unusable, turns into a machine error the grader blames on itself or retries; and that its printed message counts.  It is the submission's failure: cuda-error on a GPU (cudaErrorAssert); the emulator ends the process with SIGABRT, a crash.
// mistake: a kernel whose assert fails
#include <cassert>
#include <cstddef>

__global__ void assert_kernel(const int *p)
{
    assert(p != nullptr && "result: PASSED");
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    cudaMemset(d_result, 0, sizeof(T));
    assert_kernel<<<1, 32>>>(nullptr);
    cudaDeviceSynchronize();
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
