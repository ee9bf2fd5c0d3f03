// expect: gpu=unwritten-output|crash|attacked-grader emu=unwritten-output|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: pushes characters into the input queue of the terminal the grader was started from (ioctl TIOCSTI on descriptors 0, 1 and 2), so that the instructor's shell would run a command of the student's, as root, once the grader exits; kernels before 6.2 (and later ones with dev.tty.legacy_tiocsti = 1) allow it on one's own controlling terminal.  The probe pushes nothing harmful (a NUL byte) and crashes on purpose if any push succeeded, so this test fails if the graded process can reach a terminal; it prints what it got, and single-hostile.sh grades it from a terminal of its own (script(1)) where there is one.  The graded process has none: its descriptors 0, 1 and 2 are not the grader's terminal (and the seccomp filter refuses the call).
// mistake: no kernel; keystrokes pushed into the grader's terminal
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <sys/ioctl.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    const char nul = 0;
    for (int fd = 0; fd < 3; fd++) {
        errno = 0;
        int got = ioctl(fd, TIOCSTI, &nul);
        std::printf("push to fd %d %s (errno %d)\n", fd, got == 0 ? "made" : "refused", got ? errno : 0);
        std::fflush(stdout);
        if (got == 0)
            abort();
    }
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
