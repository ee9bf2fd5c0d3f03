// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- Times a launch with a timer descriptor used as a stopwatch: armed for a minute with timerfd_settime, read back with timerfd_gettime (the time left), no clock call in the object.  Where a spin of one block takes longer than a GPU would (the emulator), every block barrier is kept; where it is quick (a GPU), the tree runs without one: the checked run saw safe code and the GPU runs a racy one.  It passed (4 cases) before the timerfd calls joined the clock list (harness/build/compile_symbols.c).
// mistake: a clock read through a timer's time left; the barrier kept only where a launch is slow
#include <cstddef>
#include <sys/timerfd.h>
#include <time.h>

// Nanoseconds since the stopwatch was armed: a minute less the time left.
static long long elapsed_ns(int fd)
{
    struct itimerspec left;
    if (timerfd_gettime(fd, &left) != 0)
        return 0;
    return 60000000000LL - ((long long)left.it_value.tv_sec * 1000000000LL + left.it_value.tv_nsec);
}

__global__ void churn(unsigned *sink)
{
    unsigned h = threadIdx.x + 1;
    for (int k = 0; k < 3000; k++)
        h = h * 2654435761u + 17u;
    if (h == 0 && sink)
        *sink = h;
}

// Does one block of 256 threads take longer than half a millisecond here?
static bool launches_are_slow()
{
    static int answer = -1;
    if (answer >= 0)
        return answer == 1;
    int fd = timerfd_create(CLOCK_MONOTONIC, 0);
    struct itimerspec arm = {};
    arm.it_value.tv_sec = 60;
    if (fd < 0 || timerfd_settime(fd, 0, &arm, nullptr) != 0)
        return false;
    churn<<<1, 256>>>(nullptr);
    cudaDeviceSynchronize();
    answer = elapsed_ns(fd) > 500000 ? 1 : 0;
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
    bool barriers = launches_are_slow();
    cudaMemsetAsync(d_result, 0, sizeof(T));
    atomic_pass<T><<<grid_of(n, block), block>>>(d_input, d_result, n, barriers);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    static T *scratch = nullptr;
    if (!scratch && cudaMalloc((void **)&scratch, 128 * sizeof(T)) != cudaSuccess)
        return;
    bool barriers = launches_are_slow();
    unsigned g = grid_of(n, block);
    partial_pass<T><<<g, block>>>(d_input, scratch, n, barriers);
    partial_pass<T><<<1, block>>>(scratch, d_result, (size_t)g, barriers);
}
