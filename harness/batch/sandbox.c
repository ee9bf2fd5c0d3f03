/* sandbox.c — isolation for one untrusted grading (see sandbox.h).
 *
 * The tree, in namespace mode:
 *   batch (parent) ── A: own process group; unshare(NS|NET|PID|IPC)
 *                       └─ B: PID 1 of the new space; makes every mount
 *                             read-only (/tmp too: TMPDIR points into the
 *                             work folder), mounts its own /proc and a
 *                             fresh tmpfs on /dev/shm, and binds the work
 *                             folder back writable
 *                             └─ C: rlimits, cwd, uid nobody, exec
 * Killing A's group kills B, and when a PID namespace's init dies the kernel
 * kills everything left inside it, daemons and setsid() escapees included.
 * The IPC namespace goes with its last process: System V shared memory,
 * semaphores and message queues a submission made go with it, instead of
 * outliving the batch (and serving as a channel between gradings).
 */
/* Every namespace a grading gets (enter_userns adds the user namespace). */
#define SANDBOX_NS (CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWPID | CLONE_NEWIPC)
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

#include "disk_usage.h"
#include "landlock.h"
#include "userns.h"
#include "util.h"

#define NOBODY 65534

static void set_limit(int what, long long v)
{
  if (v <= 0)
    return;
  struct rlimit rl = { (rlim_t)v, (rlim_t)v };
  setrlimit(what, &rl);
}

/* Mount flags a remount must keep: in a user namespace the inherited ones
 * are locked, and a remount that would clear one is refused. */
static unsigned long kept_flags(const char *opts)
{
  static const struct { const char *name; unsigned long flag; } known[] = {
    { "nosuid", MS_NOSUID }, { "nodev", MS_NODEV }, { "noexec", MS_NOEXEC },
    { "noatime", MS_NOATIME }, { "nodiratime", MS_NODIRATIME }, { "relatime", MS_RELATIME },
  };
  unsigned long f = 0;
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", opts);
  char *save = NULL;
  for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
      if (strcmp(t, known[i].name) == 0)
        f |= known[i].flag;
  return f;
}

/* Bind what fd names onto path (created if missing), read-only or not. */
static int bind_fd(int fd, const char *path, bool readonly)
{
  char src[64];
  snprintf(src, sizeof src, "/proc/self/fd/%d", fd);
  struct stat st;
  if (access(path, F_OK) != 0 && fstat(fd, &st) == 0 && !S_ISDIR(st.st_mode)) {
    char *parent = rg_strdupf("%s", path); /* a file: a file to bind it onto */
    char *slash = strrchr(parent, '/');
    if (slash && slash != parent) {
      *slash = '\0';
      rg_mkdirs(parent);
    }
    free(parent);
    int made = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (made >= 0)
      close(made);
  } else if (access(path, F_OK) != 0) {
    rg_mkdirs(path);
  }
  if (mount(src, path, NULL, MS_BIND, NULL) != 0)
    return -1;
  unsigned long ro = readonly ? MS_RDONLY : 0;
  /* Writable: the bind copied the read-only flag set above.  Each set of
   * flags a locked mount may insist on, weakest first. */
  static const unsigned long extra[] = { 0, MS_NOSUID | MS_NODEV,
                                         MS_NOSUID | MS_NODEV | MS_NOEXEC };
  for (size_t i = 0; i < 3; i++)
    if (mount(NULL, path, NULL, MS_REMOUNT | MS_BIND | ro | extra[i], NULL) == 0)
      return 0;
  return -1;
}

/* Does path name what fd was opened on?  Not when a tmpfs hides it, nor
 * when a folder made there to show a kept folder below it stands in its
 * place (a kept folder's child may come first in the list). */
static bool same_file(int fd, const char *path)
{
  struct stat a, b;
  return fstat(fd, &a) == 0 && stat(path, &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

/* Folders a grading never needs, hidden whatever the batch says: other
 * users' files, and the host's sockets (/run, /tmp: X11, docker.sock, ...;
 * abstract sockets are the network namespace's). */
static const char *const system_hidden[] = { "/tmp", "/var/tmp", "/run", "/var/run", "/home",
                                             "/root", "/mnt", "/media", "/srv", NULL };

#define MAX_HIDDEN 64

struct hidden {
  const char *path[MAX_HIDDEN];
  int n;
};

/* An empty tmpfs over dir, if it is a folder (not a link to one). */
static void hide(struct hidden *h, const char *dir)
{
  struct stat st;
  if (h->n >= MAX_HIDDEN || !dir || strcmp(dir, "/") == 0 || lstat(dir, &st) != 0 ||
      !S_ISDIR(st.st_mode))
    return;
  if (mount("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=1m,mode=0755") == 0)
    h->path[h->n++] = dir;
}

/* Every mount read-only, except the kernel's own (/proc, /sys, /dev), then
 * the hidden folders, then the folders to keep and the work folder shown
 * again.  Returns 0, or -1 if the filesystem is still writable (the caller
 * refuses to run then). */
static int lock_filesystem(const char *workdir, const char *const *binds,
                           const char *const *hidden, const struct rg_sandbox_job *job)
{
  const char *const *keep = job ? job->keep : NULL;
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
    if (mount(NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | kept_flags(opts), NULL) != 0 &&
        strcmp(dir, "/") == 0)
      rc = -1;
  }
  fclose(m);
  if (rc)
    return -1;
  /* What stays visible is opened before anything is hidden. */
  int wfd = open(workdir, O_PATH | O_DIRECTORY | O_CLOEXEC);
  int kfd[64], bfd[8];
  size_t nk = 0, nb = 0;
  for (; keep && keep[nk] && nk < 64; nk++)
    kfd[nk] = open(keep[nk], O_PATH | O_CLOEXEC);
  for (; binds && binds[2 * nb] && binds[2 * nb + 1] && nb < 8; nb++)
    bfd[nb] = open(binds[2 * nb], O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (wfd < 0)
    return -1;
  /* A /proc of the new PID space: the CUDA driver reads its own process
   * there, and with the parent's /proc cuInit fails (error 304).  It also
   * hides the machine's other processes and the batch's command line.
   * Where a container forbids the mount, the old /proc stays: the emulator
   * needs neither. */
  mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
  mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, "size=256m,mode=1777");
  struct hidden h = { .n = 0 };
  for (size_t i = 0; system_hidden[i]; i++)
    hide(&h, system_hidden[i]);
  /* The kit's private folders before keep: the grader's program and PATH's
   * folders inside a build folder are shown again, nothing else of it. */
  for (size_t i = 0; job && job->conceal && job->conceal[i]; i++)
    hide(&h, job->conceal[i]);
  for (size_t i = 0; i < nk; i++)
    if (kfd[i] >= 0 && !same_file(kfd[i], keep[i]))
      bind_fd(kfd[i], keep[i], true);
  /* The batch's own: its class folders, --out, the other work folders. */
  for (size_t i = 0; hidden && hidden[i]; i++)
    hide(&h, hidden[i]);
  if (bind_fd(wfd, workdir, false) != 0)
    rc = -1;
  for (size_t i = 0; i < nb && rc == 0; i++)
    if (bfd[i] < 0 || bind_fd(bfd[i], binds[2 * i + 1], false) != 0)
      rc = -1;
  for (int i = 0; i < h.n; i++) /* nothing more to make in them */
    mount(NULL, h.path[i], NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
          "size=1m,mode=0755");
  close(wfd);
  for (size_t i = 0; i < nk; i++)
    if (kfd[i] >= 0)
      close(kfd[i]);
  for (size_t i = 0; i < nb; i++)
    if (bfd[i] >= 0)
      close(bfd[i]);
  return rc;
}

/* Landlock: read and run beneath the system's folders and the kit's, write
 * only the work folder (and devices: /dev/null, the GPU). */
static int confine(const struct rg_sandbox_job *job)
{
  /* Not /opt: a kit installed there would show its solutions. */
  static const char *const sys[] = { "/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin",
                                     "/sbin", "/etc", "/proc", "/sys" };
  const char *read[96];
  size_t n = 0;
  for (size_t i = 0; i < sizeof sys / sizeof sys[0]; i++)
    read[n++] = sys[i];
  for (size_t i = 0; job->keep && job->keep[i] && n < 95; i++)
    read[n++] = job->keep[i];
  read[n] = NULL;
  /* And the build cache (binds' sources): the grader's to write; the
   * graded child confines itself further, to its folder (guard.c). */
  const char *write[12] = { job->workdir, "/dev" };
  size_t w = 2;
  for (size_t i = 0; job->binds && job->binds[i] && job->binds[i + 1] && w < 11; i += 2)
    write[w++] = job->binds[i];
  write[w] = NULL;
  return rg_landlock_confine(read, write);
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
  /* In a user namespace the uid was dropped before entering (userns.h). */
  if (sb->drop_uid && sb->kind != RG_SANDBOX_USERNS) {
    unsigned id = job->uid ? job->uid : NOBODY;
    if (setgroups(0, NULL) != 0 || setgid(id) != 0 || setuid(id) != 0)
      _exit(126);
  }
  /* After the uid switch: for root the limit is not enforced. */
  set_limit(RLIMIT_NPROC, job->lim.nproc);
  char **env = rg_sandbox_env(job->workdir);
  char *tmp = rg_strdupf("%s/tmp", job->workdir);
  mkdir(tmp, 0700);
  if (sb->kind == RG_SANDBOX_LANDLOCK && confine(job) != 0) {
    fprintf(stderr, "reduce-grade: sandbox: Landlock refused the confinement: %s\n",
            strerror(errno));
    _exit(126);
  }
  execve(job->argv[0], job->argv, env);
  _exit(127);
}

/* Into the job's cgroups, before anything else: every process it starts
 * is born there.  A refusal leaves the per-process limits alone, said. */
static void join_cgroups(const char *const *cgroups)
{
  char pid[32];
  int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
  for (size_t i = 0; cgroups && cgroups[i]; i++) {
    char *p = rg_strdupf("%s/cgroup.procs", cgroups[i]);
    int fd = open(p, O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, pid, (size_t)n) != n)
      fprintf(stderr, "reduce-grade: sandbox: cannot join %s: %s\n", p, strerror(errno));
    if (fd >= 0)
      close(fd);
    free(p);
  }
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
  snprintf(p->workdir, sizeof p->workdir, "%s", job->workdir);
  p->disk_bytes = job->lim.disk_bytes;
  p->own_fs = job->own_fs;
  p->next_disk_check = p->t0;
  pid_t batch = getpid();
  pid_t pid = fork();
  if (pid < 0) {
    close(out);
    return -1;
  }
  if (pid == 0) {
    setpgid(0, 0);
    /* A batch killed with SIGKILL takes its gradings with it. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != batch) /* it died before the line above (not "== 1": the
                               * batch may be PID 1, a container's entry point) */
      _exit(126);
    int in = open("/dev/null", O_RDONLY);
    if (in < 0)
      _exit(126);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    if (pass_result(job->result_fd) != 0)
      _exit(126);
    join_cgroups(job->cgroups);
    if (sb->kind == RG_SANDBOX_NONE || sb->kind == RG_SANDBOX_LANDLOCK)
      exec_limited(sb, job);
    long as_uid = sb->drop_uid ? (long)(job->uid ? job->uid : NOBODY) : -1;
    if (sb->kind == RG_SANDBOX_USERNS ? rg_userns_enter(SANDBOX_NS, as_uid) != 0
                                      : unshare(SANDBOX_NS) != 0)
      _exit(126);
    /* A change of uid clears the parent-death signal: set again. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != batch)
      _exit(126);
    pid_t b = fork();
    if (b < 0)
      _exit(126);
    if (b > 0)
      relay_exit(b);
    /* B: init of the new PID space; dies with A, and all inside with it. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (lock_filesystem(job->workdir, job->binds, job->hide, job) != 0) {
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

/* Has the work folder grown past the quota?  On a file system of its own
 * (the kernel refuses a write past the quota and a little more), asked at
 * every poll: a statfs.  Else measured at most twice a second while the
 * job runs (a walk of the tree, which no unlinked file is in), and once
 * at its end. */
static bool over_quota(struct rg_sandbox_proc *p, bool ended)
{
  if (p->disk_bytes <= 0 || (!p->own_fs && !ended && rg_now() < p->next_disk_check))
    return false;
  p->next_disk_check = rg_now() + 0.5;
  long long used = p->own_fs ? rg_fs_usage(p->workdir, RG_QUOTA_ENTRIES)
                             : rg_disk_usage(p->workdir, RG_QUOTA_ENTRIES);
  return used == -2 || used > p->disk_bytes;
}

int rg_sandbox_poll(struct rg_sandbox_proc *p, struct rg_sandbox_result *r)
{
  int st = 0;
  pid_t w = waitpid(p->pid, &st, WNOHANG);
  bool over = over_quota(p, w != 0);
  if (w == 0 && !over && rg_now() < p->deadline)
    return 0;
  *r = (struct rg_sandbox_result){ .over_disk = over };
  if (w == 0) {
    kill(-p->pid, SIGKILL);
    while (waitpid(p->pid, &st, 0) < 0 && errno == EINTR)
      ;
    r->timed_out = !over;
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
  /* The compiler the batch showed the grading (REDUCE_GRADE_CXX) and the
   * libraries it and nvcc load (LD_LIBRARY_PATH): batch_tools.c. */
  const char *keep[] = { "CUDA_HOME", "NO_COLOR", "REDUCE_GRADE_ROOT", "REDUCE_GRADE_WORKERS",
                         "REDUCE_GRADE_CXX", "LD_LIBRARY_PATH" };
  char **env = calloc(16, sizeof *env);
  if (!env)
    abort();
  size_t n = 0;
  const char *path = getenv("PATH");
  env[n++] = rg_strdupf("PATH=%s", path && *path ? path : "/usr/local/bin:/usr/bin:/bin");
  env[n++] = rg_strdupf("HOME=%s", home);
  env[n++] = rg_strdupf("LANG=C");
  env[n++] = rg_strdupf("TMPDIR=%s/tmp", home);
  /* The grading's own build cache (in namespaces, also bound over the
   * kit's): never shared with a classmate's grading. */
  env[n++] = rg_strdupf("REDUCE_GRADE_CACHE=%s/cache", home);
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

/* In a throwaway child: isolate as kind would, then try to write where a
 * grading must not be able to.  0: the isolation held (*as_root: and as
 * root, so a uid of its own is possible); -1: not available here. */
static int probe(enum rg_sandbox_kind kind, bool *as_root)
{
  pid_t pid = fork();
  if (pid == 0) {
    int devnull = open("/dev/null", O_WRONLY);
    if (devnull >= 0)
      dup2(devnull, 2);
    bool root = getuid() == 0;
    char dir[] = "/dev/shm";
    const char *probe = getenv("HOME");
    char *f = rg_strdupf("%s/.rg-sandbox-probe", probe && *probe ? probe : "/root");
    if (kind == RG_SANDBOX_LANDLOCK) {
      const char *const w[] = { dir, NULL };
      if (rg_landlock_confine(NULL, w) != 0)
        _exit(1);
    } else {
      /* Root enters a user namespace only as another uid (userns.h). */
      long as_uid = root ? NOBODY : -1;
      if (kind == RG_SANDBOX_USERNS ? rg_userns_enter(SANDBOX_NS, as_uid) != 0
                                    : unshare(SANDBOX_NS) != 0)
        _exit(1);
      pid_t b = fork();
      if (b > 0)
        relay_exit(b);
      if (b < 0 || lock_filesystem(dir, NULL, NULL, NULL) != 0)
        _exit(1);
    }
    int fd = open(f, O_WRONLY | O_CREAT, 0600);
    if (fd >= 0) {
      close(fd);
      unlink(f);
      _exit(1);
    }
    _exit(root ? 3 : 2);
  }
  int st = 0;
  if (pid > 0)
    waitpid(pid, &st, 0);
  int code = pid > 0 && WIFEXITED(st) ? WEXITSTATUS(st) : 1;
  *as_root = code == 3;
  return code == 2 || code == 3 ? 0 : -1;
}

/* REDUCE_GRADE_SANDBOX=userns|landlock|none: use no stronger kind than
 * that (to see what a weaker machine would do; the kit's tests use it). */
static bool allowed(enum rg_sandbox_kind kind)
{
  const char *cap = getenv("REDUCE_GRADE_SANDBOX");
  if (!cap || !*cap)
    return true;
  enum rg_sandbox_kind most = !strcmp(cap, "userns") ? RG_SANDBOX_USERNS
                              : !strcmp(cap, "landlock") ? RG_SANDBOX_LANDLOCK
                              : RG_SANDBOX_NONE;
  /* Strongest first: namespaces, user namespace, Landlock, none. */
  static const enum rg_sandbox_kind order[] = { RG_SANDBOX_NAMESPACES, RG_SANDBOX_USERNS,
                                                RG_SANDBOX_LANDLOCK, RG_SANDBOX_NONE };
  int k = 0, m = 0;
  for (int i = 0; i < 4; i++) {
    if (order[i] == kind)
      k = i;
    if (order[i] == most)
      m = i;
  }
  return k >= m;
}

void rg_sandbox_detect(struct rg_sandbox *sb)
{
  *sb = (struct rg_sandbox){ .kind = RG_SANDBOX_NONE, .drop_uid = false };
  bool root = false;
  const char *common = "no network, own PID and System V IPC spaces, read-only filesystem except each "
                       "submission's folder, the class, the results and the host's sockets "
                       "hidden";
  if (allowed(RG_SANDBOX_NAMESPACES) && probe(RG_SANDBOX_NAMESPACES, &root) == 0) {
    sb->kind = RG_SANDBOX_NAMESPACES;
    sb->drop_uid = root;
    snprintf(sb->what, sizeof sb->what, "namespaces: %s%s", common,
             root ? ", run as a uid of its own" : "");
  } else if (allowed(RG_SANDBOX_USERNS) && probe(RG_SANDBOX_USERNS, &root) == 0) {
    /* Root (without CAP_SYS_ADMIN: a container run as root) as a uid of
     * its own, or root's files would be the grading's (userns.h). */
    sb->kind = RG_SANDBOX_USERNS;
    sb->drop_uid = root;
    snprintf(sb->what, sizeof sb->what, "user namespace (unprivileged): %s%s", common,
             root ? ", run as a uid of its own" : "");
  } else if (allowed(RG_SANDBOX_LANDLOCK) && probe(RG_SANDBOX_LANDLOCK, &root) == 0) {
    /* Root without namespaces (a chroot, some containers): a uid of the
     * submission's own all the same, or nothing bounds its processes
     * (RLIMIT_NPROC does not hold for root: a fork bomb fills the
     * machine's process table, seen in a chroot). */
    sb->kind = RG_SANDBOX_LANDLOCK;
    sb->drop_uid = root;
    snprintf(sb->what, sizeof sb->what,
             "Landlock (ABI %d; no namespaces allowed here): writes only to each "
             "submission's folder, reads only the system's and the kit's folders%s%s",
             rg_landlock_abi(), rg_landlock_abi() >= 6 ? ", no abstract sockets" : "",
             root ? ", run as a uid of its own" : "");
  } else {
    sb->drop_uid = getuid() == 0;
    snprintf(sb->what, sizeof sb->what,
             "none beyond resource limits, a private folder%s and the graded program's "
             "seccomp filter (neither namespaces nor Landlock are permitted here)",
             sb->drop_uid ? ", a uid of its own" : "");
  }
}

const char *rg_sandbox_level(const struct rg_sandbox *sb)
{
  switch (sb->kind) {
  case RG_SANDBOX_NAMESPACES:
    return sb->drop_uid ? "full" : "namespaces";
  case RG_SANDBOX_USERNS:
    return "userns";
  case RG_SANDBOX_LANDLOCK:
    return "landlock";
  default:
    return "none";
  }
}
