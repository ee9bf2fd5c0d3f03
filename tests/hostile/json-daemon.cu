// A daemon that outlives the grading: it leaves the process group (setsid after a
// fork), finds the grader's --json file on its command line and, once the grader
// has written it, puts a pass there.  Exercise 07; graded by
// tests/kit/single-hostile.sh (single mode) and tests/kit/batch-hostile.sh.
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static bool json_path(pid_t pid, char *path, size_t cap)
{
    char name[64], args[8192];
    snprintf(name, sizeof name, "/proc/%d/cmdline", (int)pid);
    int fd = open(name, O_RDONLY);
    if (fd < 0)
        return false;
    ssize_t n = read(fd, args, sizeof args - 1);
    close(fd);
    if (n <= 0)
        return false;
    args[n] = '\0';
    for (char *a = args; a < args + n; a += strlen(a) + 1)
        if (strcmp(a, "--json") == 0 && a + strlen(a) + 1 < args + n) {
            snprintf(path, cap, "%s", a + strlen(a) + 1);
            return path[0] == '/';
        }
    return false;
}

static void linger(pid_t grader)
{
    char path[4096];
    if (!json_path(grader, path, sizeof path))
        return;
    unlink(path);  // an old report would look like the new one
    struct stat st;
    for (int i = 0; i < 600 && stat(path, &st) != 0; i++)  // until the grader writes it
        usleep(50000);
    usleep(300000);
    if (FILE *f = fopen(path, "w")) {
        fputs("{\"forged\": \"by a daemon\", \"passed\": true, \"score\": 1}\n", f);
        fclose(f);
    }
}

static void start_daemon()
{
    static bool started;
    if (started)
        return;
    started = true;
    pid_t top = getppid();
    // Walk up to the process whose command line holds --json: the grader.
    char path[4096];
    for (int hop = 0; hop < 4 && !json_path(top, path, sizeof path); hop++) {
        char name[64], buf[512];
        snprintf(name, sizeof name, "/proc/%d/stat", (int)top);
        FILE *f = fopen(name, "r");
        if (!f || !fgets(buf, sizeof buf, f)) {
            if (f) fclose(f);
            return;
        }
        fclose(f);
        const char *r = strrchr(buf, ')');
        char st;
        int pp = 0;
        if (!r || sscanf(r + 1, " %c %d", &st, &pp) != 2)
            return;
        top = pp;
    }
    if (fork() != 0)
        return;
    setsid();
    if (fork() != 0)
        _exit(0);
    linger(top);
    _exit(0);
}

template <typename T>
void sum_atomic(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    start_daemon();
}

template <typename T>
void sum_two_phase(const T *d_input, T *d_result, size_t n, int block)
{
    (void)d_input, (void)d_result, (void)n, (void)block;
    start_daemon();
}
