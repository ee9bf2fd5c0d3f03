// correct: the warp phase is run by the block's LAST warp, each lane working on
// sdata[lane] (lane = tid - (blockDim.x - 32)), with volatile and __syncwarp as in the handout
__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * 2) + tid;

    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    for (int stride = blockDim.x / 2; stride > 32; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    int lane = tid - (int)(blockDim.x - 32);
    if (lane >= 0) {
        volatile float *s = sdata;
        float v = s[lane];
        for (int offset = 32; offset > 0; offset /= 2) {
            v += s[lane + offset];
            __syncwarp();
            s[lane] = v;
            __syncwarp();
        }
        if (lane == 0)
            partial[blockIdx.x] = v;
    }
}
