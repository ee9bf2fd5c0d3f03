// correct: a trait picks the 16-byte vector of the element type (float4 for float, double2 for double); each thread grid-strides over whole vectors with size_t indices, the scalar tail (n % 4 floats or n % 2 doubles) goes to the first threads, a warp butterfly and one atomicAdd per warp; the two-phase form stores one partial per block into cudaMalloc'd scratch and a second launch of one block adds them; tests float4/double2 loads selected by a template and if constexpr
#include <cstddef>

template <typename T> struct Vec16;
template <> struct Vec16<float> { using type = float4; static constexpr int width = 4; };
template <> struct Vec16<double> { using type = double2; static constexpr int width = 2; };

template <typename T>
__device__ __forceinline__ T lanes_sum(const typename Vec16<T>::type &q)
{
    if constexpr (Vec16<T>::width == 4)
        return (q.x + q.y) + (q.z + q.w);
    else
        return q.x + q.y;
}

template <typename T>
__device__ T thread_sum(const T *__restrict__ input, size_t n)
{
    using V = typename Vec16<T>::type;
    constexpr int W = Vec16<T>::width;
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    const size_t first = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    const V *__restrict__ vec = reinterpret_cast<const V *>(input);
    const size_t whole = n / W;
    T acc = T(0);
    for (size_t k = first; k < whole; k += stride)
        acc += lanes_sum<T>(vec[k]);
    if (first < n % W)
        acc += input[whole * W + first];
    return acc;
}

template <typename T>
__device__ T warp_sum(T v)
{
    for (int m = 16; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}

template <typename T>
__global__ void atomic_kernel(const T *__restrict__ input, T *result, size_t n)
{
    T v = warp_sum(thread_sum(input, n));
    if ((threadIdx.x & 31) == 0)
        atomicAdd(result, v);
}

template <typename T>
__global__ void partial_kernel(const T *__restrict__ input, T *__restrict__ out, size_t n)
{
    __shared__ T warp_sums[32];
    T v = warp_sum(thread_sum(input, n));
    if ((threadIdx.x & 31) == 0)
        warp_sums[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        v = threadIdx.x < blockDim.x / 32 ? warp_sums[threadIdx.x] : T(0);
        v = warp_sum(v);
        if (threadIdx.x == 0)
            out[blockIdx.x] = v;
    }
}

static unsigned grid_for(size_t n, int block)
{
    size_t blocks = (n / 4 + block - 1) / block;
    return blocks == 0 ? 1u : (unsigned)(blocks < 512 ? blocks : 512);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemset(d_result, 0, sizeof(T));
    atomic_kernel<T><<<grid_for(n, block), block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    const unsigned blocks = grid_for(n, block);
    T *scratch = nullptr;
    if (cudaMalloc(&scratch, blocks * sizeof(T)) != cudaSuccess)
        return;
    partial_kernel<T><<<blocks, block>>>(d_input, scratch, n);
    partial_kernel<T><<<1, block>>>(scratch, d_result, (size_t)blocks);
    cudaDeviceSynchronize();
    cudaFree(scratch);
}
