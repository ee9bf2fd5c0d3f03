// correct: each host function makes a blocking stream of its own, queues the zeroing (or the two passes) and the kernels on it, waits with cudaStreamSynchronize and destroys it; the block sum is a shared-memory tree over a power-of-two padded dynamic buffer (extern unsigned char reinterpreted as T, so one kernel serves float and double); tests a student's own stream and a padded tree at block sizes such as 96 and 480.
#include <cstddef>

template <typename T>
__device__ T tree_sum(T v)
{
    extern __shared__ unsigned char smem_raw[];
    T *sdata = reinterpret_cast<T *>(smem_raw);
    unsigned p2 = 1;
    while (p2 < blockDim.x) p2 <<= 1;
    for (unsigned k = threadIdx.x; k < p2; k += blockDim.x)
        sdata[k] = T(0);
    __syncthreads();
    sdata[threadIdx.x] = v;
    __syncthreads();
    for (unsigned s = p2 / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s && threadIdx.x + s < p2)
            sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    return sdata[0];
}

template <typename T>
__global__ void k_sum(const T *in, T *out, size_t n, int use_atomic)
{
    T v = T(0);
    size_t stride = (size_t)blockDim.x * gridDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        v += in[i];
    T b = tree_sum(v);
    if (threadIdx.x == 0) {
        if (use_atomic) atomicAdd(out, b);
        else out[blockIdx.x] = b;
    }
}

static unsigned pow2_at_least(int b)
{
    unsigned p = 1;
    while (p < (unsigned)b) p <<= 1;
    return p;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaStream_t st;
    cudaStreamCreate(&st);
    size_t blocks = (n + block - 1) / block;
    if (blocks > 2048) blocks = 2048;
    cudaMemsetAsync(d_result, 0, sizeof(T), st);
    k_sum<T><<<(unsigned)blocks, block, pow2_at_least(block) * sizeof(T), st>>>(d_input, d_result, n, 1);
    cudaStreamSynchronize(st);
    cudaStreamDestroy(st);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    cudaStream_t st;
    cudaStreamCreate(&st);
    size_t blocks = (n + block - 1) / block;
    if (blocks > 2048) blocks = 2048;
    T *tmp;
    cudaMalloc(&tmp, blocks * sizeof(T));
    size_t shm = pow2_at_least(block) * sizeof(T);
    k_sum<T><<<(unsigned)blocks, block, shm, st>>>(d_input, tmp, n, 0);
    k_sum<T><<<1, block, shm, st>>>(tmp, d_result, blocks, 0);
    cudaStreamSynchronize(st);
    cudaFree(tmp);
    cudaStreamDestroy(st);
}
