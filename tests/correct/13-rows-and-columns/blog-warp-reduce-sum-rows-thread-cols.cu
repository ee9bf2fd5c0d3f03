// Rows: one warp a row, the blog's warpReduceSum (`__shfl_down_sync` with
// FULL_MASK), lane 0 stores; blockDim.x / 32 rows a block.  Columns: one
// thread a column walking down the rows, neighbouring threads on
// neighbouring columns (coalesced), as course notes pair the two.

#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

__global__ void rowSumKernel(const float *A, float *out, int rows, int cols) {
  int warpsPerBlock = blockDim.x / warpSize;
  long long row = (long long)blockIdx.x * warpsPerBlock + threadIdx.x / warpSize;
  int lane = threadIdx.x % warpSize;
  if (row >= rows) return;  // the whole warp leaves together
  const float *r = A + row * cols;
  float sum = 0;
  for (int c = lane; c < cols; c += warpSize) sum += r[c];
  sum = warpReduceSum(sum);
  if (lane == 0) out[row] = sum;
}

__global__ void colSumKernel(const float *A, float *out, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col >= cols) return;
  float sum = 0;
  for (int r = 0; r < rows; ++r) sum += A[(size_t)r * cols + col];
  out[col] = sum;
}

void sum_rows(const float *d_matrix, float *d_out, int rows, int cols, int block) {
  int warpsPerBlock = block / 32;
  int grid = (rows + warpsPerBlock - 1) / warpsPerBlock;
  rowSumKernel<<<grid, block>>>(d_matrix, d_out, rows, cols);
}

void sum_cols(const float *d_matrix, float *d_out, int rows, int cols, int block) {
  int grid = (cols + block - 1) / block;
  colSumKernel<<<grid, block>>>(d_matrix, d_out, rows, cols);
}
