// expect: gpu=cuda-error emu=cuda-error  args=--sizes=1000,--blocks=256 -- Has no kernel: copies into d_result, and fills from it, a count so large that d_result + count wraps past the end of the address space (SIZE_MAX - 7 bytes), hoping a runtime that checks the copy's end by adding and comparing finds it in bounds.  The emulator did (harness/backend/emu/simt/memory.c, simt_mem_is_device) and started the copy, which faulted in its own code: a crash the report blamed on the student's host pointers, where a GPU answers cudaErrorInvalidValue.  The bounds are compared without a sum that wraps now: cuda-error, as on a GPU.
// mistake: no kernel; a copy whose end wraps the address space
#include <cstddef>
#include <cstdint>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    static const T zero = T(0);
    cudaMemcpy(d_result, &zero, SIZE_MAX - 7, cudaMemcpyHostToDevice);
    cudaMemset(d_result, 0, SIZE_MAX - 7);
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
