// correct: three kernels with scratch arrays of one float per row: a max kernel, a sum
// kernel (both a shared tree per row), a normalising kernel over the whole matrix on a
// 1-D grid; the scratch is cudaMalloc'd and freed in softmax_rows, errors checked.
#include <cstdio>
#include <cfloat>
#include <cmath>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); return; } } while (0)

__global__ void row_max_kernel(const float *in, float *row_max, int cols)
{
    extern __shared__ float s[];
    const float *x = in + (size_t)blockIdx.x * cols;
    float m = -FLT_MAX;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) m = max(m, x[c]);
    s[threadIdx.x] = m;
    __syncthreads();
    for (int k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            s[threadIdx.x] = max(s[threadIdx.x], s[threadIdx.x + k]);
        __syncthreads();
    }
    if (threadIdx.x == 0) row_max[blockIdx.x] = s[0];
}

__global__ void row_sum_kernel(const float *in, const float *row_max, float *row_sum, int cols)
{
    extern __shared__ float s[];
    const float *x = in + (size_t)blockIdx.x * cols;
    float m = row_max[blockIdx.x], acc = 0.0f;
    for (int c = threadIdx.x; c < cols; c += blockDim.x) acc += std::exp(x[c] - m);
    s[threadIdx.x] = acc;
    __syncthreads();
    for (int k = 1; k < blockDim.x; k *= 2) {
        if (threadIdx.x % (2 * k) == 0 && threadIdx.x + k < blockDim.x)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) row_sum[blockIdx.x] = s[0];
}

__global__ void normalise_kernel(const float *in, float *out, const float *row_max,
                                 const float *row_sum, size_t total, int cols)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < total;
         i += (size_t)gridDim.x * blockDim.x) {
        size_t r = i / cols;
        out[i] = std::exp(in[i] - row_max[r]) / row_sum[r];
    }
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    float *d_max = nullptr, *d_sum = nullptr;
    CHECK(cudaMalloc(&d_max, rows * sizeof(float)));
    CHECK(cudaMalloc(&d_sum, rows * sizeof(float)));
    size_t smem = block * sizeof(float);
    row_max_kernel<<<rows, block, smem>>>(d_in, d_max, cols);
    row_sum_kernel<<<rows, block, smem>>>(d_in, d_max, d_sum, cols);
    size_t total = (size_t)rows * cols;
    size_t blocks = (total + block - 1) / block;
    if (blocks > 4096) blocks = 4096;
    normalise_kernel<<<(unsigned)blocks, block>>>(d_in, d_out, d_max, d_sum, total, cols);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    cudaFree(d_max);
    cudaFree(d_sum);
}
