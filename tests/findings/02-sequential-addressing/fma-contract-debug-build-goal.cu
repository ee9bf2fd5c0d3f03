// expect: gpu=goal-not-met emu=goal-not-met  -- Tells nvcc's -G build (whose branch counters judge 02's divergence goal on a GPU) from its -O3 build (graded and timed) at run time by one multiply-add: -O3 contracts a * a + c into a fused multiply-add (fma.rn.f32 in its PTX) and keeps the 2^-24 that a rounded product loses, -G does not contract (no fma in its PTX), so the sequential tree runs where the goal is measured and the interleaved (divergent) one where the kernel is graded.  The emulator's device code fuses as -O3's does (where its CPU has FMA), so it runs the interleaved tree and fails the goal; a GPU grading meets it.
// mistake: the interleaved tree wherever a * a + c is fused; the sequential one where it is rounded twice
// Exercise 02: a finding (tests/findings/README.md), in no meson list.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

// True where a * a + c is rounded twice: 1 + 2^-11 + 2^-24, rounded to a
// float, loses the 2^-24 (a tie, to even), and the sum is 0; fused, it is
// 2^-24.  threadIdx.x * 0 keeps the compiler from folding it.
__device__ bool rounded_twice()
{
    float a = 1.0f + 1.0f / 4096.0f + threadIdx.x * 0.0f;  // 1 + 2^-12
    float c = -(1.0f + 1.0f / 2048.0f);                   // -(1 + 2^-11)
    return a * a + c == 0.0f;
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    __syncthreads();

    if (rounded_twice()) {
        for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
            if (tid < stride)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    } else {
        for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
            if (tid % (2 * stride) == 0)
                sdata[tid] += sdata[tid + stride];
            __syncthreads();
        }
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
