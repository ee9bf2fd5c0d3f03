// correct: the interleaved tree mirrored: the sum gathers at the block's last slot (thread t adds t - stride when t + 1 is a multiple of 2 * stride), and the last thread stores it
__global__ void reduce_interleaved(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x;
    const int last = blockDim.x - 1;
    const long long i = (long long)blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < n ? input[i] : 0.0f;
    __syncthreads();

    for (int stride = 1; stride < (int)blockDim.x; stride <<= 1) {
        if ((tid + 1) % (2 * stride) == 0)
            sdata[tid] += sdata[tid - stride];
        __syncthreads();
    }

    if (tid == last)
        partial[blockIdx.x] = sdata[last];
}
