// correct: stream-ordered habits: cudaMallocAsync / cudaFreeAsync scratch on stream 0 per call, cudaMemsetAsync of the result on the default stream, cudaPeekAtLastError after each launch, cudaStreamSynchronize(0) before returning, a grid capped at 1024 blocks with a grid-stride loop and __ldg loads, a shared tree for any block size (halving from the power of two above it)
#include <cstdio>

#define CHECK(x) do { cudaError_t st = (x); if (st != cudaSuccess) { \
    printf("error %s line %d\n", cudaGetErrorString(st), __LINE__); return; } } while (0)

constexpr int kMaxBlocks = 1024;

template <typename T>
__global__ void partialSums(const T *__restrict__ in, T *__restrict__ out, size_t n, int atomic)
{
    extern __shared__ unsigned char smem_raw[];
    T *smem = reinterpret_cast<T *>(smem_raw);
    T acc = T(0);
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        acc += __ldg(in + i);
    smem[threadIdx.x] = acc;
    __syncthreads();
    unsigned p2 = 1;
    while (p2 < blockDim.x) p2 <<= 1;  // any multiple of 32: halve from the power of two above
    for (unsigned s = p2 / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s && threadIdx.x + s < blockDim.x) smem[threadIdx.x] += smem[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        if (atomic) atomicAdd(out, smem[0]);
        else out[blockIdx.x] = smem[0];
    }
}

static unsigned numBlocks(size_t n, int block)
{
    size_t b = (n + block - 1) / block;
    if (b > kMaxBlocks) b = kMaxBlocks;
    return b ? (unsigned)b : 1u;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    CHECK(cudaMemsetAsync(d_result, 0, sizeof(T), 0));
    partialSums<T><<<numBlocks(n, block), block, block * sizeof(T)>>>(d_input, d_result, n, 1);
    CHECK(cudaPeekAtLastError());
    CHECK(cudaStreamSynchronize(0));
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned grid = numBlocks(n, block);
    T *d_tmp = nullptr;
    CHECK(cudaMallocAsync(&d_tmp, grid * sizeof(T), 0));
    partialSums<T><<<grid, block, block * sizeof(T)>>>(d_input, d_tmp, n, 0);
    CHECK(cudaPeekAtLastError());
    partialSums<T><<<1, 256, 256 * sizeof(T)>>>(d_tmp, d_result, (size_t)grid, 0);
    CHECK(cudaPeekAtLastError());
    CHECK(cudaFreeAsync(d_tmp, 0));
    CHECK(cudaStreamSynchronize(0));
}
