// correct: the block size a template parameter (a switch on blockDim.x picks it), the tree's
// barrier steps as if-constexpr-like tests on the constant, and the last warp written out as
// six explicit steps on a register with __syncwarp() between every read and write (no volatile).
#define FULL_MASK 0xffffffffu
#define ITEMS 2

template <unsigned BS>
__device__ __forceinline__ void tree_step(float *s, unsigned tid)
{
    if (blockDim.x >= BS * 2) {
        if (tid < BS) s[tid] += s[tid + BS];
        __syncthreads();
    }
}

__device__ __forceinline__ float last_warp(float *s, unsigned tid)
{
    float v = s[tid] + s[tid + 32];
    __syncwarp(FULL_MASK); s[tid] = v; __syncwarp(FULL_MASK);
    v += s[tid + 16];
    __syncwarp(FULL_MASK); s[tid] = v; __syncwarp(FULL_MASK);
    v += s[tid + 8];
    __syncwarp(FULL_MASK); s[tid] = v; __syncwarp(FULL_MASK);
    v += s[tid + 4];
    __syncwarp(FULL_MASK); s[tid] = v; __syncwarp(FULL_MASK);
    v += s[tid + 2];
    __syncwarp(FULL_MASK); s[tid] = v; __syncwarp(FULL_MASK);
    v += s[tid + 1];
    return v;
}

template <unsigned BLOCK>
__device__ void block_sum(const float *input, float *partial, int n)
{
    extern __shared__ float s[];
    unsigned tid = threadIdx.x;
    size_t base = (size_t)blockIdx.x * (BLOCK * ITEMS);
    float v = 0.0f;
    if (base + tid < (size_t)n) v += input[base + tid];
    if (base + tid + BLOCK < (size_t)n) v += input[base + tid + BLOCK];
    s[tid] = v;
    __syncthreads();
    if (BLOCK >= 1024) { if (tid < 512) s[tid] += s[tid + 512]; __syncthreads(); }
    if (BLOCK >= 512)  { if (tid < 256) s[tid] += s[tid + 256]; __syncthreads(); }
    if (BLOCK >= 256)  { if (tid < 128) s[tid] += s[tid + 128]; __syncthreads(); }
    if (BLOCK >= 128)  { if (tid < 64)  s[tid] += s[tid + 64];  __syncthreads(); }
    if (tid < 32) {
        float r = last_warp(s, tid);
        if (tid == 0) partial[blockIdx.x] = r;
    }
}

__global__ void reduce_unrolled(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 1024: block_sum<1024>(input, partial, n); break;
    case 512:  block_sum<512>(input, partial, n); break;
    case 256:  block_sum<256>(input, partial, n); break;
    case 128:  block_sum<128>(input, partial, n); break;
    case 64:   block_sum<64>(input, partial, n); break;
    }
}
