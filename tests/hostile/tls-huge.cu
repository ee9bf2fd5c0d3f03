// expect: gpu=crash|memory-limit|cuda-error|unwritten-output emu=crash|memory-limit|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: a 1 GiB thread_local array, which the dynamic loader cannot place in the static TLS block of an object it loads after start-up (dlopen fails, "cannot allocate memory in static TLS block"), hoping the grader takes a submission it could not load for a machine error (no verdict, a re-grade) rather than the student's failure.
// mistake: no kernel; a 1 GiB thread_local array in host code
#include <cstddef>

static thread_local char g_scratch[1u << 30];

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)block;
    g_scratch[n % sizeof g_scratch] = 1;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
