// correct: the work on a stream of the device's highest priority
// (cudaDeviceGetStreamPriorityRange, cudaStreamCreateWithPriority) made and destroyed by
// the call; the blocks' sums in a static __device__ array, then one block adds them;
// the input read as float4s from its first 16-byte boundary, a scalar head and tail.

#include <cstdint>

constexpr int THREADS = 512;
constexpr int MAX_BLOCKS = 1024;

__device__ float g_block_sums[MAX_BLOCKS];

__device__ float block_total(float v)
{
    __shared__ float warps[THREADS / 32];
    for (int d = 16; d > 0; d /= 2)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        warps[threadIdx.x / 32] = v;
    __syncthreads();
    v = 0.0f;
    if (threadIdx.x < 32) {
        v = threadIdx.x < THREADS / 32 ? warps[threadIdx.x] : 0.0f;
        for (int d = 16; d > 0; d /= 2)
            v += __shfl_down_sync(0xffffffffu, v, d);
    }
    return v;
}

__global__ void __launch_bounds__(THREADS) partial_sums(const float *__restrict__ in, size_t n)
{
    const size_t start = (size_t)blockIdx.x * THREADS + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * THREADS;
    size_t head = ((16 - (reinterpret_cast<uintptr_t>(in) & 15)) & 15) / 4;
    if (head > n) head = n;
    const size_t quads = (n - head) / 4;
    const float4 *q = reinterpret_cast<const float4 *>(in + head);

    float s = start < head ? in[start] : 0.0f;
#pragma unroll 4
    for (size_t k = start; k < quads; k += stride) {
        float4 v = __ldg(&q[k]);
        s += (v.x + v.y) + (v.z + v.w);
    }
    for (size_t k = head + 4 * quads + start; k < n; k += stride)
        s += in[k];

    s = block_total(s);
    if (threadIdx.x == 0)
        g_block_sums[blockIdx.x] = s;
}

__global__ void __launch_bounds__(THREADS) finish(float *result, int blocks)
{
    float s = 0.0f;
    for (int b = threadIdx.x; b < blocks; b += THREADS)
        s += g_block_sums[b];
    s = block_total(s);
    if (threadIdx.x == 0)
        *result = s;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int)
{
    int least = 0, greatest = 0;
    cudaDeviceGetStreamPriorityRange(&least, &greatest);
    cudaStream_t stream;
    cudaStreamCreateWithPriority(&stream, cudaStreamNonBlocking, greatest);

    size_t want = (n / 4 + THREADS - 1) / THREADS;
    int blocks = (int)(want == 0 ? 1 : want < MAX_BLOCKS ? want : MAX_BLOCKS);
    partial_sums<<<blocks, THREADS, 0, stream>>>(d_input, n);
    finish<<<1, THREADS, 0, stream>>>(d_result, blocks);
    cudaStreamSynchronize(stream);
    cudaStreamDestroy(stream);
}
