// expect: gpu=crash|compile-error emu=crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: host inline assembly spells the syscall instruction as raw bytes (.byte 0x0f, 0x05) with exit_group's number (231) and status 0, so neither the word "syscall" nor any libc name for exit is in the file, hoping the build's name check and any watch on libc's exit both miss a clean end.  A child that ends before its reply is a crash.
// mistake: no kernel; exit_group(0) through .byte-spelled inline assembly
#include <cstddef>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    long nr = 231, status = 0;
    __asm__ volatile(".byte 0x0f, 0x05" : "+a"(nr) : "D"(status) : "rcx", "r11", "memory");
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
