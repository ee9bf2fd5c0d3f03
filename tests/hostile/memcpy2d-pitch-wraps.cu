// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a cudaMemcpy2D into d_result of 2^32 + 1 rows of 8 bytes each at a pitch of 2^32: pitch times rows wraps past 2^64 to 2^32, still far past the result, or, at a pitch of 2^63 and 2 rows, to 0, hoping a runtime that multiplies before it checks the bounds lets the rows through, writing over whatever lies above the result.  A GPU refuses both (cudaErrorInvalidValue, or invalid pitch); so must the emulator.
// mistake: no kernel; 2D copies whose extent wraps
#include <cstddef>
#include <cstdint>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    static const char row[16] = {};
    cudaMemcpy2D(d_result, (size_t)1 << 63, row, 8, 8, 2, cudaMemcpyHostToDevice);
    cudaMemcpy2D(d_result, (size_t)1 << 32, row, 0, 8, ((size_t)1 << 32) + 1, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
