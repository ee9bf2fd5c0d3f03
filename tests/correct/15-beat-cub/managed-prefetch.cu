// correct: cudaMemPrefetchAsync in CUDA 13's form (a cudaMemLocation) on managed scratch; nvcc 13.0
// builds it and it sums right on an H200; the emulator has the call since it learned CUDA 13's form.
// correct: partials in managed memory, prefetched to the device with cudaMemPrefetchAsync, added by a second launch
// Exercise 15, a correct variant: a grid of at most 264 blocks (two per SM
// of an H100; any device runs it, a grid-stride loop covers the rest), a head
// of (16 - address % 16) / 4 floats (4, not 0, when the input is aligned:
// still a valid split), and the partials in managed scratch prefetched to the
// device with cudaMemPrefetchAsync (CUDA 13's form, a cudaMemLocation), added by a second launch.

#include <cstddef>
#include <cstdint>

constexpr int THREADS = 512;
constexpr unsigned GRID = 264;

__device__ float block_total(float v)
{
    __shared__ float warp_sums[THREADS / 32];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    if (threadIdx.x % 32 == 0)
        warp_sums[threadIdx.x / 32] = v;
    __syncthreads();
    v = 0.0f;
    if (threadIdx.x < 32) {
        v = threadIdx.x < THREADS / 32 ? warp_sums[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_xor_sync(0xffffffffu, v, o);
    }
    return v;
}

__global__ void __launch_bounds__(THREADS) partial_sums(const float *__restrict__ in, float *out, size_t n, size_t head)
{
    const size_t tid = (size_t)blockIdx.x * THREADS + threadIdx.x;
    const size_t all = (size_t)gridDim.x * THREADS;
    float s = 0.0f;
    if (tid < head)
        s += in[tid];
    const float4 *v4 = reinterpret_cast<const float4 *>(in + head);
    const size_t quads = (n - head) / 4;
    for (size_t q = tid; q < quads; q += all) {
        float4 v = __ldg(&v4[q]);
        s += (v.x + v.y) + (v.z + v.w);
    }
    const size_t tail = head + quads * 4;
    if (tail + tid < n)
        s += in[tail + tid];
    s = block_total(s);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s;
}

__global__ void __launch_bounds__(THREADS) final_sum(const float *partials, float *result, unsigned count)
{
    float s = 0.0f;
    for (unsigned b = threadIdx.x; b < count; b += THREADS)
        s += partials[b];
    s = block_total(s);
    if (threadIdx.x == 0)
        *result = s;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    size_t head = (16 - reinterpret_cast<uintptr_t>(d_input) % 16) / 4;
    if (head > n)
        head = n;
    size_t wanted = (n + THREADS * 4 - 1) / (THREADS * 4);
    unsigned grid = wanted == 0 ? 1u : (wanted < GRID ? (unsigned)wanted : GRID);
    float *d_partials = nullptr;
    if (cudaMallocManaged((void **)&d_partials, grid * sizeof(float)) != cudaSuccess)
        return;
    int device = 0;
    cudaGetDevice(&device);
    cudaMemLocation where = {};
    where.type = cudaMemLocationTypeDevice;
    where.id = device;
    cudaMemPrefetchAsync(d_partials, grid * sizeof(float), where, 0, 0);  // keep the scratch on the device
    partial_sums<<<grid, THREADS>>>(d_input, d_partials, n, head);
    final_sum<<<1, THREADS>>>(d_partials, d_result, grid);
    cudaDeviceSynchronize();
    cudaFree(d_partials);
}
