// expect: gpu=pass|crash emu=pass  args=--sizes=1000,--blocks=256 -- A correct sum, and a constructor of the highest priority (101: it runs before every other constructor of the shared object, the glue's registration of the module included) that allocates device memory, launches the submission's kernel on it and copies the result back, hoping to run device code before the grader's bookkeeping exists: a launch before the watch is armed, a module not yet registered.  The child's grading begins later, per case: the sum passes (or the early launch ends the process, a crash, never a pass without a kernel).
// mistake: none: a right kernel, and a kernel launched by a constructor that runs before the glue's
#include <cstddef>

// A whole-array sum of its own: a grid-stride share per thread, a tree in
// shared memory that works for any block size, one atomicAdd per block.
template <typename T>
__global__ void whole_sum(const T *in, T *out, size_t n)
{
    __shared__ T part[1024];
    T s = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        s += in[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, part[0]);
}

template <typename T>
static void launch_sum(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    cudaMemsetAsync(d_result, 0, sizeof(T));
    whole_sum<T><<<(unsigned)(blocks < 1024 ? blocks : 1024), block>>>(d_input, d_result, n);
}

__attribute__((constructor(101))) static void launch_early(void)
{
    float *d = nullptr, got = 0;
    if (cudaMalloc((void **)&d, 2 * 64 * sizeof(float)) != cudaSuccess)
        return;
    cudaMemset(d, 0, 2 * 64 * sizeof(float));
    launch_sum(d, d + 64, (size_t)64, 32);
    cudaMemcpy(&got, d + 64, sizeof got, cudaMemcpyDeviceToHost);
    cudaFree(d);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
