// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on the data, not on the grid or the schedule: a block whose first 32 elements are all whole numbers takes the sequential tree, any other the interleaved one.  The public goal case is of integer data, but the drawn ones hold every kind the part is graded on between them, reals in [-1, 1), tiny and huge reals among them (harness/cases/drawn_case.c), and the goal is missed there.
// mistake: the sequential tree only where the block's data are whole numbers; the interleaved (divergent) tree on real data
// 02 that tells the profiled cases by their data.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool whole;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    if (tid == 0) {
        whole = true;
        for (unsigned int k = 0; k < 32 && k < blockDim.x; k++)
            whole = whole && sdata[k] == floorf(sdata[k]);
    }
    __syncthreads();

    if (whole) {
        // Sequential addressing: the first `stride` threads add.
        for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    } else {
        // Interleaved addressing: threads at multiples of 2*stride add.
        for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
            if (tid % (2 * stride) == 0)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
