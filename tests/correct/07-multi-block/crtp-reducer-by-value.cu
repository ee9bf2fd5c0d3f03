// expect: gpu=pass emu=pass -- correct: a CRTP reducer (no virtual function, the combine chosen at compile time through the derived class) passed to the kernel by value; no vtable is involved, so an object the host made is legal in device code.
#include <cstddef>
template <typename D, typename T>
struct Reducer {
    __host__ __device__ T apply(T a, T b) const { return static_cast<const D *>(this)->combine(a, b); }
};
template <typename T>
struct Sum : Reducer<Sum<T>, T> { T zero; __host__ __device__ T combine(T a, T b) const { return a + b; } };
template <typename R, typename T>
__global__ void sum_kernel_r(R r, const T *input, T *result, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = r.zero;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = r.apply(mine, input[i]);
    for (int offset = 16; offset > 0; offset /= 2)
        mine = r.apply(mine, __shfl_down_sync(0xffffffffu, mine, offset));
    if (threadIdx.x % 32 == 0)
        atomicAdd(result, mine);
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    Sum<T> s;
    s.zero = T(0);
    sum_kernel_r<<<(unsigned)blocks, block>>>(s, d_input, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
