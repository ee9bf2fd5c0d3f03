// expect: gpu=attacked-grader|timeout emu=attacked-grader args=--sizes=1,--blocks=32,--timeout,2  -- Hangs the grader itself, past every case limit: the entry point writes one byte down the reply pipe it inherits (the write end of a pipe, found by fcntl and lseek) and then sleeps for ever.  The grader's wait for a reply (harness/run/run_protocol.c, rg_child_await) polls with the case's limit, but once a byte is there it reads the rest of the reply with no limit at all: it blocks for ever, the child is never killed, and single mode never ends (a batch loses the whole grading to its wall-clock limit, as a timeout of the submission rather than of one case). The grader now waits for a whole reply only until the case's deadline.
// mistake: no kernel; one byte down the grader's reply pipe, then sleep
#include <cstddef>
#include <fcntl.h>
#include <cerrno>
#include <unistd.h>

// A pipe's end: a descriptor that is open and cannot seek (ESPIPE).  No
// fstat: it reads a file's time stamps, a clock, refused at build time.
static bool is_pipe(int fd)
{
    return fcntl(fd, F_GETFL) >= 0 && lseek(fd, 0, SEEK_CUR) < 0 && errno == ESPIPE;
}

static void stall()
{
    for (int fd = 3; fd < 1024; fd++) {
        if (is_pipe(fd) && (fcntl(fd, F_GETFL) & O_ACCMODE) == O_WRONLY) {
            char byte = 0;
            if (write(fd, &byte, 1) == 1)
                break;
        }
    }
    for (;;)
        sleep(60);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    stall();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    stall();
}
