/* proc.c — run a program with a wall-clock limit (see proc.h). */
#define _POSIX_C_SOURCE 200809L
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

int rg_proc_run(char *const argv[], const char *log_path, double timeout_s,
                struct rg_proc_result *r)
{
  return rg_proc_run_limited(argv, log_path, timeout_s, 0, r);
}

int rg_proc_run_limited(char *const argv[], const char *log_path, double timeout_s,
                        unsigned long long data_bytes, struct rg_proc_result *r)
{
  *r = (struct rg_proc_result){ 0 };
  double t0 = rg_now();
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid == 0) {
    setpgid(0, 0);
    int in = open("/dev/null", O_RDONLY);
    int out = log_path ? open(log_path, O_WRONLY | O_CREAT | O_APPEND, 0644)
                       : open("/dev/null", O_WRONLY);
    if (in < 0 || out < 0)
      _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    if (data_bytes > 0) {
      struct rlimit rl = { (rlim_t)data_bytes, (rlim_t)data_bytes };
      setrlimit(RLIMIT_DATA, &rl);
    }
    execvp(argv[0], argv);
    _exit(127);
  }
  setpgid(pid, pid); /* also here: no race with the child's own call */
  int status = 0;
  for (;;) {
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid)
      break;
    if (w < 0 && errno != EINTR)
      return -1;
    if (rg_now() - t0 > timeout_s) {
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      r->timed_out = 1;
      break;
    }
    struct timespec ts = { 0, 5 * 1000 * 1000 };
    nanosleep(&ts, NULL);
  }
  r->seconds = rg_now() - t0;
  if (WIFEXITED(status)) {
    r->exited = 1;
    r->status = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    r->status = WTERMSIG(status);
  }
  return 0;
}
