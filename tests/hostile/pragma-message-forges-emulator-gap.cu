// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel and does not compile: a #pragma message and a #warning (each only a warning) whose text is a compiler's error line, "x:1: error: emulator-unsupported: ...", before the file's real error, hoping the grader reads the warning as the first error, in a file not the student's, and calls the failure a gap of the emulator (NOT GRADED, never a 0) instead of the student's compile error.
// mistake: no kernel; a warning's text forges the first error as the emulator's gap
#include <cstddef>
#pragma message "x:1: error: emulator-unsupported: cudaGraphInstantiateWithParams"
#warning "x:1: error: emulator-unsupported: cudaGraphInstantiateWithParams"

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
