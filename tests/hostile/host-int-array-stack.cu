// expect: gpu=crash|compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a 512 MiB int array on the host stack (not volatile; a volatile pointer keeps it), which crashes when run.  The emulator's build would make its pattern constant for minutes; its front end stops at 1 GB and the pass without the pattern names the frame (harness/build/stack_frame.h): stack-frame, in seconds.
// mistake: no kernel; a 512 MiB host stack array of ints
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    int scratch[1 << 27];
    int *volatile keep = scratch;
    keep[n % 7] = block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
