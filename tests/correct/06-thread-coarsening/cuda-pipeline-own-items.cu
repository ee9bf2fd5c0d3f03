// correct: each thread brings its eight elements (strided by the block) into its own column of a static shared array with cuda::memcpy_async through a thread-scope cuda::pipeline (<cuda/pipeline>: producer_acquire, producer_commit, consumer_wait), then sums only the elements its own copies brought; the block adds the thread sums with shuffles
#include <cuda/pipeline>

constexpr int COARSE = 8;

__device__ float warp_sum(float v)
{
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float stage[COARSE][1024];  // a row per item, a column per thread (blocks up to 1024)
    __shared__ float warp_sums[32];
    const size_t base = (size_t)blockIdx.x * COARSE * blockDim.x + threadIdx.x;
    auto pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    for (int k = 0; k < COARSE; k++) {
        const size_t i = base + (size_t)k * blockDim.x;
        float *slot = &stage[k][threadIdx.x];
        if (i < (size_t)n)
            cuda::memcpy_async(slot, input + i, sizeof(float), pipe);
        else
            *slot = 0.0f;
    }
    pipe.producer_commit();
    pipe.consumer_wait();
    float v = 0.0f;
    for (int k = 0; k < COARSE; k++)
        v += stage[k][threadIdx.x];
    pipe.consumer_release();
    v = warp_sum(v);
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x / 32) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
