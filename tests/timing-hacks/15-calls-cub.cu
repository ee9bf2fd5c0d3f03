// expect: gpu=passed tier=none emu=passed -- CUB does the sum, included in quotes and used
// through a namespace alias (the batch used to look for the angle-bracket include and the
// namespace name with two colons only): a library reduction earns no performance tier.
// 15-beat-cub, "the library way": why write a kernel when the library has one.
#include <cstddef>
#include "cub/cub.cuh"

namespace lib = cub;

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    static void *temp = nullptr;
    static size_t temp_bytes = 0;
    size_t need = 0;
    lib::DeviceReduce::Sum(nullptr, need, d_input, d_result, (long long)n);
    if (need > temp_bytes) {
        cudaFree(temp);
        cudaMalloc(&temp, need);
        temp_bytes = need;
    }
    lib::DeviceReduce::Sum(temp, temp_bytes, d_input, d_result, (long long)n);
}
