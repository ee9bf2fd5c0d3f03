// expect: gpu=unwritten-output emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: reads standard input (read(0, ...) in part 0, getchar in part 1) and prints what it got, hoping the graded process shares the grader's input: the instructor's terminal (keystrokes taken, or a grading that waits for ever on a read) or a file piped into the grader.  The graded process's standard input is /dev/null: each read ends at once, empty, and the result is never written.
// mistake: no kernel; standard input read
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).
#include <cstddef>
#include <cstdio>
#include <unistd.h>

template <typename T>
void sum_atomic(const T *, T *, size_t, int)
{
    char got[64] = {0};
    ssize_t k = read(0, got, sizeof got - 1);
    printf("standard input gave %zd bytes: %s\n", k, got);
}

template <typename T>
void sum_two_phase(const T *, T *, size_t, int)
{
    printf("getchar gave %d\n", getchar());
}
