// expect: gpu=crash|memory-limit|cuda-error|unwritten-output emu=crash|memory-limit|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: a 1 TiB zero-initialised static array (.bss), which the dynamic loader maps when the graded child loads the submission, past the emulator's memory cap (RLIMIT_DATA) and most machines' address space, hoping the child dies in the loader, where the grader may take it for its own failure (a machine error) rather than the student's.
// mistake: no kernel; a 1 TiB static array in host code
#include <cstddef>

static char g_table[1ull << 40];

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)block;
    g_table[(n * 4099) % sizeof g_table] = 1;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
