// expect: gpu=pass emu=pass -- correct: a plain input view and a plain operator object (no virtual function) made on the host and passed to the kernel by value: legal CUDA, unlike a polymorphic object the host made.
#include <cstddef>
template <typename T>
struct Plus { T zero; __host__ __device__ T operator()(T a, T b) const { return a + b; } };
template <typename T>
struct Input { const T *p; size_t n; __host__ __device__ T at(size_t i) const { return p[i]; } };
template <typename T, typename F>
__global__ void sum_kernel_v(Input<T> in, F f, T *result)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = f.zero;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < in.n; i += stride)
        mine = f(mine, in.at(i));
    for (int offset = 16; offset > 0; offset /= 2)
        mine = f(mine, __shfl_down_sync(0xffffffffu, mine, offset));
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, mine);
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    Input<T> in{d_input, n};
    Plus<T> f{T(0)};
    sum_kernel_v<<<(unsigned)blocks, block>>>(in, f, d_result);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
