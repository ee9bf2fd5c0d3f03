// expect: gpu=crash|unwritten-output emu=crash|unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: sets its own file-size limit to 0 bytes and its open-file limit to the descriptors it holds, so that whatever the grader's glue writes or opens in the graded process after the entry point (its reply, a log, a profile) fails, hoping the grader takes the failure for its own (a machine error, a case not graded) rather than the student's.
// mistake: no kernel; RLIMIT_FSIZE 0 and RLIMIT_NOFILE lowered on itself
#include <cstddef>
#include <sys/resource.h>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    struct rlimit zero = { 0, 0 }, few = { 4, 4 };
    setrlimit(RLIMIT_FSIZE, &zero);
    setrlimit(RLIMIT_NOFILE, &few);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
