// expect: gpu=cuda-error emu=cuda-error args=--sizes=1100000,--blocks=64 -- the cooperative grid comes from the occupancy of the caller's block-size hint (64 threads: 32 blocks per SM) while the kernel is launched with 256 threads (8 per SM): the grid is four times what the device holds at once and cudaLaunchCooperativeKernel refuses it
// mistake: cudaOccupancyMaxActiveBlocksPerMultiprocessor asked for `block` threads, the launch uses THREADS
#include <cooperative_groups.h>
#include <cstddef>
#include <cstdint>
namespace cg = cooperative_groups;

constexpr int THREADS = 256;
constexpr int MAXB = 2048;
__device__ float g_partial[MAXB];

__device__ float block_sum(float v)
{
    __shared__ float ws[32];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = v;
    __syncthreads();
    v = threadIdx.x < THREADS / 32 ? ws[threadIdx.x] : 0.0f;
    if (threadIdx.x < 32)
        for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    __syncthreads();  // ws may be reused by the next call
    return v;
}

__global__ void __launch_bounds__(THREADS) coop_sum(const float *in, float *out, size_t n, size_t head)
{
    cg::grid_group grid = cg::this_grid();
    size_t t = grid.thread_rank();
    size_t T = grid.size();
    float s = 0.0f;
    if (t < head) s += in[t];
    const float4 *v = reinterpret_cast<const float4 *>(in + head);
    size_t nv = (n - head) / 4;
    for (size_t k = t; k < nv; k += T) {
        float4 q = v[k];
        s += (q.x + q.y) + (q.z + q.w);
    }
    size_t tail0 = head + nv * 4;
    if (t < n - tail0) s += in[tail0 + t];
    s = block_sum(s);
    if (threadIdx.x == 0) g_partial[blockIdx.x] = s;
    grid.sync();
    if (blockIdx.x == 0) {
        float total = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += THREADS) total += g_partial[b];
        total = block_sum(total);
        if (threadIdx.x == 0) *out = total;
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    size_t mis = (reinterpret_cast<uintptr_t>(d_input) / sizeof(float)) % 4;
    size_t head = (4 - mis) % 4;
    if (head > n) head = n;
    int dev = 0, sms = 0, per_sm = 0;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, coop_sum, block, 0);
    size_t want = (n + THREADS * 4 - 1) / (THREADS * 4);
    size_t fit = (size_t)per_sm * sms;
    if (fit > MAXB) fit = MAXB;
    unsigned grid = (unsigned)(want < fit ? want : fit);
    if (grid == 0) grid = 1;
    void *args[] = { (void *)&d_input, (void *)&d_result, (void *)&n, (void *)&head };
    cudaLaunchCooperativeKernel((const void *)coop_sum, dim3(grid), dim3(THREADS), args, 0, 0);
}
