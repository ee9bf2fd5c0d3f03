// The OneFlow softmax write-up ("How to implement an efficient Softmax CUDA
// kernel") as blog readers copy it: WarpAllReduce<ReductionOp,
// thread_group_width> with __shfl_xor_sync(0xffffffff, val, mask,
// thread_group_width), so a warp serves 32 / width rows of at most width
// columns at once; MaxOp and SumOp functors; rows longer than 32 go to a
// block-per-row kernel (BlockAllReduce through shared memory).  Rows per
// warp and the width are template parameters chosen by a host dispatch.

#include <cfloat>
#include <cuda_runtime.h>

template <typename T> struct SumOp {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
  __device__ static T identity() { return T(0); }
};

template <typename T> struct MaxOp {
  __device__ __forceinline__ T operator()(const T &a, const T &b) const { return max(a, b); }
  __device__ static T identity() { return -FLT_MAX; }
};

template <template <typename> class ReductionOp, typename T, int thread_group_width = 32>
__inline__ __device__ T WarpAllReduce(T val) {
  for (int mask = thread_group_width / 2; mask > 0; mask /= 2) {
    val = ReductionOp<T>()(val, __shfl_xor_sync(0xffffffff, val, mask, thread_group_width));
  }
  return val;
}

// One element a thread, thread_group_width threads a row.
template <int thread_group_width>
__global__ void SoftmaxWarpImpl(const float *x, float *y, int rows, int cols) {
  constexpr int rows_per_warp = 32 / thread_group_width;
  const int lane = threadIdx.x % thread_group_width;
  const int group = threadIdx.x / thread_group_width;  // in the block
  const int groups_per_block = blockDim.x / thread_group_width;
  const long long first = (long long)blockIdx.x * groups_per_block;
  const long long step = (long long)gridDim.x * groups_per_block;
  (void)rows_per_warp;
  // every lane of a warp makes the same number of trips, so the shuffles'
  // full mask always names lanes that are there
  for (long long base = first; base < rows; base += step) {
    long long row = base + group;
    bool in_row = row < rows && lane < cols;
    float v = in_row ? x[row * cols + lane] : -FLT_MAX;
    float row_max = WarpAllReduce<MaxOp, float, thread_group_width>(v);
    float e = in_row ? expf(v - row_max) : 0.0f;
    float row_sum = WarpAllReduce<SumOp, float, thread_group_width>(e);
    if (in_row) y[row * cols + lane] = e / row_sum;
  }
}

template <template <typename> class ReductionOp, typename T>
__inline__ __device__ T BlockAllReduce(T val) {
  __shared__ T warp_vals[32];
  __shared__ T result;
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  val = WarpAllReduce<ReductionOp, T>(val);
  if (lane == 0) warp_vals[warp] = val;
  __syncthreads();
  if (warp == 0) {
    T w = lane < (int)(blockDim.x / 32) ? warp_vals[lane] : ReductionOp<T>::identity();
    w = WarpAllReduce<ReductionOp, T>(w);
    if (lane == 0) result = w;
  }
  __syncthreads();
  T r = result;
  __syncthreads();  // result and warp_vals are reused by the next call
  return r;
}

__global__ void SoftmaxBlockImpl(const float *x, float *y, int rows, int cols) {
  for (long long row = blockIdx.x; row < rows; row += gridDim.x) {
    const float *rx = x + row * cols;
    float *ry = y + row * cols;
    float m = -FLT_MAX;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = max(m, rx[c]);
    m = BlockAllReduce<MaxOp, float>(m);
    float s = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf(rx[c] - m);
    s = BlockAllReduce<SumOp, float>(s);
    for (int c = threadIdx.x; c < cols; c += blockDim.x) ry[c] = expf(rx[c] - m) / s;
  }
}

template <int width>
static void LaunchWarp(const float *x, float *y, int rows, int cols, int block) {
  long long groups = block / width;
  long long blocks = (rows + groups - 1) / groups;
  if (blocks > 65535) blocks = 65535;
  SoftmaxWarpImpl<width><<<(int)blocks, block>>>(x, y, rows, cols);
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block) {
  if (rows <= 0 || cols <= 0) return;
  if (cols <= 32) {
    if (cols <= 1) LaunchWarp<1>(d_in, d_out, rows, cols, block);
    else if (cols <= 2) LaunchWarp<2>(d_in, d_out, rows, cols, block);
    else if (cols <= 4) LaunchWarp<4>(d_in, d_out, rows, cols, block);
    else if (cols <= 8) LaunchWarp<8>(d_in, d_out, rows, cols, block);
    else if (cols <= 16) LaunchWarp<16>(d_in, d_out, rows, cols, block);
    else LaunchWarp<32>(d_in, d_out, rows, cols, block);
  } else {
    int blocks = rows < 65535 ? rows : 65535;
    SoftmaxBlockImpl<<<blocks, block>>>(d_in, d_out, rows, cols);
  }
}
