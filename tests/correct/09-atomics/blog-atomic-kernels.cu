// NVIDIA developer blog, "Faster Parallel Reductions on Kepler": the
// atomic variants of deviceReduceKernel.  Naive: every thread's grid-stride
// sum goes to one atomicAdd; deviceReduceBlockAtomicKernel: blockReduceSum
// then one atomicAdd a block; deviceReduceWarpAtomicKernel: warpReduceSum
// then one atomicAdd a warp.  `#define FULL_MASK 0xffffffff` as the CUDA 9
// warp-primitives post writes it.

#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

__inline__ __device__ float blockReduceSum(float val) {
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

__global__ void deviceReduceAtomicKernel(const float *in, float *out, size_t N) {
  float sum = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < N;
       i += (size_t)blockDim.x * gridDim.x)
    sum += in[i];
  atomicAdd(out, sum);
}

__global__ void deviceReduceBlockAtomicKernel(const float *in, float *out, size_t N) {
  float sum = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < N;
       i += (size_t)blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) atomicAdd(out, sum);
}

__global__ void deviceReduceWarpAtomicKernel(const float *in, float *out, size_t N) {
  float sum = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < N;
       i += (size_t)blockDim.x * gridDim.x)
    sum += in[i];
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(out, sum);
}

static int gridFor(size_t N, int threads) {
  size_t blocks = (N + threads - 1) / threads;
  if (blocks > 1024) blocks = 1024;
  if (blocks == 0) blocks = 1;
  return (int)blocks;
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block) {
  cudaMemset(d_result, 0, sizeof(float));
  deviceReduceAtomicKernel<<<gridFor(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block) {
  cudaMemset(d_result, 0, sizeof(float));
  deviceReduceBlockAtomicKernel<<<gridFor(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block) {
  cudaMemset(d_result, 0, sizeof(float));
  deviceReduceWarpAtomicKernel<<<gridFor(n, block), block>>>(d_input, d_result, n);
}
