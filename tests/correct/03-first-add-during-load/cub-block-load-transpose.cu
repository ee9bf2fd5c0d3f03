// correct: the pair loaded by cub::BlockLoad<float, BLOCK, 2, cub::BLOCK_LOAD_TRANSPOSE> (striped, so coalesced, global loads, then a transpose through its TempStorage into a blocked pair), guarded by the block's valid count with 0 for the rest, then added before the tree. Must pass.
#include <cub/cub.cuh>

template <int BLOCK>
__device__ void block_sum(const float *input, float *partial, int n)
{
    __shared__ float sdata[BLOCK];
    float items[2];
    const int base = blockIdx.x * 2 * BLOCK;
    const int valid = min(n - base, 2 * BLOCK);
    using Load = cub::BlockLoad<float, BLOCK, 2, cub::BLOCK_LOAD_TRANSPOSE>;
    __shared__ typename Load::TempStorage tmp;
    Load(tmp).Load(input + base, items, valid, 0.0f);
    sdata[threadIdx.x] = items[0] + items[1];
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = sdata[0];
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    switch (blockDim.x) {
    case 1024: block_sum<1024>(input, partial, n); break;
    case 512: block_sum<512>(input, partial, n); break;
    case 256: block_sum<256>(input, partial, n); break;
    case 128: block_sum<128>(input, partial, n); break;
    case 64: block_sum<64>(input, partial, n); break;
    case 32: block_sum<32>(input, partial, n); break;
    case 16: block_sum<16>(input, partial, n); break;
    case 8: block_sum<8>(input, partial, n); break;
    case 4: block_sum<4>(input, partial, n); break;
    case 2: block_sum<2>(input, partial, n); break;
    case 1: block_sum<1>(input, partial, n); break;
    }
}
