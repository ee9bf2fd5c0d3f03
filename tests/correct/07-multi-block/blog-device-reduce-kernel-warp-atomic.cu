// NVIDIA developer blog, "Faster Parallel Reductions on Kepler" (Luitjens):
// deviceReduceKernel (grid-stride loop, blockReduceSum, one partial a block)
// launched twice, `deviceReduceKernel<<<blocks, threads>>>(in, out, N);
// deviceReduceKernel<<<1, 1024>>>(out, out, blocks);`, and
// deviceReduceWarpAtomicKernel (one atomicAdd a warp) for the atomic part.
// The blog's int N and int i become size_t (n may pass 2^31); its
// templates keep T; the grid is capped at 1024 blocks as it writes.

#include <cuda_runtime.h>

template <typename T>
__inline__ __device__ T warpReduceSum(T val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

template <typename T>
__inline__ __device__ T blockReduceSum(T val) {
  static __shared__ T shared[32];  // Shared mem for 32 partial sums
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;

  val = warpReduceSum(val);  // Each warp performs partial reduction

  if (lane == 0) shared[wid] = val;  // Write reduced value to shared memory

  __syncthreads();  // Wait for all partial reductions

  // read from shared memory only if that warp existed
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;

  if (wid == 0) val = warpReduceSum(val);  // Final reduce within first warp

  return val;
}

template <typename T>
__global__ void deviceReduceKernel(const T *in, T *out, size_t N) {
  T sum = 0;
  // reduce multiple elements per thread
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < N;
       i += (size_t)blockDim.x * gridDim.x) {
    sum += in[i];
  }
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

template <typename T>
__global__ void deviceReduceWarpAtomicKernel(const T *in, T *out, size_t N) {
  T sum = T(0);
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < N;
       i += (size_t)blockDim.x * gridDim.x) {
    sum += in[i];
  }
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(out, sum);
}

static int blocksFor(size_t N, int threads) {
  size_t blocks = (N + threads - 1) / threads;
  return blocks < 1024 ? (int)blocks : 1024;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) {
  int threads = block;
  int blocks = blocksFor(n, threads);
  cudaMemsetAsync(d_result, 0, sizeof(T));
  if (n == 0) return;
  deviceReduceWarpAtomicKernel<T><<<blocks, threads>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) {
  int threads = block;
  int blocks = blocksFor(n, threads);
  if (blocks == 0) blocks = 1;
  T *out;
  cudaMalloc(&out, sizeof(T) * blocks);
  deviceReduceKernel<T><<<blocks, threads>>>(d_input, out, n);
  deviceReduceKernel<T><<<1, 1024>>>(out, d_result, blocks);
  cudaFree(out);
}
