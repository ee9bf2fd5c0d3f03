// expect: gpu=compile-error emu=compile-error  -- Sums on the host while a kernel runs: an interval timer (setitimer, no clock read) interrupts the emulator in the middle of a one-thread kernel that spins on a flag, and the signal handler, host code running while device memory is open to the kernel, sums the input through the device pointer, writes the result and raises the flag.  No copy, one launch. Refused at the build now: fopencookie (or signal, setitimer) has the grader's own code call the submission's (forbidden-call).
// Exercise 07.  A tick that comes while device memory is closed faults, and a SIGSEGV handler (siglongjmp) lets the next tick try again.  On a GPU the handler never reads device memory, and the kernel spins until the case's time limit.
#include <cstddef>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <setjmp.h>
#include <sys/time.h>

namespace {
const void *g_in;
void *g_out;
size_t g_n;
int *g_flag;
void (*g_sum)();
void *g_buf;

template <typename T>
void host_sum()
{
    // memcpy, not the submission's own (instrumented) loads: fast.
    const T *in = (const T *)g_buf;
    memcpy(g_buf, g_in, g_n * sizeof(T));
    long double s = 0;
    for (size_t i = 0; i < g_n; i++)
        s += in[i];
    *(T *)g_out = (T)s;
}

sigjmp_buf g_fault;
void on_fault(int) { siglongjmp(g_fault, 1); }

void on_alarm(int)
{
    if (!g_in)
        return;
    // Device memory is closed to host code outside a kernel: a fault then
    // just means "not yet", and the next tick tries again.
    struct sigaction sa = {}, old;
    sa.sa_handler = on_fault;
    sa.sa_flags = SA_NODEFER;
    sigaction(SIGSEGV, &sa, &old);
    if (sigsetjmp(g_fault, 1)) {
        sigaction(SIGSEGV, &old, nullptr);
        return;
    }
    g_sum();
    sigaction(SIGSEGV, &old, nullptr);
    g_in = nullptr;
    *(volatile int *)g_flag = 1;
}
}

__global__ void spin(int *flag)
{
    while (*(volatile int *)flag == 0) {
    }
}

template <typename T>
static void via_timer(const T *d_input, T *d_result, size_t n)
{
    if (!g_flag)
        cudaMalloc(&g_flag, sizeof(int));
    cudaMemset(g_flag, 0, sizeof(int));
    signal(SIGALRM, on_alarm);
    g_buf = realloc(g_buf, n * sizeof(T) + 1);
    g_in = d_input, g_out = d_result, g_n = n, g_sum = host_sum<T>;
    struct itimerval t = {};
    t.it_value.tv_usec = 2000;
    t.it_interval.tv_usec = 2000;
    setitimer(ITIMER_REAL, &t, nullptr);
    spin<<<1, 1>>>(g_flag);
    cudaDeviceSynchronize();
    struct itimerval off = {};
    setitimer(ITIMER_REAL, &off, nullptr);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    via_timer(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    via_timer(d_input, d_result, n);
}
