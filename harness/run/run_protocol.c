/* run_protocol.c — the graded child seen from its grader: its process (a
 * group of its own, killed whole), the two pipes commands and replies cross
 * as fixed-size structs, and the wait for a reply within a case's limit
 * (see run_internal.h). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "util.h"

int rg_wire_write(int fd, const void *buf, size_t len)
{
  const char *p = buf;
  while (len > 0) {
    ssize_t w = write(fd, p, len);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return -1;
    p += w;
    len -= (size_t)w;
  }
  return 0;
}

int rg_wire_read(int fd, void *buf, size_t len)
{
  char *p = buf;
  while (len > 0) {
    ssize_t r = read(fd, p, len);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      return -1;
    p += r;
    len -= (size_t)r;
  }
  return 0;
}

int rg_child_start(const struct rg_run_opts *o, struct child *c)
{
  int cmd[2], rep[2];
  if (pipe2(cmd, O_CLOEXEC) != 0)
    return -1;
  if (pipe2(rep, O_CLOEXEC) != 0) {
    close(cmd[0]);
    close(cmd[1]);
    return -1;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    close(cmd[0]), close(cmd[1]), close(rep[0]), close(rep[1]);
    return -1;
  }
  if (pid == 0) {
    setpgid(0, 0); /* killed as a group, with whatever it spawned */
    close(cmd[1]);
    close(rep[0]);
    signal(SIGPIPE, SIG_DFL);
    rg_child_run(o, cmd[0], rep[1]);
  }
  setpgid(pid, pid);
  close(cmd[0]);
  close(rep[1]);
  c->pid = pid;
  c->cmd_fd = cmd[1];
  c->reply_fd = rep[0];
  return 0;
}

int rg_child_stop(struct child *c, bool kill_it)
{
  int status = 0;
  if (c->pid <= 0)
    return 0;
  close(c->cmd_fd);
  close(c->reply_fd);
  if (kill_it)
    kill(-c->pid, SIGKILL);
  while (waitpid(c->pid, &status, 0) < 0 && errno == EINTR)
    ;
  kill(-c->pid, SIGKILL); /* anything it left behind in its group */
  c->pid = 0;
  return status;
}

int rg_child_await(struct child *c, struct wire_reply *r, double timeout_s)
{
  struct pollfd pfd = { .fd = c->reply_fd, .events = POLLIN };
  double deadline = rg_now() + timeout_s;
  for (;;) {
    double left = deadline - rg_now();
    if (left <= 0)
      return 0;
    int rc = poll(&pfd, 1, (int)(left * 1000) + 1);
    if (rc < 0 && errno == EINTR)
      continue;
    if (rc == 0)
      return 0;
    return rg_wire_read(c->reply_fd, r, sizeof *r) == 0 ? 1 : -1;
  }
}
