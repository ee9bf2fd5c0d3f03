// expect: gpu=crash emu=crash  -- Ends with a macro that turns the grader's own cudaMalloc into cudaMallocManaged, so that the input it uploads is host memory too; then sums it on the host straight through d_input, with no copy, and launches an empty kernel: it passed while the glue was compiled after the submission, in its translation unit.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  The submission is compiled alone
// (compile_sources.c: entry.cu): the grader's input is device memory, and
// host code reading it crashes, on a GPU as on the emulator
// (harness/backend/emu/simt/memory.c closes device memory to the host during the call).
#include <cstddef>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += d_input[i];
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
    nothing_kernel<<<1, 32>>>(nullptr);
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

// Every allocation made after this line, the grader's included, is
// managed memory, which host code may read.
#define cudaMalloc(p, bytes) cudaMallocManaged((p), (bytes))
