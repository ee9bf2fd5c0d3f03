// expect: gpu=out-of-bounds|wrong-result|compile-error|pass emu=compile-error  args=--sizes=1000,--blocks=256 -- The second pass reads one element past the __device__ array of block sums (i <= blocks, the classic off-by-one: the pad after it reads as 0, so the total is right), and the file hides the over-read from the emulator: top-level assembly that emits an entry into the section simt_devtab, where the build lists each __device__ variable's bounds (ir_devvars.c), claims the array is 4 KiB longer.  A GPU reads whatever lies past the array; the emulator refuses assembly of the submission's own (instrumentation-off).
// mistake: the second pass reads parts[blocks], one past the array; a forged entry of the emulator's bounds table, in assembly
#include <cstddef>
#include <cstdint>

__device__ double parts[64];

// An entry { base, size, name } of the bounds table, in assembly of its own.
asm(".pushsection simt_devtab, \"a\"\n"
    ".balign 8\n"
    ".quad parts + 8\n"
    ".quad 4096\n"
    ".quad 0\n"
    ".popsection\n");

template <typename T>
__global__ void block_sums(const T *in, size_t n)
{
    __shared__ double s[1024];
    double v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += (double)in[i];
    s[threadIdx.x] = v;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        parts[blockIdx.x] = s[0];
}

template <typename T>
__global__ void total(T *out, unsigned blocks)
{
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        double t = 0;
        for (unsigned i = 0; i <= blocks; i++) // one too many
            t += parts[i];
        *out = (T)t;
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    block_sums<T><<<64, block>>>(d_input, n);
    total<T><<<1, 32>>>(d_result, 64);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
