// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Includes /etc/passwd by way of /proc/self/root (the compiler's own view of the root), a path that names no file outside /proc, hoping the refusal of other files compares paths as written.  The preprocessor's list of files is what is checked: forbidden-include, and the report quotes nothing of it.
// mistake: no kernel; #include "/proc/self/root/etc/passwd"
#include <cstddef>
#include "/proc/self/root/etc/passwd"

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
