// expect: gpu=compile-error|unwritten-output emu=compile-error|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: replaces the global operator new and delete (one program-wide definition, so the glue's allocations would come from here) with a bump allocator over one static buffer that never frees, its bytes preset to a passing record, hoping the glue's own objects (its reply, its count of copies) start as "ran, nothing copied" or alias each other.  Refused before it is linked if the glue calls operator new (glue-symbol); otherwise the glue's calls stay its own and there is no kernel.
// mistake: no kernel; the global operator new and delete replaced
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

static unsigned char g_pool[1 << 24];
static size_t g_used;

void *operator new(size_t size)
{
    size = (size + 15) & ~(size_t)15;
    if (g_used + size > sizeof g_pool)
        g_used = 0; // wrap: later objects alias earlier ones
    void *p = g_pool + g_used;
    g_used += size;
    std::memset(p, 0, size);
    return p;
}
void *operator new[](size_t size) { return operator new(size); }
void operator delete(void *) noexcept {}
void operator delete[](void *) noexcept {}
void operator delete(void *, size_t) noexcept {}
void operator delete[](void *, size_t) noexcept {}

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
