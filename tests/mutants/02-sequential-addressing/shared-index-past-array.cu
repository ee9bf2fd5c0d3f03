// expect: gpu=cuda-error emu=out-of-bounds  -- The first stride is blockDim.x instead of blockDim.x / 2, so every thread reads sdata[tid + blockDim.x], past the end of the blockDim.x-float shared array.
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

    for (int stride = blockDim.x; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
