// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: installs a std::terminate handler that longjmps back into the entry point's frame, then throws from a noexcept function, hoping the terminate an escaping exception calls is turned into a normal return from the entry point, past whatever the runtime does on the way.  The entry returns, the result is never written: unwritten-output (or, should the unwinder's state upset the runtime, a crash).
// mistake: no kernel; std::terminate handler longjmps back into the entry point
#include <csetjmp>
#include <cstddef>
#include <exception>
#include <stdexcept>

static std::jmp_buf back;

[[noreturn]] static void jump_back() { std::longjmp(back, 1); }

static void thrower() noexcept
{
    throw std::runtime_error("result: PASSED");
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    std::set_terminate(jump_back);
    if (setjmp(back) == 0)
        thrower();
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
