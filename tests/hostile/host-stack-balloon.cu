// expect: gpu=crash|compile-error emu=crash|compile-error args=--sizes=1000,--blocks=256 -- (compile-error, stack-frame, where the pattern-filled front end passes its 3 CPU s limit: about 2.7 s of it on the 2-core machine at load 4, so a busier one refuses the file instead; both reject it) Has no kernel: a 16 MiB array on the host stack, written at both ends (a frame past the 8 MiB stack), hoping to write over the memory below the stack (the emulator's arena, the glue's state) rather than fault.  (At 256 MiB the compile itself stalls: tests/findings/07-multi-block/stack-array-compile-stall.cu.)
// mistake: no kernel; a 16 MiB host stack array
#include <cstddef>


template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    volatile char frame[1ull << 24];
    frame[0] = 1;
    frame[sizeof frame - 1] = 1;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
