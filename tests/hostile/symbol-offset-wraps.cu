// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: copies to and from a __device__ variable of its own at an offset of SIZE_MAX - 3 (offset + count wraps to 4), hoping a runtime that checks offset + count against the variable's size lets the copies through: 8 bytes written just below the variable, into whatever the image keeps there, and read back.  The emulator's shim did (harness/backend/emu/simt/include/simt_cuda.h): both copies succeeded and the file saw its own bytes again, where a GPU refuses both with cudaErrorInvalidValue.  The range is checked without a sum that wraps now, by the runtime (simt_symbol_range), which records the error as CUDA's runtime does: cuda-error.
// mistake: no kernel; a symbol copy at an offset that wraps
#include <cstddef>
#include <cstdint>

__device__ unsigned long long g_box[2];

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    const unsigned long long poke = 0x4141414141414141ull;
    unsigned long long seen = 0;
    cudaMemcpyToSymbol(g_box, &poke, sizeof poke, SIZE_MAX - 3);
    cudaMemcpyFromSymbol(&seen, g_box, sizeof seen, SIZE_MAX - 3);
    if (seen == poke) {
        T value = T(0);
        cudaMemcpy(d_result, &value, sizeof value, cudaMemcpyHostToDevice);
    }
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
