// expect: gpu=cuda-error|unwritten-output|crash|compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- A kernel with a 256 MiB local array per thread: no GPU has the local memory (the launch fails), and the emulator's build would fill it with clang's pattern, a 256 MiB constant built for minutes.  Its front end stops at 1 GB and the pass without the pattern names the kernel's frame (harness/build/stack_frame.h): stack-frame, in seconds.
// mistake: a per-thread local array of 64 Mi floats in a kernel
#include <cstddef>
__global__ void fill(float *out)
{
    float local[1 << 26];
    local[threadIdx.x] = 1.0f;
    out[threadIdx.x] = local[threadIdx.x];
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    fill<<<1, 32>>>((float *)d_result);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
