// correct: the interleaved tree as a while loop over int indices in a __device__ template on the block size (a switch on blockDim.x picks it, 1 to 1024), `#pragma unroll` on the loop, __ldg for the load and n taken as size_t. Must pass.

template <int BLOCK>
__device__ __forceinline__ void interleaved_tree(float *s, int tid)
{
    int stride = 1;
#pragma unroll
    while (stride < BLOCK) {
        if ((tid & (2 * stride - 1)) == 0)
            s[tid] += s[tid + stride];
        __syncthreads();
        stride <<= 1;
    }
}

template <int BLOCK>
__device__ void block_sum(const float *__restrict__ in, float *__restrict__ out, size_t n)
{
    extern __shared__ float s[];
    const int tid = threadIdx.x;
    const size_t gid = static_cast<size_t>(blockIdx.x) * BLOCK + tid;
    s[tid] = gid < n ? __ldg(in + gid) : 0.0f;
    __syncthreads();
    interleaved_tree<BLOCK>(s, tid);
    if (tid == 0)
        out[blockIdx.x] = s[0];
}

__global__ void reduce_interleaved(const float *input, float *partial, int n)
{
    const size_t count = n > 0 ? static_cast<size_t>(n) : 0;
    switch (blockDim.x) {
    case 1024: block_sum<1024>(input, partial, count); break;
    case 512:  block_sum<512>(input, partial, count); break;
    case 256:  block_sum<256>(input, partial, count); break;
    case 128:  block_sum<128>(input, partial, count); break;
    case 64:   block_sum<64>(input, partial, count); break;
    case 32:   block_sum<32>(input, partial, count); break;
    case 16:   block_sum<16>(input, partial, count); break;
    case 8:    block_sum<8>(input, partial, count); break;
    case 4:    block_sum<4>(input, partial, count); break;
    case 2:    block_sum<2>(input, partial, count); break;
    case 1:    block_sum<1>(input, partial, count); break;
    }
}
