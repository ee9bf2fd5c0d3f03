// correct: generated style: `template <int BLOCK_SIZE>` device body dispatched by a switch on blockDim.x (default: a runtime-size path), float4 loads through __ldg where the segment is whole (the block family's input is aligned and each segment starts at a multiple of 8 floats), a scalar loop for the ragged last segment, #pragma unroll
constexpr int COARSE = 8;

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__device__ float thread_sum(const float *__restrict__ in, int n, int block_size)
{
    const int seg = blockIdx.x * block_size * COARSE;
    const int tid = threadIdx.x;
    float s = 0.0f;
    if (seg + block_size * COARSE <= n) {
        const float4 *v = reinterpret_cast<const float4 *>(in + seg);
#pragma unroll
        for (int k = 0; k < COARSE / 4; ++k) {
            float4 q = __ldg(&v[k * block_size + tid]);
            s += (q.x + q.y) + (q.z + q.w);
        }
    } else {
        for (int i = seg + tid; i < n; i += block_size)
            s += in[i];
    }
    return s;
}

__device__ void finish(float s, float *partial)
{
    __shared__ float warps[32];
    s = warp_sum(s);
    if ((threadIdx.x & 31) == 0) warps[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < (blockDim.x >> 5) ? warps[threadIdx.x] : 0.0f;
        s = warp_sum(s);
        if (threadIdx.x == 0) partial[blockIdx.x] = s;
    }
}

template <int BLOCK_SIZE>
__device__ void body(const float *in, float *partial, int n)
{
    finish(thread_sum(in, n, BLOCK_SIZE), partial);
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 1024: body<1024>(input, partial, n); break;
    case 512: body<512>(input, partial, n); break;
    case 256: body<256>(input, partial, n); break;
    case 128: body<128>(input, partial, n); break;
    case 64: body<64>(input, partial, n); break;
    case 32: body<32>(input, partial, n); break;
    default: finish(thread_sum(input, n, blockDim.x), partial); break;
    }
}
