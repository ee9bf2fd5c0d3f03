// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel and does not compile by its own mistake (an undeclared name of its own on its last line); above it, the address of a CUDA runtime function the emulator's shim does not declare (cudaLibraryGetKernel), so that the emulator's first error is that name: the whole failure is read as the emulator's gap, NOT GRADED (never a 0, sent to a GPU), where nvcc fails on the student's own line.
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
