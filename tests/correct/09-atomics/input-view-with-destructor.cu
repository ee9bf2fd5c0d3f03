// correct: every part takes its input as a small view class by value; the view has a
// destructor of its own (empty, a habit from host code) and part 1's a counted copy, so
// the compiler passes it by the address of the caller's copy rather than in registers.
// Part 0 launches a kernel template with <<<>>>, part 2 with cudaLaunchKernel; in part 1
// each thread moves its own copy of the view to its block, as a kernel's parameters are
// each thread's own.
#include <cuda_runtime.h>

static int views_copied; // host bookkeeping only

struct InputView {
    const float *data;
    size_t count;
    unsigned long long tag;  // carried along, unused here
    ~InputView() {}
    __device__ float take(size_t i) const { return i < count ? data[i] : 0.0f; }
};

struct CountedView {
    InputView view;
    CountedView(const float *d, size_t n) : view{d, n, 7} {}
    CountedView(const CountedView &other) : view(other.view) { ++views_copied; }
};

template <typename View>
__global__ void naive_kernel(View in, float *out) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < in.count)
        atomicAdd(out, in.take(i));
}

void sum_atomic_naive(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    InputView view = {d_input, n, 0};
    if (grid > 0)
        naive_kernel<<<(unsigned)grid, block>>>(view, d_result);
}

__global__ void block_kernel(CountedView in, float *out) {
    extern __shared__ float tile[];
    size_t base = blockIdx.x * (size_t)blockDim.x;
    in.view.data += base;                  // this thread's copy now starts at its block
    in.view.count = in.view.count > base ? in.view.count - base : 0;
    tile[threadIdx.x] = in.view.take(threadIdx.x);
    __syncthreads();
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (threadIdx.x < half)
            tile[threadIdx.x] += tile[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, tile[0]);
}

void sum_atomic_block(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    CountedView in(d_input, n);
    if (grid > 0)
        block_kernel<<<(unsigned)grid, block, block * sizeof(float)>>>(in, d_result);
}

__global__ void warp_kernel(InputView in, float *out) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    float v = in.take(i);
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(out, v);
}

void sum_atomic_warp(const float *d_input, float *d_result, size_t n, int block) {
    cudaMemset(d_result, 0, sizeof(float));
    size_t grid = (n + block - 1) / block;
    InputView view = {d_input, n, 0};
    void *args[] = {&view, &d_result};
    if (grid > 0)
        cudaLaunchKernel((const void *)warp_kernel, dim3((unsigned)grid), dim3(block), args, 0, 0);
}
