// expect: gpu=compile-error emu=compile-error -- the kernels, a __device__ function and a __device__ counter are named in German with umlauts and Greek (naïve, Σ_warp, zähler_der_atome): nvcc 13.0 refuses each ("Universal character is not allowed in device entity name"); host functions and locals may keep such names (blöcke here)
// mistake: device entities named past ASCII

#include <cstddef>

__device__ unsigned long long zähler_der_atome;  // atomics issued by the warp part (unused by the host)

__device__ __forceinline__ float Σ_warp(float wert)
{
    for (int δ = 16; δ > 0; δ >>= 1)
        wert += __shfl_xor_sync(0xffffffffu, wert, δ);
    return wert;
}

__device__ __forceinline__ size_t erster_index() { return (size_t)blockIdx.x * blockDim.x + threadIdx.x; }
__device__ __forceinline__ size_t schritt() { return (size_t)gridDim.x * blockDim.x; }

__global__ void naïve(const float *ein, float *aus, size_t n)
{
    for (size_t i = erster_index(); i < n; i += schritt())
        atomicAdd(aus, ein[i]);
}

__global__ void je_block(const float *ein, float *aus, size_t n)
{
    __shared__ float blocksumme;
    if (threadIdx.x == 0)
        blocksumme = 0.0f;
    __syncthreads();
    float s = 0.0f;
    for (size_t i = erster_index(); i < n; i += schritt())
        s += ein[i];
    atomicAdd(&blocksumme, s);
    __syncthreads();
    if (threadIdx.x == 0)
        atomicAdd(aus, blocksumme);
}

__global__ void je_warp(const float *ein, float *aus, size_t n)
{
    float s = 0.0f;
    for (size_t i = erster_index(); i < n; i += schritt())
        s += ein[i];
    s = Σ_warp(s);
    if (threadIdx.x % 32 == 0) {
        atomicAdd(aus, s);
        atomicAdd(&zähler_der_atome, 1ull);
    }
}

static unsigned blöcke(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return g == 0 ? 1u : (g < 1024 ? (unsigned)g : 1024u);
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    naïve<<<blöcke(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    je_block<<<blöcke(n, block), block>>>(d_input, d_result, n);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(float));
    je_warp<<<blöcke(n, block), block>>>(d_input, d_result, n);
}
