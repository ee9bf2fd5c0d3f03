// expect: gpu=wrong-result emu=race  -- The barrier inside the loop is gone, so a thread reads sdata[tid + stride] before the thread that owns it has stored the previous step's sum.
// Mutant of the textbook kernel of 01-interleaved, with this one mistake.
// 01-interleaved: interleaved-addressing tree in shared memory, one element per thread.
// Block b sums input[b * blockDim.x, (b + 1) * blockDim.x) into partial[b].

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < n ? input[i] : 0.0f;  // past n: the identity, never a read
    __syncthreads();  // every value is stored before the tree reads neighbours

    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0)
            sdata[tid] += sdata[tid + stride];
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
