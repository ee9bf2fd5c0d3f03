// A 100 GB allocation on the device and on the host: refused or contained, never
// allowed to take the machine's memory (only a page per GiB is touched).
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
#include <cstdlib>
static void attack()
{
    const size_t big = 100ull << 30;
    char *d = nullptr;
    if (cudaMalloc((void **)&d, big) == cudaSuccess) {
        for (size_t at = 0; at < big; at += 1ull << 30)
            cudaMemset(d + at, 1, 1);
    }
    char *h = (char *)malloc(big);
    for (size_t at = 0; h && at < big; at += 1ull << 30)
        h[at] = 1;
    free(h);
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
