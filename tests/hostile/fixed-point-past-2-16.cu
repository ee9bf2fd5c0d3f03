// expect: gpu=wrong-result emu=wrong-result  args=--blocks=256,--fail-fast -- A grid-stride kernel whose threads, once n passes 65536, keep their running sum in fixed point (a 64-bit integer of x times 2^24: the same bits in any order, the "deterministic sum" trick, and no slower) and hand the block tree their value back in T.  The kinds a fixed point cannot hold (tiny values lost below 2^-24, huge ones past 2^39 overflowing) were graded at 2^16 - 1 elements and below, every larger case being integers or reals that are multiples of 2^-23 (exact in that fixed point): all four parts passed the emulator's whole default matrix, and by the same reasoning a GPU's (not run here: no GPU).  Now the largest size of each matrix past 2^16 is graded on huge data too for a float or double sum (harness/cases/shapes.c, rg_cases_push_largest_kind).
// mistake: past 2^16 elements each thread accumulates in 64-bit fixed point
#include <cstddef>

template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n, bool fixed)
{
    __shared__ T part[256];
    T local = 0;
    long long q = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        if (fixed)
            q += (long long)(input[i] * T(16777216));
        else
            local += input[i];
    }
    if (fixed)
        local = T(q) / T(16777216);
    part[threadIdx.x] = local;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, part[0]);
}

template <typename T>
static void sized_sum(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<64, 256>>>(d_input, d_result, n, n > 65536);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    sized_sum(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sized_sum(d_input, d_result, n, block);
}
