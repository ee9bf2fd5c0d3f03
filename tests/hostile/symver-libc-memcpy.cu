// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: sums the input on the host, and defines its own memcpy under libc's versioned name memcpy@GLIBC_2.2.5 (an assembler .symver), hoping the glue's copies back, which name memcpy, bind to it at link time past a check that matches the plain name, and that it can hide the copy back from the watch.  Refused: the .symver is inline assembly, which the emulator's build refuses (instrumentation-off), and a GPU grading compiles that build too; linked, the object would have no version node of that name.
// mistake: no kernel; memcpy interposed under a versioned name
#include <cstddef>
#include <cstring>
#include <vector>

extern "C" void *rg_own_copy(void *to, const void *from, size_t n)
{
    unsigned char *d = (unsigned char *)to;
    const unsigned char *s = (const unsigned char *)from;
    for (size_t i = 0; i < n; i++)
        d[i] = s[i];
    return to;
}
__asm__(".symver rg_own_copy, memcpy@GLIBC_2.2.5");

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    std::vector<T> h(n);
    cudaMemcpy(h.data(), d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    T s = T(0);
    for (size_t i = 0; i < n; i++)
        s += h[i];
    cudaMemcpy(d_result, &s, sizeof s, cudaMemcpyHostToDevice);
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
