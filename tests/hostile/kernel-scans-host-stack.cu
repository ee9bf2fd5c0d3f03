// expect: gpu=crash|cuda-error emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- Has no reduction: the host hands a kernel, through a __constant__ pointer (not a launch argument), the address of one of its own locals; the kernel scans the host stack from there for a pointer into device memory other than its input and output (a buffer of the grader's, the input's copy) and writes through it, hoping to find where the expected value or the verdict is kept.  A kernel may not touch host memory that no CUDA call handed out: an illegal address on a GPU, and on the emulator too. On the emulator the scan once found a device pointer to overwrite or not as the host stack's layout fell (unwritten-output in a CI run); its first load from the host's frames is out of bounds now.
// mistake: no reduction; a kernel scans the host's stack through a pointer in constant memory
#include <cstddef>

__constant__ const unsigned long *c_stack;

template <typename T>
__global__ void scan(const T *in, T *out)
{
    unsigned long lo = (unsigned long)in, hi = (unsigned long)out;
    for (int i = 0; i < 4096; i++) {
        unsigned long v = c_stack[i];
        if (v && v != lo && v != hi && (v >> 40) == (lo >> 40))
            *(T *)v = T(0);
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)n;
    unsigned long mark = 0;
    const unsigned long *p = &mark;
    cudaMemcpyToSymbol(c_stack, &p, sizeof p);
    scan<T><<<1, 1>>>(d_input, d_result);
    cudaDeviceSynchronize();
    (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
