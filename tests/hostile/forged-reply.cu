// expect: gpu=attacked-grader emu=attacked-grader  -- Has no kernel at all: its entry points return at once.  A static constructor, which runs when the child loads the submission and before the child reads its first command, finds the two pipes it inherits (the grader's command pipe, read end; the reply pipe, write end) and means to speak the grader's protocol itself: read each case's command and its input, sum the input on the host, write the sum into the output mapping and reply "ran, one launch, nothing copied to the host".  It passed every case, in single mode and in a batch, until the child's pipes became the grader's code's alone (harness/run/wire_guard.h): its first read of the command pipe ends the process (SIGSYS).
// mistake: no kernel; a constructor answers the grader's command pipe itself
// The sizes and offsets below are those of struct wire_cmd / rg_job / wire_reply / rg_result
// (harness/run/run_internal.h, harness/glue/glue.h) on x86_64, as a student with the kit's
// source gets them from a three-line C program.

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <cerrno>
#include <unistd.h>

namespace {
constexpr size_t CMD_SIZE = 760, JOB_OFF = 8;
constexpr size_t J_DTYPE = 8, J_N = 16, J_FAR = 72, J_INPUT = 64, J_OUTPUT = 352,
                 J_OUT_BYTES = 360, J_CANARY = 368, J_FRESH_IN = 408, J_FRESH_OUT = 416;
constexpr size_t REPLY_SIZE = 19624, R_LAUNCHES = 584, R_FRESH_RAN = 568;

template <typename V> V at(const unsigned char *p, size_t off)
{
    V v;
    memcpy(&v, p + off, sizeof v);
    return v;
}

bool read_all(int fd, void *buf, size_t len)
{
    char *p = (char *)buf;
    while (len) {
        ssize_t r = read(fd, p, len);
        if (r <= 0)
            return false;
        p += r, len -= (size_t)r;
    }
    return true;
}

long double sum_of(const void *in, int dtype, size_t n)
{
    long double s = 0;
    for (size_t i = 0; i < n; i++)
        s += dtype == 0 ? (long double)((const float *)in)[i]
           : dtype == 1 ? (long double)((const double *)in)[i]
                        : (long double)((const int *)in)[i];
    return s;
}

void put(void *out, size_t out_bytes, size_t canary, long double s)
{
    if (out_bytes == sizeof(float)) {
        float f = (float)s;
        memcpy(out, &f, sizeof f);
    } else {
        double d = (double)s;
        memcpy(out, &d, sizeof d);
    }
    memset((char *)out + out_bytes, 0xA5, canary);
}

// A pipe's end: a descriptor that is open and cannot seek (ESPIPE).  No
// fstat: it reads a file's time stamps, a clock, refused at build time.
static bool is_pipe(int fd)
{
    return fcntl(fd, F_GETFL) >= 0 && lseek(fd, 0, SEEK_CUR) < 0 && errno == ESPIPE;
}

__attribute__((constructor)) void speak_for_the_glue()
{
    int cmd_fd = -1, rep_fd = -1;
    for (int fd = 3; fd < 1024; fd++) {
        if (!is_pipe(fd))
            continue;
        int mode = fcntl(fd, F_GETFL) & O_ACCMODE;
        if (mode == O_RDONLY && cmd_fd < 0)
            cmd_fd = fd;
        else if (mode == O_WRONLY && rep_fd < 0)
            rep_fd = fd;
    }
    if (cmd_fd < 0 || rep_fd < 0)
        return;  // not the grader's child: behave
    static unsigned char cmd[CMD_SIZE], reply[REPLY_SIZE];
    while (read_all(cmd_fd, cmd, sizeof cmd)) {
        const unsigned char *job = cmd + JOB_OFF;
        int dtype = at<int>(job, J_DTYPE);
        size_t n = at<size_t>(job, J_N);
        size_t es = dtype == 1 ? 8 : 4;
        void *in = at<void *>(job, J_INPUT), *fresh = at<void *>(job, J_FRESH_IN);
        void *out = at<void *>(job, J_OUTPUT), *fresh_out = at<void *>(job, J_FRESH_OUT);
        size_t out_bytes = at<size_t>(job, J_OUT_BYTES), canary = at<size_t>(job, J_CANARY);
        void *buf = malloc(n * es ? n * es : 1), *fbuf = malloc(n * es ? n * es : 1);
        if (in && !read_all(cmd_fd, buf, n * es))
            _exit(0);
        if (fresh && !read_all(cmd_fd, fbuf, n * es))
            _exit(0);
        if (in && at<int>(job, J_FAR) == 0)
            put(out, out_bytes, canary, sum_of(buf, dtype, n));
        memset(reply, 0, sizeof reply);  // status RG_GLUE_OK, nothing copied to the host
        int one = 1;
        memcpy(reply + R_LAUNCHES, &one, sizeof one);
        if (fresh && fresh_out) {
            put(fresh_out, out_bytes, 0, sum_of(fbuf, dtype, n));
            memcpy(reply + R_FRESH_RAN, &one, sizeof one);
        }
        free(buf);
        free(fbuf);
        if (write(rep_fd, reply, sizeof reply) != (ssize_t)sizeof reply)
            _exit(0);
    }
    _exit(0);
}
}  // namespace

// The entry points: nothing.  They are never called.
template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
}
