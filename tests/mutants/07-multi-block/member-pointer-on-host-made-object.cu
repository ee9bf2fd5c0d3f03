// expect: gpu=not-yet emu=cuda-error args=--sizes=1000,--blocks=256 -- (expected on a GPU: cuda-error, an illegal address; this form not yet run on one) The kernel takes a pointer to a virtual member function in device code (chosen by an int the host passes: nvcc cannot build a kernel whose parameter is a member pointer, see member-pointer-kernel-parameter.cu) and calls it on its parameter, an object the host made: the call reads the function from the object's vtable, the host's, an illegal address on a GPU.  clang's call picks the function by a phi (virtual or not), so the emulator's check before calls through a loaded pointer missed it and it passed; now the slot is checked after the load that feeds the phi (harness/backend/emu/simt/ir_vtables.c).
// mistake: a pointer to a virtual member function called in a kernel on a host-made object
#include <cstddef>
template <typename T>
struct Loader {
    const T *base;
    __host__ __device__ virtual T at(size_t i) const { return base[i]; }
    __host__ __device__ virtual T zero(size_t) const { return T(0); }
};
template <typename T>
__global__ void sum_kernel(Loader<T> l, int which, T *result, size_t n)
{
    T (Loader<T>::*pm)(size_t) const = which ? &Loader<T>::zero : &Loader<T>::at;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += (l.*pm)(i);
    atomicAdd(result, mine);
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    Loader<T> l;
    l.base = d_input;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(l, 0, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
