// correct: the load is a loop over the block's slice, bounded by the smaller of the
// slice's end and n (a loop that runs once or not at all for one element per thread),
// in long long; the tree's step count comes from blockDim.x by a while loop on an int.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    const long long begin = (long long)blockIdx.x * blockDim.x;
    const long long end = begin + blockDim.x < (long long)n ? begin + blockDim.x : (long long)n;
    float mine = 0.0f;
    for (long long j = begin + threadIdx.x; j < end; j += blockDim.x)
        mine += input[j];
    sdata[threadIdx.x] = mine;
    __syncthreads();
    int active = blockDim.x;
    while (active > 1) {
        active /= 2;
        if ((int)threadIdx.x < active)
            sdata[threadIdx.x] += sdata[threadIdx.x + active];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = sdata[0];
}
