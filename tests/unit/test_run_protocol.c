/* test_run_protocol.c — the pipes between the grader and its graded child
 * (run_protocol.c): a reply arrives whole or not at all, a silent child is
 * a timeout, a child that ends first is said so, and stopping a child ends
 * everything it left in its process group.  The children here are plain
 * forks of the test, standing for the graded child, so no submission is
 * needed. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "run_internal.h"
#include "util.h"

/* A stand-in child: its own process group (as rg_child_start makes it),
 * the reply pipe's write end, and what it does. */
enum act { REPLY, HALF_REPLY, HALF_STALL, SILENT, EXIT, GRANDCHILD };

static void child_body(enum act a, int w)
{
  static struct wire_reply r;
  memset(&r, 0, sizeof r);
  snprintf(r.diag, sizeof r.diag, "reply from %d", (int)getpid());
  r.has_lines = 7;
  switch (a) {
  case REPLY:
    rg_wire_write(w, &r, sizeof r);
    pause();
    break;
  case HALF_REPLY:
    rg_wire_write(w, &r, sizeof r / 2);
    _exit(0);
  case HALF_STALL: /* half a reply, then nothing: never the rest */
    rg_wire_write(w, &r, sizeof r / 2);
    pause();
    break;
  case SILENT:
    pause();
    break;
  case EXIT:
    _exit(3);
  case GRANDCHILD: {
    pid_t g = fork();
    if (g == 0) {
      pause();
      _exit(0);
    }
    rg_wire_write(w, &g, sizeof g); /* its pid, for the test to look for */
    pause();
    break;
  }
  }
  _exit(0);
}

/* The read end of the last child's command pipe: kept open, never read. */
static int unread_fd = -1;

static void start(enum act a, struct child *c)
{
  memset(c, 0, sizeof *c); /* as rg_child_start leaves it: no wait to abandon */
  int p[2];
  assert_int_equal(pipe(p), 0);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    setpgid(0, 0);
    close(p[0]);
    child_body(a, p[1]);
  }
  setpgid(pid, pid);
  close(p[1]);
  c->pid = pid;
  c->reply_fd = p[0];
  assert_int_equal(pipe(p), 0); /* a command pipe: nobody reads it */
  c->cmd_fd = p[1];
  if (unread_fd >= 0)
    close(unread_fd);
  unread_fd = p[0];
  /* The grader's ends, as rg_child_start leaves them. */
  fcntl(c->cmd_fd, F_SETFL, fcntl(c->cmd_fd, F_GETFL) | O_NONBLOCK);
  fcntl(c->reply_fd, F_SETFL, fcntl(c->reply_fd, F_GETFL) | O_NONBLOCK);
}

/* Ensure a reply larger than a pipe's atomic write (PIPE_BUF) crosses
 * whole, however the pipe splits it. */
static void test_reply_whole(void **state)
{
  (void)state;
  assert_true(sizeof(struct wire_reply) > PIPE_BUF);
  struct child c;
  start(REPLY, &c);
  static struct wire_reply r;
  assert_int_equal(rg_child_await(&c, &r, rg_now() + 10), 1);
  char want[64];
  snprintf(want, sizeof want, "reply from %d", (int)c.pid);
  assert_string_equal(r.diag, want);
  assert_int_equal(r.has_lines, 7);
  rg_child_stop(&c, true);
}

/* Ensure a child that ends halfway through its reply is an end, not a
 * reply (the half is never read as a whole). */
static void test_half_reply_is_an_end(void **state)
{
  (void)state;
  struct child c;
  start(HALF_REPLY, &c);
  static struct wire_reply r;
  assert_int_equal(rg_child_await(&c, &r, rg_now() + 10), -1);
  int status = rg_child_stop(&c, false);
  assert_true(WIFEXITED(status));
}

/* Ensure a silent child is a timeout, reported when the limit is up and
 * not much later. */
static void test_silent_child_times_out(void **state)
{
  (void)state;
  struct child c;
  start(SILENT, &c);
  static struct wire_reply r;
  double t0 = rg_now();
  assert_int_equal(rg_child_await(&c, &r, rg_now() + 0.3), 0);
  double took = rg_now() - t0;
  assert_true(took >= 0.29);
  assert_true(took < 3);
  int status = rg_child_stop(&c, true);
  assert_true(WIFSIGNALED(status));
  assert_int_equal(WTERMSIG(status), SIGKILL);
}

/* Ensure a child that exits without a word is an end, and its status is
 * what rg_child_stop returns. */
static void test_exit_without_reply(void **state)
{
  (void)state;
  struct child c;
  start(EXIT, &c);
  static struct wire_reply r;
  assert_int_equal(rg_child_await(&c, &r, rg_now() + 10), -1);
  int status = rg_child_stop(&c, false);
  assert_true(WIFEXITED(status));
  assert_int_equal(WEXITSTATUS(status), 3);
  assert_int_equal(c.pid, 0);
  assert_int_equal(rg_child_stop(&c, false), 0); /* stopping twice is harmless */
}

/* Is pid gone, or a zombie waiting for someone else to reap it? */
static int gone(pid_t pid)
{
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  FILE *f = fopen(path, "r");
  if (!f)
    return 1;
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = '\0';
  const char *end = strrchr(buf, ')');
  return end && end[1] == ' ' && (end[2] == 'Z' || end[2] == 'X');
}

/* Ensure stopping a child ends what it started in its group too. */
static void test_stop_ends_the_group(void **state)
{
  (void)state;
  struct child c;
  start(GRANDCHILD, &c);
  pid_t g = 0;
  assert_int_equal(rg_wire_by(c.reply_fd, &g, sizeof g, false, rg_now() + 10), 0);
  assert_true(g > 0);
  assert_false(gone(g));
  rg_child_stop(&c, true);
  int waited = 0;
  while (!gone(g) && waited++ < 200)
    usleep(10000);
  int was_gone = gone(g);
  kill(g, SIGKILL); /* a failed stop leaves no process behind the test */
  assert_true(was_gone);
}

/* Ensure a read at the end of the pipe, and a write with no reader, fail
 * instead of returning a short count. */
static void test_wire_ends(void **state)
{
  (void)state;
  int p[2];
  assert_int_equal(pipe(p), 0);
  assert_int_equal(rg_wire_write(p[1], "abc", 3), 0);
  close(p[1]);
  char buf[8];
  assert_int_equal(rg_wire_read(p[0], buf, 3), 0);
  assert_memory_equal(buf, "abc", 3);
  assert_int_equal(rg_wire_read(p[0], buf, 1), -1);
  close(p[0]);
  assert_int_equal(pipe(p), 0);
  close(p[0]);
  signal(SIGPIPE, SIG_IGN);
  assert_int_equal(rg_wire_write(p[1], "abc", 3), -1);
  close(p[1]);
}

/* Ensure half a reply and then silence is a timeout at the deadline, not
 * a wait for ever for the rest (a submission that writes one byte down the
 * reply pipe once hung the grader). */
static void test_half_reply_then_silence_times_out(void **state)
{
  (void)state;
  struct child c;
  start(HALF_STALL, &c);
  static struct wire_reply r;
  double t0 = rg_now();
  assert_int_equal(rg_child_await(&c, &r, rg_now() + 0.3), 0);
  assert_true(rg_now() - t0 < 3);
  rg_child_stop(&c, true);
}

/* Ensure a child that stops reading its input is a timeout for the
 * writer too: a megabyte down a pipe nobody reads ends at the deadline. */
static void test_unread_input_times_out(void **state)
{
  (void)state;
  struct child c;
  start(SILENT, &c);
  size_t n = (size_t)1 << 20;
  char *big = calloc(n, 1);
  assert_non_null(big);
  double t0 = rg_now();
  assert_int_equal(rg_wire_by(c.cmd_fd, big, n, true, rg_now() + 0.3), 1);
  double took = rg_now() - t0;
  assert_true(took >= 0.29 && took < 3);
  free(big);
  rg_child_stop(&c, true);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_reply_whole),
    cmocka_unit_test(test_half_reply_is_an_end),
    cmocka_unit_test(test_silent_child_times_out),
    cmocka_unit_test(test_half_reply_then_silence_times_out),
    cmocka_unit_test(test_unread_input_times_out),
    cmocka_unit_test(test_exit_without_reply),
    cmocka_unit_test(test_stop_ends_the_group),
    cmocka_unit_test(test_wire_ends),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
