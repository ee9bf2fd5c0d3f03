// correct: the block size is the caller's hint (any multiple of 32 up to 1024, read from
// blockDim.x at run time), the grid from n capped at a fixed count; the scalar head and tail
// (at most 6 elements) are added by thread 0 of block 0 alone, the middle by one float4 per
// grid-stride step; a last-block-done finish with __threadfence.
#include <cstddef>
#include <cstdint>

#define CAP_BLOCKS 1024
__device__ float g_sums[CAP_BLOCKS];
__device__ unsigned int g_done = 0;

__device__ float block_total(float v)
{
    __shared__ float w[32];
    unsigned lane = threadIdx.x & 31, wid = threadIdx.x >> 5, nw = blockDim.x >> 5;
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) w[wid] = v;
    __syncthreads();
    float r = 0.0f;
    if (wid == 0) {
        r = lane < nw ? w[lane] : 0.0f;
        for (int o = 16; o; o >>= 1) r += __shfl_xor_sync(0xffffffffu, r, o);
    }
    __syncthreads();
    return r;
}

__global__ void sum_kernel(const float *x, float *out, size_t n, size_t head)
{
    size_t nvec = (n - head) / 4;
    size_t tail = head + 4 * nvec;
    const float4 *v = reinterpret_cast<const float4 *>(x + head);
    float s = 0.0f;
    for (size_t k = (size_t)blockIdx.x * blockDim.x + threadIdx.x; k < nvec; k += (size_t)gridDim.x * blockDim.x) {
        float4 q = v[k];
        s += q.x + q.y + q.z + q.w;
    }
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        for (size_t k = 0; k < head; ++k) s += x[k];
        for (size_t k = tail; k < n; ++k) s += x[k];
    }
    s = block_total(s);

    __shared__ unsigned ticket;
    if (threadIdx.x == 0) {
        g_sums[blockIdx.x] = s;
        __threadfence();
        ticket = atomicAdd(&g_done, 1u);
    }
    __syncthreads();
    if (ticket != gridDim.x - 1)
        return;
    float t = 0.0f;
    for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x)
        t += ((volatile float *)g_sums)[b];
    t = block_total(t);
    if (threadIdx.x == 0) {
        *out = t;
        g_done = 0;
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    int threads = block >= 32 && block <= 1024 && block % 32 == 0 ? block : 256;
    size_t off = ((uintptr_t)d_input >> 2) & 3;
    size_t head = off ? 4 - off : 0;
    if (head > n) head = n;
    size_t nvec = (n - head) / 4;
    size_t blocks = (nvec + threads - 1) / threads;
    if (blocks < 1) blocks = 1;
    if (blocks > CAP_BLOCKS) blocks = CAP_BLOCKS;
    sum_kernel<<<(unsigned)blocks, threads>>>(d_input, d_result, n, head);
}
