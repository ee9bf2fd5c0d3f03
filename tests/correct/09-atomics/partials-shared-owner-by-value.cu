// correct: part 1 keeps its per-block partials in a small shared-owner handle passed to
// both of its kernels by value: the handle's copy constructor counts owners in host memory
// and its destructor frees the partials when the last owner goes.  On a GPU each launch
// copies the handle once on the host and destroys that copy there when the launch
// statement ends; no device thread runs either, so the count never leaves the host.
#include <cuda_runtime.h>

struct Partials {
    float *sums;   // one per block, device memory
    int *owners;   // host memory: how many handles share sums

    explicit Partials(size_t blocks) : sums(0), owners(new int(1)) {
        cudaMalloc((void **)&sums, blocks * sizeof(float));
    }
    Partials(const Partials &other) : sums(other.sums), owners(other.owners) { ++*owners; }
    Partials &operator=(const Partials &) = delete;
    ~Partials() {
        if (--*owners == 0) {
            cudaFree(sums);
            delete owners;
        }
    }
};

__global__ void naive_kernel(const float *in, float *out, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(out, in[i]);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    if (grid > 0)
        naive_kernel<<<(unsigned)grid, block>>>(d_input, d_result, n);
}

// each block's tree sum into p.sums[blockIdx.x]
__global__ void block_sums(Partials p, const float *in, size_t n) {
    extern __shared__ float tile[];
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            tile[threadIdx.x] += tile[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        p.sums[blockIdx.x] = tile[0];
}

// one block adds the partials, one atomic into the result
__global__ void add_partials(Partials p, size_t count, float *out) {
    extern __shared__ float tile[];
    float mine = 0.0f;
    for (size_t k = threadIdx.x; k < count; k += blockDim.x)
        mine += p.sums[k];
    tile[threadIdx.x] = mine;
    __syncthreads();
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            tile[threadIdx.x] += tile[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, tile[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    if (grid == 0)
        return;
    Partials partials(grid);
    size_t shared = block * sizeof(float);
    block_sums<<<(unsigned)grid, block, shared>>>(partials, d_input, n);
    add_partials<<<1, block, shared>>>(partials, grid, d_result);
}

__global__ void warp_kernel(const float *in, float *out, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    float v = i < n ? in[i] : 0.0f;
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, v);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    if (grid > 0)
        warp_kernel<<<(unsigned)grid, block>>>(d_input, d_result, n);
}
