// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a static host table whose initialiser list 21 macros double to 8 million numbers (25 MB of text from 24 lines), hoping the compile of the list takes minutes of every grading.  The submission's own lines, preprocessed, are capped at 1 MB (harness/build/pp_size.h): too-large, naming line 25, in seconds on both backends.
// mistake: no kernel; a static table initialised by macros that double a list
#include <cstddef>
#define L0 1, 2, 3, 4, 5, 6, 7, 8,
#define L1 L0 L0
#define L2 L1 L1
#define L3 L2 L2
#define L4 L3 L3
#define L5 L4 L4
#define L6 L5 L5
#define L7 L6 L6
#define L8 L7 L7
#define L9 L8 L8
#define L10 L9 L9
#define L11 L10 L10
#define L12 L11 L11
#define L13 L12 L12
#define L14 L13 L13
#define L15 L14 L14
#define L16 L15 L15
#define L17 L16 L16
#define L18 L17 L17
#define L19 L18 L18
#define L20 L19 L19
static int table[] = { L20 0 };

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    (void)table;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
