/* run_protocol.c — the graded child seen from its grader: its process (a
 * group and a process limit of its own, killed whole), the two pipes
 * commands and replies cross as fixed-size structs, and the wait for a
 * reply within a case's limit (see run_internal.h). */
#define _GNU_SOURCE
#include "run_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "util.h"
#include "wire_guard.h"

int rg_wire_write(int fd, const void *buf, size_t len)
{
  const char *p = buf;
  while (len > 0) {
    ssize_t w = rg_wire_sys_write(fd, p, len);
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
    ssize_t r = rg_wire_sys_read(fd, p, len);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      return -1;
    p += r;
    len -= (size_t)r;
  }
  return 0;
}

/* rg_wire_by's loop, leaving *p and *len where it stopped, so that a wait
 * given more time goes on from there. */
static int wire_by(int fd, char **p, size_t *len, bool writing, double deadline)
{
  struct pollfd pfd = { .fd = fd, .events = writing ? POLLOUT : POLLIN };
  while (*len > 0) {
    ssize_t n = writing ? rg_wire_sys_write(fd, *p, *len) : rg_wire_sys_read(fd, *p, *len);
    if (n > 0) {
      *p += n;
      *len -= (size_t)n;
      continue;
    }
    if (n == 0 || (errno != EAGAIN && errno != EINTR))
      return -1; /* the other end is gone */
    double left = deadline - rg_now();
    if (left <= 0)
      return 1;
    if (poll(&pfd, 1, (int)(left * 1000) + 1) < 0 && errno != EINTR)
      return -1;
  }
  return 0;
}

int rg_wire_by(int fd, void *buf, size_t len, bool writing, double deadline)
{
  char *p = buf;
  return wire_by(fd, &p, &len, writing, deadline);
}

/* Seconds pid's main thread spent runnable but waiting for a CPU (the
 * second field of /proc/PID/schedstat); -1 where that cannot be read. */
static double waited_s(pid_t pid)
{
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/schedstat", (int)pid);
  FILE *f = fopen(path, "re");
  if (!f)
    return -1;
  unsigned long long run_ns, wait_ns;
  int got = fscanf(f, "%llu %llu", &run_ns, &wait_ns);
  fclose(f);
  return got == 2 ? 1e-9 * (double)wait_ns : -1;
}

/* rg_wire_by, but a deadline that passes while the child c was kept
 * waiting for a CPU (a loaded machine: a batch beside it, a crowded runner)
 * moves on by that wait, so a case is limited by the time it could run,
 * up to RG_WAIT_STRETCH times its limit.  A child that sleeps, or stops
 * replying, waits for no CPU: its limit does not move.  Nor does it once
 * the child has started processes of its own: they, not the machine, keep
 * it waiting (a fork bomb's hundreds kept its main thread waiting 118 s of
 * 120: its first hung case took 8 times its limit).  /proc is read
 * only when the deadline has passed, never for a case that replies in
 * time. */
static int wire_by_runnable(int fd, void *buf, size_t len, double deadline, struct child *c)
{
  double start = rg_now(), granted = waited_s(c->pid);
  double last = start + RG_WAIT_STRETCH * (deadline - start);
  char *p = buf;
  c->own_processes = 0;
  c->abandoned = false;
  for (;;) {
    double until = deadline;
    if (c->abandon && rg_now() + RG_ABANDON_POLL_S < deadline)
      until = rg_now() + RG_ABANDON_POLL_S;
    int rc = wire_by(fd, &p, &len, false, until);
    if (rc == 1 && until < deadline) {
      if (__atomic_load_n(c->abandon, __ATOMIC_RELAXED) == 0)
        continue;
      c->abandoned = true;
      return 1;
    }
    if (rc != 1 || granted < 0)
      return rc;
    double w = waited_s(c->pid);
    if (w < 0 || w - granted < 0.05 || deadline >= last)
      return 1;
    int own = rg_own_processes(c->pid);
    if (own > 0) {
      c->own_processes = own;
      return 1;
    }
    deadline = deadline + (w - granted) < last ? deadline + (w - granted) : last;
    granted = w;
  }
}

int rg_child_start(const struct rg_run_opts *o, struct child *c)
{
  int cmd[2], rep[2], diag[2];
  if (pipe2(cmd, O_CLOEXEC) != 0)
    return -1;
  if (pipe2(rep, O_CLOEXEC) != 0) {
    close(cmd[0]);
    close(cmd[1]);
    return -1;
  }
  /* Both ends never block: the child's write of a finding fails (and ends
   * it, loudly) rather than wait on a full pipe. */
  if (pipe2(diag, O_CLOEXEC | O_NONBLOCK) != 0) {
    close(cmd[0]), close(cmd[1]), close(rep[0]), close(rep[1]);
    return -1;
  }
  fflush(NULL);
  rg_process_limit_make(c);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    int e = errno;
    close(cmd[0]), close(cmd[1]), close(rep[0]), close(rep[1]);
    close(diag[0]), close(diag[1]);
    rg_process_limit_end(c);
    errno = e;
    return -1;
  }
  if (pid == 0) {
    /* Its grader gone (killed outright too), the graded process goes: in a
     * group of its own, nothing else would end an endless kernel (one ran
     * on for an hour after its grader was killed). */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
      _exit(1);
    setpgid(0, 0); /* killed as a group, with whatever it spawned */
    rg_process_limit_join(c); /* before any code of the submission */
    close(cmd[1]);
    close(rep[0]);
    close(diag[0]);
    signal(SIGPIPE, SIG_DFL);
    rg_child_run(o, cmd[0], rep[1], diag[1]);
  }
  setpgid(pid, pid);
  close(cmd[0]);
  close(rep[1]);
  close(diag[1]);
  c->pid = pid;
  c->abandon = NULL;
  c->abandoned = false;
  c->cmd_fd = cmd[1];
  c->reply_fd = rep[0];
  c->diag_fd = diag[0];
  /* The grader's ends never block: a child that stops reading its input or
   * writes half a reply is waited for only until the case's deadline
   * (rg_wire_by), never for ever. */
  fcntl(c->cmd_fd, F_SETFL, fcntl(c->cmd_fd, F_GETFL) | O_NONBLOCK);
  fcntl(c->reply_fd, F_SETFL, fcntl(c->reply_fd, F_GETFL) | O_NONBLOCK);
  return 0;
}

/* The processes of group pgid (killed) that became this process's
 * children, a subreaper's (run.c), reaped as they end: at most 2 s. */
static void reap_group(pid_t pgid)
{
  double until = rg_now() + 2;
  for (;;) {
    pid_t got = waitpid(-pgid, NULL, WNOHANG);
    if (got > 0)
      continue;
    if ((got < 0 && errno != EINTR) || rg_now() > until)
      return; /* none left (ECHILD) */
    usleep(1000);
  }
}

int rg_child_stop(struct child *c, bool kill_it)
{
  int status = 0;
  if (c->pid <= 0)
    return 0;
  close(c->cmd_fd);
  close(c->reply_fd);
  close(c->diag_fd);
  if (kill_it)
    kill(-c->pid, SIGKILL);
  while (waitpid(c->pid, &status, 0) < 0 && errno == EINTR)
    ;
  kill(-c->pid, SIGKILL); /* anything it left behind in its group */
  reap_group(c->pid);
  rg_process_limit_end(c); /* and in its cgroup */
  c->pid = 0;
  return status;
}

static int bounded(int v, int hi)
{
  return v < 0 ? 0 : v > hi ? hi : v;
}

#define ENDED(s) ((s)[sizeof(s) - 1] = '\0')

/* A reply as the grader reads it: the graded child's process holds the
 * submission, which can write into it (its own stdio hooks run before the
 * glue sends it), so every string is ended and every count the report
 * indexes by is within its array.  Its figures are still the child's word:
 * what the verdict rests on, the output, the grader checks itself. */
static void reply_bounded(struct wire_reply *r)
{
  ENDED(r->diag);
  ENDED(r->perf_text);
  ENDED(r->res.error);
  ENDED(r->res.notes);
  ENDED(r->res.device_name);
  ENDED(r->res.timing_note);
  ENDED(r->res.scratch.where);
  r->res.pairs = bounded(r->res.pairs, RG_MAX_PAIRS);
  r->res.outputs_kept = bounded(r->res.outputs_kept, RG_MAX_PAIRS);
  r->res.kept_len = bounded(r->res.kept_len, RG_KEPT_CHUNK);
  r->perf.nlines = bounded(r->perf.nlines, SIMT_PERF_LINES);
  r->perf.intervals = bounded(r->perf.intervals, SIMT_PERF_INTERVALS);
  r->perf.heat_warps = bounded(r->perf.heat_warps, SIMT_PERF_WARPS);
  r->perf.heat_intervals = bounded(r->perf.heat_intervals, SIMT_PERF_INTERVALS);
  for (int i = 0; i < SIMT_PERF_LINES; i++)
    ENDED(r->perf.lines[i].where);
  ENDED(r->counters.note);
  ENDED(r->branch_counters.note);
  ENDED(r->lines.note);
  for (int i = 0; i < RG_LINES_TOP; i++)
    ENDED(r->lines.lines[i].where);
}

/* Does a line of diag start with the tag that line starts with? */
static bool diag_has_tag(const char *diag, const char *line)
{
  size_t len = strcspn(line, ":\n");
  for (const char *at = diag; *at;) {
    if (strncmp(at, line, len) == 0 && at[len] == ':')
      return true;
    const char *nl = strchr(at, '\n');
    at = nl ? nl + 1 : at + strlen(at);
  }
  return false;
}

/* line (one finding, no newline) added to diag as its last line; older
 * lines dropped from the end where it does not fit. */
static void diag_append(char *diag, size_t cap, const char *line)
{
  static const char why[] = " [made in this case, then missing from the emulator's report: "
                            "cleared by the program's own code]\n";
  size_t l = strlen(line), at = strlen(diag), need = l + sizeof why;
  if (need > cap)
    return;
  while (at > 0 && at + need > cap) { /* back to the start of a line that leaves room */
    at--;
    while (at > 0 && diag[at - 1] != '\n')
      at--;
  }
  snprintf(diag + at, cap - at, "%s%s", line, why);
}

/* The findings the child sent as it made them (run_backend_emu.c): the
 * first of each tag must be in the reply too.  One that is not was made
 * and then erased in the child's process, where the submission runs (a
 * call of the runtime's own simt_diag_take found through the grader's
 * symbol table): put back, so that a finding cannot be unsaid. */
static void findings_kept(struct child *c, struct wire_reply *r)
{
  char rec[RG_DIAG_RECORD + 1];
  while (read(c->diag_fd, rec, RG_DIAG_RECORD) == RG_DIAG_RECORD) {
    rec[RG_DIAG_RECORD] = '\0';
    rec[strcspn(rec, "\n")] = '\0';
    if (rec[0] && !diag_has_tag(r->diag, rec))
      diag_append(r->diag, sizeof r->diag, rec);
  }
}

int rg_child_await(struct child *c, struct wire_reply *r, double deadline)
{
  int rc = wire_by_runnable(c->reply_fd, r, sizeof *r, deadline, c);
  if (rc == 0) {
    reply_bounded(r);
    findings_kept(c, r);
  }
  return rc == 0 ? 1 : rc > 0 ? 0 : -1;
}
