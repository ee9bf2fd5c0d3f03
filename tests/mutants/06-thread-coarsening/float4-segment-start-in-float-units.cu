// expect: gpu=wrong-result emu=wrong-result -- the block's first float4 is counted in floats (8 * blockDim.x per block) while it indexes the float4 array: block b starts at float 32 * b * blockDim.x, four times too far, so every block but 0 sums another block's span, or nothing where that lies past n (the guards keep every read below n)
// mistake: the segment's start in float4 units computed as blockIdx.x * blockDim.x * 8, the float count
#define WARPS_MAX 32
__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float sums[WARPS_MAX];
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    int first4 = blockIdx.x * blockDim.x * 8;  // the segment is 8*blockDim.x floats
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
