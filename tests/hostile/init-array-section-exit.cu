// expect: gpu=crash|attacked-grader|compile-error emu=crash|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: a pointer placed in section .init_array by a section attribute (no constructor attribute, no global object with a constructor, so -Wglobal-constructors and a check for "constructor" see nothing) makes the loader call a function that ends the process with _exit(0) as soon as the submission is loaded, before the child reads its first command, hoping a child that ends cleanly reads as a pass.  A child that never replies is a crash.
// mistake: no kernel; the process ended at load time through an .init_array entry
#include <cstddef>
#include <unistd.h>

static void rg_leave(void)
{
    _exit(0);
}
__attribute__((section(".init_array"), used)) static void (*const rg_at_load)(void) = rg_leave;

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}
