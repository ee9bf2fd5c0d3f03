// expect: gpu=wrong-result emu=out-of-bounds  args=--sizes=1000,--blocks=256 -- No tree and no shared sums: each thread keeps its grid-stride share in a local of its own and puts only that local's address in shared memory; after one barrier thread 0 of each block adds every thread's local through those addresses and makes the block's one atomic.  On a GPU a generic address of local memory names the reading thread's own local window, so thread 0 adds its own share again and again (or faults); the emulator's threads are fibers whose stacks all lie in one process, where the loads reached the other threads' values and the sum came out right (passed, before fiber.c's stacks were known to the load check).  A load of another thread's locals is out of bounds on the emulator too.
// mistake: thread 0 reads the other threads' locals through their addresses instead of a reduction in shared memory
#include <cstddef>

template <typename T>
__global__ void sum_kernel(const T *input, T *result, size_t n)
{
    __shared__ volatile T *where[1024];
    size_t stride = (size_t)gridDim.x * blockDim.x;
    volatile T mine = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        mine = mine + input[i];
    where[threadIdx.x] = &mine;
    __syncthreads();
    if (threadIdx.x == 0) {
        T total = T(0);
        for (unsigned k = 0; k < blockDim.x; k++)
            total += *where[k];
        atomicAdd(result, total);
    }
    __syncthreads(); // every local stays alive until thread 0 has read it
}

template <typename T>
static void launch(const T *d_input, T *d_result, size_t n, int block)
{
    size_t blocks = (n + block - 1) / block;
    if (blocks > 1024)
        blocks = 1024;
    cudaMemset(d_result, 0, sizeof(T));
    sum_kernel<T><<<(unsigned)blocks, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    launch(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    launch(d_input, d_result, n, block);
}
