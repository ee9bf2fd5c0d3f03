// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Includes its own folder's parent by way of /proc/self/cwd (the compiler's working folder, which may be the kit's build folder or the class folder) and a classmate's name, hoping a path relative to the compiler's folder reaches files that a path relative to the submission does not.  forbidden-include or not found, and the report quotes nothing of another file.
// mistake: no kernel; #include "/proc/self/cwd/../solutions/07-multi-block/reduce.cu"
#include <cstddef>
#include "/proc/self/cwd/../solutions/07-multi-block/reduce.cu"

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
