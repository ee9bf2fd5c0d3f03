// expect: gpu=timeout emu=timeout  args=--sizes=1000,--blocks=256,--timeout,1 -- Has no kernel: ignores every signal a polite limit sends (sigignore, a name the build's list of handler calls does not need to refuse: it installs no handler, SIG_IGN only) for SIGTERM, SIGINT, SIGHUP, SIGALRM, SIGXCPU and SIGVTALRM, then waits for ever in pause() (no CPU used: the limit counts the time a case could run, so a waiting case is stopped as soon as a spinning one would be on an idle machine), hoping the grader asks the case to stop rather than stopping it and waits for ever, or blames the machine.  The case's limit ends it with SIGKILL, which no process can ignore: timeout.
// mistake: no kernel; the polite stop signals ignored, then an endless wait
#include <csignal>
#include <cstddef>
#include <unistd.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    const int polite[] = { SIGTERM, SIGINT, SIGHUP, SIGALRM, SIGXCPU, SIGVTALRM };
    for (int sig : polite)
        sigignore(sig);
    for (;;)
        pause();
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
