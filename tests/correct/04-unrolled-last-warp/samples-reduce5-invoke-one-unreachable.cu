// correct: the samples' reduce5 as an assistant reworks it: the block's store made by cg::invoke_one(cta, lambda) (for a thread_block CUDA's invoke_one runs the call in thread_rank() 0, the thread holding mySum), and the block-size switch's default case __builtin_unreachable() (the contract's blocks are 64..1024). Must pass.

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// Utility class used to avoid linker errors with extern
// unsized shared memory arrays with templated type
template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }

  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T, unsigned int blockSize>
__device__ void reduce5(const T *g_idata, T *g_odata, unsigned int n) {
  // Handle to thread block group
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();

  // perform first level of reduction,
  // reading from global memory, writing to shared memory
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;

  T mySum = (i < n) ? g_idata[i] : 0;

  if (i + blockSize < n) mySum += g_idata[i + blockSize];

  sdata[tid] = mySum;
  cg::sync(cta);

  // do reduction in shared mem
  if ((blockSize >= 1024) && (tid < 512)) {
    sdata[tid] = mySum = mySum + sdata[tid + 512];
  }

  cg::sync(cta);

  if ((blockSize >= 512) && (tid < 256)) {
    sdata[tid] = mySum = mySum + sdata[tid + 256];
  }

  cg::sync(cta);

  if ((blockSize >= 256) && (tid < 128)) {
    sdata[tid] = mySum = mySum + sdata[tid + 128];
  }

  cg::sync(cta);

  if ((blockSize >= 128) && (tid < 64)) {
    sdata[tid] = mySum = mySum + sdata[tid + 64];
  }

  cg::sync(cta);

  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);

  if (cta.thread_rank() < 32) {
    // Fetch final intermediate sum from 2nd warp
    if (blockSize >= 64) mySum += sdata[tid + 32];
    // Reduce final warp using shuffle
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2) {
      mySum += tile32.shfl_down(mySum, offset);
    }
  }

  // write result for this block to global mem
  cg::invoke_one(cta, [&] { g_odata[blockIdx.x] = mySum; });
}

__global__ void reduce_unrolled(const float *input, float *partial, int n) {
  switch (blockDim.x) {
    case 1024: reduce5<float, 1024>(input, partial, n); break;
    case 512:  reduce5<float, 512>(input, partial, n); break;
    case 256:  reduce5<float, 256>(input, partial, n); break;
    case 128:  reduce5<float, 128>(input, partial, n); break;
    case 64:   reduce5<float, 64>(input, partial, n); break;
    default:   __builtin_unreachable();
  }
}
