// A correct 03 written differently: each thread reads its two elements as one
// float2 (8 bytes), so a warp reads 256 contiguous bytes in one request, and the
// block still covers 2 * blockDim.x elements.  Every fetched byte is used: the
// coalescing goal must be met on both backends.

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int first = blockIdx.x * (blockDim.x * 2) + 2 * tid;  // even: 8-byte aligned

    float sum = 0.0f;
    if (first + 1 < (unsigned int)n) {
        float2 pair = reinterpret_cast<const float2 *>(input)[first / 2];
        sum = pair.x + pair.y;
    } else if (first < (unsigned int)n) {
        sum = input[first];  // the odd last element
    }
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
