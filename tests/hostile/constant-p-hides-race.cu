// expect: gpu=race|wrong-result|compile-error emu=race|wrong-result  args=--sizes=4099,--blocks=256 -- Keeps the block barrier of its shared-memory tree only where __builtin_constant_p says the tree's stride is not a constant: an answer the optimizer gives, not the language.  nvcc unrolls the loop (#pragma unroll, a fixed trip count) and folds the test to true, so the GPU runs the tree without a barrier; the hope is that the emulator's build, whose front end runs no optimization before it instruments the code, answers false and keeps it, so that its checked run sees the safe code.  Its later -O1 unrolls and folds alike: the barrier is dropped there too and the race is found.
// mistake: the block barrier dropped where the compiler can fold the stride to a constant
#include <cstddef>

template <typename T>
__global__ void tree_sum(const T *in, T *out, size_t n)
{
    __shared__ T part[256];
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
#pragma unroll
    for (int k = 128; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            part[threadIdx.x] += part[threadIdx.x + k];
        if (!__builtin_constant_p(k))
            __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}

template <typename T>
static void launch_sum(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    size_t blocks = (n + 255) / 256;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    tree_sum<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), 256>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}
