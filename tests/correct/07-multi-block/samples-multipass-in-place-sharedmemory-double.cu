// CUDA samples' reduction host loop with cpuFinalReduction off: the first
// pass reduces the input into d_odata, then `while (s > 1)` the kernel runs
// again on d_odata in place, s = (s + (threads*2-1)) / (threads*2), the
// threads and blocks from getNumBlocksAndThreads (maxBlocks 64, so the
// second pass is one block, which reads all it reduces before writing
// slot 0).  The samples' SharedMemory<T> with its double specialisation
// (a second extern __shared__ array, __smem_d); reduce4's shared tree with
// a shuffle finish.  The atomic part reuses the first pass and adds the
// block sums with atomicAdd.

#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#ifndef MIN
#define MIN(x, y) ((x < y) ? x : y)
#endif

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

// specialize for double to avoid unaligned memory
// access compile errors
template <>
struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
  __device__ inline operator const double *() const {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
};

template <class T, bool atomic>
__global__ void reduce4(const T *g_idata, T *g_odata, unsigned int n) {
  cg::thread_block cta = cg::this_thread_block();
  T *sdata = SharedMemory<T>();
  unsigned int blockSize = blockDim.x;
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  cg::sync(cta);

  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    cg::sync(cta);
  }

  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (blockSize >= 64) mySum += sdata[tid + 32];
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      mySum += tile32.shfl_down(mySum, offset);
  }

  if (cta.thread_rank() == 0) {
    if (atomic) atomicAdd(g_odata, mySum);
    else g_odata[blockIdx.x] = mySum;
  }
}

unsigned int nextPow2(unsigned int x) {
  --x;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  return ++x;
}

// threads: a power of two from 32 to maxThreads; blocks at most maxBlocks
static void getNumBlocksAndThreads(size_t n, int maxBlocks, int maxThreads,
                                   int &blocks, int &threads) {
  threads = (n < (size_t)maxThreads * 2) ? nextPow2((unsigned)((n + 1) / 2)) : maxThreads;
  if (threads < 32) threads = 32;
  size_t b = (n + (threads * 2 - 1)) / (threads * 2);
  blocks = (int)MIN((size_t)maxBlocks, b);
  if (blocks < 1) blocks = 1;
}

static int maxThreadsFor(int block) {
  int t = 32;
  while (t * 2 <= block) t *= 2;
  return t;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) {
  const int maxBlocks = 64;
  int maxThreads = maxThreadsFor(block);
  int threads, blocks;
  getNumBlocksAndThreads(n, maxBlocks, maxThreads, blocks, threads);
  T *d_odata = NULL;
  cudaMalloc((void **)&d_odata, maxBlocks * sizeof(T));

  // the first pass covers n in chunks of the grid, as reduce6's loop does
  size_t chunk = (size_t)blocks * threads * 2;
  T *d_acc = NULL;
  cudaMalloc((void **)&d_acc, sizeof(T));
  cudaMemset(d_acc, 0, sizeof(T));
  for (size_t off = 0; off < n || off == 0; off += chunk) {
    size_t len = n - off < chunk ? n - off : chunk;
    int bl = (int)((len + threads * 2 - 1) / (threads * 2));
    if (bl < 1) bl = 1;
    reduce4<T, false><<<bl, threads, threads * sizeof(T)>>>(d_input + off, d_odata, (unsigned)len);
    unsigned int s = bl;
    while (s > 1) {
      int t, b;
      getNumBlocksAndThreads(s, maxBlocks, maxThreads, b, t);
      reduce4<T, false><<<b, t, t * sizeof(T)>>>(d_odata, d_odata, s);
      s = (s + (t * 2 - 1)) / (t * 2);
    }
    reduce4<T, true><<<1, 32, 32 * sizeof(T)>>>(d_odata, d_acc, 1);
    if (n == 0) break;
  }
  cudaMemcpy(d_result, d_acc, sizeof(T), cudaMemcpyDeviceToDevice);
  cudaFree(d_acc);
  cudaFree(d_odata);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) {
  int threads = maxThreadsFor(block);
  size_t per = (size_t)threads * 2;
  cudaMemset(d_result, 0, sizeof(T));
  // a grid of at most 65535 blocks a launch; n may need several
  for (size_t off = 0; off < n; off += per * 65535) {
    size_t len = n - off < per * 65535 ? n - off : per * 65535;
    int blocks = (int)((len + per - 1) / per);
    reduce4<T, true><<<blocks, threads, threads * sizeof(T)>>>(d_input + off, d_result, (unsigned)len);
  }
}
