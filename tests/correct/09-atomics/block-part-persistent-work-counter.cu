// correct: the block part runs a persistent grid (two blocks per SM, or one per tile if
// fewer): each block takes tiles of blockDim.x elements from a __device__ counter with
// atomicAdd until none are left, adds its tiles' elements in shared memory, and adds its
// total once; the counter and the result are zeroed on the stream before the launch.
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

__device__ unsigned long long g_next_tile;

__global__ void sum_block_persistent(const float *input, float *result, size_t n)
{
    extern __shared__ float sdata[];
    __shared__ unsigned long long tile;
    int tid = threadIdx.x;
    size_t tiles = (n + blockDim.x - 1) / blockDim.x;
    float mine = 0.0f;
    for (;;) {
        if (tid == 0)
            tile = atomicAdd(&g_next_tile, 1ull);
        __syncthreads();
        unsigned long long t = tile;
        __syncthreads();  // all have read this tile before thread 0 takes the next
        if (t >= tiles)
            break;
        size_t i = t * blockDim.x + tid;
        if (i < n)
            mine += input[i];
    }
    sdata[tid] = mine;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(result, sdata[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    int device = 0, sms = 0;
    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    void *d_next = nullptr;
    cudaGetSymbolAddress(&d_next, g_next_tile);
    cudaMemsetAsync(d_next, 0, sizeof(unsigned long long));
    cudaMemsetAsync(d_result, 0, sizeof(float));
    size_t tiles = (n + block - 1) / block;
    size_t grid = sms > 0 ? 2 * (size_t)sms : 1;
    if (grid > tiles)
        grid = tiles > 0 ? tiles : 1;  // no block without a tile to take
    sum_block_persistent<<<(unsigned)grid, block, block * sizeof(float)>>>(d_input, d_result, n);
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
