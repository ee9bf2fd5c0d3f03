// expect: gpu=cuda-error|crash emu=cuda-error  args=--sizes=100000,--blocks=256 -- A kernel copies the input into a plain host global array (no __device__, no __managed__: memory a GPU's kernel cannot reach), through a pointer the host hands it; the host sums the array and copies the total into the output.  On a GPU the kernel's store is an illegal address; the emulator refuses a kernel's store into its object's globals outside the __device__ and __managed__ sections (a kernel's static locals are gathered into the __device__ ones: ir_devvars.c; memory.c simt_mem_kernel_store, host_globals.c): cuda-error, the kernel stopped.
// mistake: no reduction on the device; a kernel stores the input into a host global
#include <cstddef>

static double host_buffer[1 << 20];

template <typename T>
__global__ void copy_kernel(const T *in, T *out, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
        out[i] = in[i];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    if (n * sizeof(T) > sizeof host_buffer)
        return;
    T *h = (T *)host_buffer;
    copy_kernel<T><<<(unsigned)((n + 255) / 256), 256>>>(d_input, h, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += h[i];
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
