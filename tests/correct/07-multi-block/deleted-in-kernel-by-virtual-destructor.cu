// expect: gpu=pass emu=pass -- correct: every warp's lane 0 makes the combiner with new in the kernel (the device heap), the warp shares its address by a shuffle and calls it through a base-class pointer; lane 0 deletes it, after a __syncwarp, through the base's virtual destructor.  An object device code made has the device's vtable, its deleting destructor is device code and its delete the device heap's; the emulator once refused that destructor as a host function (clang lists no destructor among the marked device functions: harness/backend/emu/simt/ir_implied_marks.c).
#include <cstddef>
template <typename T>
struct Op { __device__ virtual ~Op() {} __device__ virtual T apply(T a, T b) const = 0; };
template <typename T>
struct Add : Op<T> { __device__ ~Add() override {} __device__ T apply(T a, T b) const override { return a + b; } };
template <typename T>
__device__ __noinline__ T apply(const Op<T> *op, T a, T b) { return op->apply(a, b); }
template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n)
{
    Op<T> *op = nullptr;
    if (threadIdx.x % 32 == 0)
        op = new Add<T>;
    op = (Op<T> *)__shfl_sync(0xffffffffu, (unsigned long long)op, 0);
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = apply(op, mine, input[i]);
    for (int offset = 16; offset > 0; offset /= 2)
        mine = apply(op, mine, __shfl_down_sync(0xffffffffu, mine, offset));
    __syncwarp();  // every lane's last call made before lane 0 deletes
    if (threadIdx.x % 32 == 0) {
        atomicAdd(result, mine);
        delete op;
    }
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
