// correct: each grid is laid out in 2D, at most 1024 blocks in x and as many rows in y as
// needed; a block's linear index is blockIdx.y * gridDim.x + blockIdx.x, and the last row's
// spare blocks fail the bound.
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

static dim3 blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    unsigned x = blocks < 1024 ? (unsigned)blocks : 1024u;
    return dim3(x, (unsigned)((blocks + x - 1) / x));
}

__device__ size_t global_index()
{
    return ((size_t)blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
}


__global__ void sum_naive_kernel(const float *input, float *result, size_t n)
{
    size_t i = global_index();
    if (i < n) {
        atomicAdd(result, input[i]);
    }
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_naive_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}


__global__ void sum_block_kernel(const float *input, float *result, size_t n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    size_t i = global_index();

    sdata[tid] = i < n ? input[i] : 0.0f;  // past n: the identity, never a read
    __syncthreads();  // every value is stored before the tree reads neighbours

    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid == 0)
        atomicAdd(result, sdata[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_block_kernel<<<blocks_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
}


__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

__global__ void sum_warp_kernel(const float *input, float *result, size_t n)
{
    size_t i = global_index();
    float value = i < n ? input[i] : 0.0f;
    value = warp_reduce_sum(value);
    if (threadIdx.x % WARP_SIZE == 0)
        atomicAdd(result, value);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    sum_warp_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}
