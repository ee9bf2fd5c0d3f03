// expect: gpu=compile-error emu=compile-error  -- Reads the input through /proc/self/mem, which ignores the protection the emulator closes device memory with, sums it on the host and hands the answer over with cudaMemcpy: the emulator passed it.  The emulator's child may read nothing under /proc (Landlock, harness/run/guard.c); a GPU's device memory is not in the process at all.  Refused at the build now on both backends (open of /proc/self/mem asks about the machine: forbidden-call, harness/build/compile_symbols.c); the sandbox held it before (wrong-result on the GPU, wrong-result on the emulator) and stays behind the refusal.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    nothing_kernel<<<1, 32>>>(nullptr);
    std::vector<T> h(n);
    int mem = open("/proc/self/mem", O_RDONLY);
    if (mem >= 0) {
        ssize_t got = pread(mem, h.data(), n * sizeof(T), (off_t)(size_t)d_input);
        (void)got;
        close(mem);
    }
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
