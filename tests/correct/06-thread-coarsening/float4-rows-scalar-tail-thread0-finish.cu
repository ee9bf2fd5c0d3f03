// correct: the segment read as float4 (two per thread, the eight elements a thread owns being two runs of four: rows of 4*blockDim.x floats) where the whole float4 lies below n; the last, partial float4 of the array read element by element; input alignment is cudaMalloc's; per-warp sums by __shfl_down_sync with the warp sums kept in a static array and summed by thread 0 alone
#define WARPS_MAX 32
__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float sums[WARPS_MAX];
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    int first4 = blockIdx.x * blockDim.x * 2;  // in float4 units: the segment is 2*blockDim.x of them
    float s = 0.0f;
    for (int r = 0; r < 2; r++) {
        int q = first4 + r * blockDim.x + threadIdx.x;  // float4 number
        int e = q * 4;
        if (e + 3 < n) {
            float4 v = in4[q];
            s += (v.x + v.y) + (v.z + v.w);
        } else {
            for (int j = e; j < n && j < e + 4; j++)
                s += input[j];
        }
    }
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_down_sync(0xffffffff, s, off);
    if ((threadIdx.x & 31) == 0) sums[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < (int)(blockDim.x >> 5); w++) t += sums[w];
        partial[blockIdx.x] = t;
    }
}
