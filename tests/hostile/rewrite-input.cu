// expect: gpu=compile-error emu=compile-error  -- Rewrites the grader's copy of the input (a shared mapping it can see in /proc/self/maps) so that the answer is one number it chose, then "computes" that number.  Refused at the build now on both backends (fopen of /proc/self/maps asks about the machine: forbidden-call, harness/build/compile_symbols.c); the sandbox held it before (wrong-result on the GPU, wrong-result on the emulator) and stays behind the refusal.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1) and by tests/kit/batch-hostile.sh.  The grader
// must check against an input the graded process cannot write.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>

template <typename T>
__global__ void put(T *result, T value)
{
    *result = value;
}

// The writable shared mapping that starts with the input's first element: the
// harness's own copy of the input.
template <typename T>
static char *input_copy(T first, size_t *len)
{
    FILE *m = fopen("/proc/self/maps", "r");
    char line[512];
    char *best = nullptr;
    *len = 0;
    while (m && fgets(line, sizeof line, m)) {
        unsigned long lo, hi;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perms) != 3)
            continue;
        if (perms[1] == 'w' && perms[3] == 's' && *(T *)lo == first && !best) {
            best = (char *)lo;
            *len = hi - lo;
        }
    }
    if (m)
        fclose(m);
    return best;
}

template <typename T>
__global__ void copy_one(const T *input, T *result)
{
    *result = *input;
}

template <typename T>
static void fake(const T *d_input, T *d_result, size_t n)
{
    if (n <= 1) {  // the copy below would be the whole input: the grader notices that
        copy_one<T><<<1, 1>>>(d_input, d_result);
        return;
    }
    size_t len = 0;
    T first = 0;
    cudaMemcpy(&first, d_input, sizeof(T), cudaMemcpyDeviceToHost);  // one element only
    char *shm = input_copy(first, &len);
    T mine = (T)(rand() % 1000 + 1);  // a fresh answer each call: no "replay"
    if (shm && len >= n * sizeof(T)) {
        T *in = (T *)shm;
        memset(in, 0, n * sizeof(T));
        in[0] = mine;
    }
    put<T><<<1, 1>>>(d_result, mine);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    srand((unsigned)n * 2654435761u);
    fake(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    fake(d_input, d_result, n);
}
