// The blog's warpReduceSum / blockReduceSum pattern ("Faster Parallel
// Reductions on Kepler") turned into max and min as course notes do it:
// the `+` swapped for an operation, `#define FULL_MASK 0xffffffff`, shared
// slots for 32 warp results.  Float NaN is skipped as fmaxf/fminf skip it,
// and "no value yet" is a NaN, so a block of NaN only gives NaN and a
// block of -INF gives -INF.

#include <climits>
#include <cmath>

#define FULL_MASK 0xffffffff

template <typename T> struct MaxOp;
template <typename T> struct MinOp;

template <> struct MaxOp<float> {
  __device__ static float identity() { return __int_as_float(0x7fc00000); }
  __device__ static float apply(float a, float b) { return fmaxf(a, b); }
};
template <> struct MinOp<float> {
  __device__ static float identity() { return __int_as_float(0x7fc00000); }
  __device__ static float apply(float a, float b) { return fminf(a, b); }
};
template <> struct MaxOp<int> {
  __device__ static int identity() { return INT_MIN; }
  __device__ static int apply(int a, int b) { return max(a, b); }
};
template <> struct MinOp<int> {
  __device__ static int identity() { return INT_MAX; }
  __device__ static int apply(int a, int b) { return min(a, b); }
};

template <typename T, typename Op>
__inline__ __device__ T warpReduce(T val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val = Op::apply(val, __shfl_down_sync(FULL_MASK, val, offset));
  return val;
}

template <typename T, typename Op>
__inline__ __device__ T blockReduce(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;

  val = warpReduce<T, Op>(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();

  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : Op::identity();
  if (wid == 0) val = warpReduce<T, Op>(val);
  return val;
}

template <typename T, typename Op>
__device__ void reduceKernel(const T *in, T *out, int N) {
  T v = Op::identity();
  int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  if (i < N) v = Op::apply(v, in[i]);
  if (i + blockDim.x < N) v = Op::apply(v, in[i + blockDim.x]);
  v = blockReduce<T, Op>(v);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) {
  reduceKernel<T, MaxOp<T> >(input, partial, n);
}

template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) {
  reduceKernel<T, MinOp<T> >(input, partial, n);
}
