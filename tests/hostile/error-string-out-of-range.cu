// expect: gpu=pass emu=pass  args=--sizes=1000,--blocks=256 -- A correct kernel whose host code prints the name and text of error codes no runtime defines (-1, 12345, INT_MAX), as a student's error-checking macro would given a value it mislaid.  CUDA answers "unrecognized error code" for each; a runtime that indexes a table with the code reads past it and crashes, and the grader would fail a right kernel for its own bug.  The grading passes on the kernel's merit.
// mistake: none in the kernel; error codes out of every table printed
#include <climits>
#include <cstddef>
#include <cstdio>

template <typename T>
__global__ void block_sums(const T *input, T *result, size_t n)
{
    __shared__ T part[1024];
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    part[threadIdx.x] = i < n ? input[i] : T(0);
    __syncthreads();
    for (unsigned half = 512; half > 0; half /= 2) {  // any block size up to 1024
        if (threadIdx.x < half && threadIdx.x + half < blockDim.x)
            part[threadIdx.x] += part[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, part[0]);
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n, int block)
{
    const int odd[] = { -1, 12345, INT_MAX };
    for (int code : odd) {
        const char *name = cudaGetErrorName((cudaError_t)code);
        const char *text = cudaGetErrorString((cudaError_t)code);
        std::printf("error %d: %s: %s\n", code, name ? name : "(null)", text ? text : "(null)");
    }
    cudaMemset(d_result, 0, sizeof(T));
    unsigned blocks = (unsigned)((n + block - 1) / block);
    block_sums<<<blocks, block>>>(d_input, d_result, n);
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
