// correct: cuda::atomic_ref<int, cuda::thread_scope_block> on shared words: fetch_max/fetch_min for int, and for float the order-preserving int key with a NaN count kept beside it; the shared words set by thread 0 and fenced by __syncthreads(), read back after a second one
#include <cuda/atomic>
#include <climits>
#include <cmath>

__device__ inline int key_of(float f) { int b = __float_as_int(f); return b < 0 ? (b ^ 0x7fffffff) : b; }
__device__ inline float of_key(int k) { return __int_as_float(k < 0 ? (k ^ 0x7fffffff) : k); }

template <typename T, bool Max>
struct Block;

template <bool Max>
struct Block<int, Max> {
    static __device__ void run(const int *in, int *out, int n)
    {
        __shared__ int slot;
        if (threadIdx.x == 0) slot = Max ? INT_MIN : INT_MAX;
        __syncthreads();
        cuda::atomic_ref<int, cuda::thread_scope_block> r(slot);
        int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
        for (int k = 0; k < 2; ++k, i += blockDim.x)
            if (i < n) { if (Max) r.fetch_max(in[i], cuda::std::memory_order_relaxed); else r.fetch_min(in[i], cuda::std::memory_order_relaxed); }
        __syncthreads();
        if (threadIdx.x == 0) out[blockIdx.x] = slot;
    }
};

template <bool Max>
struct Block<float, Max> {
    static __device__ void run(const float *in, float *out, int n)
    {
        __shared__ int slot;
        __shared__ int numbers;
        if (threadIdx.x == 0) { slot = Max ? INT_MIN : INT_MAX; numbers = 0; }
        __syncthreads();
        cuda::atomic_ref<int, cuda::thread_scope_block> r(slot), cnt(numbers);
        int i = blockIdx.x * 2 * blockDim.x + threadIdx.x;
        for (int k = 0; k < 2; ++k, i += blockDim.x) {
            if (i < n && !isnan(in[i])) {
                int key = key_of(in[i]);
                if (Max) r.fetch_max(key, cuda::std::memory_order_relaxed); else r.fetch_min(key, cuda::std::memory_order_relaxed);
                cnt.fetch_add(1, cuda::std::memory_order_relaxed);
            }
        }
        __syncthreads();
        if (threadIdx.x == 0) out[blockIdx.x] = numbers ? of_key(slot) : NAN;
    }
};

template <typename T>
__global__ void reduce_max(const T *input, T *partial, int n) { Block<T, true>::run(input, partial, n); }
template <typename T>
__global__ void reduce_min(const T *input, T *partial, int n) { Block<T, false>::run(input, partial, n); }
