// correct: the last warp's steps as a recursive __device__ function: each call adds the value offset places up with __syncwarp() after the read and after the write, then calls itself with half the offset (a default argument starts it at 32) until the offset is 0
// 04-unrolled-last-warp: the shared-memory tree of 02/03, but the last 64 values are
// finished by one warp without __syncthreads (volatile shared memory plus __syncwarp).
//
// Block b sums the 2 * blockDim.x elements starting at b * 2 * blockDim.x and writes the
// sum to partial[b]. Block sizes: powers of two from 64 to 1024 (the warp step reads
// sdata[tid + 32], so at least 64 values must be in shared memory).

constexpr int ITEMS_PER_THREAD = 2;
constexpr int WARP_SIZE = 32;

// Warp 0 adds the 64 values sdata[0..63] into one sum, returned in lane 0.
//
// Why no __syncthreads here: only the 32 threads of one warp take part, and __syncwarp is
// enough to order their shared-memory accesses. Why __syncwarp at all: since Volta, lanes
// of a warp are scheduled independently, so "a warp runs in lockstep" is no longer a
// guarantee. Each step therefore reads (all lanes), syncs, writes (all lanes), syncs: no
// lane can overwrite sdata[k] while another lane still has to read the old sdata[k].
// Why volatile: it forces every access to go to shared memory instead of a register copy
// the compiler might keep from an earlier step.
__device__ float warp_reduce_last(volatile float *sdata, int tid, int offset = WARP_SIZE)
{
    // One step, then the rest by a recursive call with half the offset (device code may
    // recurse; every lane of the warp makes the same calls, so the __syncwarp()s match).
    if (offset == 0)
        return sdata[tid];
    float sum = sdata[tid] + sdata[tid + offset];
    __syncwarp();  // every lane has read before any lane overwrites
    sdata[tid] = sum;
    __syncwarp();  // every lane has written before the next call reads
    return warp_reduce_last(sdata, tid, offset / 2);
}

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

    if (tid < WARP_SIZE) {
        float block_sum = warp_reduce_last(sdata, tid);
        if (tid == 0)
            partial[blockIdx.x] = block_sum;
    }
}
