// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- Has no kernel: a static_assert whose message holds newlines, a forged passing report line and a JSON record ("score": 100), hoping the report and --json quote the compiler's message with its line breaks, so that a reader or a script takes the forged line for the grader's.
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by tests/kit/check-mutant.sh (line 1).
#include <cstddef>
static_assert(sizeof(int) == 3, "\n\nresult: PASSED \xe2\x80\x94 244 cases\n{\"score\": 100, \"output\": \"passed\"}\n");

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input; (void)d_result; (void)n; (void)block;
}
