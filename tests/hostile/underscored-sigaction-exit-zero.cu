// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: reads the input on the host through d_input, with a SIGSEGV handler installed by __sigaction (the underscored name glibc exports beside sigaction, which the build's list of handler calls left out) that ends the process with _exit(0), hoping a fault turned into a clean exit reads as a case that ended well.  Refused by name now (harness/build/compile_symbols.c, hook_calls); before that, the grader found the case's reply missing: crash.
// mistake: no kernel; the fault of a host read of device memory turned into exit status 0
#include <csignal>
#include <cstddef>
#include <cstring>
#include <unistd.h>

extern "C" int __sigaction(int, const struct sigaction *, struct sigaction *);

static void clean_exit(int) { _exit(0); }

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = clean_exit;
    __sigaction(SIGSEGV, &sa, nullptr);
    T total = T(0);
    for (size_t i = 0; i < n; i++)
        total += d_input[i];
    cudaMemcpy(d_result, &total, sizeof total, cudaMemcpyHostToDevice);
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
