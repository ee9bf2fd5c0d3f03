// Exercise 07, a correct variant: C++'s alternative tokens (and, or, not) and host
// names in German with umlauts (legal C++; a host name may be past ASCII, a kernel's
// may not).

#include <cstddef>
template <typename T> T *scratch(unsigned g) { static void *Zwischenspeicher = nullptr; const bool leer = not Zwischenspeicher; if (leer and cudaMalloc(&Zwischenspeicher, 512 * sizeof(double)) != cudaSuccess) return nullptr; return (g > 512 or g == 0) ? nullptr : static_cast<T *>(Zwischenspeicher); }
static constexpr int größe = 512;
static_assert(größe == 512, "Blöcke");
template <typename T>
__device__ T warp_sum(T v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

template <typename T>
__global__ void share_kernel(const T *in, T *out, size_t n, bool atomic)
{
    __shared__ T lanes[32];
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    acc = warp_sum(acc);
    if (threadIdx.x % 32 == 0)
        lanes[threadIdx.x / 32] = acc;
    __syncthreads();
    if (threadIdx.x < 32) {
        acc = warp_sum(threadIdx.x < blockDim.x / 32 ? lanes[threadIdx.x] : T(0));
        if (threadIdx.x == 0) {
            if (atomic)
                atomicAdd(out, acc);
            else
                out[blockIdx.x] = acc;
        }
    }
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g < 512 ? (unsigned)g : 512u);
}
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    share_kernel<T><<<grid_for(n, block), block>>>(d_input, d_result, n, true);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    unsigned g = grid_for(n, block);
    T *part = scratch<T>(g);
    if (!part) return;
    share_kernel<T><<<g, block>>>(d_input, part, n, false);
    share_kernel<T><<<1, block>>>(part, d_result, g, false);
}

template void sum_atomic<float>(const float *, float *, size_t, int);
template void sum_atomic<double>(const double *, double *, size_t, int);
template void sum_two_phase<float>(const float *, float *, size_t, int);
template void sum_two_phase<double>(const double *, double *, size_t, int);
