// A correct 03 written differently: the block's 2 * blockDim.x elements are
// read as float4s by the first half of the threads (a warp reads 512
// contiguous bytes per request); each of those threads adds its four values,
// the other half start the tree with zero.  Every fetched byte is used: the
// coalescing goal must be met on both backends.

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    const float4 *quads = reinterpret_cast<const float4 *>(input);
    unsigned int q = blockIdx.x * (blockDim.x / 2) + tid;  // float4 index

    float sum = 0.0f;
    if (tid < blockDim.x / 2) {
        if (4 * q + 3 < (unsigned int)n) {
            float4 v = quads[q];
            sum = v.x + v.y + v.z + v.w;
        } else {
            for (unsigned int k = 4 * q; k < (unsigned int)n; k++)
                sum += input[k];
        }
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
