// expect: gpu=unstable-result emu=unstable-result  -- Computes the sum on the first call, keeps it in a static and writes it back on every later call.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  Caught where the
// same entry point meets new data: the emulator's second schedule, the GPU's
// next case and its run after the timed runs.
#include <cstddef>

template <typename T>
__global__ void add_all(const T *input, T *result, size_t n)
{
    T local = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        local += input[i];
    atomicAdd(result, local);
}

template <typename T>
static void once_then_replay(const T *d_input, T *d_result, size_t n, int block)
{
    static bool have = false;
    static T kept;
    if (!have) {
        cudaMemset(d_result, 0, sizeof(T));
        add_all<T><<<64, block>>>(d_input, d_result, n);
        cudaMemcpy(&kept, d_result, sizeof(T), cudaMemcpyDeviceToHost);
        have = true;
        return;
    }
    cudaMemcpy(d_result, &kept, sizeof(T), cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    once_then_replay(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    once_then_replay(d_input, d_result, n, block);
}
