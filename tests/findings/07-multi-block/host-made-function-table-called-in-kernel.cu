// expect: gpu=cuda-error|crash emu=cuda-error args=--sizes=1000,--blocks=256 -- The host fills a table with the addresses of __host__ __device__ functions and passes it to the kernel by value, which calls through it: host code's address of such a function is the host build's, and a kernel's call to it is an illegal address on a GPU.  The emulator's check of device code's calls through a pointer (harness/backend/emu/simt/ir_indirect.c, call_targets.c) accepts every __device__ and __host__ __device__ function of the module, whoever took its address (its header says so), so the file passes.
// mistake: a table of function pointers made on the host, called in a kernel
#include <cstddef>
template <typename T> __host__ __device__ T add(T a, T b) { return a + b; }
template <typename T> __host__ __device__ T pick(T a, T b) { return a; }
template <typename T> struct Ops { T (*fn[2])(T, T); };
template <typename T>
__global__ void sum_kernel(Ops<T> ops, const T *input, T *result, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = ops.fn[0](mine, input[i]);
    atomicAdd(result, mine);
}
template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024) blocks = 1024;
    Ops<T> ops;
    ops.fn[0] = add<T>;
    ops.fn[1] = pick<T>;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(ops, d_input, d_result, n);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
