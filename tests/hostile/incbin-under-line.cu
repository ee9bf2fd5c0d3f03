// expect: gpu=compile-error emu=compile-error  -- Reads a file no compile may read (forbidden-include: only the submission and public headers) with the assembler's .incbin, out of the preprocessor's sight, in a file-scope asm the refusal of inline assembly would not see: a %:line directive (the digraph of #line) dresses the lines after it as a header's.  The host code prints the bytes the object file carries; no kernel.
// mistake: no kernel; a file read into the object by .incbin, hidden under a %:line directive
#include <cstddef>
#include <cstdio>
%:line 1 "cuda_fp16.h"
asm(".section .rodata\n.globl leaked_bytes\nleaked_bytes:\n.incbin \"/etc/passwd\"\n.byte 0\n.text\n");
extern "C" const char leaked_bytes[];

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    std::printf("LEAKED %.200s\n", leaked_bytes);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
