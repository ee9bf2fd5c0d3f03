// correct: the combining step of every warp's tree is a virtual call: the kernel makes its
// two combiners (a sum and a max) in device code and picks one through a base-class pointer
// by a __constant__ the host never changes (always the sum). Objects made in device code
// have device vtables, so the virtual calls are legal CUDA. Part 0 one atomicAdd per block,
// part 1 partials in a __device__ array and a one-block second pass.
#include <cstddef>

constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;
constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
struct Combiner {
    __device__ virtual T apply(T a, T b) const = 0;
};

template <typename T>
struct Adder : Combiner<T> {
    __device__ T apply(T a, T b) const override { return a + b; }
};

template <typename T>
struct Maxer : Combiner<T> {
    __device__ T apply(T a, T b) const override { return a > b ? a : b; }
};

// Which combiner a kernel uses.
__constant__ int c_which = 0;

template <typename T>
__device__ T g_partials[MAX_BLOCKS];

static unsigned blocks_for(size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    return (unsigned)(blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS);
}

template <typename T>
__device__ T warp_combine(const Combiner<T> &op, T value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value = op.apply(value, __shfl_down_sync(FULL_MASK, value, offset));
    return value;
}

template <typename T>
__device__ T block_combine(T value)
{
    __shared__ T warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    Adder<T> add;
    Maxer<T> max;
    const Combiner<T> *op = c_which == 0 ? (const Combiner<T> *)&add : (const Combiner<T> *)&max;
    value = warp_combine(*op, value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();
    value = T(0);
    if (warp == 0) {
        value = lane < (int)(blockDim.x / WARP_SIZE) ? warp_sums[lane] : T(0);
        value = warp_combine(*op, value);
    }
    return value;
}

template <typename T>
__device__ T block_share(const T *input, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T sum = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        sum += input[i];
    return block_combine(sum);
}

template <typename T>
__global__ void atomic_kernel(const T *input, T *result, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        atomicAdd(result, block_sum);
}

template <typename T>
__global__ void partials_kernel(const T *input, T *partial, size_t n)
{
    T block_sum = block_share(input, n);
    if (threadIdx.x == 0)
        partial[blockIdx.x] = block_sum;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    atomic_kernel<T><<<blocks_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned blocks = blocks_for(n, block);
    T *d_partial = nullptr;
    if (cudaGetSymbolAddress((void **)&d_partial, g_partials<T>) != cudaSuccess)
        return;
    partials_kernel<T><<<blocks, block>>>(d_input, d_partial, n);
    partials_kernel<T><<<1, block>>>(d_partial, d_result, (size_t)blocks);
}
