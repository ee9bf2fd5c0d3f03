// expect: gpu=compile-error|pass emu=pass  args=--sizes=1000,--blocks=256 -- Writes no kernel: the entry point calls cub::DeviceReduce::Sum from host code (temporary storage from cudaMalloc, kept across calls), CUB's own kernels doing all the work.  Exercise 07 marks library reductions banned: the grading passes and a batch flags uses-cub, which earns no performance tier (harness/feedback/tiers.c); no rule refuses it.  The emulator runs DeviceReduce as kernels of its own (simt/include/cub), so it is graded there as on a GPU.  On a GPU (CUDA 13, H100) it was once refused as forbidden-call (dlopen named through the library's headers); nvcc 13.0's object here names no dl* function, so it may pass there too
// mistake: no kernel of its own; CUB's DeviceReduce called from the host
#include <cstddef>
#include <cub/cub.cuh>

template <typename T>
static void library_sum(const T *d_input, T *d_result, size_t n)
{
    static void *temp = nullptr;
    static size_t temp_bytes = 0;
    size_t need = 0;
    cub::DeviceReduce::Sum(nullptr, need, d_input, d_result, (long long)n);
    if (need > temp_bytes) {
        cudaFree(temp);
        cudaMalloc(&temp, need);
        temp_bytes = need;
    }
    cub::DeviceReduce::Sum(temp, need, d_input, d_result, (long long)n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    library_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    library_sum(d_input, d_result, n);
}
