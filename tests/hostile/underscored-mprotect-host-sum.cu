// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Sums the input on the host after making the emulator's device memory readable again with __mprotect, glibc's own name of mprotect (exported beside it, declared here by hand): the name check refused mprotect, mmap, system, sigaction and the rest as spelt, not the underscored aliases libc exports for them (__mprotect, __mmap, __libc_system, __libc_sigaction, __connect, __getauxval, __sysconf, __gethostname_chk ...).  It passed (4 cases); every refused call's alias is now refused as the call (harness/build/compile_symbols.c, listed()).
// mistake: no reduction on the device; a host sum behind libc's underscored mprotect
#include <cstddef>
#include <cstdint>
#include <sys/mman.h>

extern "C" int __mprotect(void *addr, size_t len, int prot);

__global__ void idle(float *unused)
{
    if (unused)
        unused[threadIdx.x] = 0.0f;
}

// Every page of [p, p + bytes) made readable to this thread.
static void open_pages(const void *p, size_t bytes)
{
    uintptr_t first = (uintptr_t)p & ~(uintptr_t)4095;
    uintptr_t last = ((uintptr_t)p + bytes + 4095) & ~(uintptr_t)4095;
    __mprotect((void *)first, last - first, PROT_READ | PROT_WRITE);
}

template <typename T>
static void on_the_host(const T *d_input, T *d_result, size_t n)
{
    idle<<<1, 32>>>(nullptr);  // a launch, for the count of launches
    open_pages(d_input, n * sizeof(T));
    long double total = 0;
    for (size_t i = 0; i < n; i++)
        total += d_input[i];
    T answer = (T)total;
    cudaMemcpy(d_result, &answer, sizeof answer, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    on_the_host(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    on_the_host(d_input, d_result, n);
}
