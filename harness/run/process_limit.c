/* process_limit.c — how many processes and threads a graded child may hold
 * at once (see run_internal.h).  A fork bomb or a thread explosion of one
 * submission must not fill the machine's process table, in single mode
 * too, where no batch sandbox (a uid and a cgroup per grading) stands
 * around the grader.  Strongest first:
 *
 *  - a cgroup of the child's own, made by the grader before the fork and
 *    joined by the child before anything else runs in it: under this
 *    process's own cgroup in cgroup v2 where the pids controller reaches
 *    it, else in v1's pids hierarchy.  Its pids.max counts threads as
 *    processes and holds for root as for any user; its pids.events tells
 *    the grader that a fork or a thread was refused (the case fails as
 *    process-limit), and whatever is left in it is ended with the child;
 *  - else (no cgroup can be made: a user, a read-only /sys/fs/cgroup)
 *    RLIMIT_NPROC, set in the child to the tasks its uid runs now plus the
 *    limit.  The kernel does not apply it to root (uid 0 of the first user
 *    namespace), whatever its capabilities, nor to a process holding
 *    CAP_SYS_RESOURCE or CAP_SYS_ADMIN: as root, the child first becomes a
 *    uid of its own (own_uid.c), whose tasks are then all its own, and the
 *    grader tells the limit reached by counting them; as a user, the uid's
 *    other processes share the limit, and the grader cannot tell that it
 *    was reached (the bomb's case then ends as its timeout or its output
 *    says). */
#define _GNU_SOURCE
#include "run_internal.h"
#include "cgroup_files.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#define CHILD_PREFIX "reduce-grade-child."

/* The children's cgroups of graders that are gone (killed before they
 * could remove them: their processes went with them, PR_SET_DEATHSIG)
 * removed from dir; one that still holds a process stays. */
static void remove_stale(const char *dir)
{
  DIR *d = opendir(dir);
  for (struct dirent *e; d && (e = readdir(d));) {
    long pid = 0;
    if (strncmp(e->d_name, CHILD_PREFIX, sizeof CHILD_PREFIX - 1) != 0 ||
        sscanf(e->d_name + sizeof CHILD_PREFIX - 1, "%ld.", &pid) != 1 || pid <= 0 ||
        kill((pid_t)pid, 0) == 0 || errno != ESRCH)
      continue;
    char path[sizeof ((struct child *)0)->cgroup];
    if (snprintf(path, sizeof path, "%s/%s", dir, e->d_name) < (int)sizeof path)
      rmdir(path);
  }
  if (d)
    closedir(d);
}

/* A new cgroup named `name` below this process's in the hierarchy mounted
 * at mount, with pids.max set (sweep: stale ones removed first); false
 * (nothing left behind) if not. */
static bool make_in(const char *mount, const char *ctl, const char *name, bool sweep, char *dir,
                    size_t n)
{
  char own[512];
  if (!rg_cgroup_own(ctl, own, sizeof own))
    return false;
  int len = snprintf(dir, n, "%s%s", mount, own);
  if (sweep && len > 0 && (size_t)len < n)
    remove_stale(dir);
  len = snprintf(dir, n, "%s%s/%s", mount, own, name);
  if (len < 0 || (size_t)len >= n || mkdir(dir, 0700) != 0)
    return false;
  char max[32];
  snprintf(max, sizeof max, "%d", RG_CHILD_TASKS);
  if (rg_cgroup_put(dir, "pids.max", max))
    return true;
  /* v2: the pids controller not passed down to it.  A parent may pass it
   * on if it is the root or holds no process (not this one's, then). */
  char *slash = strrchr(dir, '/');
  *slash = '\0';
  bool passed = rg_cgroup_put(dir, "cgroup.subtree_control", "+pids");
  *slash = '/';
  if (passed && rg_cgroup_put(dir, "pids.max", max))
    return true;
  rmdir(dir);
  return false;
}

/* REDUCE_GRADE_NO_CGROUP=1: none made (see run_internal.h). */
static bool cgroup_refused(void)
{
  const char *no = getenv("REDUCE_GRADE_NO_CGROUP");
  return no && strcmp(no, "1") == 0;
}

void rg_process_limit_prepare(const struct rg_run_opts *o)
{
  if (geteuid() != 0)
    return;
  struct child probe = { .uid = 0 };
  rg_process_limit_make(&probe);
  if (probe.cgroup[0]) {
    rg_process_limit_end(&probe);
    return;
  }
  rg_own_uid_release(&probe);
  rg_own_uid_prepare(o);
}

void rg_process_limit_make(struct child *c)
{
  static unsigned seq;
  static bool swept;
  bool sweep = !swept;
  swept = true;
  char name[64];
  snprintf(name, sizeof name, CHILD_PREFIX "%ld.%u", (long)getpid(), seq++);
  c->limit_hits = 0;
  c->uid = 0;
  bool try = !cgroup_refused();
  if (try && access("/sys/fs/cgroup/cgroup.controllers", F_OK) == 0 &&
      make_in("/sys/fs/cgroup", "", name, sweep, c->cgroup, sizeof c->cgroup))
    return;
  if (try && make_in("/sys/fs/cgroup/pids", "pids", name, sweep, c->cgroup, sizeof c->cgroup))
    return;
  c->cgroup[0] = '\0';
  rg_own_uid_take(c);
}

/* The tasks (threads) of uid now, from /proc; -1 if it cannot be read. */
static long tasks_of(uid_t uid)
{
  DIR *d = opendir("/proc");
  if (!d)
    return -1;
  long n = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!isdigit((unsigned char)e->d_name[0]))
      continue;
    char path[300], line[256];
    snprintf(path, sizeof path, "/proc/%s/status", e->d_name);
    FILE *f = fopen(path, "re");
    long owner = -1, threads = 0;
    while (f && fgets(line, sizeof line, f)) {
      if (sscanf(line, "Uid: %ld", &owner) == 1 && owner != (long)uid)
        break;
      if (sscanf(line, "Threads: %ld", &threads) == 1)
        break;
    }
    if (f)
      fclose(f);
    if (owner == (long)uid)
      n += threads;
  }
  closedir(d);
  return n;
}

int rg_process_limit_join(const struct child *c)
{
  if (c->cgroup[0] && rg_cgroup_put(c->cgroup, "cgroup.procs", "0"))
    return 1;
  if (c->uid && rg_own_uid_become(c) != 0)
    return -1;
  long now = tasks_of(getuid());
  struct rlimit rl;
  if (now < 0 || getrlimit(RLIMIT_NPROC, &rl) != 0)
    return -1;
  rlim_t want = (rlim_t)now + RG_CHILD_TASKS - 1; /* this process is among them */
  if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < want)
    want = rl.rlim_max; /* never raised: a batch's own limit may be lower */
  if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < want)
    want = rl.rlim_cur;
  rl.rlim_cur = rl.rlim_max = want;
  return setrlimit(RLIMIT_NPROC, &rl) == 0 ? 0 : -1;
}

bool rg_process_limit_hit(struct child *c)
{
  if (!c->cgroup[0])
    return c->uid && tasks_of(c->uid) >= RG_CHILD_TASKS;
  char path[sizeof c->cgroup + 16];
  snprintf(path, sizeof path, "%s/pids.events", c->cgroup);
  FILE *f = fopen(path, "re");
  long hits = 0;
  bool read = f && fscanf(f, "max %ld", &hits) == 1;
  if (f)
    fclose(f);
  if (!read || hits <= c->limit_hits)
    return false;
  c->limit_hits = hits;
  return true;
}

void rg_process_limit_end(struct child *c)
{
  rg_own_uid_release(c); /* (a child with a cgroup has no uid of its own) */
  if (!c->cgroup[0])
    return;
  rg_cgroup_end(c->cgroup);
  c->cgroup[0] = '\0';
}
