// system(): a shell that tries the network and writes to /tmp; neither may work.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
#include <cstdlib>
static void attack()
{
    int rc = system("echo pwned > /tmp/rg-hostile-system; "
                    "(exec 3<>/dev/tcp/1.1.1.1/80) 2>/dev/null && echo net > /tmp/rg-hostile-net");
    (void)rc;
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
