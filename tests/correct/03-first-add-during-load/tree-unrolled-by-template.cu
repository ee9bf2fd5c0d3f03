// correct: the tree is a template on the block size, unrolled by the compiler; the kernel
// picks the instance with a switch on blockDim.x (every power of two from 32 to 1024).
// Exercise 03 — first add during load: each thread adds two inputs, one
// blockDim.x apart, before the tree starts.  A block now covers twice as
// many elements, so half as many blocks are launched, and no thread idles
// during the first step.
//
// Contract: block b sums input[b*2*blockDim.x .. (b+1)*2*blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

template <unsigned BLOCK>
__device__ void tree(float *sdata, unsigned tid)
{
#pragma unroll
    for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

    // Both loads are coalesced: consecutive threads read consecutive floats.
    // Each is bounds-checked on its own: the second can fall past n when
    // the first does not.
    float sum = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned int)n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();

    // The same sequential-addressing tree as 02.
    switch (blockDim.x) {
    case 32: tree<32>(sdata, tid); break;
    case 64: tree<64>(sdata, tid); break;
    case 128: tree<128>(sdata, tid); break;
    case 256: tree<256>(sdata, tid); break;
    case 512: tree<512>(sdata, tid); break;
    default: tree<1024>(sdata, tid); break;
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
