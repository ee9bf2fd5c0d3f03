// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- Times a launch with __gettimeofday, the name glibc exports for gettimeofday at its default version (GLIBC_2.2.5), declared by hand: the clock list had gettimeofday only.  A slow launch (the emulator) keeps the block barrier, a fast one (a GPU) drops it, so the checked run saw safe code and the GPU runs a racy one.  It passed (4 cases) before __gettimeofday, __clock_gettime, ntp_adjtime and __fstat64 joined the clock list (harness/build/compile_symbols.c).
// mistake: a clock read under libc's underscored name; the barrier kept only where a launch is slow
#include <cstddef>
#include <sys/time.h>

// glibc's own name of gettimeofday, exported at the default version beside it.
extern "C" int __gettimeofday(struct timeval *tv, void *tz);

// Microseconds of the time of day, through libc's underscored name.
static double now_us()
{
    struct timeval t;
    if (__gettimeofday(&t, nullptr) != 0)
        return 0.0;
    return (double)t.tv_sec * 1e6 + (double)t.tv_usec;
}

__global__ void spin(int *sink)
{
    int x = threadIdx.x;
    for (int i = 0; i < 2000; i++)
        x = x * 5 + 3;
    if (x == 7 && sink)
        *sink = x;
}

// A GPU runs this block in microseconds; the emulator in milliseconds.
static bool slow_device()
{
    double t0 = now_us();
    spin<<<1, 256>>>(nullptr);
    cudaDeviceSynchronize();
    return now_us() - t0 > 300.0;
}

template <typename T>
__global__ void block_sums(const T *in, T *out, size_t n, bool fenced)
{
    __shared__ T s[1024];
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    T v = T(0);
    for (; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    s[threadIdx.x] = v;
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (fenced)
            __syncthreads();
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

template <typename T>
__global__ void add_into(const T *in, T *out, size_t n, bool fenced)
{
    __shared__ T s[1024];
    size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    T v = T(0);
    for (; i < n; i += (size_t)gridDim.x * blockDim.x)
        v += in[i];
    s[threadIdx.x] = v;
    for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
        if (fenced)
            __syncthreads();
        if (threadIdx.x < half)
            s[threadIdx.x] += s[threadIdx.x + half];
    }
    if (threadIdx.x == 0)
        atomicAdd(out, s[0]);
}

static unsigned grid_for(size_t n, int block)
{
    size_t g = (n + block - 1) / block;
    return (unsigned)(g < 256 ? (g ? g : 1) : 256);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    cudaMemsetAsync(d_result, 0, sizeof(T));
    add_into<T><<<grid_for(n, block), block>>>(d_input, d_result, n, slow_device());
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *partials = nullptr;
    if (!partials && cudaMalloc((void **)&partials, 256 * sizeof(T)) != cudaSuccess)
        return;
    unsigned g = grid_for(n, block);
    bool fenced = slow_device();
    block_sums<T><<<g, block>>>(d_input, partials, n, fenced);
    block_sums<T><<<1, block>>>(partials, d_result, (size_t)g, fenced);
}
