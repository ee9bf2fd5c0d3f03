// expect: gpu=unwritten-output|crash emu=unwritten-output  args=--sizes=1000,--blocks=256 -- Has no kernel: finds the descriptor the graded process holds on its own compiled object (an unlinked file opened read-write, an ELF header at its start: the grader's glue linked with the submission, loaded from it) and tries to rewrite it (pwrite over its header, ftruncate to 0, a hole punched with fallocate), hoping to change the glue's code under a private mapping whose pages still read the file, or to make every later process that loads it fail as the grader's own error.  Every write is refused (the file is sealed); the probe crashes on purpose if any went through, and prints what it got.
// mistake: no kernel; the descriptor of the loaded object rewritten
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

template <typename T>
static void entry(const T *d_input, T *d_result, size_t n)
{
    (void)d_input, (void)d_result, (void)n;
    for (int fd = 3; fd < 64; fd++) {
        char head[4] = {};
        // a file that seeks (no pipe); no fstat, a clock refused at build time
        if (lseek(fd, 0, SEEK_END) <= 0)
            continue;
        if (pread(fd, head, 4, 0) != 4 || std::memcmp(head, "\x7f" "ELF", 4) != 0)
            continue;
        static const char zeros[64] = {};
        errno = 0;
        int wrote = pwrite(fd, zeros, sizeof zeros, 0) == (ssize_t)sizeof zeros;
        int e1 = errno;
        errno = 0;
        int cut = ftruncate(fd, 0) == 0;
        int e2 = errno;
        errno = 0;
        int punched = fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, 4096) == 0;
        int e3 = errno;
        std::printf("object fd %d: write %s (errno %d), truncate %s (errno %d), punch %s (errno %d)\n", fd,
                    wrote ? "made" : "refused", e1, cut ? "made" : "refused", e2, punched ? "made" : "refused", e3);
        std::fflush(stdout);
        if (wrote || cut || punched)
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
