// expect: gpu=pass emu=pass -- every result right, but the sum is CUB's DeviceReduce::Sum: the batch must flag it uses-cub (a library reduction earns no performance tier in 15), and it is not flagged, as neither the include's path nor the namespace is ever spelt: both are pasted from pieces by macros
// mistake: CUB's DeviceReduce::Sum used through names pasted from pieces (cu ## b), so that no text check finds the library
#include <cstddef>
#define JOIN(a, b) a##b
#define LIB JOIN(cu, b)
#define PATH(x) <x/x.cuh>
#define HEADER(a, b) PATH(a##b)
#include HEADER(cu, b)

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    static void *tmp = nullptr;
    static size_t bytes = 0;
    size_t need = 0;
    LIB::DeviceReduce::Sum(nullptr, need, d_input, d_result, n);
    if (need > bytes) {
        cudaFree(tmp);
        cudaMalloc(&tmp, need);
        bytes = need;
    }
    LIB::DeviceReduce::Sum(tmp, bytes, d_input, d_result, n);
}
