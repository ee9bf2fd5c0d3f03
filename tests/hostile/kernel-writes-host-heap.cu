// expect: gpu=crash|cuda-error|host-reduction emu=out-of-bounds args=--quick,--sizes,4099  -- A kernel copies the input into memory from malloc, and host code sums it: no copy call, no CUDA allocation.  A GPU's kernel cannot reach malloc's memory (an illegal address) unless the system shares pageable memory with it (HMM), where the copy is searched for; the emulator, whose kernels run in the grader's address space, passed it.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.
// On the emulator a kernel may store only to device memory, shared memory,
// its own locals, device and managed variables and pinned host memory
// (harness/backend/emu/simt/cov.c, memory.c).
#include <cstddef>
#include <cstdlib>

template <typename T>
__global__ void copy_out(const T *in, T *out, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
static void host_sum_of_heap(const T *d_input, T *d_result, size_t n, int block)
{
    T *heap = (T *)malloc(n * sizeof(T));
    copy_out<T><<<32, block>>>(d_input, heap, n);
    cudaDeviceSynchronize();
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += heap[i];
    free(heap);
    T r = (T)s;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_of_heap(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    host_sum_of_heap(d_input, d_result, n, block);
}
