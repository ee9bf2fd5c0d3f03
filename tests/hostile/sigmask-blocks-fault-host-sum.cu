// expect: gpu=crash|host-reduction emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: blocks SIGSEGV and SIGBUS with sigprocmask (no handler, so no name the build refuses: signal and sigaction are), then sums on the host straight through d_input, hoping the emulator's report of host code touching device memory comes from a handler the mask now keeps from running, and the fault is dropped or retried until it passes.  A fault raised by the instruction itself cannot be blocked: the kernel unblocks it and the default action ends the process, a crash.
// mistake: no kernel; the host sums through the device pointer with the fault signals blocked
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <csignal>
#include <cstddef>

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    sigset_t faults;
    sigemptyset(&faults);
    sigaddset(&faults, SIGSEGV);
    sigaddset(&faults, SIGBUS);
    sigprocmask(SIG_BLOCK, &faults, nullptr);
    T total = 0;
    for (size_t i = 0; i < n; i++)
        total += d_input[i];
    *d_result = total;
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
