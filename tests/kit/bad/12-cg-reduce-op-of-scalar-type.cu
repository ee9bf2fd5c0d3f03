// A right exercise-12 kernel (Welford's aggregate, Chan's merge) but for its cg::reduce
// operator: ChanMerge<T> is a class template of one type, so nvcc 13's cg::reduce requires
// that type to be the value's ("Operator and argument types differ": float, not Agg<float>).
// A compile error on the GPU, so on the emulator too.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

template <typename T> struct Agg { T count, mean, M2; };

template <typename T> struct ChanMerge {
  __device__ Agg<T> operator()(const Agg<T> &a, const Agg<T> &b) const {
    if (a.count == 0) return b;
    if (b.count == 0) return a;
    T n = a.count + b.count;
    T delta = b.mean - a.mean;
    return Agg<T>{n, a.mean + delta * b.count / n, a.M2 + b.M2 + delta * delta * a.count * b.count / n};
  }
};

template <typename T>
__device__ Agg<T> blockAgg(Agg<T> a) {
  __shared__ Agg<T> warpAggs[32];
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  a = cg::reduce(tile, a, ChanMerge<T>());
  if (tile.thread_rank() == 0) warpAggs[tile.meta_group_rank()] = a;
  cta.sync();
  Agg<T> r{0, 0, 0};
  if (tile.meta_group_rank() == 0) {
    if (tile.thread_rank() < tile.meta_group_size()) r = warpAggs[tile.thread_rank()];
    r = cg::reduce(tile, r, ChanMerge<T>());
  }
  return r;
}

template <typename T>
__global__ void partials(const T *x, size_t n, Agg<T> *out) {
  Agg<T> a{0, 0, 0};
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) {
    a.count += 1;
    T d = x[i] - a.mean;
    a.mean += d / a.count;
    a.M2 += d * (x[i] - a.mean);
  }
  a = blockAgg(a);
  if (threadIdx.x == 0) out[blockIdx.x] = a;
}

template <typename T>
__global__ void finish(const Agg<T> *p, int np, T *mean, T *var) {
  Agg<T> a{0, 0, 0};
  for (int i = threadIdx.x; i < np; i += blockDim.x) a = ChanMerge<T>()(a, p[i]);
  a = blockAgg(a);
  if (threadIdx.x == 0) { *mean = a.mean; *var = a.M2 / a.count; }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var) {
  size_t b = (n + block - 1) / block;
  int blocks = b > 512 ? 512 : (b ? (int)b : 1);
  Agg<T> *p;
  cudaMalloc(&p, blocks * sizeof(Agg<T>));
  partials<T><<<blocks, block>>>(d_input, n, p);
  finish<T><<<1, block>>>(p, blocks, d_mean, d_var);
  cudaFree(p);
}
