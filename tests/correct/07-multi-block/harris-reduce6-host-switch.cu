// Harris, "Optimizing Parallel Reduction in CUDA", kernel 7 (reduce6):
// `template <unsigned int blockSize>`, "multiple adds per thread" in a
// grid-stride while loop (gridSize = blockSize*2*gridDim.x), the tree
// completely unrolled, and the host's `switch (threads)` choosing the
// instance, as the slides show it.  Three changes for this contract: the
// pair's second load is tested against n (the slides' n is a multiple of
// 2*blockSize), the last warp reads, syncs and writes with __syncwarp
// (the slides' volatile-only warpReduce predates Volta), and indices are
// size_t.  Threads: the largest power of two not above `block`; blocks:
// at most 64, as the slides' "64 to 256 blocks" advice.

#include <cuda_runtime.h>

template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <class T, unsigned int blockSize>
__device__ void warpReduce(volatile T *sdata, unsigned int tid) {
  T v = sdata[tid];
  if (blockSize >= 64) { v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  if (blockSize >= 32) { v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  if (blockSize >= 16) { v += sdata[tid + 8]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  if (blockSize >= 8) { v += sdata[tid + 4]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  if (blockSize >= 4) { v += sdata[tid + 2]; __syncwarp(); sdata[tid] = v; __syncwarp(); }
  if (blockSize >= 2) { v += sdata[tid + 1]; __syncwarp(); sdata[tid] = v; }
}

template <class T, unsigned int blockSize, bool atomic>
__global__ void reduce6(const T *g_idata, T *g_odata, size_t n) {
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  size_t i = blockIdx.x * (size_t)(blockSize * 2) + tid;
  size_t gridSize = (size_t)blockSize * 2 * gridDim.x;
  sdata[tid] = 0;
  if (blockSize == 32) sdata[tid + 32] = 0;
  while (i < n) {
    T x = g_idata[i];
    if (i + blockSize < n) x += g_idata[i + blockSize];
    sdata[tid] += x;
    i += gridSize;
  }
  __syncthreads();
  if (blockSize >= 1024) { if (tid < 512) { sdata[tid] += sdata[tid + 512]; } __syncthreads(); }
  if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
  if (tid < 32) warpReduce<T, blockSize>(sdata, tid);
  if (tid == 0) {
    if (atomic) atomicAdd(g_odata, sdata[0]);
    else g_odata[blockIdx.x] = sdata[0];
  }
}

template <class T, bool atomic>
static void launch(int threads, int dimGrid, const T *d_idata, T *d_odata, size_t n) {
  // when there is only one warp per block, we need to allocate two warps
  // worth of shared memory so that we don't index shared memory out of bounds
  int smemSize = (threads <= 32) ? 2 * threads * sizeof(T) : threads * sizeof(T);
  switch (threads) {
    case 1024: reduce6<T, 1024, atomic><<<dimGrid, threads, smemSize>>>(d_idata, d_odata, n); break;
    case 512: reduce6<T, 512, atomic><<<dimGrid, threads, smemSize>>>(d_idata, d_odata, n); break;
    case 256: reduce6<T, 256, atomic><<<dimGrid, threads, smemSize>>>(d_idata, d_odata, n); break;
    case 128: reduce6<T, 128, atomic><<<dimGrid, threads, smemSize>>>(d_idata, d_odata, n); break;
    case 64: reduce6<T, 64, atomic><<<dimGrid, threads, smemSize>>>(d_idata, d_odata, n); break;
    case 32: reduce6<T, 32, atomic><<<dimGrid, threads, smemSize>>>(d_idata, d_odata, n); break;
  }
}

static int pow2Below(int block) {
  int t = 32;
  while (t * 2 <= block) t *= 2;
  return t;
}

static int blocksFor(size_t n, int threads) {
  size_t b = (n + threads * 2 - 1) / (threads * 2);
  if (b > 64) b = 64;
  return b < 1 ? 1 : (int)b;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) {
  int threads = pow2Below(block);
  cudaMemset(d_result, 0, sizeof(T));
  launch<T, true>(threads, blocksFor(n, threads), d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) {
  int threads = pow2Below(block);
  int blocks = blocksFor(n, threads);
  T *d_odata;
  cudaMalloc(&d_odata, blocks * sizeof(T));
  launch<T, false>(threads, blocks, d_input, d_odata, n);
  launch<T, false>(threads, 1, d_odata, d_result, blocks);
  cudaFree(d_odata);
}
