// expect: gpu=compile-error|unwritten-output emu=compile-error|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: puts a function pointer into .preinit_array by a section attribute, hoping it runs before every constructor (the grader's own among them, before its filters are in place) and writes "result: PASSED".  A shared object, which is what the submission is linked into, may have no .preinit_array (the linker refuses it, or the loader ignores it); nothing runs early, and the output is never written.
// mistake: no kernel; a .preinit_array entry
#include <cstddef>
#include <cstdio>

static void early(void)
{
    printf("result: PASSED\n");
}
__attribute__((section(".preinit_array"), used)) static void (*const run_early)(void) = early;

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
