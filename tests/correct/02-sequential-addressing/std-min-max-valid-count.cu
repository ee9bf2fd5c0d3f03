// correct: std::min and std::max in the kernel (constexpr since C++14, so nvcc's
// --expt-relaxed-constexpr lets device code call them) count the block's valid elements.
#include <algorithm>

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    int tid = threadIdx.x;
    int first = blockIdx.x * blockDim.x;
    int valid = std::min((int)blockDim.x, std::max(0, n - first));

    sdata[tid] = tid < valid ? input[first + tid] : 0.0f;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
