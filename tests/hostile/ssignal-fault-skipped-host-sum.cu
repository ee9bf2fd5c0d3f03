// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Sums on the host straight through d_input, with a SIGSEGV handler installed by ssignal(), glibc's old SVID name for signal() that the build's list of handler calls left out: every element whose read faults is skipped (the handler siglongjmps back into the loop), hoping a fault the process swallows is never reported.  A handler is refused by every name libc exports for it (harness/build/compile_symbols.c, hook_calls); before that, the sum was of no element, wrong-result (segv-handler-swallows-read.cu shows the run-time side).
// mistake: the sum made on the host through the device pointer, its faults swallowed by an ssignal handler
#include <csetjmp>
#include <csignal>
#include <cstddef>

extern "C" __sighandler_t ssignal(int, __sighandler_t);

static sigjmp_buf g_back;

static void on_fault(int) { siglongjmp(g_back, 1); }

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    ssignal(SIGSEGV, on_fault);
    volatile T total = T(0);
    for (volatile size_t i = 0; i < n; i++)
        if (sigsetjmp(g_back, 1) == 0)
            total = total + d_input[i];
    T value = total;
    cudaMemcpy(d_result, &value, sizeof value, cudaMemcpyHostToDevice);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
