// correct: assistant-style generic kernel: a template on the value type with static_assert(cuda::std::is_arithmetic<T>::value), a __host__ __device__ constexpr function for the block's span, the CUDA min() for the count of the block's valid elements, the first add during the load by references into shared memory; the entry point instantiates it for float. Must pass.
#include <cuda/std/type_traits>

template <typename T>
__host__ __device__ constexpr unsigned int span_of(unsigned int block)
{
    return 2u * block;  // each thread adds two elements
}

template <typename T>
__device__ void block_sum(const T *__restrict__ in, T *__restrict__ out, int n)
{
    static_assert(cuda::std::is_arithmetic<T>::value, "block_sum needs a number type");
    extern __shared__ unsigned char smem_raw[];
    T *smem = reinterpret_cast<T *>(smem_raw);

    const unsigned int tid = threadIdx.x;
    const long long start = (long long)blockIdx.x * span_of<T>(blockDim.x);
    const long long valid = min((long long)n - start, (long long)span_of<T>(blockDim.x));

    T &mine = smem[tid];
    mine = tid < valid ? in[start + tid] : T(0);
    if (tid + blockDim.x < valid)
        mine += in[start + tid + blockDim.x];
    __syncthreads();

    for (unsigned int s = blockDim.x >> 1; s != 0; s >>= 1) {
        if (tid < s)
            mine += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = mine;
}

__global__ void reduce_first_add(const float *input, float *partial, int n)
{
    block_sum<float>(input, partial, n);
}
