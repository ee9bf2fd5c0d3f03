// expect: gpu=compile-error emu=compile-error  -- Copies the whole input to the host and sums it there, then erases the evidence: a stdio stream of its own (fopencookie) holds one unflushed byte, so the child's fflush(NULL) between the glue's call and the reply's write runs the submission's code once more; it finds the reply (struct rg_result, its layout public in glue.h) in the child's stack by the copy count the watch put there, and sets input_to_host to 0 and launches to 1. Refused at the build now: fopencookie (or signal, setitimer) has the grader's own code call the submission's (forbidden-call).
// Exercise 07.  A reduction on the host hidden by rewriting the child's own report of it.
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <errno.h>
#include <sys/types.h>

namespace {
// The head of rg_result (harness/glue/glue.h), as the child sends it.
struct result_head {
    int status, fatal;
    char error[512];
    int reps;
    double kernel_us_median, kernel_us_min, kernel_us_max, cub_us_median;
    int timed_results_differ, timed_levels, fresh_ran;
    size_t input_to_host;
    int launches;
};

size_t g_expect;
bool g_armed;

void erase()
{
    char here;
    uintptr_t lo = ((uintptr_t)&here + 7) & ~(uintptr_t)7;
    uintptr_t hi = (uintptr_t)program_invocation_name;  // the stack's top: argv's strings
    if (hi <= lo || hi - lo > (64u << 20))
        hi = lo + (256u << 10);
    for (uintptr_t a = lo; a + sizeof(result_head) < hi; a += 8) {
        result_head *r = (result_head *)a;
        if (r->input_to_host == g_expect && r->status == 0 && r->fatal == 0 &&
            r->error[0] == 0 && r->reps == 0 && r->launches >= 0 && r->launches < 4) {
            r->input_to_host = 0;
            r->launches = 1;
        }
    }
}

ssize_t on_write(void *, const char *, size_t size)
{
    if (g_armed)
        erase();
    g_armed = false;
    return (ssize_t)size;
}

FILE *hook()
{
    static FILE *f;
    if (!f) {
        cookie_io_functions_t io = {};
        io.write = on_write;
        f = fopencookie(nullptr, "w", io);
        setvbuf(f, nullptr, _IOFBF, 64);
    }
    return f;
}
}

template <typename T>
__global__ void nothing(T *) {}

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    T *h = (T *)malloc(n * sizeof(T) + 1);
    cudaMemcpy(h, d_input, n * sizeof(T), cudaMemcpyDeviceToHost);
    long double s = 0;
    for (size_t i = 0; i < n; i++)
        s += h[i];
    free(h);
    T v = (T)s;
    cudaMemcpy(d_result, &v, sizeof v, cudaMemcpyHostToDevice);
    nothing<T><<<1, 32>>>(d_result);
    g_expect = n * sizeof(T);
    g_armed = true;
    fputc('x', hook());  // pending until the child's fflush(NULL)
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    host_sum(d_input, d_result, n);
}
