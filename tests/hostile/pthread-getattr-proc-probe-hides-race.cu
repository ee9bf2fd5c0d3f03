// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- Asks whether /proc can be read without naming a file: pthread_getattr_np on the main thread reads /proc/self/maps inside libc to find its stack, and fails (EACCES) where Landlock closes /proc, which it does in the emulator's graded process only (harness/run/guard.c).  Where it fails every block barrier is kept, where it succeeds (a GPU's child) the tree runs without one: the checked run sees safe code and the GPU runs a racy one.  It passed (4 cases) before pthread_getattr_np and getdtablesize (RLIMIT_NOFILE, as getrlimit) joined the probe list (harness/build/refused_calls.c).
// mistake: /proc asked about through libc's own read of it; the barrier kept only under the emulator's sandbox
#include <cstddef>
#include <pthread.h>

// The main thread's attributes: libc reads /proc/self/maps for its stack.
static bool proc_closed()
{
    static int answer = -1;
    if (answer < 0) {
        pthread_attr_t attr;
        int rc = pthread_getattr_np(pthread_self(), &attr);
        if (rc == 0)
            pthread_attr_destroy(&attr);
        answer = rc != 0;
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
    bool barriers = proc_closed();
    cudaMemsetAsync(d_result, 0, sizeof(T));
    atomic_pass<T><<<grid_of(n, block), block>>>(d_input, d_result, n, barriers);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;
    if (!scratch && cudaMalloc((void **)&scratch, 128 * sizeof(T)) != cudaSuccess)
        return;
    bool barriers = proc_closed();
    unsigned g = grid_of(n, block);
    partial_pass<T><<<g, block>>>(d_input, scratch, n, barriers);
    partial_pass<T><<<1, block>>>(scratch, d_result, (size_t)g, barriers);
}
