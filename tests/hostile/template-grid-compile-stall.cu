// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a two-parameter template whose value names its two neighbours, Grid<500, 500>: 250,000 instantiations, none deeper than 1000 (under clang's depth limit of 1024), hoping every grading of it spends its compile budget.  The emulator's front end is stopped at its CPU limit (harness/build/front_end.h): compile-stall, in seconds; nvcc's front end refuses the recursion itself.
// mistake: no kernel; a quarter of a million template instantiations at compile time
#include <cstddef>
template <int A, int B> struct Grid { static constexpr unsigned long v = Grid<A - 1, B>::v + Grid<A, B - 1>::v; };
template <int B> struct Grid<0, B> { static constexpr unsigned long v = 1; };
template <int A> struct Grid<A, 0> { static constexpr unsigned long v = 1; };
static_assert(Grid<500, 500>::v != 0, "never");

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
