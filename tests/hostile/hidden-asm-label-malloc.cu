// expect: gpu=compile-error|unwritten-output emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: defines, under a C++ name, a function whose assembler name is malloc (an asm label) with hidden visibility, so that in the one shared object the glue and the submission are linked into, the glue's own calls of malloc bind to it at link time (a default-visibility malloc would lose to libc's at load), and hands out zeroed memory from one static pool, hoping the glue's bookkeeping (its record of the case, its copies) aliases.  An asm label is assembly of the submission's own to the emulator's build (instrumentation-off); on a GPU the symbol table, not the spelling, is what is checked: a name the glue calls, defined by the submission, is refused (glue-symbol).
// mistake: no kernel; malloc defined under an asm label, hidden, for the glue to bind to
#include <cstddef>
#include <cstring>

static unsigned char pool[1 << 22];

extern "C" __attribute__((visibility("hidden"))) void *pool_take(size_t size) __asm__("malloc");
extern "C" __attribute__((visibility("hidden"))) void *pool_take(size_t size)
{
    (void)size;
    std::memset(pool, 0, 4096);
    return pool;
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
