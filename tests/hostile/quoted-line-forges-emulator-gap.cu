// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel and does not compile: a line of a block comment that reads as a compiler's error line ("//x:1: error: emulator-unsupported: ...") ends in a nested comment opener, so the compiler warns about it (-Wcomment) and quotes the line under its warning, before the file's real error; it hopes the grader reads the quoted line as the first error, in a file not the student's, and calls the failure a gap of the emulator (NOT GRADED, never a 0) instead of the student's compile error.
// mistake: no kernel; a quoted source line forges the first error as the emulator's gap
#include <cstddef>

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
/*
//x:1: error: emulator-unsupported: cudaGraphInstantiateWithParams /*
*/
this_is_not_cuda;
