// expect: gpu=compile-error emu=compile-error  -- Cannot write the reduction, so takes the grader down instead: lowers its parent's CPU limit to one second, then kills it and its process group.  Refused at the build now on both backends (prlimit asks about the machine: forbidden-call, harness/build/compile_symbols.c); the sandbox held it before (attacked-grader on the GPU, attacked-grader on the emulator) and stays behind the refusal.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  A submission
// that attacks the grader must fail, not leave the class with "could not be graded".
#include <cstddef>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

static void take_down()
{
    pid_t boss = getppid();
    struct rlimit one = { 1, 1 };
    prlimit(boss, RLIMIT_CPU, &one, nullptr);
    kill(-getpgid(boss), SIGTERM);
    kill(boss, SIGKILL);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    take_down();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    take_down();
}
