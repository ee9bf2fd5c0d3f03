// correct: two launches instead of a last-block finish: the first, float4 loads over the
// aligned middle (the head up to the first 16-byte boundary and the tail taken as scalars by
// the grid's first threads), one partial per block into a static __device__ array; the
// second, one warp, adds the partials and writes the result.
#include <cstddef>
#include <cstdint>

constexpr int THREADS = 512;
constexpr int GRID = 528;  // 4 blocks of 512 per SM on 132 SMs
__device__ float g_parts[GRID];

__device__ float warp_total(float v)
{
    for (int o = 16; o; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}

__global__ void __launch_bounds__(THREADS) parts_kernel(const float *in, size_t n, size_t head, float *parts)
{
    __shared__ float warp_part[THREADS / 32];
    size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    size_t T = (size_t)gridDim.x * blockDim.x;
    float s = 0.0f;
    if (t < head)
        s += in[t];
    const float4 *v = reinterpret_cast<const float4 *>(in + head);
    size_t nv = (n - head) / 4;
    for (size_t i = t; i < nv; i += T) {
        float4 q = v[i];
        s += (q.x + q.y) + (q.z + q.w);
    }
    size_t rest = head + nv * 4;
    if (t < n - rest)
        s += in[rest + t];
    s = warp_total(s);
    if ((threadIdx.x & 31) == 0)
        warp_part[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        float w = threadIdx.x < blockDim.x / 32 ? warp_part[threadIdx.x] : 0.0f;
        w = warp_total(w);
        if (threadIdx.x == 0)
            parts[blockIdx.x] = w;
    }
}

__global__ void finish_kernel(const float *parts, unsigned count, float *result)
{
    float s = 0.0f;
    for (unsigned b = threadIdx.x; b < count; b += 32)
        s += parts[b];
    s = warp_total(s);
    if (threadIdx.x == 0)
        *result = s;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    size_t off = (reinterpret_cast<uintptr_t>(d_input) & 15) / sizeof(float);
    size_t head = off ? 4 - off : 0;
    if (head > n)
        head = n;
    size_t per_block = (size_t)THREADS * 4;
    size_t want = (n + per_block - 1) / per_block;
    unsigned grid = (unsigned)(want < GRID ? want : GRID);
    float *parts = nullptr;
    cudaGetSymbolAddress((void **)&parts, g_parts);
    parts_kernel<<<grid, THREADS>>>(d_input, n, head, parts);
    finish_kernel<<<1, 32>>>(parts, grid, d_result);
}
