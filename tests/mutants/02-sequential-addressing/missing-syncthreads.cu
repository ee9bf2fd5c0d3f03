// expect: gpu=wrong-result emu=race  -- The barrier inside the loop is gone, so thread tid reads sdata[tid + stride] while the thread that owns it may still be adding into it.
// Mutant of the textbook kernel of 02-sequential-addressing, with this one mistake.
// 02-sequential-addressing: the tree with the active threads packed at the front.
// Block b sums input[b * blockDim.x, (b + 1) * blockDim.x) into partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;

    sdata[tid] = i < n ? input[i] : 0.0f;  // past n: the identity, never a read
    __syncthreads();  // every value is stored before the tree reads neighbours

    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
