// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: sets the READ_IMPLIES_EXEC personality (personality is no name the build refuses), so that a large malloc block, mapped readable and writable, is executable too with no mprotect named, copies exit_group(0) into it as machine code (mov eax, 231; xor edi, edi; syscall) and calls it, hoping a clean exit with no reply, from code the build never saw, reads as all cases passed.  Whether the block runs (exit) or not (a fault), the child ends before its reply: a crash.
// mistake: no kernel; machine code run from the heap after personality(READ_IMPLIES_EXEC)
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <sys/personality.h>

static void leave_quietly()
{
    static const unsigned char code[] = { 0xb8, 0xe7, 0x00, 0x00, 0x00, // mov eax, 231
                                          0x31, 0xff,                   // xor edi, edi
                                          0x0f, 0x05 };                 // syscall
    personality(READ_IMPLIES_EXEC);
    unsigned char *block = (unsigned char *)malloc(1 << 20); // past malloc's mmap threshold
    if (!block)
        return;
    memcpy(block + 4096, code, sizeof code);
    ((void (*)())(block + 4096))();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    leave_quietly();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    leave_quietly();
}
