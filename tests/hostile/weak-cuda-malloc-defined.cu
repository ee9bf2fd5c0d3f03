// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Defines cudaMalloc itself, as a weak symbol (so that the link cannot fail on a duplicate and whichever definition the linker keeps is the one called), handing out one static buffer of host memory: the grader's scratch and the emulator runtime's would then be host memory the submission reads freely, and the entry point, with no kernel, reads nothing of the device.  A submission that defines a name the glue links against is refused (glue-symbol), weak or not; on the emulator cudaMalloc is the runtime's own name.
// mistake: no kernel; a weak cudaMalloc of its own over a static host buffer
#include <cstddef>

static unsigned char g_heap[1 << 22];
static size_t g_used;

extern "C" __attribute__((weak)) cudaError_t cudaMalloc(void **p, size_t size)
{
    size = (size + 255) & ~(size_t)255;
    if (g_used + size > sizeof g_heap)
        return cudaErrorMemoryAllocation;
    *p = g_heap + g_used;
    g_used += size;
    return cudaSuccess;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    T *scratch = nullptr;
    cudaMalloc((void **)&scratch, sizeof(T));
    *scratch = T(0);
    cudaMemcpy(d_result, scratch, sizeof(T), cudaMemcpyHostToDevice);
    (void)d_input, (void)n;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
