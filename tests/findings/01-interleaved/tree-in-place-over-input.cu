// expect: gpu=wrong-result|unstable-result emu=wrong-result -- the tree runs in global memory over the block's own slice of the input (its const cast away): each partial is right, but the caller's input comes back holding partial sums
// mistake: no shared memory: the interleaved tree adds in place in the input array, as an in-place global-memory tutorial does
__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    float *data = const_cast<float *>(input);
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + tid;

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0 && i + stride < (unsigned int)n)
            data[i] += data[i + stride];
        __syncthreads();
    }
    if (tid == 0)
        partial[blockIdx.x] = i < (unsigned int)n ? data[i] : 0.0f;
}
