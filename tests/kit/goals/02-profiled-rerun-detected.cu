// 02 that tells the profiled run by what it is, not by its grid: a profiled
// case's aside run could be a second launch on the same input and grid right
// after the graded one.  Each block keeps, in a __device__ array, a
// fingerprint of its last launch (n, the grid, its first element's bits); a
// block whose fingerprint repeats takes the sequential tree, any other the
// interleaved (divergent) one.  Every sum is right; the goal must not be met
// (it is measured where this file takes the divergent tree).
// Contract: block b sums input[b*blockDim.x .. b*blockDim.x + blockDim.x)
// (elements at or past n count as zero) and writes the sum to partial[b].

// One slot a block (grids up to 65536 blocks): what the block saw last.
__device__ unsigned long long last_seen[65536];

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    __shared__ int repeat;

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = (i < (unsigned int)n) ? input[i] : 0.0f;
    if (tid == 0) {
        unsigned int first = (i < (unsigned int)n) ? __float_as_uint(input[i]) : 0u;
        unsigned long long print = ((unsigned long long)(unsigned)n * 2654435761ull) ^
                                   ((unsigned long long)gridDim.x << 40) ^ first;
        print |= 1ull;  // never 0, the array's first state
        repeat = blockIdx.x < 65536 && last_seen[blockIdx.x] == print;
        if (blockIdx.x < 65536)
            last_seen[blockIdx.x] = print;
    }
    __syncthreads();

    if (repeat) {
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
