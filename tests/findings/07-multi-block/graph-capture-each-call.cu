// expect: gpu=pass emu=pass args=--sizes=1000,--blocks=256 -- right sums: each call records its memset and launches on a stream of its own by stream capture, runs the graph once and waits for it; refused as a forbidden call on both backends today
// mistake: none (a CUDA graph made by stream capture on every call, as a code assistant writes "launch overhead" code)
#include <cuda_runtime.h>

constexpr int MAX_BLOCKS = 1024;

template <typename T> __device__ T warp_sum(T v)
{
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, d);
    return v;
}

template <typename T> __device__ T block_sum(T v)
{
    __shared__ T sums[32];
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    v = warp_sum(v);
    if (lane == 0)
        sums[warp] = v;
    __syncthreads();
    v = threadIdx.x < blockDim.x / 32 ? sums[lane] : T(0);
    return warp == 0 ? warp_sum(v) : T(0);
}

template <typename T> __global__ void atomic_kernel(const T *in, T *result, size_t n)
{
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    v = block_sum(v);
    if (threadIdx.x == 0)
        atomicAdd(result, v);
}

template <typename T> __global__ void partial_kernel(const T *in, T *out, size_t n)
{
    T v = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    v = block_sum(v);
    if (threadIdx.x == 0)
        out[blockIdx.x] = v;
}

static int blocks_for(size_t n, int block)
{
    const size_t b = (n + block - 1) / block;
    return b == 0 ? 1 : (b < MAX_BLOCKS ? (int)b : MAX_BLOCKS);
}

template <typename Record> static void run_as_graph(Record record)
{
    cudaStream_t s;
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    record(s);
    cudaStreamEndCapture(s, &graph);
    cudaGraphInstantiate(&exec, graph, 0);
    cudaGraphLaunch(exec, s);
    cudaStreamSynchronize(s);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    cudaStreamDestroy(s);
}

template <typename T> void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    const int grid = blocks_for(n, block);
    run_as_graph([=](cudaStream_t s) {
        cudaMemsetAsync(d_result, 0, sizeof(T), s);
        atomic_kernel<T><<<grid, block, 0, s>>>(d_input, d_result, n);
    });
}

template <typename T> void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;
    if (!scratch)
        cudaMalloc(&scratch, MAX_BLOCKS * sizeof(double));
    T *partials = scratch;
    const int grid = blocks_for(n, block);
    run_as_graph([=](cudaStream_t s) {
        partial_kernel<T><<<grid, block, 0, s>>>(d_input, partials, n);
        partial_kernel<T><<<1, 1024, 0, s>>>(partials, d_result, (size_t)grid);
    });
}

template void sum_atomic<float>(const float *, float *, size_t, int);
template void sum_atomic<double>(const double *, double *, size_t, int);
template void sum_two_phase<float>(const float *, float *, size_t, int);
template void sum_two_phase<double>(const double *, double *, size_t, int);
