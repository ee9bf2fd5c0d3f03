// expect: gpu=cuda-error|crash emu=cuda-error args=--sizes=1000,--blocks=256 -- The kernel's parameter has two polymorphic bases and is made on the host; the kernel calls through the second base, whose vtable pointer (the second one in the object, into the second part of the host's vtable) is a host address on a GPU: an illegal address.  The emulator's bounds of the host's vtable cover every part, so the call through the second base's slot is refused (harness/backend/emu/simt/ir_vtables.c).
// mistake: a host-made object with two polymorphic bases passed to a kernel and called through the second
#include <cstddef>
struct Named { __host__ __device__ virtual int id() const { return 1; } };
template <typename T>
struct Loader { const T *base; __host__ __device__ virtual T at(size_t i) const { return base[i]; } };
template <typename T>
struct Both : Named, Loader<T> { __host__ __device__ int id() const override { return 2; } };
template <typename T>
__device__ __noinline__ T load_at(const Loader<T> *l, size_t i) { return l->at(i); }
template <typename T>
__global__ void sum_kernel(Both<T> b, T *result, size_t n)
{
    const Loader<T> *l = &b;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += load_at(l, i);
    atomicAdd(result, mine);
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    Both<T> b;
    b.base = d_input;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(b, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
