// correct: "CUDA by Example"'s shared cache for an argmax: two static __shared__ arrays of 1024 (values and indices), each thread's better-of-two stored, then the book's while loop halving i with a barrier every step; for blocks that are not a power of two (96, 352, 672) i starts at half the next power of two up and a slot at or past blockDim.x is never read
#include <cfloat>
#include <climits>
#include <cmath>

const int MAX_THREADS = 1024;

__device__ bool beats(float v, int i, float w, int j)
{
    return v > w || (v == w && i < j);
}

__global__ void block_argmax(const float *input, float *partial_value, int *partial_index, int n)
{
    __shared__ float cacheVal[MAX_THREADS];
    __shared__ int cacheIdx[MAX_THREADS];
    int cacheIndex = threadIdx.x;
    int tid = blockIdx.x * blockDim.x * 2 + threadIdx.x;

    float best = -INFINITY;
    int where = INT_MAX;
    if (tid < n) {
        best = input[tid];
        where = tid;
    }
    if (tid + (int)blockDim.x < n && beats(input[tid + blockDim.x], tid + blockDim.x, best, where)) {
        best = input[tid + blockDim.x];
        where = tid + blockDim.x;
    }
    cacheVal[cacheIndex] = best;
    cacheIdx[cacheIndex] = where;
    __syncthreads();

    int pow2 = 1;
    while (pow2 < (int)blockDim.x)
        pow2 *= 2;
    int i = pow2 / 2;
    while (i != 0) {
        int other = cacheIndex + i;
        if (cacheIndex < i && other < (int)blockDim.x &&
            beats(cacheVal[other], cacheIdx[other], cacheVal[cacheIndex], cacheIdx[cacheIndex])) {
            cacheVal[cacheIndex] = cacheVal[other];
            cacheIdx[cacheIndex] = cacheIdx[other];
        }
        __syncthreads();
        i /= 2;
    }
    if (cacheIndex == 0) {
        partial_value[blockIdx.x] = cacheVal[0];
        partial_index[blockIdx.x] = cacheIdx[0];
    }
}
