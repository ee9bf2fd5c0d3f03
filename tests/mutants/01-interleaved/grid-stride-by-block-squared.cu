// expect: gpu=wrong-result emu=wrong-result args=--sizes=65537,--blocks=256 -- the grid-stride loop steps by blockDim.x * blockDim.x (65536 threads at block 256), not by the grid's gridDim.x * blockDim.x threads: once n passes blockDim.x squared, thread 0 of block 0 also adds element 65536, which block 256 adds too; below that size the loop runs once and every case passes (--quick's sizes on the emulator stop at 2^16)
// mistake: the grid-stride loop steps by blockDim.x * blockDim.x, blockDim where gridDim was meant
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float smem[];
    const size_t stride = (size_t)blockDim.x * blockDim.x;
    float mine = 0.0f;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (size_t)n; i += stride)
        mine += input[i];
    smem[threadIdx.x] = mine;
    __syncthreads();

    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        unsigned int owner = 2 * s * threadIdx.x;
        if (owner < blockDim.x)
            smem[owner] += smem[owner + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = smem[0];
}
