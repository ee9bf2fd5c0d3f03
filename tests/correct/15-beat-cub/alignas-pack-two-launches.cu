// correct: the aligned middle is read as `struct alignas(16) Pack { float v[4]; }` (one 16-byte load per Pack, its four floats added by a `#pragma unroll` loop), the head and tail as scalars; partials go to scratch from cudaMallocAsync, a second launch of one block adds them into d_result, and cudaFreeAsync returns the scratch on the same stream; dynamic shared memory declared `extern __shared__ __align__(16)`; tests an aligned struct as the vector type and stream-ordered allocation
#include <cstddef>
#include <cstdint>

struct alignas(16) Pack { float v[4]; };

constexpr unsigned THREADS = 256;
constexpr unsigned MAX_GRID = 528;

__device__ float block_sum(float v)
{
    extern __shared__ __align__(16) float per_warp[];
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, d);
    if (threadIdx.x % 32 == 0)
        per_warp[threadIdx.x / 32] = v;
    __syncthreads();
    float total = 0.0f;
    if (threadIdx.x < 32) {
        total = threadIdx.x < blockDim.x / 32 ? per_warp[threadIdx.x] : 0.0f;
        for (int d = 16; d > 0; d >>= 1)
            total += __shfl_down_sync(0xffffffffu, total, d);
    }
    return total;
}

__global__ void __launch_bounds__(THREADS) pass_one(const float *__restrict__ in, float *__restrict__ partials, size_t n, size_t head)
{
    const size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    const Pack *__restrict__ packs = reinterpret_cast<const Pack *>(in + head);
    const size_t count = (n - head) / 4;

    float acc = t < head ? in[t] : 0.0f;
    for (size_t k = t; k < count; k += stride) {
        const Pack p = packs[k];
#pragma unroll
        for (int j = 0; j < 4; ++j)
            acc += p.v[j];
    }
    const size_t tail = head + count * 4;
    if (t < n - tail)
        acc += in[tail + t];

    float total = block_sum(acc);
    if (threadIdx.x == 0)
        partials[blockIdx.x] = total;
}

__global__ void pass_two(const float *__restrict__ partials, float *__restrict__ result, unsigned count)
{
    float acc = 0.0f;
    for (unsigned k = threadIdx.x; k < count; k += blockDim.x)
        acc += partials[k];
    float total = block_sum(acc);
    if (threadIdx.x == 0)
        *result = total;
}

void sum_fast(const float *d_input, float *d_result, size_t n, int block)
{
    (void)block;
    size_t head = (16 - (reinterpret_cast<std::uintptr_t>(d_input) & 15)) % 16 / sizeof(float);
    if (head > n)
        head = n;
    size_t grid = (n / 4 + THREADS - 1) / THREADS;
    grid = grid == 0 ? 1 : (grid > MAX_GRID ? MAX_GRID : grid);

    float *partials = nullptr;
    if (cudaMallocAsync(&partials, grid * sizeof(float), 0) != cudaSuccess)
        return;
    const size_t smem = (THREADS / 32) * sizeof(float);
    pass_one<<<(unsigned)grid, THREADS, smem>>>(d_input, partials, n, head);
    pass_two<<<1, THREADS, smem>>>(partials, d_result, (unsigned)grid);
    cudaFreeAsync(partials, 0);
}
