// CUDA samples, 2_Concepts_and_Techniques/reduction: reduce1, the sample's
// second kernel: interleaved addressing with a strided index (index =
// 2 * s * tid) instead of the `%` test, SharedMemory<T> for the dynamic
// shared memory and cg::sync(cta) for the barriers.

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

/* This version uses contiguous threads, but its interleaved
   addressing results in many shared memory bank conflicts.
*/
template <class T>
__device__ void reduce1(const T *g_idata, T *g_odata, unsigned int n) {
  // Handle to thread block group
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();

  // load shared mem
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

  sdata[tid] = (i < n) ? g_idata[i] : 0;

  cg::sync(cta);

  // do reduction in shared mem
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    int index = 2 * s * tid;

    if (index < blockDim.x) {
      sdata[index] += sdata[index + s];
    }

    cg::sync(cta);
  }

  // write result for this block to global mem
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

__global__ void reduce_interleaved(const float *input, float *partial, int n) {
  reduce1<float>(input, partial, (unsigned int)n);
}
