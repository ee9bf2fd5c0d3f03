// correct: started from Visual Studio's "CUDA Runtime" project template, whose includes
// it keeps (device_launch_parameters.h, device_functions.h, math_functions.h,
// vector_types.h, stdio.h) though it uses little of them; int indexes and a while
// loop for the tree.
#include "cuda_runtime.h"
#include "device_launch_parameters.h"
#include <device_functions.h>
#include <math_functions.h>
#include <vector_types.h>
#include <stdio.h>

__global__ void reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float cache[];
    int t = threadIdx.x;
    int idx = blockIdx.x * blockDim.x + t;

    cache[t] = idx < n ? input[idx] : 0.0f;
    __syncthreads();

    int half = blockDim.x / 2;
    while (half != 0) {
        if (t < half)
            cache[t] += cache[t + half];
        __syncthreads();
        half /= 2;
    }
    if (t == 0)
        partial[blockIdx.x] = cache[0];
}
