// correct: cuda::std::swap (libcu++, __host__ __device__) in the kernel, and std::swap
// in a host function only, where it belongs.
#include <cuda/std/utility>
#include <utility>

void order_pair(float &low, float &high)
{
    if (high < low)
        std::swap(low, high);
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    float mine = 0.0f, loaded = (i < (unsigned int)n) ? input[i] : 0.0f;
    cuda::std::swap(mine, loaded);
    sdata[tid] = mine;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
