// correct: each active thread keeps its running sum in a register and stores it into its
// slot every step; the loop counts log2(blockDim.x) rounds, worked out first, and the stride
// is a shift of the round number; thread 0 writes its register, not sdata[0].
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;
    float mine = (i < (unsigned)n) ? input[i] : 0.0f;
    sdata[tid] = mine;
    __syncthreads();
    unsigned rounds = 0;
    for (unsigned b = blockDim.x; b > 1; b >>= 1) rounds++;
    for (unsigned r = 0; r < rounds; r++) {
        unsigned stride = 1u << r;
        if ((tid % (stride << 1)) == 0) {
            mine += sdata[tid + stride];
            sdata[tid] = mine;
        }
        __syncthreads();
    }
    if (tid == 0) partial[blockIdx.x] = mine;
}
