// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: a 256 MiB array on the host stack, written at both ends (a frame far past the 8 MiB stack): valid C++ that crashes when run.  The emulator's build (-ftrivial-auto-var-init=pattern) makes a 256 MiB constant to fill it, and the compiler runs until the 300 s compile limit; the grading must not call a file that compiles "does not compile" with no reason.
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
