// The blog's deviceReduceKernel pair on every GPU ("Faster Parallel
// Reductions on Kepler": a grid-stride blockReduceSum into one partial a
// block, then `deviceReduceKernel<<<1, 1024>>>(out, out, blocks)`), each
// device on its own stream, and the NCCL examples' in-place all-reduce
// (sendbuff == recvbuff) between ncclGroupStart and ncclGroupEnd, then
// cudaStreamSynchronize on every stream as the NCCL docs' example ends.
// The partials are allocated and freed each call, as the blog's host does.

#include <cuda_runtime.h>
#include <nccl.h>
#include <vector>

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

__global__ void deviceReduceKernel(const float *in, float *out, size_t N) {
  float sum = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < N;
       i += (size_t)blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

void sum_multi_gpu(const float *const *d_shards, float *const *d_results, size_t n,
                   int block, int ndev, const cudaStream_t *streams, const ncclComm_t *comms) {
  std::vector<float *> partials(ndev, nullptr);
  int threads = block;
  for (int d = 0; d < ndev; ++d) {
    size_t count = n / ndev + ((size_t)d < n % ndev ? 1 : 0);
    size_t b = (count + threads - 1) / threads;
    int blocks = b > 1024 ? 1024 : (b == 0 ? 1 : (int)b);
    cudaSetDevice(d);
    cudaMalloc(&partials[d], blocks * sizeof(float));
    deviceReduceKernel<<<blocks, threads, 0, streams[d]>>>(d_shards[d], partials[d], count);
    deviceReduceKernel<<<1, 1024, 0, streams[d]>>>(partials[d], d_results[d], blocks);
  }
  ncclGroupStart();
  for (int d = 0; d < ndev; ++d)
    ncclAllReduce((const void *)d_results[d], (void *)d_results[d], 1, ncclFloat, ncclSum,
                  comms[d], streams[d]);
  ncclGroupEnd();
  for (int d = 0; d < ndev; ++d) {
    cudaSetDevice(d);
    cudaStreamSynchronize(streams[d]);
    cudaFree(partials[d]);
  }
}
