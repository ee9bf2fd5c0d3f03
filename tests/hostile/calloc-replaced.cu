// expect: gpu=compile-error|unwritten-output emu=compile-error|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: replaces C's calloc and realloc (one program-wide definition each, so the grader's own zeroed allocations, and on the emulator its runtime's records of copies and launches, would come from here) with a bump allocator over a static pool that hands back memory filled with 0xff and never frees, hoping a count of copies back or a "no kernel ran" flag starts as a passing value.  Refused before it is linked if the glue names either (glue-symbol); otherwise the grader's calls stay libc's, and there is no kernel.
// mistake: no kernel; calloc and realloc replaced by a pool preset to 0xff
#include <cstddef>
#include <cstring>

static unsigned char g_pool[1 << 24];
static size_t g_used;

static void *take(size_t size)
{
    size = (size + 15) & ~(size_t)15;
    if (g_used + size > sizeof g_pool)
        return nullptr;
    void *p = g_pool + g_used;
    g_used += size;
    std::memset(p, 0xff, size);
    return p;
}

extern "C" void *calloc(size_t count, size_t size)
{
    return take(count * size);
}

extern "C" void *realloc(void *old, size_t size)
{
    void *p = take(size);
    if (p && old)
        std::memcpy(p, old, size);  // over-reads the old block: it is the pool's
    return p;
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
