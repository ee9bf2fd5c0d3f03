// CUDA samples reduction: reduce6, the grid-stride kernel with both a
// `blockSize` and an `nIsPow2` template parameter, warp-level finish with
// __shfl_down_sync and a ballot mask.  The exercise's grid is exactly
// ceil(n / (2*blockDim.x)), so each thread's while loop makes one trip.

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T, unsigned int blockSize, bool nIsPow2>
__device__ void reduce6(const T *__restrict__ g_idata, T *__restrict__ g_odata,
                        unsigned int n) {
  T *sdata = SharedMemory<T>();

  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * gridDim.x;
  unsigned int maskLength = (blockSize & 31);
  maskLength = (maskLength > 0) ? (32 - maskLength) : maskLength;
  const unsigned int mask = (0xffffffff) >> maskLength;

  T mySum = 0;

  if (nIsPow2) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    gridSize = gridSize << 1;

    while (i < n) {
      mySum += g_idata[i];
      // ensure we don't read out of bounds -- this is optimized away for
      // powerOf2 sized arrays
      if ((i + blockSize) < n) {
        mySum += g_idata[i + blockSize];
      }
      i += gridSize;
    }
  } else {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    unsigned int end = blockIdx.x * blockSize * 2 + 2 * blockSize;
    while (i < n && i < end) {
      mySum += g_idata[i];
      i += blockSize;
    }
  }

  // Reduce within warp using shuffle or reduce_add if T==int & CUDA_ARCH ==
  // SM 8.0
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    mySum += __shfl_down_sync(mask, mySum, offset);
  }

  // each thread puts its local sum into shared memory
  if ((tid % warpSize) == 0) {
    sdata[tid / warpSize] = mySum;
  }

  __syncthreads();

  const unsigned int shmem_extent =
      (blockSize / warpSize) > 0 ? (blockSize / warpSize) : 1;
  const unsigned int ballot_result = __ballot_sync(mask, tid < shmem_extent);
  if (tid < shmem_extent) {
    mySum = sdata[tid];
    for (int offset = blockSize / (warpSize * 2); offset > 0; offset /= 2) {
      mySum += __shfl_down_sync(ballot_result, mySum, offset);
    }
  }

  // write result for this block to global mem
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template <bool nIsPow2>
__device__ void dispatch(const float *in, float *out, unsigned int n) {
  switch (blockDim.x) {
    case 1024: reduce6<float, 1024, nIsPow2>(in, out, n); break;
    case 512: reduce6<float, 512, nIsPow2>(in, out, n); break;
    case 256: reduce6<float, 256, nIsPow2>(in, out, n); break;
    case 128: reduce6<float, 128, nIsPow2>(in, out, n); break;
    case 64: reduce6<float, 64, nIsPow2>(in, out, n); break;
    case 32: reduce6<float, 32, nIsPow2>(in, out, n); break;
    case 16: reduce6<float, 16, nIsPow2>(in, out, n); break;
    case 8: reduce6<float, 8, nIsPow2>(in, out, n); break;
    case 4: reduce6<float, 4, nIsPow2>(in, out, n); break;
    case 2: reduce6<float, 2, nIsPow2>(in, out, n); break;
    case 1: reduce6<float, 1, nIsPow2>(in, out, n); break;
  }
}

static __device__ bool isPow2(unsigned int x) { return ((x & (x - 1)) == 0); }

__global__ void reduce_first_add(const float *input, float *partial, int n) {
  if (isPow2(n))
    dispatch<true>(input, partial, n);
  else
    dispatch<false>(input, partial, n);
}
