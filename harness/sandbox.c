/* sandbox.c — isolation for one untrusted grading (see sandbox.h).
 *
 * The tree, in namespace mode:
 *   batch (parent) ── A: own process group; unshare(NS|NET|PID)
 *                       └─ B: PID 1 of the new space; makes every mount
 *                             read-only (/tmp too: TMPDIR points into the
 *                             work folder), mounts its own /proc and a
 *                             fresh tmpfs on /dev/shm, and binds the work
 *                             folder back writable
 *                             └─ C: rlimits, cwd, uid nobody, exec
 * Killing A's group kills B, and when a PID namespace's init dies the kernel
 * kills everything left inside it, daemons and setsid() escapees included.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

#define NOBODY 65534

static void set_limit(int what, long long v)
{
  if (v <= 0)
    return;
  struct rlimit rl = { (rlim_t)v, (rlim_t)v };
  setrlimit(what, &rl);
}

/* Every mount read-only, except the kernel's own (/proc, /sys, /dev), then
 * private writable places.  Returns 0, or -1 if the filesystem is still
 * writable (the caller refuses to run then). */
static int lock_filesystem(const char *workdir, const char *const *binds)
{
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    return -1;
  FILE *m = fopen("/proc/self/mounts", "r");
  if (!m)
    return -1;
  char dev[512], dir[512], type[128], opts[1024];
  int rc = 0;
  while (fscanf(m, "%511s %511s %127s %1023s %*d %*d", dev, dir, type, opts) == 4) {
    if (strncmp(dir, "/proc", 5) == 0 || strncmp(dir, "/sys", 4) == 0 ||
        strncmp(dir, "/dev", 4) == 0)
      continue;
    /* A bind remount changes only this namespace's copy of the mount. */
    if (mount(NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL) != 0 &&
        strcmp(dir, "/") == 0)
      rc = -1;
  }
  fclose(m);
  if (rc)
    return -1;
  /* A /proc of the new PID space: the CUDA driver reads its own process
   * there, and with the parent's /proc cuInit fails (error 304).  It also
   * hides the machine's other processes.  Where a container forbids the
   * mount, the old /proc stays: the emulator needs neither. */
  mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
  /* Not a tmpfs on /tmp: the kit or the work folder may live there.  /tmp
   * is read-only like the rest; compilers get TMPDIR in the work folder. */
  mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, "size=256m,mode=1777");
  /* A bind copies the read-only flag of the mount it comes from: remount
   * each one writable. */
  if (mount(workdir, workdir, NULL, MS_BIND, NULL) != 0 ||
      mount(NULL, workdir, NULL, MS_REMOUNT | MS_BIND, NULL) != 0)
    return -1;
  for (size_t i = 0; binds && binds[i] && binds[i + 1]; i += 2)
    if (mount(binds[i], binds[i + 1], NULL, MS_BIND, NULL) != 0 ||
        mount(NULL, binds[i + 1], NULL, MS_REMOUNT | MS_BIND, NULL) != 0)
      return -1;
  return 0;
}

/* Wait for pid; exit as it did (a signal becomes 128+sig, as a shell does). */
static void relay_exit(pid_t pid)
{
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
    ;
  if (WIFSIGNALED(st))
    _exit(128 + WTERMSIG(st));
  _exit(WIFEXITED(st) ? WEXITSTATUS(st) : 125);
}

static void exec_limited(const struct rg_sandbox *sb, const struct rg_sandbox_job *job)
{
  if (chdir(job->workdir) != 0)
    _exit(126);
  set_limit(RLIMIT_CPU, job->lim.cpu_s);
  set_limit(RLIMIT_FSIZE, job->lim.fsize);
  set_limit(RLIMIT_AS, job->lim.as_bytes);
  set_limit(RLIMIT_CORE, 0);
  if (sb->drop_uid) {
    unsigned id = job->uid ? job->uid : NOBODY;
    if (setgroups(0, NULL) != 0 || setgid(id) != 0 || setuid(id) != 0)
      _exit(126);
  }
  /* After the uid switch: for root the limit is not enforced. */
  set_limit(RLIMIT_NPROC, job->lim.nproc);
  char **env = rg_sandbox_env(job->workdir);
  char *tmp = rg_strdupf("%s/tmp", job->workdir);
  mkdir(tmp, 0700);
  execve(job->argv[0], job->argv, env);
  _exit(127);
}

/* The job's result file as descriptor 3, kept across exec. */
static int pass_result(int fd)
{
  if (fd < 0)
    return 0;
  if (fd != 3 && dup2(fd, 3) != 3)
    return -1;
  return fcntl(3, F_SETFD, 0);
}

int rg_sandbox_start(const struct rg_sandbox *sb, const struct rg_sandbox_job *job,
                     struct rg_sandbox_proc *p)
{
  int out = open(job->log_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out < 0)
    return -1;
  p->t0 = rg_now();
  p->deadline = p->t0 + job->lim.wall_s;
  pid_t pid = fork();
  if (pid < 0) {
    close(out);
    return -1;
  }
  if (pid == 0) {
    setpgid(0, 0);
    /* A batch killed with SIGKILL takes its gradings with it. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() == 1)
      _exit(126);
    int in = open("/dev/null", O_RDONLY);
    if (in < 0)
      _exit(126);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    if (pass_result(job->result_fd) != 0)
      _exit(126);
    if (sb->kind == RG_SANDBOX_NONE)
      exec_limited(sb, job);
    if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWPID) != 0)
      _exit(126);
    pid_t b = fork();
    if (b < 0)
      _exit(126);
    if (b > 0)
      relay_exit(b);
    /* B: init of the new PID space; dies with A, and all inside with it. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (lock_filesystem(job->workdir, job->binds) != 0) {
      fprintf(stderr, "reduce-grade: sandbox: cannot make the filesystem read-only\n");
      _exit(126);
    }
    pid_t c = fork();
    if (c < 0)
      _exit(126);
    if (c == 0)
      exec_limited(sb, job);
    relay_exit(c);
  }
  close(out);
  setpgid(pid, pid); /* also here: no race with the child's own call */
  p->pid = pid;
  return 0;
}

int rg_sandbox_poll(struct rg_sandbox_proc *p, struct rg_sandbox_result *r)
{
  int st = 0;
  pid_t w = waitpid(p->pid, &st, WNOHANG);
  if (w == 0 && rg_now() < p->deadline)
    return 0;
  *r = (struct rg_sandbox_result){ 0 };
  if (w == 0) {
    kill(-p->pid, SIGKILL);
    while (waitpid(p->pid, &st, 0) < 0 && errno == EINTR)
      ;
    r->timed_out = true;
  } else if (w < 0) {
    r->status = 125;
    r->exited = true;
    r->seconds = rg_now() - p->t0;
    return 1;
  }
  kill(-p->pid, SIGKILL); /* whatever it left behind in its group */
  r->seconds = rg_now() - p->t0;
  if (WIFEXITED(st)) {
    r->exited = true;
    r->status = WEXITSTATUS(st);
  } else if (WIFSIGNALED(st)) {
    r->status = WTERMSIG(st);
  }
  return 1;
}

void rg_sandbox_kill(struct rg_sandbox_proc *p)
{
  int st;
  kill(-p->pid, SIGKILL);
  while (waitpid(p->pid, &st, 0) < 0 && errno == EINTR)
    ;
}

char **rg_sandbox_env(const char *home)
{
  const char *keep[] = { "CUDA_HOME", "NO_COLOR", "REDUCE_GRADE_ROOT" };
  char **env = calloc(10, sizeof *env);
  if (!env)
    abort();
  size_t n = 0;
  const char *path = getenv("PATH");
  env[n++] = rg_strdupf("PATH=%s", path && *path ? path : "/usr/local/bin:/usr/bin:/bin");
  env[n++] = rg_strdupf("HOME=%s", home);
  env[n++] = rg_strdupf("LANG=C");
  env[n++] = rg_strdupf("TMPDIR=%s/tmp", home);
  for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++) {
    const char *v = getenv(keep[i]);
    if (v)
      env[n++] = rg_strdupf("%s=%s", keep[i], v);
  }
  env[n] = NULL;
  return env;
}

void rg_sandbox_env_free(char **env)
{
  for (size_t i = 0; env && env[i]; i++)
    free(env[i]);
  free(env);
}

void rg_sandbox_detect(struct rg_sandbox *sb)
{
  *sb = (struct rg_sandbox){ .kind = RG_SANDBOX_NONE, .drop_uid = false };
  /* The probe does in a child what a grading will do, then tries to write
   * where it must not be able to. */
  pid_t pid = fork();
  if (pid == 0) {
    int devnull = open("/dev/null", O_WRONLY);
    if (devnull >= 0)
      dup2(devnull, 2);
    if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWPID) != 0)
      _exit(1);
    pid_t b = fork();
    if (b > 0)
      relay_exit(b);
    char dir[] = "/dev/shm";
    if (b < 0 || lock_filesystem(dir, NULL) != 0)
      _exit(1);
    const char *probe = getenv("HOME");
    char *f = rg_strdupf("%s/.rg-sandbox-probe", probe && *probe ? probe : "/root");
    int fd = open(f, O_WRONLY | O_CREAT, 0600);
    if (fd >= 0) {
      close(fd);
      unlink(f);
      _exit(1);
    }
    _exit(getuid() == 0 ? 3 : 2);
  }
  int st = 0;
  if (pid > 0)
    waitpid(pid, &st, 0);
  int code = pid > 0 && WIFEXITED(st) ? WEXITSTATUS(st) : 1;
  if (code == 2 || code == 3) {
    sb->kind = RG_SANDBOX_NAMESPACES;
    sb->drop_uid = code == 3;
    snprintf(sb->what, sizeof sb->what,
             "namespaces: no network, own PID space, read-only filesystem except each "
             "submission's folder%s", sb->drop_uid ? ", run as a uid of its own" : "");
  } else {
    snprintf(sb->what, sizeof sb->what,
             "none beyond resource limits and a private folder (unshare(2) not permitted: "
             "run as root or with CAP_SYS_ADMIN for network and filesystem isolation)");
  }
}
