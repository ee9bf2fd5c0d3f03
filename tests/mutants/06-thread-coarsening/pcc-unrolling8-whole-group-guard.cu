// expect: gpu=wrong-result emu=wrong-result args=--sizes=1000,--blocks=32 -- reduceUnrolling8 as Professional CUDA C prints it: the eight loads happen only when the thread's last one, idx + 7 x blockDim.x, is below n; the book's n is a whole number of groups, here the last block is ragged and its threads whose eighth element is past n add nothing at all
// mistake: one guard for the whole group of eight, on its last element, so a ragged segment's in-range elements are dropped
// Professional CUDA C Programming, chapter 3: reduceUnrolling8, its load
// copied as printed; the rest as the exercise needs (shared tree from the
// largest power of two, shuffles for the last warp).

__global__ void reduce_coarsened(const float *g_idata, float *g_odata, int n)
{
    extern __shared__ float idata[];

    // set thread ID
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x * 8 + threadIdx.x;

    // unrolling 8
    float a1 = 0, a2 = 0, a3 = 0, a4 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0;
    if (idx + 7 * blockDim.x < n)
    {
        a1 = g_idata[idx];
        a2 = g_idata[idx + blockDim.x];
        a3 = g_idata[idx + 2 * blockDim.x];
        a4 = g_idata[idx + 3 * blockDim.x];
        b1 = g_idata[idx + 4 * blockDim.x];
        b2 = g_idata[idx + 5 * blockDim.x];
        b3 = g_idata[idx + 6 * blockDim.x];
        b4 = g_idata[idx + 7 * blockDim.x];
    }
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
