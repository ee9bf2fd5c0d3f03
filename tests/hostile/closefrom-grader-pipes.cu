// expect: gpu=crash|cuda-error emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: closes every descriptor from 3 up with closefrom (part 0) and close_range (part 1), names close-pipes.cu's loop of close() does not use, hoping to cut the graded process's pipes to the grader so that its reply, or the news of its failure, is lost and the grading ends with no verdict or blames the machine.  The grader takes a reply that never comes as the child's crash.
// mistake: no kernel; closefrom(3) and close_range(3, ~0u, 0)
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <unistd.h>

template <typename T>
void sum_atomic(const T *, T *, size_t, int)
{
    closefrom(3);
}

template <typename T>
void sum_two_phase(const T *, T *, size_t, int)
{
    close_range(3, ~0u, 0);
}
