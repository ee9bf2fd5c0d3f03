// correct: `using namespace std;` and a __device__ swap of the file's own: the plain
// swap(a, b) in the kernel calls it (a function beats std::swap's template), not std::swap.
#include <utility>
using namespace std;

__device__ void swap(float &a, float &b)
{
    float t = a;
    a = b;
    b = t;
}

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    float mine = 0.0f, loaded = (i < (unsigned int)n) ? input[i] : 0.0f;
    swap(mine, loaded);
    sdata[tid] = mine;
    __syncthreads();

    for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}
