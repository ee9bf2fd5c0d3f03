// Exercise 06, a correct variant: the eight loads go into a register array
// first (all in flight at once), then are added as a pairwise tree; the
// block step is a shared-memory tree padded to a power of two.

constexpr int FACTOR = 8;

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float s[1024];
    const int base = blockIdx.x * blockDim.x * FACTOR + threadIdx.x;

    float v[FACTOR];
#pragma unroll
    for (int k = 0; k < FACTOR; ++k) {
        const int i = base + k * blockDim.x;
        v[k] = i < n ? input[i] : 0.0f;
    }
#pragma unroll
    for (int width = FACTOR / 2; width > 0; width /= 2)
#pragma unroll
        for (int k = 0; k < width; ++k)
            v[k] += v[k + width];

    // Pad up to the next power of two so the halving tree never drops a slot.
    unsigned pow2 = 1;
    while (pow2 < blockDim.x)
        pow2 <<= 1;
    s[threadIdx.x] = v[0];
    for (unsigned t = threadIdx.x + blockDim.x; t < pow2; t += blockDim.x)
        s[t] = 0.0f;
    __syncthreads();
    for (unsigned stride = pow2 / 2; stride > 0; stride >>= 1) {
        for (unsigned t = threadIdx.x; t < stride; t += blockDim.x)
            s[t] += s[t + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = s[0];
}
