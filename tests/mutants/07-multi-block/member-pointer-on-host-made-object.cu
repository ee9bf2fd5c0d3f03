// expect: gpu=compile-error emu=cuda-error args=--sizes=1000,--blocks=256 -- (on an H200, 2026-11-28: nvcc 13.0 cannot compile a kernel whose parameter is a pointer to a member function: its generated stub fails, "__C1 does not name a type") The kernel calls a pointer to a virtual member function (made on the host: a vtable offset, legal to pass) on its parameter, an object the host made: the call reads the function from the object's vtable, the host's, an illegal address on a GPU.  clang's call picks the function by a phi (virtual or not), so the emulator's check before calls through a loaded pointer missed it and it passed; now the slot is checked after the load that feeds the phi (harness/backend/emu/simt/ir_vtables.c).  The same pointer on an object device code made is legal (tests/correct/07-multi-block/member-pointer-to-virtual-on-device-object.cu).
// mistake: a pointer to a virtual member function called in a kernel on a host-made object
#include <cstddef>
template <typename T>
struct Loader {
    const T *base;
    __host__ __device__ virtual T at(size_t i) const { return base[i]; }
    __host__ __device__ virtual T zero(size_t) const { return T(0); }
};
template <typename T>
__global__ void sum_kernel(Loader<T> l, T (Loader<T>::*pm)(size_t) const, T *result, size_t n)
{
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
    sum_kernel<T><<<(unsigned)blocks, block>>>(l, &Loader<T>::at, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
