// expect: gpu=cuda-error|crash emu=cuda-error args=--sizes=1000,--blocks=256 -- The kernel's parameter is an object of a class with a virtual function, made on the host, and a __noinline__ device function calls that function through a base-class pointer to the kernel's copy: the object's vtable pointer is the host's, and the CUDA programming guide forbids such a parameter (a GPU's kernel that follows it reads a host address: an illegal address).  The emulator gives device code its own copy of each vtable, which constructors store in a kernel, and refuses a kernel's call through a slot of the host's (harness/backend/emu/simt/ir_vtables.c, vcall_origin.c); an object made in device code still calls through its own (tests/correct/07-multi-block/virtual-combiner-in-kernel.cu).
// mistake: a kernel parameter of a class with virtual functions, constructed on the host, called virtually in device code
#include <cstddef>

struct Loader {
    const void *base;
    __host__ __device__ virtual double at(size_t i) const { return 0; }
};
template <typename T>
struct TLoader : Loader {
    __host__ __device__ double at(size_t i) const override { return ((const T *)base)[i]; }
};

__device__ __noinline__ double load_at(const Loader *l, size_t i) { return l->at(i); }

template <typename T>
__global__ void sum_kernel(TLoader<T> in, T *result, size_t n)
{
    const Loader *l = &in;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += (T)load_at(l, i);
    atomicAdd(result, mine);
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    TLoader<T> l;
    l.base = d_input;
    sum_kernel<T><<<(unsigned)blocks, block>>>(l, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
