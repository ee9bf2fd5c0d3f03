// Online softmax, Milakov & Gimelshein, "Online normalizer calculation for
// softmax" (2018), algorithm 3, as their reference code writes it: each
// thread keeps a pair (m, d), the running max and the sum of exp(x - m);
// reduce_md_op merges two pairs, rescaling the smaller-max one's d by
// exp(m_small - m_big); a block reduces its pairs (warp shuffles, then the
// warps' pairs), and a second sweep writes exp(x - m) / d.  One block a row,
// the row index in gridDim.x; the identity m = -FLT_MAX keeps
// m_small - m_big finite where two empty pairs merge.

#include <cfloat>
#include <cuda_runtime.h>

struct __align__(8) MD {
  float m;
  float d;
};

__device__ __forceinline__ MD reduce_md_op(MD a, MD b) {
  bool a_bigger = (a.m > b.m);
  MD bigger_m = a_bigger ? a : b;
  MD smaller_m = a_bigger ? b : a;
  MD res;
  res.d = bigger_m.d + smaller_m.d * __expf(smaller_m.m - bigger_m.m);
  res.m = bigger_m.m;
  return res;
}

__device__ MD warp_reduce_md(MD md) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    MD other;
    other.m = __shfl_down_sync(0xffffffff, md.m, offset);
    other.d = __shfl_down_sync(0xffffffff, md.d, offset);
    md = reduce_md_op(md, other);
  }
  return md;
}

__global__ void online_softmax(const float *x, float *y, int V) {
  __shared__ MD warp_md[32];
  __shared__ MD md_total;
  const float *row_x = x + (size_t)blockIdx.x * V;
  float *row_y = y + (size_t)blockIdx.x * V;

  MD partial;
  partial.m = -FLT_MAX;
  partial.d = 0.0F;
  for (int elem_id = threadIdx.x; elem_id < V; elem_id += blockDim.x) {
    MD new_elem;
    new_elem.m = row_x[elem_id];
    new_elem.d = 1.0F;
    partial = reduce_md_op(partial, new_elem);
  }

  partial = warp_reduce_md(partial);
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0) warp_md[warp] = partial;
  __syncthreads();
  if (warp == 0) {
    MD md;
    md.m = -FLT_MAX;
    md.d = 0.0F;
    if (lane < blockDim.x / 32) md = warp_md[lane];
    md = warp_reduce_md(md);
    if (lane == 0) md_total = md;
  }
  __syncthreads();

  float d_total_inverse = __fdividef(1.0F, md_total.d);
  for (int elem_id = threadIdx.x; elem_id < V; elem_id += blockDim.x)
    row_y[elem_id] = __expf(row_x[elem_id] - md_total.m) * d_total_inverse;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block) {
  if (rows == 0 || cols == 0) return;
  online_softmax<<<rows, block>>>(d_in, d_out, cols);
}
