// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel and does not compile: an ideographic space (U+3000) before a #line naming the emulator's simt_cg.h, then an #error reading like that header's "emulator-unsupported: ..." static_assert.  clang takes a Unicode space for a blank (a warning), so the #line is a directive to the emulator's build, while the grader's #line refusal read ASCII blanks only: the error was blamed on the emulator's header and the file NOT GRADED (an emulator gap: never a 0, sent to a GPU), where nvcc refuses the character.  Refused as unicode-space on every backend (harness/build/unicode_space.c).
// mistake: no kernel; a Unicode space hides a #line that forges the emulator's gap
#include <cstddef>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}
　#line 70 "simt_cg.h"
#error "emulator-unsupported: tiles of more than 32 threads"
