// Welford's online algorithm and Chan et al.'s parallel merge as the
// Wikipedia article "Algorithms for calculating variance" writes them:
// an aggregate (count, mean, M2); update() adds one value, delta and
// delta2 around the mean's move; the parallel combine takes
// delta = mean_b - mean_a, mean = mean_a + delta * n_b / n,
// M2 = M2_a + M2_b + delta^2 * n_a * n_b / n; finalize gives M2 / count
// (the population variance).  Each thread updates over a grid-stride
// loop, blocks combine through shared memory, a second one-block launch
// combines the blocks' aggregates and finalizes.

#include <cuda_runtime.h>

template <typename T>
struct Aggregate {
  T count;
  T mean;
  T M2;
};

// For a new value new_value, compute the new count, new mean, the new M2.
template <typename T>
__device__ Aggregate<T> update(Aggregate<T> existing_aggregate, T new_value) {
  T count = existing_aggregate.count;
  T mean = existing_aggregate.mean;
  T M2 = existing_aggregate.M2;
  count += 1;
  T delta = new_value - mean;
  mean += delta / count;
  T delta2 = new_value - mean;
  M2 += delta * delta2;
  return Aggregate<T>{count, mean, M2};
}

template <typename T>
__device__ Aggregate<T> parallel_variance(Aggregate<T> a, Aggregate<T> b) {
  if (a.count == 0) return b;
  if (b.count == 0) return a;
  T n = a.count + b.count;
  T delta = b.mean - a.mean;
  T mean = a.mean + delta * b.count / n;
  T M2 = a.M2 + b.M2 + delta * delta * a.count * b.count / n;
  return Aggregate<T>{n, mean, M2};
}

template <typename T>
__device__ Aggregate<T> block_combine(Aggregate<T> agg) {
  __shared__ Aggregate<T> s[1024];
  s[threadIdx.x] = agg;
  __syncthreads();
  // blockDim.x is a multiple of 32: fold onto the largest power of two
  unsigned int p = 1;
  while (p * 2 <= blockDim.x) p *= 2;
  if (threadIdx.x < blockDim.x - p)
    s[threadIdx.x] = parallel_variance(s[threadIdx.x], s[threadIdx.x + p]);
  __syncthreads();
  for (unsigned int stride = p / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] = parallel_variance(s[threadIdx.x], s[threadIdx.x + stride]);
    __syncthreads();
  }
  return s[0];
}

template <typename T>
__global__ void welford_partials(const T *x, size_t n, Aggregate<T> *out) {
  Aggregate<T> agg{0, 0, 0};
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)blockDim.x * gridDim.x)
    agg = update(agg, x[i]);
  agg = block_combine(agg);
  if (threadIdx.x == 0) out[blockIdx.x] = agg;
}

template <typename T>
__global__ void welford_finalize(const Aggregate<T> *parts, int nparts,
                                 T *mean, T *variance) {
  Aggregate<T> agg{0, 0, 0};
  for (int i = threadIdx.x; i < nparts; i += blockDim.x)
    agg = parallel_variance(agg, parts[i]);
  agg = block_combine(agg);
  if (threadIdx.x == 0) {
    *mean = agg.mean;
    *variance = agg.M2 / agg.count;
  }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var) {
  size_t blocks = (n + block - 1) / block;
  if (blocks > 1024) blocks = 1024;
  if (blocks == 0) blocks = 1;
  Aggregate<T> *d_parts = nullptr;
  cudaMalloc(&d_parts, blocks * sizeof(Aggregate<T>));
  welford_partials<T><<<(unsigned)blocks, block>>>(d_input, n, d_parts);
  welford_finalize<T><<<1, block>>>(d_parts, (int)blocks, d_mean, d_var);
  cudaFree(d_parts);
}
