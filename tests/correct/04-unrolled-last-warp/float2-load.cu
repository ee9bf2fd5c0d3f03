// correct: the first add during the load reads the block's 2 * blockDim.x consecutive floats
// as float2 pairs (thread t the pair 2t, 2t+1 of the segment), the pair that straddles n
// read one float at a time; then the solution's barrier loop and volatile + __syncwarp warp.
__device__ float warp_reduce_last(volatile float *s, int tid)
{
    float sum = s[tid];
    for (int off = 32; off > 0; off >>= 1) {
        sum += s[tid + off];
        __syncwarp();
        s[tid] = sum;
        __syncwarp();
    }
    return sum;
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    int tid = threadIdx.x;
    int seg = blockIdx.x * blockDim.x * 2;
    int j = seg + 2 * tid;
    float sum = 0.0f;
    if (j + 1 < n) {
        float2 p = reinterpret_cast<const float2 *>(input)[j / 2];
        sum = p.x + p.y;
    } else if (j < n) {
        sum = input[j];
    }
    sdata[tid] = sum;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 32; stride /= 2) {
        if (tid < stride) sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid < 32) {
        float r = warp_reduce_last(sdata, tid);
        if (tid == 0) partial[blockIdx.x] = r;
    }
}
