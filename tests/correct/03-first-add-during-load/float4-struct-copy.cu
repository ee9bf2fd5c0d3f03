// A correct 03 written differently: the block's elements are copied into
// shared memory as float4s, whole structs at a time (a warp moves 512
// contiguous bytes per request), and each thread then adds its two slots.
// Every fetched byte is used: the coalescing goal must be met on both backends.

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats: the launch gives no more

    unsigned int tid = threadIdx.x;
    unsigned int base = blockIdx.x * (blockDim.x * 2);  // a multiple of 64: 16-byte aligned
    unsigned int quads = blockDim.x / 2;                // float4s in the block's slice

    // Pairs are added as they arrive so that blockDim.x floats are enough:
    // float4 q of the slice holds elements 4q..4q+3, i.e. slots 2q and 2q+1.
    float2 *pairs = reinterpret_cast<float2 *>(sdata);
    if (tid < quads) {
        unsigned int first = base + 4 * tid;
        float4 v;
        if (first + 3 < (unsigned int)n) {
            v = reinterpret_cast<const float4 *>(input)[first / 4];
        } else {
            v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            if (first < (unsigned int)n) v.x = input[first];
            if (first + 1 < (unsigned int)n) v.y = input[first + 1];
            if (first + 2 < (unsigned int)n) v.z = input[first + 2];
        }
        pairs[tid] = make_float2(v.x + v.y, v.z + v.w);
    }
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
