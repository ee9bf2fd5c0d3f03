// CUDA samples, 2_Concepts_and_Techniques/threadFenceReduction: one launch
// of reduceSinglePass<blockSize, nIsPow2>.  Each block reduces its part
// (reduceBlocks: a grid-stride loop adding pairs blockSize apart, then
// reduceBlock in shared memory), thread 0 fences, takes a ticket with
// atomicInc(&retirementCount, gridDim.x), and the block that takes the last
// ticket adds every block's partial and resets the counter.  The host
// picks threads and blocks as the sample's getNumBlocksAndThreads does.
// Two changes for small n, which the sample (n = 2^20) never meets: its
// reduceBlock works in tiles of 32, so a block has 32 threads at least;
// and nIsPow2 (no test on the pair's second element) is taken only where
// n is a whole number of 2 x threads, as a power of two at least that is.

#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define MIN(x, y) ((x < y) ? x : y)

// Global variable used by reduceSinglePass to count how many blocks have
// finished
__device__ unsigned int retirementCount = 0;

bool isPow2(unsigned int x) { return ((x & (x - 1)) == 0); }

unsigned int nextPow2(unsigned int x) {
  --x;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  return ++x;
}

template <unsigned int blockSize>
__device__ void reduceBlock(volatile float *sdata, float mySum,
                            const unsigned int tid, cg::thread_block cta) {
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  sdata[tid] = mySum;
  cg::sync(tile32);

  const int VEC = 32;
  const int vid = tid & (VEC - 1);

  float beta = mySum;
  float temp;

  for (int i = VEC / 2; i > 0; i >>= 1) {
    if (vid < i) {
      temp = sdata[tid + i];
      beta += temp;
      sdata[tid] = beta;
    }
    cg::sync(tile32);
  }
  cg::sync(cta);

  if (cta.thread_rank() == 0) {
    beta = 0;
    for (int i = 0; i < blockDim.x; i += VEC) {
      beta += sdata[i];
    }
    sdata[0] = beta;
  }
  cg::sync(cta);
}

template <unsigned int blockSize, bool nIsPow2>
__device__ void reduceBlocks(const float *g_idata, float *g_odata,
                             unsigned int n, cg::thread_block cta) {
  extern __shared__ float sdata[];

  // first level of reduction, reading from global memory, writing to shared
  // memory
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  float mySum = 0;

  // we reduce multiple elements per thread.  The number is determined by the
  // number of active thread blocks (via gridDim). More blocks will result
  // in a larger gridSize and therefore fewer elements per thread
  while (i < n) {
    mySum += g_idata[i];

    // ensure we don't read out of bounds -- this is optimized away for
    // powerOf2 sized arrays
    if (nIsPow2 || i + blockSize < n) mySum += g_idata[i + blockSize];

    i += gridSize;
  }

  // do reduction in shared mem
  reduceBlock<blockSize>(sdata, mySum, tid, cta);

  // write result for this block to global mem
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <unsigned int blockSize, bool nIsPow2>
__global__ void reduceSinglePass(const float *g_idata, float *g_odata,
                                 float *g_result, unsigned int n) {
  // Handle to thread block group
  cg::thread_block cta = cg::this_thread_block();

  //
  // PHASE 1: Process all inputs assigned to this block
  //

  reduceBlocks<blockSize, nIsPow2>(g_idata, g_odata, n, cta);

  //
  // PHASE 2: Last block finished will process all partial sums
  //

  if (gridDim.x > 1) {
    const unsigned int tid = threadIdx.x;
    __shared__ bool amLast;
    extern float __shared__ smem[];

    // wait until all outstanding memory instructions in this thread are
    // finished
    __threadfence();

    // Thread 0 takes a ticket
    if (tid == 0) {
      unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
      // If the ticket ID is equal to the number of blocks, we are the last
      // block!
      amLast = (ticket == gridDim.x - 1);
    }

    cg::sync(cta);

    // The last block sums the results of all other blocks
    if (amLast) {
      int i = tid;
      float mySum = 0;

      while (i < gridDim.x) {
        mySum += g_odata[i];
        i += blockSize;
      }

      reduceBlock<blockSize>(smem, mySum, tid, cta);

      if (tid == 0) {
        *g_result = smem[0];

        // reset retirement count so that next run succeeds
        retirementCount = 0;
      }
    }
  } else if (threadIdx.x == 0) {
    *g_result = g_odata[0];
  }
}

template <bool nIsPow2>
static void launch(int threads, int blocks, const float *d_idata,
                   float *d_odata, float *d_result, unsigned int size) {
  dim3 dimBlock(threads, 1, 1);
  dim3 dimGrid(blocks, 1, 1);
  int smemSize = threads * sizeof(float);
  switch (threads) {
    case 512: reduceSinglePass<512, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 256: reduceSinglePass<256, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 128: reduceSinglePass<128, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 64: reduceSinglePass<64, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 32: reduceSinglePass<32, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 16: reduceSinglePass<16, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 8: reduceSinglePass<8, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 4: reduceSinglePass<4, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 2: reduceSinglePass<2, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
    case 1: reduceSinglePass<1, nIsPow2><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, d_result, size); break;
  }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block) {
  (void)block;
  const int maxThreads = 512, maxBlocks = 64;
  unsigned int size = (unsigned int)n;
  if (size == 0) {
    cudaMemset(d_result, 0, sizeof(float));
    return;
  }
  // getNumBlocksAndThreads
  int threads = (size < maxThreads * 2) ? nextPow2((size + 1) / 2) : maxThreads;
  threads = threads < 32 ? 32 : threads;
  int blocks = (size + (threads * 2 - 1)) / (threads * 2);
  blocks = MIN(maxBlocks, blocks);

  float *d_odata = NULL;
  cudaMalloc((void **)&d_odata, blocks * sizeof(float));
  if (isPow2(size) && size >= 2u * threads)
    launch<true>(threads, blocks, d_input, d_odata, d_result, size);
  else
    launch<false>(threads, blocks, d_input, d_odata, d_result, size);
  cudaFree(d_odata);
}
