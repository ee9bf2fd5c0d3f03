// correct: the classic "template <unsigned int blockSize>" device tree with #pragma unroll'd if-chains, dispatched by a switch on blockDim.x inside the one kernel the contract names; volatile last-warp steps guarded by __syncwarp, a default case that falls back to a runtime loop
template <unsigned int BLOCK_SIZE>
__device__ void tree_reduce(volatile float *sdata, unsigned int tid)
{
    if (BLOCK_SIZE >= 1024) { if (tid < 512) sdata[tid] += sdata[tid + 512]; __syncthreads(); }
    if (BLOCK_SIZE >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (BLOCK_SIZE >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (BLOCK_SIZE >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
#pragma unroll
    for (unsigned int s = 32; s > 0; s >>= 1) {
        if (BLOCK_SIZE > s && tid < s)
            sdata[tid] += sdata[tid + s];
        __syncwarp();
    }
}

__device__ void runtime_reduce(float *sdata, unsigned int tid)
{
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned int)n ? input[i] : 0.0f;
    __syncthreads();

    switch (blockDim.x) {
    case 1024: tree_reduce<1024>(sdata, tid); break;
    case 512: tree_reduce<512>(sdata, tid); break;
    case 256: tree_reduce<256>(sdata, tid); break;
    case 128: tree_reduce<128>(sdata, tid); break;
    case 64: tree_reduce<64>(sdata, tid); break;
    case 32: tree_reduce<32>(sdata, tid); break;
    default: runtime_reduce(sdata, tid); break;
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
