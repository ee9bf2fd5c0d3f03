// correct: only the threads that hold an element take part: inside `if (i < n)` cg::coalesced_threads() names them, cg::reduce sums over that group (any subset of the warp, a partial warp in the last block) and its rank 0 adds the result into a shared total with atomicAdd; thread 0 zeroes the total before a barrier and stores it after another; tests a coalesced group of a partial warp and shared float atomics
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduce_shuffle(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float total;
    if (threadIdx.x == 0)
        total = 0.0f;
    __syncthreads();

    const int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    if (i < n) {
        float v = input[i];
        if (i + (int)blockDim.x < n)
            v += input[i + blockDim.x];
        cg::coalesced_group active = cg::coalesced_threads();
        float s = cg::reduce(active, v, cg::plus<float>());
        if (active.thread_rank() == 0)
            atomicAdd(&total, s);
    }
    __syncthreads();
    if (threadIdx.x == 0)
        partial[blockIdx.x] = total;
}
