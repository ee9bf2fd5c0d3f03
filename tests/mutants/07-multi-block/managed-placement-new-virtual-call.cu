// expect: gpu=cuda-error|crash emu=cuda-error args=--sizes=1000,--blocks=256 -- The loader is constructed by placement new on the host, in managed memory the kernel can read, and a __noinline__ device function calls its virtual at(): the object is in reach of the GPU but its vtable pointer is the host's, so the call reads a host address (an illegal address).  The emulator's vptr store in host code names the host's vtable, and a kernel's call through a slot of it is refused (harness/backend/emu/simt/ir_vtables.c, vcall_origin.c).
// mistake: a polymorphic object constructed on the host into managed memory, called virtually in a kernel
#include <cstddef>
#include <new>
template <typename T>
struct Loader {
    const T *base;
    __host__ __device__ virtual T at(size_t i) const { return base[i]; }
};
template <typename T>
__device__ __noinline__ T load_at(const Loader<T> *l, size_t i) { return l->at(i); }
template <typename T>
__global__ void sum_kernel(const Loader<T> *l, T *result, size_t n)
{
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
    void *mem = nullptr;
    if (cudaMallocManaged(&mem, sizeof(Loader<T>)) != cudaSuccess) return;
    Loader<T> *l = new (mem) Loader<T>;
    l->base = d_input;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(l, d_result, n);
    cudaDeviceSynchronize();
    cudaFree(mem);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
