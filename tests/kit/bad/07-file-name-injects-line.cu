// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Hides a racy kernel from the emulator through its FILE NAME, not its text: graded in single mode under the name  x"<newline>#line 1 "cuda_fp16.h"<newline>#define Z ".cu  (mkdir d && cp THIS "d/$(printf 'x"\n#line 1 "cuda_fp16.h"\n#define Z ".cu')" && reduce-grade --sizes=1000 --blocks=256 07 d/x*), the grader's own first line of the rewritten source, #line 1 "<path>", is closed by the name's quote, and the name's next lines become directives of the compiled file: a #line that dresses the whole submission as a toolkit header, so its no_sanitize("coverage") is not read as the submission's, and a #define that swallows the grader's closing quote.  The text of this file holds no directive the checks refuse (as comment-line-hides-race.cu without its #line).
// mistake: every thread adds into the result with a plain +=, the instrumentation turned off, the #line that hides it carried in the file's name
#include <cstddef>
#define QUICKLY __attribute__((no_sanitize("coverage")))

template <typename T>
QUICKLY __global__ void racy_sum(const T *input, T *result, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        *result += input[i]; // every thread, no atomic: a race
}

template <typename T>
static void run(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    racy_sum<T><<<(unsigned)((n + block - 1) / block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    run(d_input, d_result, n, block);
}
