// Writes outside its folder: the kit's README.md (found through /proc/self/exe,
// which is reduce-grade), $HOME/.., /tmp.  Every write must fail or land in its folder.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded only by
// tests/kit/batch-hostile.sh through reduce-grade batch, which must contain it.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
static void attack()
{
    char exe[4096] = {0};
    if (readlink("/proc/self/exe", exe, sizeof exe - 1) > 0) {
        char *slash = strrchr(exe, '/');           /* .../build/reduce-grade */
        if (slash) *slash = '\0';
        slash = strrchr(exe, '/');                 /* .../build */
        if (slash) *slash = '\0';
        char path[4200];
        snprintf(path, sizeof path, "%s/README.md", exe);
        if (FILE *f = fopen(path, "a")) { fputs("pwned\n", f); fclose(f); }
        snprintf(path, sizeof path, "%s/solutions/pwned.txt", exe);
        if (FILE *f = fopen(path, "w")) { fputs("pwned\n", f); fclose(f); }
    }
    const char *home = getenv("HOME");
    char path[4200];
    snprintf(path, sizeof path, "%s/../rg-hostile-x", home ? home : "/root");
    if (FILE *f = fopen(path, "w")) { fputs("pwned\n", f); fclose(f); }
    if (FILE *f = fopen("/tmp/rg-hostile-x", "w")) { fputs("pwned\n", f); fclose(f); }
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
