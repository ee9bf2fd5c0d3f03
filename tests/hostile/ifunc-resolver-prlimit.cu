// expect: gpu=attacked-grader|crash emu=attacked-grader|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: an ifunc resolver (run by the dynamic loader while it relocates the submission's object, before any constructor) lowers the grader's limits with prlimit(getppid(), RLIMIT_NOFILE, 0) and RLIMIT_CPU 1 s, hoping the grader cannot open its report or is killed for CPU time.  The filter is in place before the object is loaded: prlimit on another process kills the child as attacked-grader.
// mistake: no kernel; an ifunc resolver that re-limits the grader at load time
#include <cstddef>
#include <sys/resource.h>
#include <unistd.h>

extern "C" {
int answer() { return 42; }
void *pick_answer()
{
    struct rlimit none = { 0, 0 }, second = { 1, 1 };
    prlimit(getppid(), RLIMIT_NOFILE, &none, nullptr);
    prlimit(getppid(), RLIMIT_CPU, &second, nullptr);
    return (void *)answer;
}
int resolved_answer() __attribute__((ifunc("pick_answer")));
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    (void)resolved_answer();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
