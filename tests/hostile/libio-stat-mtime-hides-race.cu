// expect: gpu=compile-error emu=compile-error  args=--sizes=4099,--blocks=256 -- Times a launch by standard output's modification time, read with _IO_file_stat (libio's stat of a stream's descriptor, exported at glibc's default version and declared by hand) once fstat was refused as a clock: a spin that takes milliseconds (the emulator) keeps the block barrier, one that takes microseconds (a GPU) drops it.  It passed (4 cases) before _IO_file_stat and glibc's __file_change_detection_for_fp joined the clock list (harness/build/refused_calls.c).
// mistake: a stream's time stamps read through libio's own stat; the barrier kept only where a launch is slow
#include <cstddef>
#include <cstdio>
#include <sys/stat.h>

// libio's stat of a stream's descriptor, exported under its own name.
extern "C" int _IO_file_stat(FILE *stream, void *st);

// Microseconds of the last write to standard output: a write stamps the
// inode's modification time, which libio's stat of the stream hands back.
static double now_us()
{
    putchar('.');
    fflush(stdout);
    struct stat st;
    if (_IO_file_stat(stdout, &st) != 0)
        return 0.0;
    return (double)st.st_mtim.tv_sec * 1e6 + (double)st.st_mtim.tv_nsec / 1e3;
}

__global__ void spin(int *sink)
{
    int x = threadIdx.x;
    for (int i = 0; i < 20000; i++)
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
    return now_us() - t0 > 2000.0;
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
