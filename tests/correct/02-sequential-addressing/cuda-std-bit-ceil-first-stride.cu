// correct: sequential addressing for any block size: the first stride is half of cuda::std::bit_ceil(blockDim.x) (<cuda/std/bit>), and a thread adds its partner only where the partner is inside the block
#include <cuda/std/bit>

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const unsigned i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned s = cuda::std::bit_ceil(blockDim.x) / 2; s > 0; s >>= 1) {
        if (tid < s && tid + s < blockDim.x)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
