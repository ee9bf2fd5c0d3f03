// expect: gpu=compile-error|unwritten-output emu=compile-error|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: replaces the aligned allocators (posix_memalign, aligned_alloc, memalign: C++'s aligned operator new and many runtimes' buffers go through them) with a pool preset to a passing pattern that never frees, hoping the grader's or the emulator runtime's aligned records start filled in.  The grader's code never takes its memory from the submission (glue-symbol, or its own calls resolved apart), and there is no kernel.
// mistake: no kernel; posix_memalign, aligned_alloc and memalign replaced by a preset pool
#include <cerrno>
#include <cstddef>
#include <cstring>

static unsigned char g_pool[1 << 24] __attribute__((aligned(4096)));
static size_t g_used;

static void *take(size_t align, size_t size)
{
    if (align < 16)
        align = 16;
    size_t at = (g_used + align - 1) & ~(align - 1);
    if (at + size > sizeof g_pool)
        return nullptr;
    g_used = at + size;
    std::memset(g_pool + at, 0x01, size);
    return g_pool + at;
}

extern "C" int posix_memalign(void **out, size_t align, size_t size)
{
    void *p = take(align, size);
    if (!p)
        return ENOMEM;
    *out = p;
    return 0;
}

extern "C" void *aligned_alloc(size_t align, size_t size) { return take(align, size); }
extern "C" void *memalign(size_t align, size_t size) { return take(align, size); }

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
