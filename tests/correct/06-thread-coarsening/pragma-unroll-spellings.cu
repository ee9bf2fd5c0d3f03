// correct: #pragma unroll written every way nvcc takes it: a template parameter (#pragma unroll K), a parenthesised constant expression, a count equal to the trip count (#pragma unroll 5 over five trips), and _Pragma("unroll") from a macro; tests that the emulator's compiler reads each the same and the loops run whole
constexpr int COARSE = 8;
#define UNROLL_ALL _Pragma("unroll")

template <int K>
__device__ float load_k(const float *__restrict__ in, unsigned base, unsigned stride, int n)
{
    float acc = 0.0f;
#pragma unroll K
    for (int k = 0; k < K; ++k) {
        const unsigned i = base + k * stride;
        if (i < (unsigned)n) acc += in[i];
    }
    return acc;
}

__global__ void reduce_coarsened(const float *__restrict__ input, float *__restrict__ partial, int n)
{
    __shared__ float sums[32];
    const unsigned base = blockIdx.x * blockDim.x * COARSE + threadIdx.x;
    float v = load_k<COARSE / 2>(input, base, blockDim.x, n);
    float w = 0.0f;
#pragma unroll (COARSE / 2)
    for (int k = COARSE / 2; k < COARSE; ++k) {
        const unsigned i = base + k * blockDim.x;
        if (i < (unsigned)n) w += input[i];
    }
    v += w;
    UNROLL_ALL
    for (int m = 16; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    if (threadIdx.x % 32 == 0) sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? sums[threadIdx.x] : 0.0f;
#pragma unroll 5
        for (int m = 16; m > 0; m >>= 1)
            v += __shfl_xor_sync(0xffffffffu, v, m);
        if (threadIdx.x == 0) partial[blockIdx.x] = v;
    }
}
