// correct: part 0 zeroes the result with cudaMemsetAsync and adds every element by
// atomicAdd in a size_t grid-stride loop; part 1 adds into a __shared__ accumulator with
// atomicAdd_block and makes one global atomicAdd per block; part 2 sums each warp with
// __shfl_xor_sync and is launched through cudaLaunchKernel with an argument array.

__global__ void naive_kernel(const float *in, float *result, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        atomicAdd(result, in[i]);
}

__global__ void block_kernel(const float *in, float *result, size_t n)
{
    __shared__ float acc;
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd_block(&acc, in[i]);
    __syncthreads();
    if (threadIdx.x == 0)
        atomicAdd(result, acc);
}

__global__ void warp_kernel(const float *in, float *result, size_t n)
{
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    for (int m = 16; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(result, v);
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g ? (unsigned)g : 1u;
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    size_t g = grid_for(n, block);
    naive_kernel<<<(unsigned)(g < 4096 ? g : 4096), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    block_kernel<<<grid_for(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    void *args[] = {&d_input, &d_result, &n};
    cudaLaunchKernel(warp_kernel, dim3(grid_for(n, block)), dim3(block), args);
}
