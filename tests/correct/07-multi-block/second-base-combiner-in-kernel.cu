// expect: gpu=pass emu=pass -- correct: the kernel's combiner has two polymorphic bases and is called through the second, whose vtable entry is a thunk that adjusts this; the object is made in device code, so its vtables are the device's.  The emulator once refused the thunk as a host function (clang lists no thunk among the marked device functions: harness/backend/emu/simt/ir_implied_marks.c).
#include <cstddef>
struct Named { __device__ virtual int id() const { return 1; } };
template <typename T>
struct Op { __device__ virtual T apply(T a, T b) const = 0; };
template <typename T>
struct Both : Named, Op<T> {
    __device__ int id() const override { return 2; }
    __device__ T apply(T a, T b) const override { return a + b; }
};
template <typename T>
__device__ __noinline__ T apply(const Op<T> *op, T a, T b) { return op->apply(a, b); }
template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n)
{
    Both<T> both;
    const Op<T> *op = &both;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = apply(op, mine, input[i]);
    for (int offset = 16; offset > 0; offset /= 2)
        mine = apply(op, mine, __shfl_down_sync(0xffffffffu, mine, offset));
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, mine);
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
