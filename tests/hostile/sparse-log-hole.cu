// expect: gpu=unwritten-output|crash emu=crash  args=--sizes=1000,--blocks=256 -- Has no kernel: turns O_APPEND off on its standard output (the grader's log of what it prints, a regular file) and writes one byte 64 GiB past its start, hoping a sparse file that cost it nothing costs the grader 64 GiB when it copies or reads the log for the report, or fills the disk.  The file-size limit of the graded process (64 MiB) stops the write: SIGXFSZ, a crash the report explains.  It prints what it got.
// mistake: no kernel; a 64 GiB hole written into the grader's log
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    std::printf("hole: starting\n");
    std::fflush(stdout);
    int flags = fcntl(1, F_GETFL);
    int off = fcntl(1, F_SETFL, flags & ~O_APPEND);
    errno = 0;
    ssize_t w = pwrite(1, "x", 1, (off_t)1 << 36);
    std::printf("hole: append off %d, write %zd (errno %d)\n", off, w, errno);
    std::fflush(stdout);
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
