// expect: gpu=crash|timeout emu=crash|timeout  args=--sizes=1000,--blocks=256 -- Has no kernel: raises on itself the signals a grader sends or receives for its own reasons (SIGINT, an instructor's Ctrl-C; SIGXCPU, a CPU limit; SIGTERM, a polite stop; SIGXFSZ, the file-size limit), hoping the grader reads its child's death by one of them as its own interruption or a limit of the machine (no grade, retried) rather than the submission's.  Each ends the case as the submission's failure.
// mistake: no kernel; raise() of SIGINT, SIGXCPU, SIGTERM or SIGXFSZ
// Exercise 07 (host entry points, see harness/CONTRACTS.md); graded by
// tests/kit/check-mutant.sh (line 1).  Each part raises another signal.
#include <cstddef>
#include <csignal>

template <typename T>
void sum_atomic(const T *, T *, size_t, int)
{
    raise(sizeof(T) == 4 ? SIGINT : SIGTERM);
}

template <typename T>
void sum_two_phase(const T *, T *, size_t, int)
{
    raise(sizeof(T) == 4 ? SIGXCPU : SIGXFSZ);
}
