// expect: gpu=compile-error emu=compile-error  -- Tries to outlast the seccomp filter: installs a SIGSYS handler (and blocks SIGSYS) before it signals its parent, the grader, hoping a filter that traps rather than kills lets it go on and answer. Refused at the build now: sigaction is a handler the grader's own code would run (forbidden-call); before that, the filter killed it as attacked-grader.
// mistake: no kernel; a SIGSYS handler, then kill(getppid(), SIGKILL)
#include <csignal>
#include <cstddef>
#include <unistd.h>

static void ignore(int) {}

static void attack()
{
    struct sigaction sa = {};
    sa.sa_handler = ignore;
    sigaction(SIGSYS, &sa, nullptr);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGSYS);
    sigprocmask(SIG_BLOCK, &set, nullptr);
    kill(getppid(), SIGKILL);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    attack();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    attack();
}
