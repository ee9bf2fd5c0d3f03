// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Includes /dev/stdin, hoping the preprocessor reads the grader's standard input (a terminal, a pipe the grader holds open) and waits on it for ever, or reads what another process writes there.  The compile's standard input is nothing it can wait on, and the file is refused as forbidden-include.
// mistake: no kernel; #include "/dev/stdin"
#include <cstddef>
#include "/dev/stdin"

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
