/* batch.c — `reduce-grade batch` and `batch-merge` (see batch.h), in the
 * order a batch runs; each step's file is named in batch_internal.h.
 *
 * Flow: collect submissions → for each, a key (content, rubric, kit, options)
 * → skip if DIR/<id>/.key already holds it → grade in a sandbox by running
 * this very binary on a private copy → the parent alone writes the student's
 * files (atomically, .key last) → the results of ids no longer in the
 * class moved aside → rebuild grades.csv and junit.xml.
 */
#define _GNU_SOURCE
#include "batch.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exercise.h"
#include "exitcode.h"
#include "run.h"
#include "util.h"

static char *self_exe(void)
{
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0)
    return NULL;
  buf[n] = '\0';
  return rg_strdupf("%s", buf);
}

/* `batch-merge DIR`: the class files from the students' (after shards). */
static int merge_main(int argc, char **argv)
{
  if (argc != 2) {
    rg_warn("batch-merge: expected one folder (the batch's --out)");
    return RG_EXIT_USAGE;
  }
  char err[512];
  int n = rg_book_write(argv[1], err, sizeof err);
  if (n < 0) {
    rg_warn("batch-merge: %s", err);
    return RG_EXIT_USAGE;
  }
  printf("merged %d student(s) into %s/grades.csv and %s/junit.xml\n", n, argv[1], argv[1]);
  return RG_EXIT_PASSED;
}

/* The rubric: --rubric's, or the default, with the exercise's tiers unless
 * it set its own.  r is to be freed either way.  Returns 0, or -1 after
 * saying what is wrong with the file. */
static int load_rubric(const struct batch_opts *o, struct rg_rubric *r)
{
  char err[512];
  rg_rubric_default(r);
  if (o->rubric_path && rg_rubric_load(o->rubric_path, r, err, sizeof err) != 0) {
    rg_warn("%s", err);
    return -1;
  }
  rg_rubric_default_tiers(r, o->ex->number);
  return 0;
}

/* The submissions, and this program's own path, which every grading runs.
 * Returns 0, or -1 after saying what is missing. */
static int collect(const struct batch_opts *o, const char *exe, struct rg_submission **subs,
                   size_t *nsubs)
{
  char err[512];
  if (rg_batch_collect(o->args, o->nargs, o->ex->file, subs, nsubs, err, sizeof err) != 0) {
    rg_warn("batch: %s", err);
    return -1;
  }
  if (!exe) {
    rg_warn("batch: cannot find this program's own path (/proc/self/exe)");
    return -1;
  }
  return 0;
}

/* The GPU unless --backend emu, or auto finds none.  Returns -1 when
 * --backend gpu finds none: nothing is graded, rather than a class of
 * "could not be graded" reports. */
static int choose_backend(struct batch_class *c)
{
  c->gpu = false;
  if (strcmp(c->o->backend, "emu") == 0)
    return 0;
  char why[256] = "";
  c->gpu = rg_gpu_probe(why, sizeof why, NULL) > 0;
  if (!c->gpu && strcmp(c->o->backend, "gpu") == 0) {
    rg_warn("batch: --backend gpu: no CUDA GPU: %s", why);
    return -1;
  }
  return 0;
}

/* Before any grading: --out made (and made absolute), the protection and
 * the backend chosen, and a line saying so.  Returns an rg_exit code:
 * RG_EXIT_PASSED to go on. */
static int open_class(struct batch_class *c, size_t nsubs)
{
  struct batch_opts *o = c->o;
  if (rg_mkdirs(o->out) != 0) {
    rg_warn("batch: --out %s: %s", o->out, strerror(errno));
    return RG_EXIT_FAILED;
  }
  o->out = realpath(o->out, NULL); /* leaked deliberately: lives as long as the batch */
  /* The backend first: a class no GPU can grade is told so, whatever
   * the protection here would have been. */
  if (choose_backend(c) != 0)
    return RG_EXIT_NOT_ATTEMPTED;
  int rc = rg_batch_protect(o, c->exe, &c->sb);
  if (rc != RG_EXIT_PASSED)
    return rc;
  printf("reduce-grade batch: exercise %02d, %zu submission(s), %s backend, %d job(s)\n"
         "protection: %s — %s\n", o->ex->number, nsubs, c->gpu ? "GPU" : "emulator",
         c->gpu ? 1 : o->jobs, o->level, c->sb.what);
  fflush(stdout);
  return RG_EXIT_PASSED;
}

/* The class files from every student's, unless this run is one shard of
 * several (batch-merge does it after the last).  Returns -1 if they could
 * not be written. */
static int merge_class(const struct batch_class *c)
{
  char err[512];
  if (c->o->shard_n == 0 && rg_book_write(c->o->out, err, sizeof err) < 0) {
    rg_warn("batch: %s", err);
    return -1;
  }
  return 0;
}

static void summary(const struct batch_class *c)
{
  char gone[64] = "";
  if (c->gone)
    snprintf(gone, sizeof gone, ", %zu no longer in the class (moved to .gone)", c->gone);
  printf("graded %zu, refused %zu, skipped %zu unchanged, %zu could not be graded%s, "
         "in %.1f s%s\n", c->done - c->errors, c->refused, c->skipped, c->failed, gone,
         rg_now() - c->t0,
         c->o->shard_n ? " (shard: run reduce-grade batch-merge after all shards)" : "");
}

int rg_batch_main(int argc, char **argv)
{
  if (strcmp(argv[0], "batch-merge") == 0)
    return merge_main(argc, argv);
  struct batch_opts o;
  if (rg_batch_parse_options(argc, argv, &o) != 0) {
    free(o.args);
    return RG_EXIT_USAGE;
  }
  struct rg_rubric rubric;
  struct rg_submission *subs = NULL;
  size_t nsubs = 0;
  char *exe = self_exe();
  struct batch_class c = { .o = &o, .rubric = &rubric, .exe = exe };
  int exit_code = RG_EXIT_USAGE;
  if (load_rubric(&o, &rubric) != 0 || collect(&o, exe, &subs, &nsubs) != 0)
    goto out;
  if (o.slurm) {
    exit_code = rg_batch_write_slurm(&o, exe, argc, argv);
    goto out;
  }
  exit_code = open_class(&c, nsubs);
  if (exit_code != RG_EXIT_PASSED)
    goto out;
  exit_code = RG_EXIT_FAILED;
  if (rg_batch_plan(&c, subs, nsubs) != 0)
    goto out;
  rg_batch_grade(&c);
  c.gone = rg_batch_move_gone(o.out, subs, nsubs, &c.failed);
  if (merge_class(&c) != 0)
    c.failed++;
  rg_batch_unplan(&c);
  c.failed += c.errors; /* an "error" or "not-graded" is not graded either */
  summary(&c);
  exit_code = c.failed ? RG_EXIT_FAILED : RG_EXIT_PASSED;
out:
  rg_batch_cgroup_fini(); /* the batch's own cgroup folders, if made */
  if (fflush(stdout) != 0 || ferror(stdout))
    exit_code = RG_EXIT_FAILED;
  rg_batch_free_submissions(subs, nsubs);
  rg_rubric_free(&rubric);
  free(exe);
  free(o.args);
  return exit_code;
}
