// Output flooding: an endless stream on stdout, bounded by RLIMIT_FSIZE and the
// report's size cap.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
#include <cstdio>
static void attack()
{
    for (;;)
        fputs("flood flood flood flood flood flood flood flood flood flood flood\n", stdout);
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
