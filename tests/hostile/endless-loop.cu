// An endless host loop: killed at the case time limit, reported as a timeout.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
static void attack()
{
    for (volatile unsigned long i = 0;; i++) {
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    attack();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
    attack();
}
