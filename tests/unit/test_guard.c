/* The graded child's seccomp filter (harness/run/guard.c), as a GPU grading
 * installs it (no Landlock, the filter alone): a descriptor whose owner is
 * another process signals that process when it is ready, so setting one is
 * an attack on the grader. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "guard.h"

/* A process that waits to be signalled. */
static pid_t start_victim(void)
{
  pid_t v = fork();
  if (v == 0) {
    for (;;)
      pause();
  }
  assert_true(v > 0);
  return v;
}

/* Is v still running, 200 ms on? */
static int victim_alive(pid_t v)
{
  struct timespec ms200 = { 0, 200 * 1000 * 1000 };
  nanosleep(&ms200, NULL);
  int st;
  return waitpid(v, &st, WNOHANG) == 0;
}

static void end_victim(pid_t v)
{
  kill(v, SIGKILL);
  waitpid(v, NULL, 0);
}

/* In a child under the GPU's filter: a pipe of its own owned by `owner`,
 * F_SETSIG SIGKILL, O_ASYNC, a byte written.  Its wait status. */
static int owned_pipe_status(pid_t owner)
{
  pid_t g = fork();
  if (g == 0) {
    const int keep[RG_GUARD_KEEP] = { -1, -1, -1 };
    char why[256];
    if (rg_guard_child(keep, false, false, 0, NULL, why, sizeof why) != 0)
      _exit(3);
    int fd[2];
    if (pipe(fd) != 0)
      _exit(4);
    if (fcntl(fd[0], F_SETOWN, owner ? owner : getpid()) != 0)
      _exit(5);
    if (owner == 0)
      _exit(0); /* itself: allowed (SIGKILL would end it, so no more) */
    fcntl(fd[0], F_SETSIG, SIGKILL);
    fcntl(fd[0], F_SETFL, O_ASYNC | O_NONBLOCK);
    (void)!write(fd[1], "x", 1);
    _exit(0);
  }
  assert_true(g > 0);
  int st = 0;
  assert_int_equal(waitpid(g, &st, 0), g);
  return st;
}

static void test_owner_another_process_kills(void **state)
{
  (void)state;
  pid_t v = start_victim();
  int st = owned_pipe_status(v);
  int alive = victim_alive(v);
  end_victim(v);
  assert_true(alive);
  assert_true(WIFSIGNALED(st));
  assert_int_equal(WTERMSIG(st), SIGSYS);
}

static void test_owner_itself_allowed(void **state)
{
  (void)state;
  int st = owned_pipe_status(0);
  assert_true(WIFEXITED(st));
  assert_int_equal(WEXITSTATUS(st), 0);
}

/* F_SETOWN_EX and the ioctls hand the owner through a pointer: refused. */
static void test_owner_by_pointer_refused(void **state)
{
  (void)state;
  pid_t v = start_victim();
  pid_t g = fork();
  if (g == 0) {
    const int keep[RG_GUARD_KEEP] = { -1, -1, -1 };
    char why[256];
    if (rg_guard_child(keep, false, false, 0, NULL, why, sizeof why) != 0)
      _exit(3);
    int fd[2];
    if (pipe(fd) != 0)
      _exit(4);
    struct f_owner_ex ex = { F_OWNER_PID, v };
    int pid = v;
    int bad = (fcntl(fd[0], F_SETOWN_EX, &ex) != -1 || errno != EPERM) +
              (ioctl(fd[0], FIOSETOWN, &pid) != -1 || errno != EPERM) * 2 +
              (ioctl(fd[0], SIOCSPGRP, &pid) != -1 || errno != EPERM) * 4;
    fcntl(fd[0], F_SETSIG, SIGKILL);
    fcntl(fd[0], F_SETFL, O_ASYNC | O_NONBLOCK);
    (void)!write(fd[1], "x", 1);
    _exit(10 + bad);
  }
  int st = 0;
  assert_int_equal(waitpid(g, &st, 0), g);
  int alive = victim_alive(v);
  end_victim(v);
  assert_true(alive);
  assert_true(WIFEXITED(st));
  assert_int_equal(WEXITSTATUS(st), 10);
}

/* A terminal of its own (a pty whose slave is the child's controlling
 * terminal, as the user's terminal is the grader's in single mode): under
 * the filter, TIOCSTI (typing into it) and TIOCSPGRP (taking its
 * foreground) are refused, and isatty still answers. */
static void test_terminal_setters_refused(void **state)
{
  (void)state;
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  assert_true(master >= 0);
  assert_int_equal(grantpt(master), 0);
  assert_int_equal(unlockpt(master), 0);
  const char *slave_name = ptsname(master);
  assert_non_null(slave_name);
  pid_t g = fork();
  if (g == 0) {
    if (setsid() < 0)
      _exit(3);
    int slave = open(slave_name, O_RDWR); /* a session leader's first tty: its own */
    const int keep[RG_GUARD_KEEP] = { slave, -1, -1 };
    char why[256];
    if (slave < 0 || rg_guard_child(keep, false, false, 0, NULL, why, sizeof why) != 0)
      _exit(4);
    pid_t own = getpgrp();
    int bad = (ioctl(slave, TIOCSTI, "x") != -1 || errno != EPERM) +
              (ioctl(slave, TIOCSPGRP, &own) != -1 || errno != EPERM) * 2 +
              (isatty(slave) != 1) * 4;
    _exit(10 + bad);
  }
  int st = 0;
  assert_int_equal(waitpid(g, &st, 0), g);
  close(master);
  assert_true(WIFEXITED(st));
  assert_int_equal(WEXITSTATUS(st), 10);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_owner_another_process_kills),
    cmocka_unit_test(test_owner_itself_allowed),
    cmocka_unit_test(test_owner_by_pointer_refused),
    cmocka_unit_test(test_terminal_setters_refused),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
