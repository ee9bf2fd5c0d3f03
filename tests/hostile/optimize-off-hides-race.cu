// expect: gpu=race|wrong-result emu=race|wrong-result  args=--sizes=4099,--blocks=256 -- Every thread adds into the result without an atomic, in a region under "#pragma clang optimize off" (every function optnone), hoping the emulator's instrumentation runs in an optimisation pipeline that skips optnone functions, so the racy loads and stores are never seen.  race.
// mistake: every thread adds into the result with a plain +=; the kernel built with optimisation off
#include <cstddef>

#pragma clang optimize off

template <typename T>
__global__ void racy_sum(const T *input, T *result, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        *result += input[i]; // every thread, no atomic: a race
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 0)
        racy_sum<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
#pragma clang optimize on
