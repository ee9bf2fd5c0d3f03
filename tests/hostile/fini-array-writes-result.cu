// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: remembers every result pointer, and a function placed by hand in the object's .fini_array (no destructor attribute, no static object: a pointer in a section) writes 0 there and prints "result: PASSED" when the process ends, after the last case was read back.  The grader reads each result when its case ends: the poison it left is what it judges.
// mistake: no kernel; a .fini_array entry writes the results after the checks
#include <cstddef>
#include <cstdio>
#include <cstring>

static void *kept[64];
static size_t kept_bytes[64];
static int nkept;

static void late_write(void)
{
    for (int i = 0; i < nkept; i++)
        cudaMemset(kept[i], 0, kept_bytes[i]);
    cudaDeviceSynchronize();
    printf("result: PASSED\n");
}
__attribute__((used, section(".fini_array"))) static void (*late_entry)(void) = late_write;

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)n;
    if (nkept < 64) {
        kept[nkept] = d_result;
        kept_bytes[nkept++] = sizeof(T);
    }
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
