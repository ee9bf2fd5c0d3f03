// expect: gpu=barrier-divergence|pass emu=barrier-divergence -- the tree's __syncthreads() written twice, once in each branch of if (tid < stride), "so that every thread reaches a barrier": the programming guide allows __syncthreads() in conditional code only where the condition is the same across the block; the emulator reports threads waiting at two different __syncthreads() as barrier divergence (the same file with one more statement after the else branch's barrier is rejected so), but here the compiler merges the two identical calls into one and the file passes
// mistake: the barrier written in both branches of the tree's if, so every thread reaches "a" __syncthreads()
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
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    // Fold the upper half of the live range onto the lower half: stride
    // starts at half the block and halves each step.
    for (unsigned int stride = blockDim.x / 2;
         stride > 0; stride >>= 1) {
        if (tid < stride) {
            sdata[tid] += sdata[tid + stride];
            __syncthreads();
        } else {
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
