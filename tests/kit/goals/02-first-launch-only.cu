// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal finding, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that counts its own launches in a __device__ variable (each block's thread 0 adds one with atomicAdd: the old value is below gridDim.x only in the process's first launch) and takes the sequential tree only there, the interleaved one in every later launch, hoping each profiled case is graded in a process of its own, or first in one, so that it alone is the first launch.  The goal cases run among the others (and a __device__ variable keeps its value across the cases a process runs), so the interleaved tree is profiled too and the goal is missed.
// mistake: the sequential tree only in the first launch of the process; the interleaved (divergent) tree in every later one
// 02 that guesses the profiled case from the number of launches so far.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__device__ unsigned int blocks_seen;

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool first_launch;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (tid == 0)
        first_launch = atomicAdd(&blocks_seen, 1u) < gridDim.x;
    __syncthreads();

    if (first_launch) {
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
