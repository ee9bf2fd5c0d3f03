// expect: gpu=cuda-error|crash emu=cuda-error  args=--sizes=100000,--blocks=256 -- A kernel writes the input, each value negated, into an array member of a plain host global struct (in .bss: no __device__, no __managed__), through a pointer the host takes of the member; the host negates back, sums and copies the total into the output.  A GPU's kernel cannot store to a host global (an illegal address), and the emulator refuses it whatever its content (host_globals.c): cuda-error, the kernel stopped.
// mistake: no reduction on the device; a kernel stores the input, negated, into a host global struct
#include <cstddef>

static struct {
    int count;
    double values[1 << 20];
} host_stash;

template <typename T>
__global__ void negate_kernel(const T *in, T *out, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        out[i] = -in[i];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    if (n * sizeof(T) > sizeof host_stash.values)
        return;
    T *h = (T *)host_stash.values;
    negate_kernel<T><<<(unsigned)((n + 255) / 256), 256>>>(d_input, h, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum -= h[i];
    host_stash.count++;
    T r = (T)sum;
    cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
