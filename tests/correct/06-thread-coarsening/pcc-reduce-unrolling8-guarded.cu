// Professional CUDA C Programming, chapter 3: reduceUnrolling8.  The book
// loads its eight elements only when the whole group is in range,
// `if (idx + 7 * blockDim.x < n)`, which drops a ragged last block's
// elements (its arrays are whole multiples); each load is guarded here.
// The book's in-place global tree is a shared one, with the warp finish of
// reduceUnrollWarps8 done with shuffles once the warp holds its values.
// Blocks are any multiple of 32, so the tree starts from the largest power
// of two not above blockDim.x.

__global__ void reduce_coarsened(const float *g_idata, float *g_odata, int n)
{
    extern __shared__ float idata[];

    // set thread ID
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x * 8 + threadIdx.x;

    // unrolling 8
    float a1 = 0, a2 = 0, a3 = 0, a4 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0;
    if (idx < n) a1 = g_idata[idx];
    if (idx + blockDim.x < n) a2 = g_idata[idx + blockDim.x];
    if (idx + 2 * blockDim.x < n) a3 = g_idata[idx + 2 * blockDim.x];
    if (idx + 3 * blockDim.x < n) a4 = g_idata[idx + 3 * blockDim.x];
    if (idx + 4 * blockDim.x < n) b1 = g_idata[idx + 4 * blockDim.x];
    if (idx + 5 * blockDim.x < n) b2 = g_idata[idx + 5 * blockDim.x];
    if (idx + 6 * blockDim.x < n) b3 = g_idata[idx + 6 * blockDim.x];
    if (idx + 7 * blockDim.x < n) b4 = g_idata[idx + 7 * blockDim.x];
    idata[tid] = a1 + a2 + a3 + a4 + b1 + b2 + b3 + b4;
    __syncthreads();

    unsigned int pow2 = 32;
    while (pow2 * 2 <= blockDim.x) pow2 *= 2;
    if (tid < blockDim.x - pow2) idata[tid] += idata[tid + pow2];
    __syncthreads();

    // in-place reduction in shared memory
    for (int stride = pow2 / 2; stride > 32; stride >>= 1) {
        if (tid < stride) {
            idata[tid] += idata[tid + stride];
        }
        // synchronize within threadblock
        __syncthreads();
    }

    // unrolling warp: the last 64 slots (or 32, at a block of 32) in one
    // warp; its lanes leave shared memory after the first add and finish
    // through shuffles, which do not reach past the block's slots at 32
    if (tid < 32) {
        volatile float *vmem = idata;
        float v = vmem[tid];
        if (pow2 >= 64) v += vmem[tid + 32];
        v += __shfl_down_sync(0xffffffff, v, 16);
        v += __shfl_down_sync(0xffffffff, v, 8);
        v += __shfl_down_sync(0xffffffff, v, 4);
        v += __shfl_down_sync(0xffffffff, v, 2);
        v += __shfl_down_sync(0xffffffff, v, 1);
        if (tid == 0) g_odata[blockIdx.x] = v;
    }
}
