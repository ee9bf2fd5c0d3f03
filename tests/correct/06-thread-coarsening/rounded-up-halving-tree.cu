// correct: after the coarse loop each thread's sum goes to shared memory and a tree over
// the live count folds the upper (live / 2) slots onto the lower ones, keeping the middle
// slot of an odd count, so blocks of 96 or 352 threads lose nothing.
constexpr int COARSE_FACTOR = 8;  // elements each thread adds before the tree

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    int tid = threadIdx.x;
    int segment = blockIdx.x * blockDim.x * COARSE_FACTOR;

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * blockDim.x + tid;
        if (i < n)
            sum += input[i];
    }

    __shared__ float slots[1024];
    slots[tid] = sum;
    __syncthreads();
    for (int live = blockDim.x; live > 1; ) {
        int keep = (live + 1) / 2;
        if (tid < live - keep)
            slots[tid] += slots[tid + keep];
        __syncthreads();
        live = keep;
    }
    if (tid == 0)
        partial[blockIdx.x] = slots[0];
}
