// correct: `using namespace cooperative_groups` (unqualified thread_block, tiled_partition, sync(block)), a trailing-return device function, `#pragma unroll LOG_WARP` on a constexpr, __shfl_down_sync with its width argument for the last warp, and a never-called host launcher that asks the runtime for device properties, occupancy and function attributes and launches on a non-blocking stream. Must pass.
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
using namespace cooperative_groups;

constexpr int LOG_WARP = 5;

__device__ auto lane_sum(float v) -> decltype(v)
{
    thread_block_tile<32, thread_block> tile = tiled_partition<32>(this_thread_block());
#pragma unroll LOG_WARP
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o, 32);
    (void)tile;
    return v;
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __builtin_assume(blockDim.x >= 64);
    thread_block block = this_thread_block();
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x * 2 + tid;
    float s{};
    if (i < n) s = input[i];
    if (i + blockDim.x < n) s += input[i + blockDim.x];
    sdata[tid] = s;
    sync(block);
    for (unsigned st = blockDim.x / 2; st > 32; st >>= 1) {
        if (tid < st) sdata[tid] += sdata[tid + st];
        sync(block);
    }
    if (tid < 32) {
        float v = lane_sum(sdata[tid] + sdata[tid + 32]);
        if (tid == 0) partial[blockIdx.x] = v;
    }
}

int launch(const float *d_in, float *d_out, int n)
{
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    int minGrid = 0, block = 0;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, reduce_unrolled, 0, 0);
    int perSm = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, reduce_unrolled, 256, 256 * sizeof(float));
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, reduce_unrolled);
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    size_t fr, tot;
    cudaMemGetInfo(&fr, &tot);
    cudaStream_t st;
    cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
    float *h;
    cudaMallocHost(&h, 4);
    cudaMemsetAsync(d_out, 0, 4, st);
    reduce_unrolled<<<(n + 511) / 512, 256, 256 * sizeof(float), st>>>(d_in, d_out, n);
    cudaMemcpyAsync(h, d_out, 4, cudaMemcpyDeviceToHost, st);
    cudaStreamSynchronize(st);
    printf("%s %d %d %d %zu\n", prop.name, prop.maxThreadsPerBlock, block, perSm, fr);
    cudaFreeHost(h);
    cudaStreamDestroy(st);
    return cudaPeekAtLastError() == cudaSuccess ? 0 : 1;
}
