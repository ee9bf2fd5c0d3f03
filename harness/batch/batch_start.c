/* batch_start.c — how one grading starts: this very program, run on the
 * private copy of a submission in a sandbox of its own (sandbox.h), with
 * the batch's options passed on and the limits of one submission.  On the
 * GPU a first, compile-only run builds everything the grading will need. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch_internal.h"
#include "cpus.h"
#include "cgroup_files.h"
#include "exercise.h"
#include "rg_config.h"
#include "util.h"
#include "work_fs.h"

/* A cgroup per grading (cgroup v2, else v1's cpu and pids hierarchies):
 * CPU and process limits per process bound neither what a grading takes
 * as a whole nor its share beside its classmates; cgroups side by side
 * (the scheduler shares the CPU equally between them) and pids.max do,
 * and ending the cgroup ends every process in it. */
#define CG_PIDS 512

static struct {
  int version;      /* 2, 1, or 0: none here */
  char base[2][512]; /* where the gradings' cgroups go: v2 one, v1 cpu and pids */
  char prefix[64];  /* of their names: v1's lie beside other cgroups */
} cg;

/* The batch's cgroup under mount/own's parent (v2: its parent must pass on
 * cpu and pids; the root always may) or under own (v1). */
static bool cg_make(int version, const char *mount, const char *ctl, char *base, size_t n)
{
  char own[400];
  if (!rg_cgroup_own(ctl, own, sizeof own))
    return false;
  if (version == 2) {
    char *slash = strrchr(own, '/'); /* v2: no processes where controllers are passed on */
    if (slash)
      *slash = '\0';
    char *parent = rg_strdupf("%s%s", mount, own);
    rg_cgroup_put(parent, "cgroup.subtree_control", "+cpu +pids");
    free(parent);
  }
  if (version == 1) {
    /* v1: the gradings' cgroups beside this process's, not in one of the
     * batch's: a cgroup is one entity to the scheduler, and one for the
     * whole batch would get one task's share of a busy machine. */
    snprintf(base, n, "%s%s", mount, own);
    snprintf(cg.prefix, sizeof cg.prefix, "reduce-grade.%ld.", (long)getpid());
    return access(base, W_OK) == 0;
  }
  snprintf(base, n, "%s%s/reduce-grade.%ld", mount, own, (long)getpid());
  if (mkdir(base, 0755) != 0 && errno != EEXIST)
    return false;
  if (!rg_cgroup_put(base, "cgroup.subtree_control", "+cpu +pids")) {
    rmdir(base);
    return false;
  }
  return true;
}

void rg_batch_share_cores(int jobs)
{
  long cpus = rg_cpus();
  long each = cpus > jobs && jobs > 0 ? cpus / jobs : 1;
  char v[32];
  snprintf(v, sizeof v, "%ld", each);
  setenv("REDUCE_GRADE_WORKERS", v, 1);
}

const char *rg_batch_cgroup_init(struct rg_sandbox *sb, int jobs)
{
  long cpus = rg_cpus();
  long cores = cpus > jobs && jobs > 0 ? cpus / jobs : 1;
  if (access("/sys/fs/cgroup/cgroup.controllers", F_OK) == 0 &&
      cg_make(2, "/sys/fs/cgroup", "", cg.base[0], sizeof cg.base[0]))
    cg.version = 2;
  else if (cg_make(1, "/sys/fs/cgroup/cpu", "cpu", cg.base[0], sizeof cg.base[0]) &&
           cg_make(1, "/sys/fs/cgroup/pids", "pids", cg.base[1], sizeof cg.base[1]))
    cg.version = 1;
  size_t l = strlen(sb->what);
  if (cg.version)
    snprintf(sb->what + l, sizeof sb->what - l,
             "; a cgroup (v%d) per grading: an equal share of the CPU (%ld core(s) each "
             "when all %d run), %d processes", cg.version, cores, jobs, CG_PIDS);
  else
    snprintf(sb->what + l, sizeof sb->what - l,
             "; no cgroup (none writable here): CPU and process limits are per process");
  return cg.version == 2 ? "v2" : cg.version == 1 ? "v1" : "none";
}

/* Job k's (its uid's) cgroup(s), made with their limits; the names in out (NULL-ended),
 * which the sandbox joins before anything else. */
static void cg_job(unsigned k, char out[2][600], const char *list[3])
{
  size_t n = 0;
  for (int h = 0; cg.version && h < (cg.version == 2 ? 1 : 2); h++) {
    snprintf(out[h], sizeof out[h], "%s/%sjob-%u", cg.base[h], cg.prefix, k);
    if (mkdir(out[h], 0755) != 0 && errno != EEXIST)
      continue;
    char pids[32];
    snprintf(pids, sizeof pids, "%d", CG_PIDS);
    /* No quota: the scheduler shares the CPU equally between cgroups of one
     * parent, however many threads each holds, so a hog's classmate keeps
     * its share; a quota would also leave a core idle while a grading
     * compiles (one thread) and its neighbour waits for its own quota. */
    if ((cg.version == 2 || h == 1) ? rg_cgroup_put(out[h], "pids.max", pids) : true)
      list[n++] = out[h];
  }
  list[n] = NULL;
}

void rg_batch_cgroup_end(unsigned k)
{
  for (int h = 0; cg.version && h < (cg.version == 2 ? 1 : 2); h++) {
    char *dir = rg_strdupf("%s/%sjob-%u", cg.base[h], cg.prefix, k);
    rg_cgroup_end(dir);
    free(dir);
  }
}

void rg_batch_cgroup_fini(void)
{
  if (cg.version == 2) /* v1's base is this process's own cgroup */
    rmdir(cg.base[0]);
}

/* A file for a job's result, with no name: created in the batch's own
 * folder, unlinked at once, owned by the job's uid so that its grader can
 * reopen it as /dev/fd/3.  Returns the descriptor, or -1. */
static int result_file(const char *workroot, const char *id, const struct rg_sandbox *sb,
                       unsigned uid)
{
  char *p = rg_strdupf("%s/.%s.result", workroot, id);
  int fd = open(p, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd >= 0)
    unlink(p);
  free(p);
  if (fd >= 0 && sb->drop_uid && fchown(fd, uid, uid) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/* The grader's command line, and the strings it points into. */
struct grader_cmd {
  char num[8], case_to[32];
  char *file;    /* the submission's copy in the work folder (to free) */
  char *printed; /* where the graded process prints: in RUN_DIR (to free) */
  char *argv[24];
};

static void grader_cmd(struct grader_cmd *c, const struct batch_opts *o, const char *exe,
                       const struct batch_job *j, bool warmup, bool emulator)
{
  snprintf(c->num, sizeof c->num, "%02d", o->ex->number);
  snprintf(c->case_to, sizeof c->case_to, "%g", o->case_timeout_s);
  c->file = rg_strdupf("%s/%s", j->work, o->ex->file);
  c->printed = rg_strdupf("%s/" RUN_DIR "/" PRINTED_NAME, j->work);
  char **argv = c->argv;
  int a = 0;
  argv[a++] = (char *)exe;
  argv[a++] = "--backend";
  argv[a++] = (char *)o->backend;
  if (emulator) {
    argv[a++] = "--memory-limit";
    argv[a++] = (char *)o->mem_limit;
  }
  if (o->quick)
    argv[a++] = "--quick";
  if (o->sizes) {
    argv[a++] = "--sizes";
    argv[a++] = (char *)o->sizes;
  }
  if (o->case_timeout_s > 0) {
    argv[a++] = "--timeout";
    argv[a++] = c->case_to;
  }
  if (o->timing_processes) { /* GPU: each timed entry point in K processes */
    argv[a++] = "--timing-processes";
    argv[a++] = (char *)o->timing_processes;
  }
  if (o->seed) {
    argv[a++] = "--seed";
    argv[a++] = (char *)o->seed;
  }
  if (warmup) { /* GPU: compile every build now, in parallel; the runs come later */
    argv[a++] = "--compile-only";
  } else {
    argv[a++] = "--json";
    argv[a++] = "/dev/fd/3"; /* j->result_fd: not in the folder the submission can write */
    /* What the submission prints: in its own folder, RUN_DIR, in a folder
     * of its own there which the graded process runs in (run_child.c) and
     * alone may write, moved into RUN_DIR at the end (grade_outputs.c); the
     * report names the file the batch hands back (batch_outcome.c strips
     * the path). */
    argv[a++] = "--printed";
    argv[a++] = c->printed;
  }
  argv[a++] = c->num;
  argv[a++] = c->file;
  argv[a] = NULL;
}

int rg_batch_start_job(const struct batch_opts *o, const struct rg_sandbox *sb, const char *exe,
                       struct batch_job *j, bool warmup, bool emulator)
{
  struct grader_cmd cmd;
  grader_cmd(&cmd, o, exe, j, warmup, emulator);
  if (!warmup && j->result_fd < 0) {
    char *root = rg_strdupf("%s", j->log);
    *strrchr(root, '/') = '\0'; /* the batch's folder, beside the work folders */
    j->result_fd = result_file(root, j->sub->id, sb, j->uid);
    free(root);
    if (j->result_fd < 0) {
      free(cmd.file);
  free(cmd.printed);
      return -1;
    }
  }
  char *cache_dir = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  rg_mkdirs(cache_dir);
  char *cache_src = rg_strdupf("%s/cache", j->work);
  const char *binds[] = { cache_src, cache_dir, NULL, NULL };
  char cg_dirs[2][600];
  const char *cgroups[3];
  cg_job(j->uid, cg_dirs, cgroups); /* the uid: unique to the job in this batch */
  rg_batch_reap_uid(sb, j->uid); /* leftovers of an earlier batch under its uid */
  /* Its folder a tmpfs of the disk limit's size from its first start on
   * (work_fs.h); if the mount fails, the quota walks it as elsewhere. */
  if (o->disk_fs && !j->own_fs)
    j->own_fs = rg_work_fs_mount(j->work, (long long)o->disk_limit, sb->drop_uid, j->uid) == 0;
  if (o->disk_fs && !j->own_fs)
    rg_warn("batch: %s: no tmpfs of its own (%s): its disk limit is only checked by walking it",
            j->sub->id, strerror(errno));
  struct rg_sandbox_job sj = {
    .argv = cmd.argv, .workdir = j->work, .log_path = j->log, .binds = binds, .uid = j->uid,
    .result_fd = warmup ? -1 : j->result_fd, .hide = o->hide, .keep = o->keep,
    .conceal = o->conceal, .cgroups = cgroups, .own_fs = j->own_fs,
    .lim = { .wall_s = o->time_limit_s, .cpu_s = (long)o->time_limit_s + 5,
             .fsize = 64LL << 20, .nproc = 256, .disk_bytes = (long long)o->disk_limit,
             /* The emulator reserves 256 GiB of address space for its device
              * arena (simt/memory.c), not memory: host memory is bounded by
              * the 8 GiB above that, device memory by --memory-limit. */
             .as_bytes = emulator ? 264LL << 30 : 0 },
  };
  int rc = rg_sandbox_start(sb, &sj, &j->proc);
  if (rc != 0) { /* never started: the batch reaps only started jobs */
    int saved = errno; /* the caller says why the start failed */
    rg_batch_cgroup_end(j->uid);
    errno = saved;
  }
  free(cache_src);
  free(cache_dir);
  free(cmd.file);
  free(cmd.printed);
  return rc;
}
