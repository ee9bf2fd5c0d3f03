// expect: gpu=unwritten-output|crash|compile-error emu=unwritten-output|crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: registers with glibc's on_exit (neither atexit nor __cxa_atexit, cxa-atexit-writes-result.cu) a handler that, as the process ends, writes 0 into every result it kept and prints "result: PASSED", hoping the grader reads the results at exit.  The grader checks each case's output when the entry point returns and the graded process's exit decides nothing: unwritten output.
// mistake: no kernel; an on_exit handler writes the results after the checks
#include <cstddef>
#include <cstdio>
#include <cstdlib>

static void *g_kept[64];
static size_t g_sizes[64];
static int g_count;

static void write_all(int, void *)
{
    for (int i = 0; i < g_count; i++) {
        static const double zero = 0;
        cudaMemcpy(g_kept[i], &zero, g_sizes[i], cudaMemcpyHostToDevice);
    }
    printf("result: PASSED\n");
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)n, (void)block;
    static bool registered;
    if (!registered) {
        on_exit(write_all, nullptr);
        registered = true;
    }
    if (g_count < 64) {
        g_kept[g_count] = d_result;
        g_sizes[g_count++] = sizeof(T);
    }
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
