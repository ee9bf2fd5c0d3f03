// expect: gpu=compile-error emu=compile-error  -- Calls the emulator's own runtime to open device memory to host code (simt_mem_open, exported by the grader for the glue), then sums the input on the host: the emulator passed it.  A runtime name the shim's headers do not spell is refused (harness/build/compile_symbols.c), and on a GPU every runtime name (the graded process is a fork of the grader, its functions there to call).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>

extern "C" void simt_mem_open(void);

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    nothing_kernel<<<1, 32>>>(nullptr);
    simt_mem_open();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += d_input[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
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
