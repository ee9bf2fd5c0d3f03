// correct: every thread keeps Welford's running count, mean and M2 in double whatever T
// is, the count converted by __ull2double_rn, the mean's step divided by __ddiv_rn; the
// warps merge by __shfl_xor_sync (Chan's formula), the blocks' moments go to three
// cudaMalloc'd arrays, one block merges them, and a float result is rounded once with
// __double2float_rn.

#include <cstddef>

__device__ __forceinline__ void merge(double &n, double &mean, double &m2, double n2, double mean2, double m22)
{
    double total = n + n2;
    if (total == 0.0)
        return;
    double delta = mean2 - mean;
    double share = __ddiv_rn(n2, total);
    mean += delta * share;
    m2 += m22 + delta * delta * n * share;
    n = total;
}

__device__ __forceinline__ void warp_merge(double &n, double &mean, double &m2)
{
    for (int lane_mask = 16; lane_mask > 0; lane_mask >>= 1) {
        double n2 = __shfl_xor_sync(0xffffffffu, n, lane_mask);
        double mean2 = __shfl_xor_sync(0xffffffffu, mean, lane_mask);
        double m22 = __shfl_xor_sync(0xffffffffu, m2, lane_mask);
        merge(n, mean, m2, n2, mean2, m22);
    }
}

// The block's moments, in every thread of warp 0.
__device__ void block_merge(double &n, double &mean, double &m2)
{
    __shared__ double s_n[32], s_mean[32], s_m2[32];
    warp_merge(n, mean, m2);
    const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 0) {
        s_n[warp] = n;
        s_mean[warp] = mean;
        s_m2[warp] = m2;
    }
    __syncthreads();
    if (warp == 0) {
        bool has = lane < blockDim.x / 32;
        n = has ? s_n[lane] : 0.0;
        mean = has ? s_mean[lane] : 0.0;
        m2 = has ? s_m2[lane] : 0.0;
        warp_merge(n, mean, m2);
    }
}

template <typename T>
__global__ void moments_kernel(const T *in, size_t count, double *bn, double *bmean, double *bm2)
{
    unsigned long long seen = 0;
    double mean = 0.0, m2 = 0.0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += (size_t)gridDim.x * blockDim.x) {
        double x = (double)in[i];
        seen++;
        double delta = x - mean;
        mean += __ddiv_rn(delta, __ull2double_rn(seen));
        m2 += delta * (x - mean);
    }
    double n = __ull2double_rn(seen);
    block_merge(n, mean, m2);
    if (threadIdx.x == 0) {
        bn[blockIdx.x] = n;
        bmean[blockIdx.x] = mean;
        bm2[blockIdx.x] = m2;
    }
}

__device__ __forceinline__ float to_result(double x, float *) { return __double2float_rn(x); }
__device__ __forceinline__ double to_result(double x, double *) { return x; }

template <typename T>
__global__ void final_kernel(const double *bn, const double *bmean, const double *bm2, int blocks, T *mean_out, T *var_out)
{
    double n = 0.0, mean = 0.0, m2 = 0.0;
    for (int b = threadIdx.x; b < blocks; b += blockDim.x)
        merge(n, mean, m2, bn[b], bmean[b], bm2[b]);
    block_merge(n, mean, m2);
    if (threadIdx.x == 0) {
        *mean_out = to_result(mean, mean_out);
        *var_out = to_result(__ddiv_rn(m2, n), var_out);
    }
}

template <typename T>
void mean_variance(const T *d_input, size_t n, int block, T *d_mean, T *d_var)
{
    size_t want = (n + block - 1) / block;
    int blocks = (int)(want == 0 ? 1 : want < 256 ? want : 256);
    double *scratch = nullptr;
    cudaMalloc(&scratch, 3 * blocks * sizeof(double));
    moments_kernel<T><<<blocks, block>>>(d_input, n, scratch, scratch + blocks, scratch + 2 * blocks);
    final_kernel<T><<<1, block>>>(scratch, scratch + blocks, scratch + 2 * blocks, blocks, d_mean, d_var);
    cudaFree(scratch);
}
