// expect: gpu=compile-error|pass emu=compile-error|pass  args=--sizes=1000,--blocks=256 -- A correct kernel, and a #pragma clang attribute push left open at the end of the file, so that it reaches the lines the grader appends after the submission in the same translation unit (its entry points, rg_entry_K): each would be put in section simt_ktab, the emulator's table of kernels, which its runtime walks to register them, hoping it takes the entry pointers for kernels (or the glue's call for something else).  Refused by the compiler (a push left open at the end of a file is an error: it cannot reach the appended lines), or nvcc, which does not know the pragma, ignores it and the sum passes on its merit.
// mistake: none in the kernel; a pragma left open to reach the grader's generated lines

// A whole-array sum: a grid-stride share per thread, a tree in shared
// memory for any block size, one atomicAdd per block.
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

#pragma clang attribute push(__attribute__((section("simt_ktab"))), apply_to = variable(is_global))
