// expect: gpu=crash|compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a 256 MiB array on the host stack, written at both ends (a frame far past the 8 MiB stack): valid C++ that crashes when run.  The emulator's build (-ftrivial-auto-var-init=pattern) made a 256 MiB constant to fill it and ran to the 300 s compile limit; its front end now stops at 1 GB and a pass without the pattern names the frame (harness/build/stack_frame.h): stack-frame, in seconds.  nvcc builds it in seconds and it crashes.
// mistake: no kernel; a 256 MiB host stack array (a compile that stalls)
#include <cstddef>


template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    volatile char frame[1ull << 28];
    frame[0] = 1;
    frame[sizeof frame - 1] = 1;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
