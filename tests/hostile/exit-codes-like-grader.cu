// expect: gpu=crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: ends the graded process with the exit codes that mean something to those who run a grader: 77 (a test skipped, and the grader's own "not graded"), 124 (timeout(1)'s time limit), 3 (the child's own "cannot set up its guard") and 137 (killed by SIGKILL: out of memory), hoping the grader reads one as a skip, a limit or its own failure (no grade, retried).  A graded process that ends in the middle of a case is a crash, whatever its status.
// mistake: no kernel; _exit() with 77, 124, 3 or 137
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <unistd.h>

template <typename T>
void sum_atomic(const T *, T *, size_t, int)
{
    _exit(sizeof(T) == 4 ? 77 : 124);
}

template <typename T>
void sum_two_phase(const T *, T *, size_t, int)
{
    _exit(sizeof(T) == 4 ? 3 : 137);
}
