// expect: gpu=unwritten-output|crash emu=unwritten-output|crash  args=--sizes=1000,--blocks=256 -- Has no kernel: writes up to 1 GiB into a file under /dev/shm (memory, not disk, and not under RLIMIT_DATA, the emulator's cap); the file must not outlive the grading, and the report must not call it printed output.
// mistake: no kernel; 1 GiB written to /dev/shm
#include <cstddef>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    static bool done;
    if (done)
        return;
    done = true;
    static char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    int fd = open("/dev/shm/rg-h14-balloon", O_WRONLY | O_CREAT | O_TRUNC, 0600);
    for (int i = 0; fd >= 0 && i < 1024; i++)
        if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk)
            break;
    if (fd >= 0)
        close(fd);
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    sum_atomic(d_input, d_result, n, block);
}
