// expect: gpu=compile-error emu=compile-error -- std::swap is a __host__ function (not constexpr in C++17): nvcc refuses a kernel that calls it (calling a __host__ function from a __global__ function is not allowed), the emulator runs it on the CPU
// mistake: std::swap in a kernel
// Exercise 02 — sequential addressing: the same tree as 01, but the active
// threads are always the first `stride` ones, so whole warps either work or
// sit out and the warps that work do not diverge.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Pad with the identity past the end, as in 01.
    float mine = (i < (unsigned int)n) ? input[i] : 0.0f, zero = 0.0f;
    if (i >= (unsigned int)n)
        std::swap(mine, zero); // already 0: a swap that changes nothing, to show the call
    sdata[tid] = mine;
    __syncthreads();

    // Fold the upper half of the live range onto the lower half: stride
    // starts at half the block and halves each step.
    for (unsigned int stride = blockDim.x / 2;
         stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        // The next step reads what this step wrote.
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
