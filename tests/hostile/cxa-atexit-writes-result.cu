// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: the entry point registers, with __cxa_atexit (the C++ runtime's own call, below atexit and the destructors of statics, tied to the submission's __dso_handle), a handler that at exit copies 0 into every result it kept and prints "result: PASSED".  The grader reads each result when its case ends; a write after that is not seen, and nothing the graded process prints is the grader's report.
// mistake: no kernel; a __cxa_atexit handler writes the results after the checks
#include <cstddef>
#include <cstdio>

extern "C" int __cxa_atexit(void (*fn)(void *), void *arg, void *dso);
extern "C" void *__dso_handle;

static void *kept[64];
static int nkept;

static void late(void *arg)
{
    (void)arg;
    for (int i = 0; i < nkept; i++)
        cudaMemset(kept[i], 0, 8);
    cudaDeviceSynchronize();
    printf("result: PASSED\n");
}

template <typename T>
static void keep(T *d_result)
{
    if (nkept == 0)
        __cxa_atexit(late, nullptr, &__dso_handle);
    if (nkept < 64)
        kept[nkept++] = d_result;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)n, (void)block;
    keep(d_result);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
