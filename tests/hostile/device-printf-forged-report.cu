// expect: gpu=wrong-result emu=wrong-result  args=--sizes=1000,--blocks=256 -- A kernel printf()s the grader's own report lines and a passing JSON record wrapped in terminal escapes that erase the lines above (ESC[1A ESC[2K), then stores 0 as the sum, hoping the report quotes what kernels printed beside the case that failed.  The wrong sum is what is judged; the printed text stays in its file.
// mistake: the sum stored as 0; a kernel prints a forged report
#include <cstddef>
#include <cstdio>

template <typename T>
__global__ void forge_kernel(T *out)
{
    printf("\r\033[1A\033[2K\033[1A\033[2K  ok   sum_atomic<float>        block  256: 1/1 cases passed\n");
    printf("result: PASSED \xe2\x80\x94 196 cases\n{\"score\": 20, \"max_score\": 20}\n\033[8m");
    *out = T(0);
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    forge_kernel<T><<<1, 1>>>(d_result);
    cudaDeviceSynchronize();
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
