// correct: each thread keeps its running sum in a register (mySum, as in the CUDA samples'
// reduce3) and stores it back to its shared slot after every add; int indices and a
// while loop that halves the stride with a division.
__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    float mySum = 0.0f;
    if (i < n)
        mySum = input[i];
    sdata[tid] = mySum;
    __syncthreads();

    int s = blockDim.x / 2;
    while (s > 0) {
        if (tid < s) {
            mySum += sdata[tid + s];
            sdata[tid] = mySum;
        }
        __syncthreads();
        s = s / 2;
    }

    if (tid == 0)
        partial[blockIdx.x] = mySum;
}
