// expect: gpu=compile-error emu=compile-error  -- Finds the grader's own copy of the input among the child's mappings (/proc/self/maps), sums it on the host and hands the answer over with cudaMemcpy beside an empty kernel: both backends passed it while the grader's input was shared with the graded process.  The input now reaches the child down a pipe and is gone before the entry point runs (harness/run/run_inputs.c); on the emulator /proc is closed to the child too.  Refused at the build now on both backends (fopen of /proc/self/maps asks about the machine: forbidden-call, harness/build/compile_symbols.c); the sandbox held it before (wrong-result on the GPU, unwritten-output|wrong-result on the emulator) and stays behind the refusal.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdio>
#include <cstring>

__global__ void nothing_kernel(int *p) { if (p) *p = 0; }

// The k-th mapping whose line names the grader's shared memory.
static const char *grader_region(int k, size_t *len)
{
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps)
        return nullptr;
    char line[512];
    const char *found = nullptr;
    while (!found && fgets(line, sizeof line, maps)) {
        unsigned long lo, hi;
        if (strstr(line, "rg-cases") && sscanf(line, "%lx-%lx", &lo, &hi) == 2 && k-- == 0) {
            found = (const char *)lo;
            *len = hi - lo;
        }
    }
    fclose(maps);
    return found;
}

template <typename T>
static void host_sum(T *d_result, size_t n)
{
    nothing_kernel<<<1, 32>>>(nullptr);
    size_t len = 0;
    for (int k = 0; k < 4; k++) {
        const T *in = (const T *)grader_region(k, &len);
        if (!in || len < n * sizeof(T))
            continue;
        double s = 0;
        for (size_t i = 0; i < n; i++)
            s += in[i];
        T r = (T)s;
        cudaMemcpy(d_result, &r, sizeof r, cudaMemcpyHostToDevice);
        return;
    }
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)block;
    host_sum(d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)block;
    host_sum(d_result, n);
}
