/* Exercise 14, a correct variant in C style on the host: a scratch buffer for the row
 * statistics allocated and freed per call with a goto-based cleanup, error codes
 * checked, and two kernels (row statistics, then the normalisation). */

#include <math.h>
#include <stdio.h>

struct row_stats { float max, sum; };

__device__ static float warp_max(float v) { for (int o = 16; o; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o)); return v; }
__device__ static float warp_add(float v) { for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o); return v; }

/* one block per row: the max, then the sum of exp(x - max); thread 0 stores both */
__global__ void stats_kernel(const float *in, struct row_stats *stats, int cols)
{
    __shared__ float lanes[32];
    __shared__ float row_max;
    const float *x = in + (size_t)blockIdx.x * cols;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
    float m = -INFINITY, s = 0.0f;
    int c;

    for (c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, x[c]);
    m = warp_max(m);
    if (lane == 0) lanes[warp] = m;
    __syncthreads();
    if (warp == 0) {
        m = warp_max(lane < warps ? lanes[lane] : -INFINITY);
        if (lane == 0) row_max = m;
    }
    __syncthreads();
    m = row_max;
    for (c = threadIdx.x; c < cols; c += blockDim.x) s += expf(x[c] - m);
    s = warp_add(s);
    __syncthreads();             /* lanes[] is read above before it is written again */
    if (lane == 0) lanes[warp] = s;
    __syncthreads();
    if (warp == 0) {
        s = warp_add(lane < warps ? lanes[lane] : 0.0f);
        if (lane == 0) { stats[blockIdx.x].max = m; stats[blockIdx.x].sum = s; }
    }
}

__global__ void normalise_kernel(const float *in, float *out, const struct row_stats *stats, int cols)
{
    const size_t base = (size_t)blockIdx.x * cols;
    const struct row_stats st = stats[blockIdx.x];
    int c;
    for (c = threadIdx.x; c < cols; c += blockDim.x) out[base + c] = expf(in[base + c] - st.max) / st.sum;
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    struct row_stats *d_stats = NULL;
    cudaError_t err;

    if (rows <= 0 || cols <= 0) return;
    err = cudaMalloc((void **)&d_stats, (size_t)rows * sizeof *d_stats);
    if (err != cudaSuccess) goto fail;
    stats_kernel<<<rows, block>>>(d_in, d_stats, cols);
    normalise_kernel<<<rows, block>>>(d_in, d_out, d_stats, cols);
    err = cudaGetLastError();
    if (err != cudaSuccess) goto fail;
    err = cudaDeviceSynchronize();
    if (err != cudaSuccess) goto fail;
    cudaFree(d_stats);
    return;
fail:
    fprintf(stderr, "softmax_rows: %s\n", cudaGetErrorString(err));
    if (d_stats) cudaFree(d_stats);
}
