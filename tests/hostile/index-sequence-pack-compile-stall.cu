// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: host code only names std::make_index_sequence<1 << 22> and counts its pack, hoping the front end spends the grader's compile budget, or its memory (2.7 GB), on every grading.  No template recursion (clang builds the sequence with its __make_integer_seq builtin, one instantiation of four million arguments), so no depth limit fires; both front ends are stopped at their limits (harness/build/front_end.h): compile-stall, in seconds.
// mistake: no kernel; a four-million-element integer sequence built in host code
#include <utility>

template <size_t... I>
static constexpr size_t count(std::index_sequence<I...>)
{
    return sizeof...(I);
}

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    static const size_t total = count(std::make_index_sequence<(1u << 22)>{});
    (void)total;
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
