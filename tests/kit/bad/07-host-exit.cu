// Host code that calls exit(3) from sum_atomic: the grader must report a
// crash that mentions exit, and keep running.
#include <cstddef>
#include <cstdlib>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    exit(3);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    exit(3);
}
