// expect: gpu=crash|attacked-grader emu=crash|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: a static initialiser throws a C++ exception whose what() reads "result: PASSED" while the child loads the submission, before any case: nothing catches it, std::terminate ends the child at load.  Hoping a grading whose submission never loads reads as the machine's fault (status error, graded again); it is the submission's: a crash.
// mistake: no kernel; an exception thrown at load time
#include <cstddef>
#include <stdexcept>

static int thrower(void) { throw std::runtime_error("result: PASSED"); }
static int never_set = thrower();

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
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
