// expect: gpu=wrong-result emu=wrong-result args=--sizes=36,1000,--blocks=32,256 -- a probe, not a student's mistake: the last element is dropped where n % 32 is 4 to 30; the default matrix (emulator and GPU) passes it, since every size it runs on 01 is 0, 1, 2, 3 or 31 mod 32 (1, 2, 31, 32, 33, span - 1, span, span + 1, 2 span + 1, 4099, 1000003, 2^k - 1, 2^k, 2^k + 1), and so mod 8 only 0, 1, 2, 3 and 7
// mistake: (probe) the load skips input[n - 1] when n % 32 lies in 4..30
// Exercise 01 — interleaved addressing: each block sums its slice of the
// input with a tree in shared memory whose stride doubles every step.
//
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].
// The grader launches reduce_interleaved<<<grid, block, block*sizeof(float)>>>.

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Load one element per thread.  Threads past the end load the identity
    // (0), so the tree below never has to check bounds again.
    sdata[tid] = (i < (unsigned int)n && !(i + 1 == (unsigned)n && (n % 32 >= 4 && n % 32 <= 30))) ? input[i] : 0.0f;
    // Every element must be in shared memory before anyone reads a neighbour.
    __syncthreads();

    // Step s: thread tid owns sdata[tid] and adds the partial sum that sits
    // `stride` slots to its right.  Only threads at multiples of 2*stride
    // own a partial at this step; the others are done.
    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0) {
            sdata[tid] += sdata[tid + stride];
        }
        // The next step reads what this step wrote.
        __syncthreads();
    }

    // Thread 0 owns the whole block's sum.
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
