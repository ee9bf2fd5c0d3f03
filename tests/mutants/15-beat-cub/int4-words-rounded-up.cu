// expect: gpu=over-read|out-of-bounds|wrong-result emu=over-read|out-of-bounds -- the int4 words' count is rounded up so that no scalar tail is needed: where n - head is not a multiple of 4, the last word reads up to 3 floats past the input's end
// mistake: (n - head + 3) / 4 int4 loads and no scalar tail
#include <cstddef>
#include <cuda/std/cstdint>

constexpr int THREADS = 512;

__device__ __forceinline__ float word_sum(int4 q)
{
    return (__int_as_float(q.x) + __int_as_float(q.y)) + (__int_as_float(q.z) + __int_as_float(q.w));
}

__global__ void __launch_bounds__(THREADS) sum_kernel(const float *__restrict__ input, float *result, size_t n)
{
    __shared__ float warp_sums[THREADS / 32];
    const cuda::std::uintptr_t addr = reinterpret_cast<cuda::std::uintptr_t>(input);
    size_t head = ((16 - (addr & 15)) & 15) / sizeof(float);
    if (head > n)
        head = n;
    const size_t words = (n - head + 3) / 4;
    const int4 *__restrict__ w = reinterpret_cast<const int4 *>(input + head);
    const size_t t = (size_t)blockIdx.x * THREADS + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * THREADS;

    float acc = 0.0f;
    if (t < head)
        acc += input[t];
    size_t k = t;
    for (; k + stride < words; k += 2 * stride) {
        int4 a = __ldcs(w + k), b = __ldcs(w + k + stride);
        acc += word_sum(a) + word_sum(b);
    }
    if (k < words)
        acc += word_sum(__ldcs(w + k));
    const size_t tail = head + words * 4;

    for (int m = 16; m > 0; m >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, m);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x < 32) {
        acc = threadIdx.x < THREADS / 32 ? warp_sums[threadIdx.x] : 0.0f;
        for (int m = 16; m > 0; m >>= 1)
            acc += __shfl_xor_sync(0xffffffffu, acc, m);
        if (threadIdx.x == 0)
            atomicAdd(result, acc);
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    int sms = 0, per_sm = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, sum_kernel, THREADS, 0);
    size_t need = (n / 4 + 2 * THREADS - 1) / (2 * THREADS);
    size_t grid = (size_t)(sms > 0 ? sms : 1) * (per_sm > 0 ? per_sm : 1);
    if (need < grid)
        grid = need > 0 ? need : 1;
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_kernel<<<(unsigned)grid, THREADS>>>(d_input, d_result, n);
}
