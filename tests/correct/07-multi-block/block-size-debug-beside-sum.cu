// expect: gpu=pass emu=pass -- correct: the first pass writes blockDim.x and gridDim.x into a debug buffer beside its partials; the host copies the debug buffer back and checks it, zeroes the result with cudaMemset after that, and a second pass reads the partials and atomically adds them into the result
// correct: a debug buffer of launch sizes read back beside a real device sum, the result zeroed on the host after the read-back
// 07-multi-block: the sum of a whole array, two ways (see exercises/07-multi-block).
#include <cstddef>
#include <cstdio>

constexpr int MAXB = 1024;

template <typename T>
__global__ void partials_with_debug(const T *in, size_t n, T *part, unsigned *debug)
{
    __shared__ T s[1024];
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
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
    if (threadIdx.x == 0) {
        part[blockIdx.x] = s[0];
        if (blockIdx.x == 0) {
            debug[0] = blockDim.x;
            debug[1] = gridDim.x;
        }
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
static void with_debug(const T *d_input, T *d_result, size_t n, int block)
{
    size_t want = (n + block - 1) / block;
    unsigned blocks = (unsigned)(want == 0 ? 1 : want < MAXB ? want : MAXB);
    T *part = nullptr;
    unsigned *debug = nullptr, h_debug[2] = {0, 0};
    cudaMalloc(&part, MAXB * sizeof(T));
    cudaMalloc(&debug, sizeof h_debug);
    partials_with_debug<T><<<blocks, block>>>(d_input, n, part, debug);
    cudaMemcpy(h_debug, debug, sizeof h_debug, cudaMemcpyDeviceToHost);
    if (h_debug[0] != (unsigned)block || h_debug[1] != blocks)
        fprintf(stderr, "debug: launched %u x %u, kernel saw %u x %u\n", blocks, (unsigned)block,
                h_debug[1], h_debug[0]);
    cudaMemset(d_result, 0, sizeof(T));
    add_partials_atomic<T><<<(blocks + 255) / 256, 256>>>(part, blocks, d_result);
    cudaFree(part);
    cudaFree(debug);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    with_debug(d_input, d_result, n, block);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    with_debug(d_input, d_result, n, block);
}
