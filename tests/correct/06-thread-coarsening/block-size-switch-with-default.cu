// correct: the kernel's body is a template on the block size, instantiated through a
// switch over the power-of-two sizes; any other multiple of 32 (96, 352 ...) goes to the
// default case, which passes 0 and uses blockDim.x at run time.
constexpr int COARSE_FACTOR = 8;  // elements each thread adds before the tree
constexpr int WARP_SIZE = 32;
constexpr unsigned FULL_MASK = 0xffffffffu;

__device__ float warp_reduce_sum(float value)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        value += __shfl_down_sync(FULL_MASK, value, offset);
    return value;
}

__device__ float block_reduce_sum(float value)
{
    __shared__ float warp_sums[WARP_SIZE];
    int lane = threadIdx.x % WARP_SIZE;
    int warp = threadIdx.x / WARP_SIZE;
    int warp_count = blockDim.x / WARP_SIZE;

    value = warp_reduce_sum(value);
    if (lane == 0)
        warp_sums[warp] = value;
    __syncthreads();  // per-warp sums are written before warp 0 reads them

    value = 0.0f;
    if (warp == 0) {
        value = lane < warp_count ? warp_sums[lane] : 0.0f;
        value = warp_reduce_sum(value);
    }
    return value;
}

template <int BLOCK>
__device__ void coarsened_body(const float *input, float *partial, int n)
{
    const int threads = BLOCK > 0 ? BLOCK : (int)blockDim.x;
    int tid = threadIdx.x;
    int segment = blockIdx.x * threads * COARSE_FACTOR;

    float sum = 0.0f;
#pragma unroll
    for (int k = 0; k < COARSE_FACTOR; k++) {
        int i = segment + k * threads + tid;
        if (i < n)
            sum += input[i];
    }

    float block_sum = block_reduce_sum(sum);
    if (tid == 0)
        partial[blockIdx.x] = block_sum;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 32: coarsened_body<32>(input, partial, n); break;
    case 64: coarsened_body<64>(input, partial, n); break;
    case 128: coarsened_body<128>(input, partial, n); break;
    case 256: coarsened_body<256>(input, partial, n); break;
    case 512: coarsened_body<512>(input, partial, n); break;
    case 1024: coarsened_body<1024>(input, partial, n); break;
    default: coarsened_body<0>(input, partial, n); break;
    }
}
