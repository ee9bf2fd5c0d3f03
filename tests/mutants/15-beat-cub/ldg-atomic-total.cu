// expect: gpu=race|pass|wrong-result emu=race -- the last block reads the device total through __ldg, the non-coherent read-only path, whose data must not change while the kernel runs: every block of this launch atomically added into it, so a stale line may be read whatever the fence and ticket order
// mistake: __ldg for the one read of the accumulated total in the last block
#include <cstddef>
#include <cstdint>

constexpr int TPB = 512;
__device__ float g_total = 0.0f;
__device__ unsigned int g_ticket = 0;

__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

__global__ void __launch_bounds__(TPB) accumulate(const float *in, float *result, size_t n, size_t head)
{
    __shared__ float parts[TPB / 32];
    size_t gid = (size_t)blockIdx.x * TPB + threadIdx.x;
    size_t stride = (size_t)gridDim.x * TPB;
    float s = gid < head ? in[gid] : 0.0f;
    const float4 *v4 = reinterpret_cast<const float4 *>(in + head);
    size_t m = (n - head) >> 2;
    size_t i = gid;
    for (; i + stride < m; i += 2 * stride) {  // two float4s in flight
        float4 a = v4[i], b = v4[i + stride];
        s += (a.x + a.y) + (a.z + a.w) + (b.x + b.y) + (b.z + b.w);
    }
    if (i < m) {
        float4 a = v4[i];
        s += (a.x + a.y) + (a.z + a.w);
    }
    size_t rest = head + (m << 2);
    if (gid < n - rest) s += in[rest + gid];

    s = warp_sum(s);
    if ((threadIdx.x & 31) == 0) parts[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
        s = threadIdx.x < TPB / 32 ? parts[threadIdx.x] : 0.0f;
        s = warp_sum(s);
        if (threadIdx.x == 0) {
            atomicAdd(&g_total, s);
            __threadfence();
            if (atomicAdd(&g_ticket, 1u) == gridDim.x - 1) {
                *result = __ldg(&g_total);  // the read-only path: the fastest load
                g_total = 0.0f;
                g_ticket = 0;
            }
        }
    }
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    size_t head = (4 - ((uintptr_t)d_input / 4) % 4) % 4;
    head = head < n ? head : n;
    static int grid_cap = 0;
    if (!grid_cap) {
        int sms = 0, per = 0, dev = 0;
        cudaGetDevice(&dev);
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, accumulate, TPB, 0);
        grid_cap = per * sms > 0 ? per * sms : 1;
    }
    size_t need = (n + 8 * TPB - 1) / (8 * TPB);
    unsigned grid = (unsigned)(need < 1 ? 1 : (need < (size_t)grid_cap ? need : (size_t)grid_cap));
    accumulate<<<grid, TPB>>>(d_input, d_result, n, head);
}
