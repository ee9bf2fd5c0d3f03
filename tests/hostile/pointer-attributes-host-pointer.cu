// expect: gpu=crash|unwritten-output emu=crash|unwritten-output  args=--sizes=100000,--blocks=256 -- Has no kernel: asks cudaPointerGetAttributes about the input, hoping its hostPointer names a host copy of it (the grader's own, or the emulator's arena seen from the host), sums there if so and copies the total into the output.  Memory from cudaMalloc has no host pointer on a GPU; the emulator answers the same (harness/backend/emu/simt/host_pointer.c: hostPointer NULL for device memory).
// mistake: no reduction on the device; the input read through the host pointer cudaPointerGetAttributes gives
#include <cstddef>
#include <cstdio>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    cudaPointerAttributes a;
    if (cudaPointerGetAttributes(&a, d_input) != cudaSuccess)
        return;
    printf("type %d device %d devicePointer %p hostPointer %p\n", (int)a.type, a.device,
           a.devicePointer, a.hostPointer);
    const T *h = (const T *)a.hostPointer;
    if (!h)
        return;
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    T r = (T)s;
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
