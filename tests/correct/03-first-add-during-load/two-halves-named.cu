// correct: the block's two halves named as pointers (lo = the block's first blockDim.x
// elements, hi = the next blockDim.x), each with its own count of valid elements clamped
// at zero in int arithmetic; the tree is a do-while that halves an int stride.
__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sh[];
    const int t = threadIdx.x;
    const int B = blockDim.x;
    const int base = blockIdx.x * 2 * B;
    const float *lo = input + base;
    const float *hi = lo + B;
    int lo_count = n - base;        // may exceed B; at least 1 for every launched block
    int hi_count = n - base - B;    // may be zero or negative
    float x = t < lo_count ? lo[t] : 0.0f;
    float y = t < hi_count ? hi[t] : 0.0f;
    sh[t] = x + y;
    __syncthreads();
    int stride = B;
    do {
        stride /= 2;
        if (t < stride)
            sh[t] += sh[t + stride];
        __syncthreads();
    } while (stride > 1);
    if (t == 0)
        partial[blockIdx.x] = sh[0];
}
