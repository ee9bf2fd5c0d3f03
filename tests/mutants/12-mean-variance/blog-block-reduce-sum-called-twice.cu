// expect: gpu=race|wrong-result|pass emu=race args=--sizes=5000,--blocks=256 -- the blog's blockReduceSum called twice in a row (sum of d, then of d^2): with no barrier at its start, a warp's lane 0 writes shared[wid] for the second sum while warp 0 may still read shared[] for the first
// mistake: blockReduceSum as "Faster Parallel Reductions on Kepler" prints it (one call a kernel there) called twice in one kernel
// The "corrected two-pass algorithm" (Chan, Golub & LeVeque, 1983; the
// form Numerical Recipes' avevar and Wikipedia's variance article give):
// pass one finds the mean; pass two sums d = x - mean and d^2, and
// var = (sum d^2 - (sum d)^2 / n) / n, where the second term corrects for
// the rounding error of the mean.  The sums are the blog's
// deviceReduceKernel pattern (grid-stride, blockReduceSum, partials, one
// block to finish), kept in T as the texts write them.  blockReduceSum
// is the blog's, with no barrier before its shared[] is written.

#include <cuda_runtime.h>

template <typename T>
__inline__ __device__ T warpReduceSum(T val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

template <typename T>
__inline__ __device__ T blockReduceSum(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

// Pass one: partial sums of x.
template <typename T>
__global__ void sumKernel(const T *x, T *part, size_t n) {
  T s = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)blockDim.x * gridDim.x)
    s += x[i];
  s = blockReduceSum(s);
  if (threadIdx.x == 0) part[blockIdx.x] = s;
}

template <typename T>
__global__ void meanKernel(const T *part, int nparts, size_t n, T *mean) {
  T s = 0;
  for (int i = threadIdx.x; i < nparts; i += blockDim.x) s += part[i];
  s = blockReduceSum(s);
  if (threadIdx.x == 0) *mean = s / (T)n;
}

// Pass two: partial sums of d and d^2 around the mean found in pass one.
template <typename T>
__global__ void devKernel(const T *x, const T *mean, T *partD, T *partD2, size_t n) {
  const T ave = *mean;
  T ep = 0, var = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)blockDim.x * gridDim.x) {
    T s = x[i] - ave;
    ep += s;
    var += s * s;
  }
  ep = blockReduceSum(ep);
  var = blockReduceSum(var);
  if (threadIdx.x == 0) {
    partD[blockIdx.x] = ep;
    partD2[blockIdx.x] = var;
  }
}

template <typename T>
__global__ void varKernel(const T *partD, const T *partD2, int nparts, size_t n, T *out) {
  T ep = 0, var = 0;
  for (int i = threadIdx.x; i < nparts; i += blockDim.x) {
    ep += partD[i];
    var += partD2[i];
  }
  ep = blockReduceSum(ep);
  var = blockReduceSum(var);
  if (threadIdx.x == 0) *out = (var - ep * ep / (T)n) / (T)n;
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var) {
  size_t b = (n + block - 1) / block;
  int blocks = b > 1024 ? 1024 : (b < 1 ? 1 : (int)b);
  T *part;
  cudaMalloc(&part, 3 * blocks * sizeof(T));
  sumKernel<T><<<blocks, block>>>(d_input, part, n);
  meanKernel<T><<<1, block>>>(part, blocks, n, d_mean);
  devKernel<T><<<blocks, block>>>(d_input, d_mean, part + blocks, part + 2 * blocks, n);
  varKernel<T><<<1, block>>>(part + blocks, part + 2 * blocks, blocks, n, d_var);
  cudaFree(part);
}
