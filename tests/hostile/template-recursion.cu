// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- A template that instantiates itself without end (Depth<N> names Depth<N + 1>), hoping the compiler runs until the grader's compile time limit, or past it, on every grading of the class.  clang stops at its instantiation depth (1024) with an error at once.
// mistake: no kernel; endless template recursion at compile time
#include <cstddef>
template <unsigned long N> struct Depth { static constexpr unsigned long value = Depth<N + 1>::value + 1; };
static_assert(Depth<0>::value > 0, "never");

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
