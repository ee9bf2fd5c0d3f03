// expect: gpu=attacked-grader|crash emu=attacked-grader|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: a global constructor of the submission's object (run when the graded child loads it, before any case and before the glue's first line) sends SIGKILL to the grader (getppid) and to its process group, hoping the grader dies before it writes a verdict.  The seccomp filter is in place before the submission is loaded: the child is killed and the case is attacked-grader, not a machine error.
// mistake: no kernel; a constructor that kills the grader at load time
#include <csignal>
#include <cstddef>
#include <unistd.h>

__attribute__((constructor)) static void strike_first()
{
    kill(getppid(), SIGKILL);
    kill(-getppid(), SIGKILL); // its group, where it leads one (getpgid is refused by name)
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
}
