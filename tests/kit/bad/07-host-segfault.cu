// Host code that dereferences a null pointer in sum_atomic: the grader must
// report a crash with SIGSEGV, and keep running.
#include <cstddef>

static int *volatile nowhere = nullptr;

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    *nowhere = 1;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    *nowhere = 1;
}
