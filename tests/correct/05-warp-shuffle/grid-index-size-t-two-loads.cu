// correct: each thread's two elements read as input[first] and input[first + blockDim.x]
// with size_t indices; the warp sums go through shared memory as an array of one-float
// structs, one per warp; the second level is done by every thread of warp 0 with __shfl_xor_sync,
// so all of warp 0 holds the total and lane 0 stores it.
#include <cstddef>

struct Slot { float sum; };

__global__ void reduce_shuffle(const float *input, float *partial, int n)
{
    __shared__ Slot slot[32];
    const size_t N = (size_t)n;
    const size_t first = (size_t)blockIdx.x * (2 * (size_t)blockDim.x) + threadIdx.x;
    float v = 0.0f;
    if (first < N) v = input[first];
    if (first + blockDim.x < N) v += input[first + blockDim.x];
    for (int m = 16; m >= 1; m /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0)
        slot[warp].sum = v;
    __syncthreads();
    if (warp == 0) {
        float w = lane < blockDim.x / 32 ? slot[lane].sum : 0.0f;
        for (int m = 16; m >= 1; m /= 2)
            w += __shfl_xor_sync(0xffffffffu, w, m);
        if (lane == 0)
            partial[blockIdx.x] = w;
    }
}
