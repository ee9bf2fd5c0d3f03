// expect: gpu=wrong-result emu=wrong-result  args=--blocks=256,--fail-fast -- A proper grid-stride kernel that accumulates a double sum in float once n passes 65536, above the one size where the matrix graded a double sum on data that float cannot add exactly (the huge kind at 2^16 - 1, harness/cases/shapes.c): precision quietly lowered only for the large inputs a benchmark times.  It passed the emulator's whole default matrix (518 cases), whose large sizes were all integers, exact in float.  Now the largest size of every matrix past 2^16 (1000003 on the emulator, 2^20 and 2^24 on a GPU) is graded on huge data too for a float or double sum (rg_cases_push_largest_kind), where a float accumulator is orders of magnitude past the double tolerance.  Past a matrix's largest size no matrix can see it; --quick's largest on the emulator is 2^16.
// mistake: double input summed in float when n is large
#include <cstddef>

template <typename T, typename Acc>
__global__ void sum_in(const T *input, T *result, size_t n)
{
    __shared__ Acc part[256];
    Acc local = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        local += (Acc)input[i];
    part[threadIdx.x] = local;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            part[threadIdx.x] += part[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, (T)part[0]);
}

template <typename T>
static void sized_sum(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    cudaMemset(d_result, 0, sizeof(T));
    if (n > 65536)
        sum_in<T, float><<<64, 256>>>(d_input, d_result, n);
    else
        sum_in<T, T><<<64, 256>>>(d_input, d_result, n);
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
