// expect: gpu=over-read|pass emu=over-read  args=--sizes=1000,--blocks=256 -- Copies the input and one element past its end into a __device__ buffer with cudaMemcpyToSymbol (device to device), then sums the first n elements of the buffer: the right total, with an over-read the value never shows.  cudaMemcpy of n + 1 elements is an over-read on the emulator even where the value is dropped (the grader's marks past the input are read); a synchronous symbol copy skipped that check (harness/backend/emu/simt/host_memory.c, simt_symbol_copy) and the file passed.  It makes CUDA's checks and the marks' now, as cudaMemcpy does.  On a GPU one element past the end is read without a fault (pass); the checked run beside it finds the over-read.
// mistake: n + 1 elements copied from the input (one past its end) through a symbol copy, the last one unused
#include <cstddef>

__device__ double g_copy[1 << 16];

template <typename T>
__global__ void sum_copy(T *result, size_t count)
{
    const T *values = (const T *)g_copy;
    __shared__ T part[1024];
    T mine = T(0);
    for (size_t i = threadIdx.x; i < count; i += blockDim.x)
        mine += values[i];
    part[threadIdx.x] = mine;
    __syncthreads();
    for (unsigned half = 512; half > 0; half /= 2) {  // any block size up to 1024
        if (threadIdx.x < half && threadIdx.x + half < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *result = part[0];
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n, int block)
{
    size_t count = n + 1;
    if (count * sizeof(T) > sizeof g_copy)
        count = sizeof g_copy / sizeof(T);
    cudaMemcpyToSymbol(g_copy, d_input, count * sizeof(T), 0, cudaMemcpyDeviceToDevice);
    sum_copy<<<1, block>>>(d_result, count - 1);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    entry(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    entry(d_input, d_result, n, block);
}
