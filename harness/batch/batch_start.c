/* batch_start.c — how one grading starts: this very program, run on the
 * private copy of a submission in a sandbox of its own (sandbox.h), with
 * the batch's options passed on and the limits of one submission.  On the
 * GPU a first, compile-only run builds everything the grading will need. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exercise.h"
#include "rg_config.h"
#include "util.h"

/* A file for a job's result, with no name: created in the batch's own
 * folder, unlinked at once, owned by the job's uid so that its grader can
 * reopen it as /dev/fd/3.  Returns the descriptor, or -1. */
static int result_file(const char *workroot, const char *id, const struct rg_sandbox *sb,
                       unsigned uid)
{
  char *p = rg_strdupf("%s/%s.result", workroot, id);
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
  char *file; /* the submission's copy in the work folder (to free) */
  char *argv[24];
};

static void grader_cmd(struct grader_cmd *c, const struct batch_opts *o, const char *exe,
                       const struct batch_job *j, bool warmup, bool emulator)
{
  snprintf(c->num, sizeof c->num, "%02d", o->ex->number);
  snprintf(c->case_to, sizeof c->case_to, "%g", o->case_timeout_s);
  c->file = rg_strdupf("%s/%s", j->work, o->ex->file);
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
  if (o->seed) {
    argv[a++] = "--seed";
    argv[a++] = (char *)o->seed;
  }
  if (warmup) { /* GPU: compile every build now, in parallel; the runs come later */
    argv[a++] = "--compile-only";
  } else {
    argv[a++] = "--json";
    argv[a++] = "/dev/fd/3"; /* j->result_fd: not in the folder the submission can write */
    /* What the submission prints: in its own folder (the sandbox's working
     * directory), so that the report names a file the batch hands back. */
    argv[a++] = "--printed";
    argv[a++] = PRINTED_NAME;
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
      return -1;
    }
  }
  char *cache_dir = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  rg_mkdirs(cache_dir);
  char *cache_src = rg_strdupf("%s/cache", j->work);
  const char *binds[] = { cache_src, cache_dir, NULL, NULL };
  rg_batch_reap_uid(sb, j->uid); /* leftovers of an earlier batch under its uid */
  struct rg_sandbox_job sj = {
    .argv = cmd.argv, .workdir = j->work, .log_path = j->log, .binds = binds, .uid = j->uid,
    .result_fd = warmup ? -1 : j->result_fd, .hide = o->hide, .keep = o->keep,
    .conceal = o->conceal,
    .lim = { .wall_s = o->time_limit_s, .cpu_s = (long)o->time_limit_s + 5,
             .fsize = 64LL << 20, .nproc = 256, .disk_bytes = (long long)o->disk_limit,
             /* The emulator reserves 256 GiB of address space for its device
              * arena (simt/memory.c), not memory: host memory is bounded by
              * the 8 GiB above that, device memory by --memory-limit. */
             .as_bytes = emulator ? 264LL << 30 : 0 },
  };
  int rc = rg_sandbox_start(sb, &sj, &j->proc);
  free(cache_src);
  free(cache_dir);
  free(cmd.file);
  return rc;
}
