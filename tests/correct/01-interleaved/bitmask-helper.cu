// correct: interleaved addressing with the test written as a bit mask ((tid & (2s-1)) == 0),
// the step in a __device__ helper, the shared array's name a #define and the loop counter an int.
#define SMEM sdata
#define ACTIVE(t, s) (((t) & (2 * (s) - 1)) == 0)

__device__ __forceinline__ void add_partner(float *buf, int t, int s)
{
    buf[t] = buf[t] + buf[t + s];
}

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float SMEM[];
    const int tid = threadIdx.x;
    const long long i = (long long)blockIdx.x * blockDim.x + tid;
    float v = 0.0f;
    if (i < n) v = input[i];
    SMEM[tid] = v;
    __syncthreads();
    for (int s = 1; s < (int)blockDim.x; s <<= 1) {
        if (ACTIVE(tid, s))
            add_partner(SMEM, tid, s);
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = SMEM[0];
}
