// expect: gpu=cuda-error|crash emu=cuda-error args=--sizes=1000,--blocks=256 -- The accumulator is constructed on the host in managed memory and one thread of the kernel runs its virtual destructor: a virtual call through the host's vtable (an illegal address on a GPU).  The emulator refuses it as a virtual call on a host-made object (harness/backend/emu/simt/ir_vtables.c); before destructors were counted as device code (ir_implied_marks.c) it was refused only because the destructor was taken for a host function.
// mistake: a host-made object's virtual destructor called in a kernel
#include <cstddef>
#include <new>
template <typename T>
struct Acc {
    T *out;
    __host__ __device__ virtual ~Acc() {}
};
template <typename T>
__global__ void sum_kernel(const T *input, Acc<T> *a, T *result, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += input[i];
    atomicAdd(result, mine);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        a->~Acc();
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    void *mem = nullptr;
    if (cudaMallocManaged(&mem, sizeof(Acc<T>)) != cudaSuccess) return;
    Acc<T> *a = new (mem) Acc<T>;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, a, d_result, n);
    cudaDeviceSynchronize();
    cudaFree(mem);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
