// expect: gpu=pass emu=pass -- correct: the first pass counts its blocks into a device counter; the host copies that count back and sizes the second launch with it (a host value in the launch configuration and an argument), and the second pass adds the partials it reads from device memory
// correct: a block count read back with cudaMemcpy, then a second kernel of one block over that many partials
// 07-multi-block: the sum of a whole array, two ways (see exercises/07-multi-block).
#include <cstddef>

constexpr int MAXB = 1024;

template <typename T>
__device__ T block_sum(T v)
{
    __shared__ T s[1024];
    s[threadIdx.x] = v;
    __syncthreads();
    unsigned top = 1; // the tree over the next power of two: any block size
    while (top < blockDim.x)
        top *= 2;
    for (unsigned k = top / 2; k > 0; k /= 2) {
        if (threadIdx.x < k && threadIdx.x + k < blockDim.x)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    return s[0];
}

template <typename T>
__global__ void partials_counted(const T *in, size_t n, T *part, unsigned *count)
{
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    v = block_sum(v);
    if (threadIdx.x == 0) {
        part[blockIdx.x] = v;
        atomicAdd(count, 1u);
    }
}

template <typename T>
__global__ void add_partials(const T *part, unsigned count, T *out, bool accumulate)
{
    T v = 0;
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        v += part[b];
    v = block_sum(v);
    if (threadIdx.x == 0) {
        if (accumulate)
            atomicAdd(out, v);
        else
            *out = v;
    }
}

template <typename T>
static void two_launches(const T *d_input, T *d_result, size_t n, int block, bool accumulate)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want == 0 ? 1 : want < MAXB ? want : MAXB);
    T *part = nullptr;
    unsigned *count = nullptr, h_count = 0;
    cudaMalloc(&part, MAXB * sizeof(T));
    cudaMalloc(&count, sizeof(unsigned));
    cudaMemset(count, 0, sizeof(unsigned));
    partials_counted<T><<<blocks, block>>>(d_input, n, part, count);
    cudaMemcpy(&h_count, count, sizeof h_count, cudaMemcpyDeviceToHost);
    unsigned threads = 32;
    while (threads < h_count && threads < 1024)
        threads *= 2;
    if (accumulate)
        cudaMemset(d_result, 0, sizeof(T));
    add_partials<T><<<1, threads>>>(part, h_count, d_result, accumulate);
    cudaFree(part);
    cudaFree(count);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    two_launches(d_input, d_result, n, block, true);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    two_launches(d_input, d_result, n, block, false);
}
