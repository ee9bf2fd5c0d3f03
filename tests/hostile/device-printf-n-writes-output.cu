// expect: gpu=unwritten-output|wrong-result emu=unwritten-output|wrong-result  args=--sizes=1000,--blocks=256 -- Writes the result with device printf's %hhn: thread 0 sums the input, then prints each byte of the total as that many spaces followed by %hhn aimed at the output's byte, so the printf runtime, not a store of the kernel, writes the output.  On the emulator the kernel's printf went to C's vprintf, which honours %n: a write by the runtime to any address a kernel names (host memory too), no store the kernel's checks see.  CUDA's device printf has no %n; the emulator's leaves a %n conversion undone (harness/backend/emu/simt/prints.c), so the output stays as the grader left it on both.
// mistake: the output written by printf's %hhn, not by a store
#include <cstddef>
#include <cstdio>

template <typename T>
__global__ void sum_then_print(const T *in, T *out, size_t n)
{
    if (threadIdx.x != 0 || blockIdx.x != 0)
        return;
    T s = T(0);
    for (size_t i = 0; i < n; i++)
        s += in[i];
    const unsigned char *b = (const unsigned char *)&s;
    unsigned char *o = (unsigned char *)out;
    for (int k = 0; k < (int)sizeof(T); k++)
        printf("%*s%hhn", (int)b[k], "", o + k);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    sum_then_print<T><<<1, block>>>(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_then_print<T><<<1, block>>>(d_input, d_result, n);
}
