// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- A template whose two specialisations each instantiate two more of depth N - 1 (a binary tree of 2^40 instantiations, each one distinct), hoping to keep the compiler busy and growing for hours, past any time limit, on every grading of the class.  The compile is stopped (time or memory) and reported as the student's compile error, not a machine error and not a hang.
// mistake: no kernel; an exponential tree of template instantiations
#include <cstddef>
template <int N, unsigned long long K> struct Tree {
    static constexpr unsigned long long value = Tree<N - 1, 2 * K>::value + Tree<N - 1, 2 * K + 1>::value;
};
template <unsigned long long K> struct Tree<0, K> { static constexpr unsigned long long value = 1; };
static_assert(Tree<40, 1>::value != 0, "never");

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
