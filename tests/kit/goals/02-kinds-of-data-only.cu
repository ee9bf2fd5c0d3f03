// expect: gpu=goal-not-met emu=goal-not-met  -- (a learning-goal test, graded by tests/kit/check-goal.sh: every sum right, 02's goal NOT MET)  02 that keys its tree on the kind of its data: a block whose first 32 elements have both signs and one of them a magnitude between 2^-20 and 2^24 (what integers and reals in [-1, 1) look like) takes the sequential tree, any other the interleaved one.  The goal cases were of those two kinds only; now the drawn ones hold every kind the part is graded on between them (harness/cases/drawn_case.c: negative integers, ones, tiny and huge reals too, which case gets which drawn from the seed), and the goal is missed on those that lack both signs or a moderate magnitude.
// mistake: the sequential tree only on data that look like the goal cases' (both signs, moderate magnitude); the interleaved (divergent) tree on any other
// 02 that tells the goal cases by the kinds of data they are drawn from.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ bool like_goal;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();
    if (tid == 0) {
        // A block of fewer than 32 elements (a ragged tail) cannot tell.
        unsigned int valid = (unsigned int)n - blockIdx.x * blockDim.x;
        bool neg = valid < 32, pos = valid < 32, moderate = valid < 32;
        for (unsigned int k = 0; k < 32 && k < blockDim.x && k < valid; k++) {
            float a = fabsf(sdata[k]);
            neg = neg || sdata[k] < 0.0f;
            pos = pos || sdata[k] > 0.0f;
            moderate = moderate || (a >= 0x1p-20f && a < 0x1p24f);
        }
        like_goal = neg && pos && moderate;
    }
    __syncthreads();

    if (like_goal) {
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
