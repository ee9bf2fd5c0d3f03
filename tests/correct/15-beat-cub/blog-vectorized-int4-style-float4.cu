// NVIDIA blog, "CUDA Pro Tip: Increase Performance with Vectorized Memory
// Access" (Luitjens): device_reduce_vector4 reads reinterpret_cast<float4*>
// in a grid-stride loop over N/4 vectors and lets the first threads take
// the N % 4 leftovers (`int i = idx + N/4 * 4; if (i < N) ...`), then
// the warp-atomic finish of "Faster Parallel Reductions on Kepler".  The
// blog's input is cudaMalloc'ed (aligned); this one may start 1 to 3
// floats past a 16-byte boundary, so a head of up to 3 floats is taken
// apart and the vector loop starts at the first aligned float.

#include <cstdint>
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

__global__ void device_reduce_warp_atomic_vector4(const float *in, float *out,
                                                  size_t head, size_t N) {
  float sum = 0;
  size_t idx = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  size_t stride = (size_t)blockDim.x * gridDim.x;
  // the unaligned head: at most 3 floats
  if (idx < head) sum += in[idx];
  const float *body = in + head;
  size_t M = N - head;
  const float4 *v4 = reinterpret_cast<const float4 *>(body);
  for (size_t i = idx; i < M / 4; i += stride) {
    float4 val = v4[i];
    sum += (val.x + val.y) + (val.z + val.w);
  }
  // in only one thread, process final elements (if there are any)
  size_t i = idx + M / 4 * 4;
  if (i < M) sum += body[i];

  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(out, sum);
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block) {
  (void)block;
  static int sms = 0;
  if (sms == 0) {
    int dev;
    cudaGetDevice(&dev);
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  }
  int threads = 512;
  size_t mis = ((uintptr_t)d_input / sizeof(float)) % 4;
  size_t head = mis ? 4 - mis : 0;
  if (head > n) head = n;
  size_t vecs = (n - head) / 4;
  size_t want = (vecs + threads - 1) / threads;
  size_t cap = (size_t)sms * 4;
  int blocks = (int)(want < cap ? want : cap);
  if (blocks < 1) blocks = 1;
  cudaMemsetAsync(d_result, 0, sizeof(float));
  device_reduce_warp_atomic_vector4<<<blocks, threads>>>(d_input, d_result, head, n);
}
