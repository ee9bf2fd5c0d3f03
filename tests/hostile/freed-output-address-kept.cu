// expect: gpu=unwritten-output|unstable-result emu=unwritten-output|unstable-result  args=--sizes=1000,--blocks=256 -- Sums properly on a pointer's first call, then trusts the allocator: when the grader hands the same output address and the same n again (it freed its buffer and cudaMalloc gave the same one back), the entry point launches nothing and leaves the value it wrote last time in place, as if freed device memory kept it.  The glue poisons the output before every call (an unwritten output reads as poison) and a later schedule brings new data, so a value left behind is either poison or the old sum.
// mistake: work skipped whenever the output address and n repeat, trusting freed memory to keep the last sum
#include <cstddef>

template <typename T>
__global__ void add_share(const T *input, T *result, size_t n)
{
    __shared__ T part[256];
    T local = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        local += input[i];
    part[threadIdx.x] = local;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, part[0]);
}

// The address and size of the last output this process wrote, per type.
template <typename T>
static bool seen_before(const T *d_result, size_t n)
{
    static const T *last_out = nullptr;
    static size_t last_n = 0;
    bool same = d_result == last_out && n == last_n;
    last_out = d_result;
    last_n = n;
    return same;
}

template <typename T>
static void sum_once_per_address(const T *d_input, T *d_result, size_t n, int block)
{
    if (seen_before(d_result, n))
        return;  // "the buffer still holds it"
    cudaMemset(d_result, 0, sizeof(T));
    add_share<T><<<64, 256>>>(d_input, d_result, n);
    (void)block;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    sum_once_per_address(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_once_per_address(d_input, d_result, n, block);
}
