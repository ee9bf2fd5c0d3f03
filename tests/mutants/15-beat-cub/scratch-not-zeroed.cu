// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=256 -- the scratch accumulator comes from cudaMalloc, whose memory is not zeroed (a later call often gets the block the last one freed, its old total still in it), and the blocks atomicAdd into it
// mistake: atomicAdd into fresh cudaMalloc scratch without a cudaMemset to zero
#include <cstddef>

constexpr int THREADS = 256;

__global__ void __launch_bounds__(THREADS) add_all(const float *in, size_t n, float *acc)
{
    __shared__ float warp_sums[THREADS / 32];
    float v = 0.0f;
    for (size_t i = (size_t)blockIdx.x * THREADS + threadIdx.x; i < n; i += (size_t)gridDim.x * THREADS)
        v += in[i];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < THREADS / 32; ++w)
            t += warp_sums[w];
        atomicAdd(acc, t);
    }
}

__global__ void copy_out(const float *acc, float *result)
{
    *result = *acc;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    float *acc = nullptr;
    if (cudaMalloc((void **)&acc, sizeof(float)) != cudaSuccess)
        return;
    size_t blocks = (n + THREADS * 8 - 1) / (THREADS * 8);
    blocks = blocks < 1 ? 1 : (blocks > 1024 ? 1024 : blocks);
    add_all<<<(unsigned)blocks, THREADS>>>(d_input, n, acc);
    copy_out<<<1, 1>>>(acc, d_result);
    cudaFree(acc);
}
