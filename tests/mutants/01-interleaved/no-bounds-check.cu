// expect: gpu=over-read emu=out-of-bounds  -- Every thread loads input[i] without checking i < n, so the last block reads past the end of the input.
// Mutant of the textbook kernel of 01-interleaved, with this one mistake.
// 01-interleaved: interleaved-addressing tree in shared memory, one element per thread.
// Block b sums input[b * blockDim.x, (b + 1) * blockDim.x) into partial[b].

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = input[i];
    __syncthreads();  // every value is stored before the tree reads neighbours

    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
