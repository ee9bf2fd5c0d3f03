// correct: the last warp written out step by step, each step's idle lanes returning from
// the kernel before the full-mask __syncwarp() that follows: lanes that have exited need
// not call it (CUDA), only the live ones, and every live lane does.
// 04-unrolled-last-warp: the shared-memory tree of 02/03, but the last 64 values are
// finished by one warp without __syncthreads (volatile shared memory plus __syncwarp).
//
// Block b sums the 2 * blockDim.x elements starting at b * 2 * blockDim.x and writes the
// sum to partial[b]. Block sizes: powers of two from 64 to 1024 (the warp step reads
// sdata[tid + 32], so at least 64 values must be in shared memory).

constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];  // blockDim.x floats, sized by the launch
    int tid = threadIdx.x;
    int i = blockIdx.x * (blockDim.x * ITEMS_PER_THREAD) + tid;

    // First add during the load (as in 03); elements at or past n count as zero and are
    // never read.
    float sum = 0.0f;
    if (i < n)
        sum = input[i];
    if (i + blockDim.x < n)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();  // every value is in shared memory before anyone reads a neighbour's

    // Tree with barriers while more than one warp is involved. It stops with 64 values
    // left: the last warp takes it from there.
    for (int stride = blockDim.x / 2; stride > WARP_SIZE; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();  // this step's sums are written before the next step reads them
    }

    if (tid >= WARP_SIZE)
        return;
    volatile float *vs = sdata;
    vs[tid] += vs[tid + 32];
    __syncwarp();  // all 32 lanes: the 32 sums are in before lanes 0..15 read them
    if (tid >= 16)
        return;  // exited: the full masks below need not wait for lanes 16..31
    vs[tid] += vs[tid + 16];
    __syncwarp();
    if (tid >= 8)
        return;
    vs[tid] += vs[tid + 8];
    __syncwarp();
    if (tid >= 4)
        return;
    vs[tid] += vs[tid + 4];
    __syncwarp();
    if (tid >= 2)
        return;
    vs[tid] += vs[tid + 2];
    __syncwarp();
    if (tid >= 1)
        return;
    partial[blockIdx.x] = vs[0] + vs[1];
}
