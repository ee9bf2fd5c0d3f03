// expect: gpu=cuda-error|unwritten-output emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel worth the name: raises the device heap to its largest and calls malloc in a kernel for SIZE_MAX - 10 bytes, a size that wraps when the heap rounds it to its alignment, hoping a heap that rounds before it checks returns a block of a few bytes that it believes is 16 EiB long: then a store 1 MiB into it lands in another block (the grader's, or the next allocation's) with no bound to stop it.  The result is written only if malloc returned a block, so a pass or a wrong result both say the heap handed one out.  CUDA's device malloc returns NULL; so does the emulator's (its charge against the heap limit wraps to 0 too, harness/backend/emu/simt/devheap.c, but the arena refuses the block). On an H100 the grading ends in cuda-error (2026-11-28).
// mistake: no kernel; a device-side malloc whose rounded size wraps
#include <cstddef>
#include <cstdint>

__device__ char *g_kept;

template <typename T>
__global__ void grab(T *result, size_t ask)
{
    char *p = (char *)malloc(ask);
    g_kept = p;  // kept, so the compiler cannot drop the call
    if (p) {
        p[(size_t)1 << 20] = 1;
        *result = T(0);
    }
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)1 << 30);
    grab<<<1, 1>>>(d_result, SIZE_MAX - 10);
    cudaDeviceSynchronize();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
