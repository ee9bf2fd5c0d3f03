// correct: the input is read through a virtual function of a loader object that a one-thread
// setup kernel constructs (placement new) in device memory; the summing kernel, launched after
// it on the same stream, calls that function through a base-class pointer. The object is made
// in device code, so its vtable pointer is the device's, as the CUDA guide requires.
#include <cstddef>
#include <new>

constexpr size_t MAX_BLOCKS = 1024;

struct Loader {
    const void *base;
    __device__ virtual double at(size_t i) const { return 0; }
};
template <typename T>
struct TLoader : Loader {
    __device__ explicit TLoader(const T *p) { base = p; }
    __device__ double at(size_t i) const override { return ((const T *)base)[i]; }
};

template <typename T>
__global__ void make_loader(void *where, const T *input)
{
    new (where) TLoader<T>(input);
}

__device__ __noinline__ double load_at(const Loader *l, size_t i) { return l->at(i); }

template <typename T>
__global__ void sum_kernel(const Loader *l, T *result, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += (T)load_at(l, i);
    for (int offset = 16; offset > 0; offset /= 2)
        mine += __shfl_down_sync(0xffffffffu, mine, offset);
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, mine);  // one atomic per warp
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > MAX_BLOCKS)
        blocks = MAX_BLOCKS;
    void *d_loader = nullptr;
    if (cudaMalloc(&d_loader, sizeof(TLoader<T>)) != cudaSuccess)
        return;  // *d_result stays poisoned: the caller sees the failure
    cudaMemset(d_result, 0, sizeof(T));
    make_loader<T><<<1, 1>>>(d_loader, d_input);
    sum_kernel<T><<<(unsigned)blocks, block>>>((const Loader *)d_loader, d_result, n);
    cudaDeviceSynchronize();
    cudaFree(d_loader);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
