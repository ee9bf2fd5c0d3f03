// expect: gpu=pass emu=pass -- a grid-stride loop per thread, cub::BlockReduce<T, B>::Sum over the block with B the requested block size where it is a power of two (a switch), else 1024 (the grid-stride loop covers n whatever the grid), thread 0's one atomicAdd per block for sum_atomic; for sum_two_phase the block sums go to a __device__ array and a one-block launch of the same kernel sums them
// mistake: none: CUB's block primitive inside the student's own two launches
#include <cstddef>
#include <cub/cub.cuh>

constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
__device__ T g_partials[MAX_BLOCKS];

template <typename T, int B>
__global__ void block_sums(const T *input, T *out, size_t n, bool atomic)
{
    using BlockReduce = cub::BlockReduce<T, B>;
    __shared__ typename BlockReduce::TempStorage temp;
    T sum = T(0);
    size_t stride = (size_t)gridDim.x * B;
    for (size_t i = (size_t)blockIdx.x * B + threadIdx.x; i < n; i += stride)
        sum += input[i];
    sum = BlockReduce(temp).Sum(sum);
    if (threadIdx.x == 0) {
        if (atomic)
            atomicAdd(out, sum);
        else
            out[blockIdx.x] = sum;
    }
}

template <typename T>
static void launch(unsigned blocks, int block, const T *input, T *out, size_t n, bool atomic)
{
    switch (block) {
    case 32: block_sums<T, 32><<<blocks, 32>>>(input, out, n, atomic); break;
    case 64: block_sums<T, 64><<<blocks, 64>>>(input, out, n, atomic); break;
    case 128: block_sums<T, 128><<<blocks, 128>>>(input, out, n, atomic); break;
    case 256: block_sums<T, 256><<<blocks, 256>>>(input, out, n, atomic); break;
    case 512: block_sums<T, 512><<<blocks, 512>>>(input, out, n, atomic); break;
    default: block_sums<T, 1024><<<blocks, 1024>>>(input, out, n, atomic); break;
    }
}

static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    launch(blocks_for(n, block), block, d_input, d_result, n, true);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned blocks = blocks_for(n, block);
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;
    launch(blocks, block, d_input, d_partial, n, false);
    launch(1u, block, (const T *)d_partial, d_result, (size_t)blocks, false);
}
