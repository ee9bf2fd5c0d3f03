// expect: gpu=race|wrong-result|pass emu=race|wrong-result  args=--sizes=4099,--blocks=256 -- The shared-memory tree without a barrier between its levels, and a #pragma clang section left in force at the end of the file (unlike an attribute push it needs no pop, and it holds to the end of the translation unit): the relocated read-only data defined after it, the grader's own entry points appended after the submission (rg_entry_K), land in section simt_ktab, the emulator's table of kernels that its runtime walks to register them, hoping a table of stranger entries leaves the racy kernel unregistered or unchecked.  The pragma works (the entry points land in simt_ktab) and the runtime's table still registers the kernel: the race is found all the same; nvcc ignores the pragma, and a GPU may show the race or not.
// mistake: no barrier between the tree's levels; a section pragma that reaches the grader's generated lines

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

#pragma clang section relro = "simt_ktab"
