// correct: one class with a virtual combine and identity, used on both sides: the host makes
// its own object and asks it for the identity, which it passes to the kernel as a plain value;
// every thread makes its own object in device code and combines through a base-class pointer.
// Each side calls virtual functions only on objects it made itself.
#include <cstddef>

constexpr size_t MAX_BLOCKS = 1024;

template <typename T>
struct Combiner {
    __host__ __device__ virtual T identity() const { return T(0); }
    __host__ __device__ virtual T combine(T a, T b) const { return a; }
};
template <typename T>
struct Adder : Combiner<T> {
    __host__ __device__ T identity() const override { return T(0); }
    __host__ __device__ T combine(T a, T b) const override { return a + b; }
};

template <typename T>
__device__ __noinline__ T combine_with(const Combiner<T> *c, T a, T b) { return c->combine(a, b); }

template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n, T identity)
{
    Adder<T> adder;
    const Combiner<T> *c = &adder;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = identity;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = combine_with(c, mine, input[i]);
    for (int offset = 16; offset > 0; offset /= 2)
        mine = combine_with(c, mine, __shfl_down_sync(0xffffffffu, mine, offset));
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, mine);  // one atomic per warp
}

template <typename T>
static T host_identity()
{
    Adder<T> adder;
    const Combiner<T> *c = &adder;
    return c->identity();  // a virtual call in host code, on the host's object
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > MAX_BLOCKS)
        blocks = MAX_BLOCKS;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, n, host_identity<T>());
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
