// correct: part 2 without shuffles: each warp reduces its own 32-float slice of shared
// memory, reading into a register, __syncwarp, writing, __syncwarp, and lane 0 adds the
// slice's first float; part 1's tree puts its barrier at the top of each step (thread 0
// made the last add itself); int thread indices, size_t element indices.
#include <cstddef>

__global__ void naive_kernel(const float *input, float *result, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    atomicAdd(result, input[i]);
}

__global__ void block_kernel(const float *input, float *result, size_t n)
{
    extern __shared__ float sdata[];
    int tid = threadIdx.x;
    size_t i = (size_t)blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < n ? input[i] : 0.0f;
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        __syncthreads();
        if (tid < s)
            sdata[tid] += sdata[tid + s];
    }
    if (tid == 0)
        atomicAdd(result, sdata[0]);
}

__global__ void warp_kernel(const float *input, float *result, size_t n)
{
    extern __shared__ float sdata[];
    int tid = threadIdx.x, lane = tid & 31;
    float *slice = sdata + (tid - lane);
    size_t i = (size_t)blockIdx.x * blockDim.x + tid;
    slice[lane] = i < n ? input[i] : 0.0f;
    __syncwarp();
    for (int s = 16; s > 0; s >>= 1) {
        float v = slice[lane];
        if (lane < s)
            v += slice[lane + s];
        __syncwarp();
        slice[lane] = v;
        __syncwarp();
    }
    if (lane == 0)
        atomicAdd(result, slice[0]);
}

static unsigned blocks_for(size_t n, int block) { return (unsigned)((n + block - 1) / block); }

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof *d_result);
    naive_kernel<<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof *d_result);
    block_kernel<<<blocks_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof *d_result);
    warp_kernel<<<blocks_for(n, block), block, block * sizeof(float)>>>(d_input, d_result, n);
}
