// correct: each part zeroes the result once, then launches its grid in chunks of at most
// 1024 blocks over consecutive slices of the input; every chunk adds into the same result.
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

static unsigned blocks_for(size_t n, int block)
{
    return (unsigned)((n + block - 1) / block);
}

__device__ size_t global_index()
{
    return (size_t)blockIdx.x * blockDim.x + threadIdx.x;
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
    size_t chunk = (size_t)1024 * block;
    cudaMemsetAsync(d_result, 0, sizeof(float));
    for (size_t off = 0; off < n; off += chunk) {
        size_t len = n - off < chunk ? n - off : chunk;
        sum_naive_kernel<<<blocks_for(len, block), block>>>(d_input + off, d_result, len);
    }
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
    size_t chunk = (size_t)1024 * block;
    cudaMemsetAsync(d_result, 0, sizeof(float));
    for (size_t off = 0; off < n; off += chunk) {
        size_t len = n - off < chunk ? n - off : chunk;
        sum_block_kernel<<<blocks_for(len, block), block, block * sizeof(float)>>>(d_input + off, d_result, len);
    }
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
    size_t chunk = (size_t)1024 * block;
    cudaMemsetAsync(d_result, 0, sizeof(float));
    for (size_t off = 0; off < n; off += chunk) {
        size_t len = n - off < chunk ? n - off : chunk;
        sum_warp_kernel<<<blocks_for(len, block), block>>>(d_input + off, d_result, len);
    }
}
