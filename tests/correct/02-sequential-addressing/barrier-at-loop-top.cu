// correct: the barrier at the top of each tree step instead of the bottom, the tree a
// template unrolled per block size through a switch on blockDim.x.
// Sequential addressing with the barrier at the top of each step: it orders the load
// before the first step and every step before the next.  Thread 0 made the last add
// itself, so it may read sdata[0] without another barrier.

template <unsigned BLOCK>
__device__ void tree(float *sdata, unsigned tid)
{
#pragma unroll
    for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
        __syncthreads();
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
    }
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const unsigned tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = i < n ? input[i] : 0.0f;

    switch (blockDim.x) {
    case 1024: tree<1024>(sdata, tid); break;
    case 512: tree<512>(sdata, tid); break;
    case 256: tree<256>(sdata, tid); break;
    case 128: tree<128>(sdata, tid); break;
    case 64: tree<64>(sdata, tid); break;
    case 32: tree<32>(sdata, tid); break;
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
