/* proc.c — run a program with a wall-clock limit (see proc.h). */
#define _DEFAULT_SOURCE /* syscall() */
#define _POSIX_C_SOURCE 200809L
#include "proc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

int rg_proc_run(char *const argv[], const char *log_path, double timeout_s,
                struct rg_proc_result *r)
{
  return rg_proc_run_limited(argv, log_path, timeout_s, 0, r);
}

/* One process's stat line into *st; 0, or -1 (gone, unreadable). */
static int stat_of(long pid, struct rg_proc_stat *st)
{
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%ld/stat", pid);
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  size_t k = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[k] = '\0';
  const char *r = strrchr(buf, ')');
  *st = (struct rg_proc_stat){ .pid = pid };
  unsigned long long ut = 0, stime = 0;
  long long cut = 0, cst = 0;
  if (!r || sscanf(r + 1, " %*c %ld %ld %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld "
                          "%lld %*d %*d %*d %*d %*u %*u %ld", &st->ppid, &st->pgrp, &ut,
                   &stime, &cut, &cst, &st->rss_pages) != 7)
    return -1;
  st->cpu_ticks = ut + stime + (unsigned long long)(cut > 0 ? cut : 0) +
                  (unsigned long long)(cst > 0 ? cst : 0);
  return 0;
}

int rg_proc_scan(int (*fn)(const struct rg_proc_stat *st, void *ctx), void *ctx)
{
  DIR *d = opendir("/proc");
  if (!d)
    return -1;
  struct dirent *e;
  int stop = 0;
  while (!stop && (e = readdir(d))) {
    char *end;
    long pid = strtol(e->d_name, &end, 10);
    if (*end || pid <= 0)
      continue;
    struct rg_proc_stat st;
    if (stat_of(pid, &st) != 0)
      continue;
    stop = fn(&st, ctx);
  }
  closedir(d);
  return 0;
}

struct group_rss { long pgid; unsigned long long pages, ticks; };

static int add_rss(const struct rg_proc_stat *st, void *ctx)
{
  struct group_rss *g = ctx;
  if (st->pgrp == g->pgid && st->rss_pages > 0)
    g->pages += (unsigned long long)st->rss_pages;
  if (st->pgrp == g->pgid)
    g->ticks += st->cpu_ticks;
  return 0;
}

unsigned long long rg_proc_group_rss(int pgid)
{
  struct group_rss g = { pgid, 0, 0 };
  rg_proc_scan(add_rss, &g);
  return g.pages * (unsigned long long)sysconf(_SC_PAGESIZE);
}

/* Adds to g the pages of pid and of its descendants (every thread's
 * /proc/PID/task/TID/children) that are in g's group; depth bounds a
 * chain of forks.  -1 when /proc has no children lists. */
static int add_tree(long pid, struct group_rss *g, int depth)
{
  struct rg_proc_stat st;
  if (stat_of(pid, &st) == 0)
    add_rss(&st, g);
  char path[64];
  snprintf(path, sizeof path, "/proc/%ld/task", pid);
  DIR *d = opendir(path);
  if (!d)
    return 0; /* gone since its parent listed it */
  struct dirent *e;
  int rc = 0;
  while (rc == 0 && (e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char kids[320];
    snprintf(kids, sizeof kids, "/proc/%ld/task/%s/children", pid, e->d_name);
    FILE *f = fopen(kids, "r");
    if (!f) {
      rc = errno == ENOENT && access(path, F_OK) == 0 ? -1 : 0;
      continue;
    }
    long kid;
    while (rc == 0 && fscanf(f, "%ld", &kid) == 1)
      rc = depth < 64 ? add_tree(kid, g, depth + 1) : 0;
    fclose(f);
  }
  closedir(d);
  return rc;
}

/* The resident bytes and the CPU seconds of group pgid, led by pid,
 * looked at every 20 ms: its leader's tree (a few files: a compiler is one
 * or two processes), and every 10th look, or where there are no children
 * lists, all of /proc (a few ms on a busy machine), which also finds a
 * member that left the tree (its parent gone). */
static unsigned long long watched_rss(pid_t pid, unsigned look, double *cpu_s)
{
  struct group_rss g = { pid, 0, 0 };
  if (look % 10 == 0 || add_tree(pid, &g, 0) != 0) {
    g = (struct group_rss){ pid, 0, 0 };
    rg_proc_scan(add_rss, &g);
  }
  *cpu_s = (double)g.ticks / (double)sysconf(_SC_CLK_TCK);
  return g.pages * (unsigned long long)sysconf(_SC_PAGESIZE);
}

/* The process groups of the programs running now (compilers, scanners),
 * each with the grader process that started it.  Each runs in a group of
 * its own, which a SIGTERM, SIGINT or SIGHUP sent to the grader's group (an
 * outer `timeout`, Ctrl-C, a closed terminal) does not reach: without this
 * a stalled compile ran on for minutes after the grader was gone. */
#define LIVE_MAX 16
static volatile sig_atomic_t live_pgid[LIVE_MAX], live_owner[LIVE_MAX];
static const int stop_signals[] = { SIGTERM, SIGINT, SIGHUP };

/* The grader is being stopped: its programs' groups go first, then the
 * signal does what it would have done.  Only groups this process started
 * (a fork of it, such as the graded child, inherits the handler, not the
 * right to use it). */
static void on_stop(int sig)
{
  pid_t me = getpid();
  for (int i = 0; i < LIVE_MAX; i++)
    if (live_pgid[i] > 0 && live_owner[i] == me)
      kill(-live_pgid[i], SIGKILL);
  signal(sig, SIG_DFL);
  raise(sig);
}

/* Records pgid; the handlers are set where the signal does its default
 * (an ignored SIGHUP, under nohup, stays ignored).  Returns its slot or -1. */
static int live_add(pid_t pgid)
{
  for (size_t k = 0; k < sizeof stop_signals / sizeof stop_signals[0]; k++) {
    struct sigaction old, on = { .sa_handler = on_stop };
    sigemptyset(&on.sa_mask);
    if (sigaction(stop_signals[k], NULL, &old) == 0 && old.sa_handler == SIG_DFL)
      sigaction(stop_signals[k], &on, NULL);
  }
  for (int i = 0; i < LIVE_MAX; i++)
    if (live_pgid[i] <= 0 || live_owner[i] != getpid()) {
      live_owner[i] = getpid();
      live_pgid[i] = pgid;
      return i;
    }
  return -1;
}

static void live_remove(int slot)
{
  if (slot >= 0)
    live_pgid[slot] = 0;
}

static int run_watched(char *const argv[], const char *log_path, double timeout_s,
                       unsigned long long mem_bytes, unsigned long long fsize_bytes,
                       double cpu_s, struct rg_proc_result *r);

int rg_proc_run_limited(char *const argv[], const char *log_path, double timeout_s,
                        unsigned long long mem_bytes, struct rg_proc_result *r)
{
  return rg_proc_run_capped(argv, log_path, timeout_s, mem_bytes, 0, r);
}

int rg_proc_run_capped(char *const argv[], const char *log_path, double timeout_s,
                       unsigned long long mem_bytes, unsigned long long fsize_bytes,
                       struct rg_proc_result *r)
{
  return run_watched(argv, log_path, timeout_s, mem_bytes, fsize_bytes, 0, r);
}

int rg_proc_run_cpu(char *const argv[], const char *log_path, double timeout_s,
                    unsigned long long mem_bytes, double cpu_s, struct rg_proc_result *r)
{
  return run_watched(argv, log_path, timeout_s, mem_bytes, 0, cpu_s, r);
}

/* A descriptor that becomes readable when child pid ends (a pidfd), or
 * -1 where the kernel has none (before Linux 5.3, or a filter refuses it):
 * the watch below then notices the end at its next look instead. */
static int end_fd(pid_t pid)
{
#ifdef SYS_pidfd_open
  return (int)syscall(SYS_pidfd_open, pid, 0);
#else
  (void)pid;
  return -1;
#endif
}

/* Waits one period of the watch (5 ms), or less when the child ends
 * first: a compile's four programs each end up to a period sooner. */
static void watch_pause(int fd)
{
  if (fd >= 0) {
    struct pollfd p = { .fd = fd, .events = POLLIN };
    if (poll(&p, 1, 5) >= 0 || errno == EINTR)
      return;
  }
  struct timespec ts = { 0, 5 * 1000 * 1000 };
  nanosleep(&ts, NULL);
}

static int run_watched(char *const argv[], const char *log_path, double timeout_s,
                       unsigned long long mem_bytes, unsigned long long fsize_bytes,
                       double cpu_s, struct rg_proc_result *r)
{
  *r = (struct rg_proc_result){ 0 };
  double t0 = rg_now();
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid == 0) {
    setpgid(0, 0);
    /* The grader killed outright (no handler runs), the program goes too. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (fsize_bytes > 0) {
      /* Every file it writes stops there (SIGXFSZ): a preprocessor whose
       * macros double a text ends at the cap, not at the disk's end. */
      struct rlimit fs = { fsize_bytes, fsize_bytes };
      setrlimit(RLIMIT_FSIZE, &fs);
    }
    int in = open("/dev/null", O_RDONLY);
    int out = log_path ? open(log_path, O_WRONLY | O_CREAT | O_APPEND, 0644)
                       : open("/dev/null", O_WRONLY);
    if (in < 0 || out < 0)
      _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    execvp(argv[0], argv);
    _exit(127);
  }
  setpgid(pid, pid); /* also here: no race with the child's own call */
  int slot = live_add(pid);
  int ended = end_fd(pid);
  int status = 0;
  for (unsigned tick = 0;; tick++) {
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid)
      break;
    if (w < 0 && errno != EINTR) {
      live_remove(slot);
      if (ended >= 0)
        close(ended);
      return -1;
    }
    if (rg_now() - t0 > timeout_s) {
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      r->timed_out = 1;
      break;
    }
    /* Every 20 ms: a front end eating memory gains a few hundred MB between
     * looks at most. */
    double cpu = 0;
    unsigned long long rss = (mem_bytes > 0 || cpu_s > 0) && tick % 4 == 0
                                 ? watched_rss(pid, tick / 4, &cpu) : 0;
    if ((mem_bytes > 0 && rss > mem_bytes) || (cpu_s > 0 && cpu > cpu_s)) {
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      r->over_memory = mem_bytes > 0 && rss > mem_bytes;
      r->over_cpu = !r->over_memory;
      break;
    }
    watch_pause(ended);
  }
  if (ended >= 0)
    close(ended);
  live_remove(slot);
  r->seconds = rg_now() - t0;
  if (WIFEXITED(status)) {
    r->exited = 1;
    r->status = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    r->status = WTERMSIG(status);
  }
  return 0;
}
