// expect: gpu=compile-error|unwritten-output emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: defines malloc with hidden visibility, so that in the one shared object the glue and the submission are linked into, the glue's own calls of malloc bind to it when linked (a default-visibility definition loses to libc's at load, tests/hostile/libc-names.cu), and hands out the same zeroed block of a static pool every time, hoping the glue's bookkeeping (its record of the case, its copies) aliases.  A name the glue calls, defined by the submission, is refused whatever its visibility (glue-symbol).
// mistake: no kernel; malloc defined, hidden, for the glue to bind to
#include <cstddef>
#include <cstring>

static unsigned char pool[1 << 22];

extern "C" __attribute__((visibility("hidden"))) void *malloc(size_t size)
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
