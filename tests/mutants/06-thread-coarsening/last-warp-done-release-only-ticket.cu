// expect: gpu=race emu=race -- the ticket is a release fetch_add: each warp publishes its sum, but the last ticket holder's own fetch_add acquires nothing, so its reads of the other warps' sums are unordered with their stores (acq_rel is needed: the same atomic both publishes and acquires)
// mistake: memory_order_release for a ticket whose last holder also reads what the others published
#include <cuda/atomic>

constexpr int kItems = 8;

__device__ float warp_total(float x)
{
#pragma unroll
    for (int lane_mask = 16; lane_mask >= 1; lane_mask >>= 1)
        x += __shfl_xor_sync(0xffffffffu, x, lane_mask);
    return x;
}

__global__ void reduce_coarsened(const float *input, float *partial, int n)
{
    __shared__ float warp_part[32];
    __shared__ unsigned done;
    if (threadIdx.x == 0) done = 0u;
    __syncthreads();

    const int seg = blockIdx.x * blockDim.x * kItems;
    float acc = 0.0f;
#pragma unroll
    for (int k = 0; k < kItems; ++k) {
        const int idx = seg + k * (int)blockDim.x + (int)threadIdx.x;
        if (idx < n) acc += input[idx];
    }
    acc = warp_total(acc);

    const unsigned nwarps = blockDim.x / 32;
    if (threadIdx.x % 32 == 0) {
        warp_part[threadIdx.x / 32] = acc;
        cuda::atomic_ref<unsigned, cuda::thread_scope_block> ticket(done);
        if (ticket.fetch_add(1u, cuda::std::memory_order_release) == nwarps - 1) {
            float sum = 0.0f;
            for (unsigned w = 0; w < nwarps; ++w) sum += warp_part[w];
            partial[blockIdx.x] = sum;
        }
    }
}
