// correct: eight elements a thread, warp sums by __shfl_xor_sync; no barrier after them: each warp's lane 0 stores its sum and takes a ticket with cuda::atomic_ref<unsigned, cuda::thread_scope_block>::fetch_add(1, memory_order_acq_rel), a release of its store and an acquire of every earlier one's, and the lane that draws the last ticket adds the warp sums (the counter is zeroed before the one __syncthreads)
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
        if (ticket.fetch_add(1u, cuda::std::memory_order_acq_rel) == nwarps - 1) {
            float sum = 0.0f;
            for (unsigned w = 0; w < nwarps; ++w) sum += warp_part[w];
            partial[blockIdx.x] = sum;
        }
    }
}
