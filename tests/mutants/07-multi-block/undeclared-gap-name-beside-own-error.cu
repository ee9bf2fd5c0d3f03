// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel and does not compile by its own mistake (an undeclared name of its own on its last line); above it, the address of a CUDA runtime function the emulator does not model (cudaLibraryGetKernel).  The shim declares every such function (simt_rt_gap.h, a call ending its case as the emulator's gap only where it runs), so the first error is the file's own, a compile error as nvcc's; it was NOT GRADED while the name was undeclared: a first error naming the emulator's gap made the whole failure the gap's.
// mistake: no kernel; a CUDA name the emulator lacks put first, before the file's own compile error
#include <cstddef>

static void *const g_unused = (void *)&cudaLibraryGetKernel;

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}

this_is_not_cuda;
