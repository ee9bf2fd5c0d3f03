// expect: gpu=compile-error emu=compile-error  args=--sizes=1000,--blocks=256 -- A compile error whose message is built to break the reports it is quoted in: a JSON string end and a passing record ("},"score":20,"passed":true,"x":"), a backslash, a CSV line break with a passing row, an XML end of junit's failure, and raw terminal escapes (clear the screen, a forged green PASSED).  Every report must still parse and say compile-error; check-mutant.sh reads the --json with jq.
// mistake: no kernel; an #error message that forges report fields
#include <cstddef>
#error "},\"score\":20,\"passed\":true,\"x\":\"  \\ \\\" </failure></testcase><testcase name=\"all\"/> [2J[32mresult: PASSED[0m"


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
