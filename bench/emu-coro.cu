// emu-coro.cu — tests/simt/fixtures/reduce.cu's reduce_sequential written
// as a C++20 coroutine that suspends after each __syncthreads: what an IR
// rewriter inserting llvm.coro.* at the scheduling points would make of it
// (clang lowers this to the same intrinsics and passes).  Run by
// bench/emu-coro.sh beside the fiber build of the same kernel.
#include <coroutine>
#include <cuda_runtime.h>
#include "simt_coro.h"

struct simt_task {
    struct promise_type {
        simt_task get_return_object()
        {
            return {std::coroutine_handle<promise_type>::from_promise(*this)};
        }
        std::suspend_always initial_suspend() noexcept { return {}; }
        std::suspend_always final_suspend() noexcept { return {}; }
        void return_void() {}
        void unhandled_exception() {}
        // the frame lives at the bottom of the thread's own stack
        static void *operator new(size_t n) { return simt_coro_frame(n); }
        static void operator delete(void *) {}
    };
    std::coroutine_handle<promise_type> h;
};

#define SYNCTHREADS()              \
    do {                           \
        __syncthreads();           \
        co_await std::suspend_always{}; \
    } while (0)

__global__ simt_task reduce_sequential(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    SYNCTHREADS();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        SYNCTHREADS();
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

// the fixture's reduce_nosync: no barrier in the loop, a race
__global__ simt_task reduce_nosync(const float *input, float *partial, int n)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)n ? input[i] : 0.0f;
    SYNCTHREADS();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s]; // RACE-LINE
    }
    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

struct args { const float *in; float *out; int n, which; };

static void *start(void *a)
{
    struct args *p = (struct args *)a;
    if (p->which)
        return reduce_nosync(p->in, p->out, p->n).h.address();
    return reduce_sequential(p->in, p->out, p->n).h.address();
}

static int resume(void *h)
{
    std::coroutine_handle<> c = std::coroutine_handle<>::from_address(h);
    c.resume();
    return c.done();
}

static void destroy(void *h)
{
    std::coroutine_handle<>::from_address(h).destroy();
}

static void no_entry(void *) {}

extern "C" int run_reduce(int which, const float *h_in, float *h_out, int n, int block)
{
    float *d_in, *d_out;
    int grid = (n + block - 1) / block;
    cudaMalloc(&d_in, n * sizeof(float));
    cudaMalloc(&d_out, grid * sizeof(float));
    cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);
    struct args a = {d_in, d_out, n, which};
    struct simt_coro_ops ops = {start, resume, destroy, &a};
    simt_coro = &ops;
    simt_run_entry(no_entry, &a, NULL, NULL, dim3(grid), dim3(block), block * sizeof(float), 0, 0,
                   &a, sizeof a);
    simt_coro = NULL;
    int err = cudaGetLastError();
    cudaMemcpy(h_out, d_out, grid * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(d_in);
    cudaFree(d_out);
    return err;
}
