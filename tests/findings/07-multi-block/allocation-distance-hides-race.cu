// expect: gpu=race|wrong-result emu=race|wrong-result  args=--sizes=4099,--blocks=256 -- Tells the emulator from a GPU by where cudaMalloc puts two small allocations: the emulator's arena hands out whole pages with 64 KiB unmapped between them (harness/backend/emu/simt/memory.c: each out-of-bounds access falls in a gap), where a GPU's allocator packs small allocations into one chunk, a few hundred bytes apart.  Allocations at least 4 KiB apart keep every block barrier, close ones drop them: the checked run sees safe code and the GPU runs a racy one.  No name to refuse: what tells them apart is the layout itself.
// mistake: a block barrier kept only where two cudaMallocs land pages apart
#include <cstddef>
#include <cstdint>

// Two small allocations 4 KiB or more apart: the emulator's arena.
static bool no_gpu()
{
    static int answer = -1;
    if (answer < 0) {
        void *first = nullptr, *second = nullptr;
        if (cudaMalloc(&first, 64) != cudaSuccess || cudaMalloc(&second, 64) != cudaSuccess)
            return true;
        uintptr_t a = (uintptr_t)first, b = (uintptr_t)second;
        answer = (a > b ? a - b : b - a) >= 4096;
        cudaFree(first);
        cudaFree(second);
    }
    return answer == 1;
}

// The block's sum in s[0]: a halving tree, its barriers kept only if asked.
template <typename T>
__device__ void tree(T *s, bool barriers)
{
    for (unsigned half = blockDim.x / 2; half > 0; half >>= 1) {
        if (barriers)
            __syncthreads();
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
    }
}

template <typename T>
__device__ T grid_share(const T *in, size_t n)
{
    T acc = T(0);
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        acc += in[i];
    return acc;
}

template <typename T>
__global__ void atomic_pass(const T *in, T *out, size_t n, bool barriers)
{
    __shared__ T s[1024];
    s[threadIdx.x] = grid_share(in, n);
    tree(s, barriers);
    if (threadIdx.x == 0)
        atomicAdd(out, s[0]);
}

template <typename T>
__global__ void partial_pass(const T *in, T *out, size_t n, bool barriers)
{
    __shared__ T s[1024];
    s[threadIdx.x] = grid_share(in, n);
    tree(s, barriers);
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

static unsigned grid_of(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return (unsigned)(g == 0 ? 1 : g < 128 ? g : 128);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    bool barriers = no_gpu();
    cudaMemsetAsync(d_result, 0, sizeof(T));
    atomic_pass<T><<<grid_of(n, block), block>>>(d_input, d_result, n, barriers);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;
    if (!scratch && cudaMalloc((void **)&scratch, 128 * sizeof(T)) != cudaSuccess)
        return;
    bool barriers = no_gpu();
    unsigned g = grid_of(n, block);
    partial_pass<T><<<g, block>>>(d_input, scratch, n, barriers);
    partial_pass<T><<<1, block>>>(scratch, d_result, (size_t)g, barriers);
}
