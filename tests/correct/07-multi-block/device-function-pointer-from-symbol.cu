// correct: the combining step is a __device__ function reached through a function pointer: a __device__ variable holds its address, the host fetches it with cudaMemcpyFromSymbol and hands it to the kernels as an argument (the CUDA Programming Guide's way of getting a device function's address to the host), and each block keeps it in a __shared__ variable.  The emulator's build once read such a variable's type cut at its first space (`float (float, float)*` read as `float`: a compile error for a correct file) where it rewrote the __device__ definition and where it listed the __shared__ one for its kernel.
// 07-multi-block: the sum of a whole array, two ways. Part 0: every block adds its share
// and makes one atomicAdd into the result. Part 1: a first pass writes one partial sum per
// block, a second launch adds the partials.
#include <cstddef>

constexpr unsigned MAX_BLOCKS = 1024;

template <typename T>
__device__ T add_two(T a, T b)
{
    return a + b;
}

template <typename T>
using combine_fn = T (*)(T, T);

__device__ combine_fn<float> d_add_float = add_two<float>;
__device__ combine_fn<double> d_add_double = add_two<double>;

static void fetch(combine_fn<float> *f)
{
    cudaMemcpyFromSymbol(f, d_add_float, sizeof *f);
}

static void fetch(combine_fn<double> *f)
{
    cudaMemcpyFromSymbol(f, d_add_double, sizeof *f);
}

// Thread 0 puts the pointer in shared memory for the block; the block's
// share (a grid-stride loop), then a tree in shared memory that halves the
// width, rounding up;
// thread 0 returns the block's sum.
template <typename T>
__device__ T block_sum(const T *input, size_t n, combine_fn<T> given)
{
    __shared__ T part[1024];
    __shared__ combine_fn<T> combine; // the block's one copy of the pointer
    if (threadIdx.x == 0)
        combine = given;
    __syncthreads();
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        mine = combine(mine, input[i]);
    part[threadIdx.x] = mine;
    __syncthreads();
    for (unsigned width = blockDim.x; width > 1;) { // any block size, not only powers of 2
        unsigned half = (width + 1) / 2;
        if (threadIdx.x + half < width)
            part[threadIdx.x] = combine(part[threadIdx.x], part[threadIdx.x + half]);
        __syncthreads();
        width = half;
    }
    return part[0];
}

template <typename T>
__global__ void sum_atomic_kernel(const T *input, T *result, size_t n, combine_fn<T> combine)
{
    T s = block_sum(input, n, combine);
    if (threadIdx.x == 0)
        atomicAdd(result, s);
}

template <typename T>
__global__ void sum_partials_kernel(const T *input, T *partial, size_t n, combine_fn<T> combine)
{
    T s = block_sum(input, n, combine);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s;
}

static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    combine_fn<T> combine;
    fetch(&combine);
    cudaMemset(d_result, 0, sizeof(T));
    sum_atomic_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_result, n, combine);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    combine_fn<T> combine;
    fetch(&combine);
    unsigned blocks = blocks_for(n, block);
    T *d_partials = nullptr;
    cudaMalloc(&d_partials, blocks * sizeof(T));
    sum_partials_kernel<T><<<blocks, block>>>(d_input, d_partials, n, combine);
    sum_partials_kernel<T><<<1, block>>>(d_partials, d_result, blocks, combine);
    cudaFree(d_partials);
}
