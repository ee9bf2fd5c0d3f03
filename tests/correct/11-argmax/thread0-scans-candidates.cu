// correct: the simplest block step: each thread's better-of-two candidate goes to the launch's
// dynamic shared memory (blockDim.x pairs, 8 bytes a thread), and after one barrier thread 0
// scans them all with the full rule, since thread order is not index order.
#include <climits>
#include <cmath>

struct Cand {
    float val;
    int idx;
};

__device__ bool better_than(Cand a, Cand b)
{
    if (a.val != b.val)
        return a.val > b.val;
    return a.idx < b.idx;
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    extern __shared__ Cand cands[];
    int i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    Cand c = {-INFINITY, INT_MAX};
    if (i < n) {
        Cand a = {input[i], i};
        c = a;
    }
    if (i + (int)blockDim.x < n) {
        Cand b = {input[i + blockDim.x], i + (int)blockDim.x};
        if (better_than(b, c))
            c = b;
    }
    cands[threadIdx.x] = c;
    __syncthreads();
    if (threadIdx.x == 0) {
        Cand best = cands[0];
        for (unsigned t = 1; t < blockDim.x; ++t)
            if (better_than(cands[t], best))
                best = cands[t];
        partial_value[blockIdx.x] = best.val;
        partial_index[blockIdx.x] = best.idx;
    }
}
