// expect: gpu=pass emu=pass -- correct: kernels printf() debug lines (the first blocks' partials, the launch shape, the total the device stored); the text comes back to the host, and after it the host zeroes the result with cudaMemset and a second kernel adds the partials into it (part 0), or a one-block kernel stores the total itself (part 1); the device writes the output last, so text that came back is no host reduction
// correct: device printf of partials and of the total beside a reduction the device finishes, the result zeroed on the host after the text came back
// 07-multi-block: the sum of a whole array, two ways (see exercises/07-multi-block).
#include <cstddef>
#include <cstdio>

constexpr int MAXB = 1024;

// The block's sum of v in s (blockDim.x of them, any block size), in s[0].
template <typename T>
__device__ void block_tree(T *s, T v)
{
    s[threadIdx.x] = v;
    __syncthreads();
    unsigned top = 1;
    while (top < blockDim.x)
        top *= 2;
    for (unsigned k = top / 2; k > 0; k /= 2) {
        if (threadIdx.x < k && threadIdx.x + k < blockDim.x)
            s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
}

template <typename T>
__global__ void partials_printed(const T *in, size_t n, T *part)
{
    __shared__ T s[1024];
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    block_tree(s, v);
    if (threadIdx.x == 0) {
        part[blockIdx.x] = s[0];
        if (blockIdx.x < 4)
            printf("debug: block %u of %u x %u, partial %g\n", blockIdx.x, gridDim.x, blockDim.x,
                   (double)s[0]);
    }
}

template <typename T>
__global__ void add_partials_atomic(const T *part, unsigned count, T *out)
{
    for (unsigned b = blockIdx.x * blockDim.x + threadIdx.x; b < count;
         b += gridDim.x * blockDim.x)
        atomicAdd(out, part[b]);
}

template <typename T>
__global__ void total_printed(const T *part, unsigned count, T *out)
{
    __shared__ T s[1024];
    T v = 0;
    for (unsigned b = threadIdx.x; b < count; b += blockDim.x)
        v += part[b];
    block_tree(s, v);
    if (threadIdx.x == 0) {
        *out = s[0];
        printf("debug: total %g of %u partials\n", (double)s[0], count);
    }
}

template <typename T>
static void printed_sum(const T *d_input, T *d_result, size_t n, int block, bool atomic)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want == 0 ? 1 : want < MAXB ? want : MAXB);
    T *part = nullptr;
    cudaMalloc(&part, MAXB * sizeof(T));
    partials_printed<T><<<blocks, block>>>(d_input, n, part);
    if (atomic) {
        cudaMemset(d_result, 0, sizeof(T));
        add_partials_atomic<T><<<(blocks + 255) / 256, 256>>>(part, blocks, d_result);
    } else {
        total_printed<T><<<1, 256>>>(part, blocks, d_result);
    }
    cudaDeviceSynchronize();
    cudaFree(part);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    printed_sum(d_input, d_result, n, block, true);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    printed_sum(d_input, d_result, n, block, false);
}
