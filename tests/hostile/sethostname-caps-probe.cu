// expect: gpu=unwritten-output|crash|attacked-grader emu=unwritten-output|attacked-grader  args=--sizes=1000,--blocks=256 -- Has no kernel: asks whether the graded process kept CAP_SYS_ADMIN (run as root, single mode) by calling sethostname with a name one byte too long: the kernel checks the capability first (EPERM without it) and the length after (EINVAL), so the probe changes nothing either way.  With the capability kept a student could rename the machine, mount, or reach what root reaches; the probe then crashes on purpose (abort), so this test fails if the capability is ever kept; it prints what it got (single-hostile.sh reads the line).  The emulator's graded process drops every capability (harness/run/drop_caps.c): EPERM; the seccomp filter now answers sethostname ENOSYS on both backends before any capability is checked (swapoff-capability-hides-race.cu), which counts as refused too; the missing kernel leaves the result unwritten.
// mistake: no kernel; a probe of the capabilities the graded process kept
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    static const char too_long[66] = "this-name-is-one-byte-longer-than-any-host-name-may-be-0123456789";
    errno = 0;
    int got = sethostname(too_long, 65);
    int why = got ? errno : 0;
    std::printf("hostname %s (errno %d)\n", got && (why == EPERM || why == ENOSYS) ? "refused" : "capability kept", why);
    std::fflush(stdout);
    if (!(got && (why == EPERM || why == ENOSYS)))
        abort();
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
