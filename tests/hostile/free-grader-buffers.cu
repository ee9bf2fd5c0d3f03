// expect: gpu=crash|cuda-error|unwritten-output|wrong-result emu=crash|cuda-error|unwritten-output|wrong-result  args=--sizes=1000,--blocks=256 -- Has no kernel: frees the grader's own buffers, the input and the output (cudaFree of pointers it was handed), hoping the grader then reads its result from freed memory and fails itself (a crash of the grader, a machine error graded again) instead of failing the submission.
// mistake: no kernel; cudaFree of the grader's input and output
#include <cstddef>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)n;
    cudaFree((void *)d_input);
    cudaFree(d_result);
    cudaGetLastError();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
