// correct: each thread's eight elements loaded by cub::LoadDirectStriped<BLOCK>(threadIdx.x, segment, items, valid, 0.0f) (striped: element k of thread t at k * BLOCK + t, so every load coalesces; past the segment's valid count the default 0), BLOCK chosen by a switch on blockDim.x over the block sizes that are powers of two, a runtime loop for the others; the block sum by shuffles
#include <cub/cub.cuh>

constexpr int ITEMS = 8;

__device__ float block_sum(float v)
{
    __shared__ float warp_sums[32];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0)
        warp_sums[threadIdx.x >> 5] = v;
    __syncthreads();
    v = 0.0f;
    if (threadIdx.x < 32) {
        v = threadIdx.x < (blockDim.x >> 5) ? warp_sums[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, o);
    }
    return v;
}

template <int BLOCK>
__device__ float load_and_add(const float *segment, int valid)
{
    float items[ITEMS];
    cub::LoadDirectStriped<BLOCK>(threadIdx.x, segment, items, valid, 0.0f);
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < ITEMS; k++)
        s += items[k];
    return s;
}

__device__ float load_and_add_any(const float *segment, int valid)
{
    float s = 0.0f;
    for (int k = 0; k < ITEMS; k++) {
        int j = k * blockDim.x + threadIdx.x;
        if (j < valid)
            s += segment[j];
    }
    return s;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    int start = blockIdx.x * blockDim.x * ITEMS;
    int valid = n - start;
    const float *segment = input + start;
    float s;
    switch (blockDim.x) {
    case 32: s = load_and_add<32>(segment, valid); break;
    case 64: s = load_and_add<64>(segment, valid); break;
    case 128: s = load_and_add<128>(segment, valid); break;
    case 256: s = load_and_add<256>(segment, valid); break;
    case 512: s = load_and_add<512>(segment, valid); break;
    case 1024: s = load_and_add<1024>(segment, valid); break;
    default: s = load_and_add_any(segment, valid); break;
    }
    s = block_sum(s);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
}
