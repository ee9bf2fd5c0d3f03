// expect: gpu=compile-error emu=compile-error  -- Has no kernel: includes itself by __FILE__, with no guard, hoping the preprocessor recurses until memory or the compile limit runs out, or that __FILE__ (the path the grader compiles) names a file the grader's own tree holds.  The include depth limit stops it at once: a compile error (or forbidden-include).
// mistake: no kernel; the file includes itself without end
#include <cstddef>
#include __FILE__

template <typename T>
static void host_sum(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
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
