// expect: gpu=cuda-error|crash emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- As kernel-reads-host-local.cu, but the host function does not wait for its launch: the kernel reads n through a pointer to the first of 16384 words of the host function's locals, after that function returned (the glue waits for the device).  The emulator refused a kernel's load from the host's live frames only (from the scheduler's frame up), and the returned frame lies below them, deep enough that the scheduler's own frames left the word as it was: it passed.  Refused now: host stack under the host's saved stack pointer, within the stack's limit (harness/backend/emu/simt/cov.c); on a GPU the load is an illegal address.
// mistake: the kernel reads n through a pointer to a local of a host function that returned before the kernel ran
#include <cstddef>
#include <cstdlib>
#include <cstring>

template <typename T>
__global__ void sum_kernel(const T *input, T *result, const size_t *np)
{
    size_t n = *np;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine += input[i];
    atomicAdd(result, mine);
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    volatile size_t deep[16384]; // no wait below: the glue's comes after this returns
    deep[0] = n;
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, (const size_t *)&deep[0]);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) { launch(d_input, d_result, n, block); }
