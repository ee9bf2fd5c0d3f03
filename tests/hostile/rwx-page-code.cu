// expect: gpu=crash|compile-error emu=crash|compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: maps a page readable, writable and executable, writes machine code into it (mov eax, 231; xor edi, edi; syscall: exit_group(0)) and calls it, so the exit is made by code that exists in no file the build could read, hoping the sandbox lets self-written host code run and end the child cleanly.  A child that ends before its reply is a crash (or the build refuses mmap).
// mistake: no kernel; self-written host code in a writable, executable mapping
#include <cstddef>
#include <cstring>
#include <sys/mman.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    static const unsigned char code[] = {0xb8, 0xe7, 0x00, 0x00, 0x00, 0x31, 0xff, 0x0f, 0x05, 0xc3};
    void *page = mmap(nullptr, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED)
        return;
    std::memcpy(page, code, sizeof code);
    reinterpret_cast<void (*)()>(page)();
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)block;
    entry(d_input, d_result, n);
}
