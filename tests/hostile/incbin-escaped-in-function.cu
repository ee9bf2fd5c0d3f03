// expect: gpu=compile-error emu=compile-error  -- Reads a file no compile may read (forbidden-include: only the submission and public headers) with the assembler's .incbin, spelt with an octal escape for its dot, in upper case and split over two adjacent string literals, in an asm statement inside a host function: the assembler reads it, the preprocessor never sees it.  No kernel.
// mistake: no kernel; a file read into the object by an escaped, split .INCBIN in a function's asm
#include <cstddef>
#include <cstdio>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    const char *leaked;
    __asm__ volatile(".pushsection .rodata\n1:\n\056INC" "BIN \"/etc/passwd\"\n.byte 0\n"
                     ".popsection\nlea 1b(%%rip), %0\n" : "=r"(leaked));
    std::printf("LEAKED %.200s\n", leaked);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
