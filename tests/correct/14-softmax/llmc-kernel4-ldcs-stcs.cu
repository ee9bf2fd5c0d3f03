// correct: llm.c's softmax_forward_kernel4 as students copy it: a block per row, warpReduceMax / warpReduceSum by __shfl_xor_sync, the warps' results in one shared array, thread 0 folding them serially into shared[0] between barriers, the input read with __ldcs (streaming) and the output written with __stcs; the exponentials stored, then scaled by 1 / sum
#include <cmath>
#include <cstddef>

__device__ float warpReduceMax(float val)
{
    for (int offset = 16; offset > 0; offset /= 2)
        val = fmaxf(val, __shfl_xor_sync(0xFFFFFFFF, val, offset));
    return val;
}

__device__ float warpReduceSum(float val)
{
    for (int offset = 16; offset > 0; offset /= 2)
        val += __shfl_xor_sync(0xFFFFFFFF, val, offset);
    return val;
}

__global__ void softmax_forward_kernel4(float *out, const float *inp, int N, int C)
{
    extern __shared__ float shared[];
    int idx = blockIdx.x;
    int tid = threadIdx.x;
    int warpId = threadIdx.x / 32;
    int laneId = threadIdx.x % 32;
    int warpsPerBlock = blockDim.x / 32;
    float *maxvals = shared;
    float *sumvals = &shared[warpsPerBlock];

    const float *x = inp + (size_t)idx * C;

    float maxval = -INFINITY;
    for (int i = tid; i < C; i += blockDim.x)
        maxval = fmaxf(maxval, __ldcs(x + i));
    maxval = warpReduceMax(maxval);
    if (laneId == 0)
        maxvals[warpId] = maxval;
    __syncthreads();
    if (tid == 0) {
        float val = maxvals[tid];
        for (int i = 1; i < warpsPerBlock; i++)
            val = fmaxf(val, maxvals[i]);
        maxvals[0] = val;
    }
    __syncthreads();
    float offset = maxvals[0];

    for (int i = tid; i < C; i += blockDim.x)
        __stcs(out + (size_t)idx * C + i, expf(x[i] - offset));

    x = out + (size_t)idx * C;
    float sumval = 0.0f;
    for (int i = tid; i < C; i += blockDim.x)
        sumval += x[i];
    sumval = warpReduceSum(sumval);
    if (laneId == 0)
        sumvals[warpId] = sumval;
    __syncthreads();
    if (tid == 0) {
        float val = sumvals[tid];
        for (int i = 1; i < warpsPerBlock; ++i)
            val += sumvals[i];
        sumvals[0] = val;
    }
    __syncthreads();
    float sum = sumvals[0];

    for (int i = tid; i < C; i += blockDim.x)
        __stcs(out + (size_t)idx * C + i, x[i] / sum);
}

void softmax_rows(const float *d_in, float *d_out, int rows, int cols, int block)
{
    size_t shared_mem_size = 2 * (block / 32) * sizeof(float);
    softmax_forward_kernel4<<<rows, block, shared_mem_size>>>(d_out, d_in, rows, cols);
}
