// correct: the tree in double: each thread's two elements are added in double into a static __shared__ double[1024] (8 KB; the launch's dynamic floats go unused), the last warp's volatile steps with __syncwarp() in double too, the block's sum rounded to float once at the store
__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    __shared__ double s[1024];
    unsigned tid = threadIdx.x;
    size_t i = (size_t)blockIdx.x * blockDim.x * 2 + tid;
    double v = 0.0;
    if (i < (size_t)n)
        v = input[i];
    if (i + blockDim.x < (size_t)n)
        v += input[i + blockDim.x];
    s[tid] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 32; stride /= 2) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid < 32) {
        volatile double *vs = s;
        double acc = vs[tid];
        for (unsigned off = 32; off > 0; off /= 2) {
            acc += vs[tid + off];
            __syncwarp();
            vs[tid] = acc;
            __syncwarp();
        }
        if (tid == 0)
            partial[blockIdx.x] = (float)acc;
    }
}
