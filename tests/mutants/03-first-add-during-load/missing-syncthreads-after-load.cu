// expect: gpu=wrong-result emu=race  -- There is no barrier between storing the loaded sums and the first tree step, so a thread reads sdata[tid + stride] before another warp has stored it.
// Mutant of the textbook kernel of 03-first-add-during-load, with this one mistake.
// 03-first-add-during-load: each thread adds two elements while loading, halving the blocks.
// Block b sums input[b * 2 * blockDim.x, (b + 1) * 2 * blockDim.x) into partial[b].

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x * 2 + tid;

    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;

    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
