// PMPP 4th ed., chapter 10: CoarsenedSumReductionKernel exactly as its
// multi-block form ends, `if (t == 0) atomicAdd(output, input_s[0]);`
// (the atomic part), and for the two-phase part the same kernel writing
// one partial a block, run again over the partials until one is left.
// The book's unsigned int segment/i are size_t here: n may pass 2^31.
// The output is zeroed first, as the book's host code does with cudaMemset.

#include <cuda_runtime.h>

#define BLOCK_DIM 1024
#define COARSE_FACTOR 2

template <typename T, bool atomic>
__global__ void CoarsenedSumReductionKernel(const T *input, T *output, size_t n) {
  __shared__ T input_s[BLOCK_DIM];
  size_t segment = (size_t)COARSE_FACTOR * 2 * blockDim.x * blockIdx.x;
  size_t i = segment + threadIdx.x;
  unsigned int t = threadIdx.x;
  T sum = 0;
  for (unsigned int tile = 0; tile < COARSE_FACTOR * 2; ++tile) {
    if (i + tile * blockDim.x < n) sum += input[i + tile * blockDim.x];
  }
  input_s[t] = sum;
  // blocks are multiples of 32: fold onto the largest power of two first
  unsigned int p = 1;
  while (p * 2 <= blockDim.x) p *= 2;
  __syncthreads();
  if (t < blockDim.x - p) input_s[t] += input_s[t + p];
  for (unsigned int stride = p / 2; stride >= 1; stride /= 2) {
    __syncthreads();
    if (t < stride) {
      input_s[t] += input_s[t + stride];
    }
  }
  if (t == 0) {
    if (atomic)
      atomicAdd(output, input_s[0]);
    else
      output[blockIdx.x] = input_s[0];
  }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block) {
  size_t per_block = (size_t)COARSE_FACTOR * 2 * block;
  size_t grid = (n + per_block - 1) / per_block;
  cudaMemset(d_result, 0, sizeof(T));
  if (grid > 0)
    CoarsenedSumReductionKernel<T, true><<<(unsigned)grid, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block) {
  size_t per_block = (size_t)COARSE_FACTOR * 2 * block;
  size_t grid = (n + per_block - 1) / per_block;
  if (grid == 0) grid = 1;
  T *a = nullptr, *b = nullptr;
  cudaMalloc(&a, grid * sizeof(T));
  cudaMalloc(&b, grid * sizeof(T));
  CoarsenedSumReductionKernel<T, false><<<(unsigned)grid, block>>>(d_input, a, n);
  size_t left = grid;
  while (left > 1) {
    size_t g = (left + per_block - 1) / per_block;
    CoarsenedSumReductionKernel<T, false><<<(unsigned)g, block>>>(a, b, left);
    T *tmp = a; a = b; b = tmp;
    left = g;
  }
  cudaMemcpy(d_result, a, sizeof(T), cudaMemcpyDeviceToDevice);
  cudaFree(a);
  cudaFree(b);
}
