/* spawn_read.c — a helper program whose stdout the emulator reads (see
 * spawn_read.h).  The graded child's filter lets a dup onto 0-2 through
 * only from the stub section its pipes use (harness/run/wire_guard.h): so
 * the stub below, in that section, points this process's stdout and
 * stderr at the pipe and /dev/null for the moment posix_spawn copies
 * them, then puts them back.  One thread runs host code and kernels here:
 * nothing else writes to 1 or 2 meanwhile. */
#define _GNU_SOURCE
#include "spawn_read.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* PATH as the grader started with it, read before any submission runs.
 * The graded process's environment is the submission's to change: a
 * setenv("PATH", ".") beside a program of its own named addr2line in its
 * (writable) folder had the emulator run that program for every
 * diagnosis, and LD_PRELOAD would load its code into the real one.  So a
 * tool is found on this PATH, by absolute folders only, and started
 * with an environment of its own. */
static char *start_path;

__attribute__((constructor)) static void keep_start_path(void)
{
  const char *p = getenv("PATH");
  start_path = strdup(p ? p : "/usr/bin:/bin");
}

static char *const tool_env[] = { "LC_ALL=C", NULL };

/* prog on the grader's starting PATH (into buf), or NULL. */
static const char *on_start_path(const char *prog, char *buf, size_t cap)
{
  for (const char *d = start_path ? start_path : "/usr/bin:/bin"; *d;) {
    size_t n = strcspn(d, ":");
    if (d[0] == '/' && snprintf(buf, cap, "%.*s/%s", (int)n, d, prog) < (int)cap &&
        access(buf, X_OK) == 0)
      return buf;
    d += n + (d[n] == ':');
  }
  return NULL;
}

/* dup3(from, to, 0) as a system call made from the stub section. */
__attribute__((section("rg_wire_text"), noinline, used)) static long std_dup3(long from, long to)
{
#if defined(__x86_64__)
  long ret;
  __asm__ volatile("syscall" : "=a"(ret) : "a"((long)SYS_dup3), "D"(from), "S"(to), "d"(0L)
                   : "rcx", "r11", "memory");
  return ret;
#elif defined(__aarch64__)
  register long x8 __asm__("x8") = SYS_dup3;
  register long x0 __asm__("x0") = from;
  register long x1 __asm__("x1") = to;
  register long x2 __asm__("x2") = 0;
  __asm__ volatile("svc #0" : "+r"(x0) : "r"(x8), "r"(x1), "r"(x2) : "memory");
  return x0;
#else
#error "spawn_read.c: the stub knows x86_64 and aarch64 only"
#endif
}

FILE *simt_spawn_read(char *const argv[], pid_t *pid)
{
  char found[4096];
  const char *prog = on_start_path(argv[0], found, sizeof found);
  int p[2];
  if (!prog || pipe2(p, O_CLOEXEC) != 0)
    return NULL;
  int null_out = open("/dev/null", O_WRONLY | O_CLOEXEC);
  int saved1 = fcntl(1, F_DUPFD_CLOEXEC, 3), saved2 = fcntl(2, F_DUPFD_CLOEXEC, 3);
  int rc = -1;
  fflush(stdout);
  fflush(stderr);
  if (null_out >= 0 && saved1 >= 0 && saved2 >= 0 && std_dup3(p[1], 1) == 1 &&
      std_dup3(null_out, 2) == 2)
    rc = posix_spawn(pid, prog, NULL, NULL, argv, tool_env);
  if (saved1 >= 0)
    std_dup3(saved1, 1);
  if (saved2 >= 0)
    std_dup3(saved2, 2);
  for (int fd, i = 0; i < 4; i++)
    if ((fd = (int[]){ saved1, saved2, null_out, p[1] }[i]) >= 0)
      close(fd);
  FILE *f = rc == 0 ? fdopen(p[0], "r") : NULL;
  if (!f) {
    close(p[0]);
    if (rc == 0)
      simt_spawn_close(NULL, *pid);
  }
  return f;
}

void simt_spawn_close(FILE *f, pid_t pid)
{
  if (f)
    fclose(f);
  while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
    ;
}
