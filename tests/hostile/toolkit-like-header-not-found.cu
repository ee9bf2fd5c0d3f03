// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel and does not compile: it includes a header no CUDA toolkit has, under a toolkit-like name (<cuda_homework_done.h>), hoping the grader calls any missing header named cuda* (or cub/*, thrust/*) a CUDA header the emulator lacks: NOT GRADED, never a 0, where nvcc finds no such file either.
// mistake: no kernel; an include of a header that does not exist, named like CUDA's
#include <cstddef>
#include <cuda_homework_done.h>

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
