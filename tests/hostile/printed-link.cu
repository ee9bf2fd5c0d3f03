// A link where its printed output goes: printed.txt (its working folder) made a
// symbolic link to a file the batch may read and the student may not see;
// /etc/passwd stands for any such file.  The batch must not follow it.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
#include <cstdio>
#include <unistd.h>
static void attack()
{
    remove("printed.txt");
    if (symlink("/etc/passwd", "printed.txt") == 0)
        puts("printed.txt is a link now");
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
