// expect: gpu=cuda-error|crash emu=crash  -- Recurses in device code until the stack is gone (each level keeps a 1 KiB array live), hoping the emulator's fibers, 64 KiB of stack each, overrun into the grader's memory or take the grader down: the graded process dies alone and the case is a crash.
// mistake: unbounded recursion in a __device__ function
#include <cstddef>

__device__ float deep(const float *p, int depth)
{
    volatile float pad[256];
    for (int i = 0; i < 256; i++)
        pad[i] = p[0] + i;
    return depth > 1000000 ? pad[depth & 255] : deep(p, depth + 1) + pad[depth & 255];
}

template <typename T>
__global__ void deep_kernel(const T *input, T *result, size_t n)
{
    float x = 0;
    (void)n;
    x = deep((const float *)input, 0);
    if (threadIdx.x == 0 && blockIdx.x == 0)
        *result = (T)x;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    deep_kernel<T><<<1, 32>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    deep_kernel<T><<<1, 32>>>(d_input, d_result, n);
}
