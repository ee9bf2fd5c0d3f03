// expect: gpu=compile-error emu=compile-error args=--sizes=1000,--blocks=256 -- a kernel whose parameter is a pointer to a member function: nvcc 13.0 cannot build it (its launch stub: "'__C1' does not name a type", seen on an H200, 2026-11-28), so the emulator's build refuses it too (harness/build/kernel_params.c); before, the emulator graded it and passed it.  The code is otherwise right: the host takes a pointer to a virtual member function (&Op<T>::apply: an offset in the vtable, no address) and passes it to the kernel, which calls it on an object it made itself: the call goes through the device's vtable, legal on a GPU.
// mistake: a pointer to a member function passed to a kernel as a parameter, which nvcc cannot build
#include <cstddef>
template <typename T>
struct Op {
    __host__ __device__ virtual T apply(T a, T b) const { return a; }
    __host__ __device__ virtual T other(T a, T b) const { return b; }
};
template <typename T>
struct Add : Op<T> { __host__ __device__ T apply(T a, T b) const override { return a + b; } };
template <typename T>
__global__ void sum_kernel_m(T (Op<T>::*pm)(T, T) const, const T *input, T *result, size_t n)
{
    Add<T> add;
    const Op<T> *op = &add;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = (op->*pm)(mine, input[i]);
    for (int offset = 16; offset > 0; offset /= 2)
        mine = (op->*pm)(mine, __shfl_down_sync(0xffffffffu, mine, offset));
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, mine);
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel_m<T><<<(unsigned)blocks, block>>>(&Op<T>::apply, d_input, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
