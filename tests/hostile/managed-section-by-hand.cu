// expect: gpu=cuda-error|crash|compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no reduction on the device: a plain host array (no __managed__) is put by hand into the section the emulator gathers __managed__ variables in (.bss.simt_managed, ir_devvars.c), hoping that a kernel may then store into it as into managed memory and that the host's read of it, by name, is counted nowhere; a kernel copies the input there and the host sums it.  On a GPU the kernel's store into host memory is an illegal address; the emulator refuses the section, its own (ir_sections.c).
// mistake: no reduction on the device; a host array placed in the emulator's managed section
#include <cstddef>

__attribute__((section(".bss.simt_managed"))) static double stash[1 << 16];

template <typename T>
__global__ void copy_in(const T *in, size_t n)
{
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n && i < (1 << 16);
         i += (size_t)gridDim.x * blockDim.x)
        stash[i] = (double)in[i];
}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    copy_in<T><<<(unsigned)((n + 255) / 256), 256>>>(d_input, n);
    cudaDeviceSynchronize();
    double sum = 0;
    for (size_t i = 0; i < n && i < (1 << 16); i++)
        sum += stash[i];
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
