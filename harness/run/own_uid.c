/* own_uid.c — a uid of its own for each graded child, where the grader
 * runs as root and can make no cgroup (a container run as root without
 * cgroup delegation, as an LMS's autograder often is): see run_internal.h.
 * There RLIMIT_NPROC, process_limit.c's fallback, would not bind (the
 * kernel never applies it to root), and a fork bomb would run on to the
 * machine's limits.  As a uid no other process runs as, the child is held
 * to RG_CHILD_TASKS by the kernel like any user, holds no capability, can
 * neither signal nor trace the grader, and reads none of the grader's
 * files that are 0600 or 0700; whatever it leaves behind is ended by uid.
 *
 * The uids are claimed as the batch claims its own (uid_claim.h), from a
 * range of their own: a block per grading process, made before its workers
 * fork (the block's first uid, as a gid, is the group of every child of
 * the grading and of the folder they may write), then one uid of the
 * block per child, held by its worker while the child lives.
 *
 * The GPU: its device files (/dev/nvidia*) are usually 0666, so a child
 * of another uid opens them as root's did; to be checked on a GPU, with
 * CUPTI's counters, which a driver set to reserve them to admins
 * (RmProfilingAdminOnly) would refuse that uid. */
#define _GNU_SOURCE
#include "run_internal.h"
#include "uid_claim.h"
#include "uid_reap.h"

#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Past the batch's blocks (batch_protection.c: 200000, 256 of 65536). */
#define SINGLE_FIRST 17000000u
#define SINGLE_BLOCK 256u
#define SINGLE_BLOCKS 1024u

static int block_fd = -1;  /* the grading process's claim (-1: none) */
static unsigned block_gid; /* its block's first uid, the children's gid */

/* Can a process of this block switch to the block's second uid here?  (In
 * a user namespace that does not map it, it cannot.) */
static bool can_switch(void)
{
  pid_t pid = fork();
  if (pid == 0)
    _exit(setgroups(0, NULL) == 0 && setgid(block_gid) == 0 && setuid(block_gid + 1) == 0
              ? 0 : 1);
  int st = 0;
  while (pid > 0 && waitpid(pid, &st, 0) < 0)
    ;
  return pid > 0 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

/* What the children write: the output log, made here for the block's group
 * (they open it after the switch); and the log's folder, their working
 * and temporary one, where the grading made it for itself alone (else it
 * is not the grader's to give away). */
static void give_files(const struct rg_run_opts *o)
{
  if (!o->output_log)
    return;
  int fd = open(o->output_log, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0660);
  if (fd >= 0) {
    if (fchown(fd, (uid_t)-1, block_gid) != 0 || fchmod(fd, 0660) != 0)
      fprintf(stderr, "reduce-grade: %s: not writable by the graded processes\n",
              o->output_log);
    close(fd);
  }
  char dir[4096];
  snprintf(dir, sizeof dir, "%s", o->output_log);
  char *slash = strrchr(dir, '/');
  if (!o->output_dir_own || !slash || slash == dir)
    return;
  *slash = '\0';
  if (chown(dir, (uid_t)-1, block_gid) != 0 || chmod(dir, 0770) != 0)
    fprintf(stderr, "reduce-grade: %s: not writable by the graded processes\n", dir);
}

bool rg_own_uid_prepare(const struct rg_run_opts *o)
{
  if (geteuid() != 0)
    return false;
  if (block_fd < 0) {
    const struct rg_uid_range r = { .first = SINGLE_FIRST, .size = SINGLE_BLOCK,
                                    .blocks = SINGLE_BLOCKS, .name = "reduce-grade-single-uids" };
    block_fd = rg_uid_claim(&r, &block_gid);
    if (block_fd >= 0 && !can_switch()) {
      close(block_fd);
      block_fd = -1;
    }
  }
  if (block_fd >= 0)
    give_files(o);
  return block_fd >= 0;
}

bool rg_own_uid_take(struct child *c)
{
  c->uid = 0;
  if (block_fd < 0)
    return false;
  char name[64];
  snprintf(name, sizeof name, "reduce-grade-single-uid.%u", block_gid);
  const struct rg_uid_range r = { .first = block_gid + 1, .size = 1,
                                  .blocks = SINGLE_BLOCK - 1, .name = name };
  c->uid_lock = rg_uid_claim(&r, &c->uid);
  if (c->uid_lock < 0)
    c->uid = 0;
  return c->uid != 0;
}

int rg_own_uid_become(const struct child *c)
{
  /* The claims are the grader's: the child holds no copy of them (an
   * flock(LOCK_UN) on a copy would free them for everyone). */
  close(c->uid_lock);
  close(block_fd);
  pid_t parent = getppid();
  if (setgroups(0, NULL) != 0 || setgid(block_gid) != 0 || setuid(c->uid) != 0)
    return -1;
  /* A change of uid clears the parent-death signal: set again. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent)
    _exit(1);
  return 0;
}

void rg_own_uid_release(struct child *c)
{
  if (!c->uid)
    return;
  rg_uid_reap(c->uid);
  close(c->uid_lock);
  c->uid = 0;
}
