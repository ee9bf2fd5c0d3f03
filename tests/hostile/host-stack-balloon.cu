// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: a 256 MiB array on the host stack, written at both ends (a frame far past the 8 MiB stack; at 2 GiB the compiler itself takes 9 GB and the build is stopped), hoping to write over the memory below the stack (the emulator's arena, the glue's state) rather than fault.
// mistake: no kernel; a 256 MiB host stack array
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
