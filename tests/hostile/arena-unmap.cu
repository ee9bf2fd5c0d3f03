// Dodges the emulator's memory cap: the emulator reserves a huge range of address
// space for device memory, and RLIMIT_AS is set just above it, so this unmaps the
// reservation and takes the space for itself (40 GiB, one page touched per GiB).
// Exercise 07; graded by tests/kit/single-hostile.sh, which checks it got nothing.
#include <cstddef>
#include <cstdio>
#include <sys/mman.h>

static void grab()
{
    static bool done;
    if (done)
        return;
    done = true;
    FILE *m = fopen("/proc/self/maps", "r");
    char line[512];
    while (m && fgets(line, sizeof line, m)) {
        unsigned long lo, hi;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) == 3 && perms[0] == '-' &&
            perms[1] == '-' && hi - lo > (64UL << 30))
            munmap((void *)lo, hi - lo);  // the arena: gone
    }
    if (m)
        fclose(m);
    size_t want = 40UL << 30;
    char *p = (char *)mmap(nullptr, want, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return;
    for (size_t off = 0; off < want; off += 1UL << 30)
        p[off] = 1;
    printf("escaped the memory cap: %zu GiB mapped\n", want >> 30);
    fflush(stdout);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    grab();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    grab();
}
