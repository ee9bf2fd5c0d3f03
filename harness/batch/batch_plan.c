/* batch_plan.c — which submissions this run grades, before any grading
 * starts: its shard's, less those already graded with the same key
 * (content, rubric, kit, options), each with its private work folder; a
 * submission that cannot be read is refused here, its files written at
 * once. */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exercise.h"
#include "remove_tree.h"
#include "tiers.h"
#include "util.h"
#include "work_fs.h"

bool rg_batch_in_shard(size_t i, int k, int n)
{
  return n <= 0 || (int)(i % (size_t)n) == k;
}

void rg_batch_integrity(const char *text, int exercise, char *buf, size_t cap)
{
  /* The same rule as single grading's (tiers.c): no tier with either. */
  rg_tier_library(text, exercise, buf, cap);
}

/* A work folder (or all of them) removed, whatever the submission nested
 * in it (remove_tree.h). */
static void rm_rf(const char *p)
{
  if (rg_remove_tree(p) != 0)
    rg_warn("batch: %s: not all of it could be removed", p);
}

static unsigned chown_uid; /* for nftw, which takes no context */

static int chown_tree_entry(const char *p, const struct stat *st, int flag, struct FTW *f)
{
  (void)st, (void)flag, (void)f;
  return lchown(p, chown_uid, chown_uid);
}

/* Create the private folder with the submission copied in as the exercise's
 * file name, its cache holding a copy of the glue and the graded process's
 * own folder (RUN_DIR); owned by nobody when the sandbox drops to it. */
static int prepare_work(const struct batch_class *c, struct batch_job *j, const char *text,
                        size_t len, unsigned uid)
{
  rm_rf(j->work);
  char *cache = rg_strdupf("%s/cache", j->work);
  char *run = rg_strdupf("%s/" RUN_DIR, j->work);
  char *file = rg_strdupf("%s/%s", j->work, c->o->ex->file);
  int rc = rg_mkdirs(cache) == 0 && rg_mkdirs(run) == 0 &&
           rg_write_file_atomic(file, text, len) == 0 && rg_batch_glue_copy(c, cache) == 0 ? 0 : -1;
  free(run);
  chown_uid = uid;
  if (rc == 0 && c->sb.drop_uid)
    rc = nftw(j->work, chown_tree_entry, 16, FTW_PHYS);
  free(cache);
  free(file);
  return rc;
}

/* What every key of this run holds beside the submission and the rubric. */
struct key_parts {
  uint64_t kit;   /* this binary's bytes, so that a changed grader regrades */
  char opts[320]; /* the options that change a grading */
};

static void key_parts(const struct batch_opts *o, const char *exe, struct key_parts *k)
{
  size_t exelen = 0;
  char *exebytes = rg_read_file(exe, &exelen);
  k->kit = rg_hash(RG_HASH_SEED, exebytes ? exebytes : "", exebytes ? exelen : 0);
  free(exebytes);
  snprintf(k->opts, sizeof k->opts,
           "ex=%d quick=%d backend=%s case=%g limit=%g mem=%s disk=%llu seed=%s", o->ex->number,
           o->quick, o->backend, o->case_timeout_s, o->time_limit_s, o->mem_limit,
           (unsigned long long)o->disk_limit, o->seed ? o->seed : "default");
}

/* A submission that cannot be read (a link, a device, ...): its refusal,
 * unless one for the same reason by the same kit is there already. */
static void plan_refusal(struct batch_class *c, const struct rg_submission *s,
                         const char *reason, const struct key_parts *kp)
{
  uint64_t h = rg_hash_str(rg_hash(RG_HASH_SEED, &kp->kit, sizeof kp->kit), reason);
  if (s->note) /* its report tells which entry got which id: rewritten as that changes */
    h = rg_hash_str(h, s->note);
  char key[32];
  snprintf(key, sizeof key, "r%015" PRIx64, h >> 4);
  char *dir = rg_strdupf("%s/%s", c->o->out, s->id);
  struct rg_book_meta m;
  if (rg_book_read_meta(dir, &m) == 0 && strcmp(m.key, key) == 0) {
    printf("%s: unchanged, skipped (refused)\n", s->id);
    c->skipped++;
  } else if (rg_batch_refuse_job(c->o, c->rubric, dir, key, reason, s, &m) != 0) {
    rg_warn("batch: %s: %s", dir, strerror(errno));
    c->failed++;
  } else {
    printf("%s: refused (%s)\n", s->id, reason);
    c->refused++;
  }
  free(dir);
}

/* A submission read as text: the next job, with its work folder ready,
 * unless it is unchanged and graded. */
static void plan_job(struct batch_class *c, const struct rg_submission *s, const char *text,
                     size_t len, const struct key_parts *kp)
{
  uint64_t h = rg_hash(RG_HASH_SEED, text, len);
  h = rg_hash(h, &c->rubric->hash, sizeof c->rubric->hash);
  h = rg_hash(h, &kp->kit, sizeof kp->kit);
  h = rg_hash_str(h, kp->opts);
  if (s->note) /* the same: a report that says which entry got which id */
    h = rg_hash_str(h, s->note);
  struct batch_job *j = &c->jobs[c->todo];
  j->sub = s;
  j->key = rg_strdupf("%016" PRIx64, h);
  j->student_dir = rg_strdupf("%s/%s", c->o->out, s->id);
  struct rg_book_meta m;
  /* Unchanged and graded: skipped.  An "error" (the grader or the machine
   * failed, not the student) is tried again. */
  if (rg_book_read_meta(j->student_dir, &m) == 0 && strcmp(m.key, j->key) == 0 &&
      strcmp(m.status, "error") != 0) {
    printf("%s: unchanged, skipped (%s)\n", s->id, m.status);
    c->skipped++;
    free(j->key);
    free(j->student_dir);
    return;
  }
  /* The job's own files start with a dot, which no id does: a student
   * named alice.log took alice's log as a work folder (batch_start.c,
   * the result file, the same). */
  j->work = rg_strdupf("%s/%s", c->workroot, s->id);
  j->log = rg_strdupf("%s/.%s.log", c->workroot, s->id);
  rg_batch_integrity(text, c->o->ex->number, j->flags, sizeof j->flags);
  j->uid = rg_batch_job_uid(c->todo);
  j->result_fd = -1; /* created when its grading starts: one descriptor per running job */
  if (!c->glue_tried)
    rg_batch_glue_build(c);
  if (prepare_work(c, j, text, len, j->uid) != 0) {
    rg_warn("batch: %s: cannot prepare its folder: %s", j->work, strerror(errno));
    c->failed++;
    return;
  }
  c->todo++;
}

int rg_batch_plan(struct batch_class *c, const struct rg_submission *subs, size_t nsubs)
{
  c->jobs = calloc(nsubs ? nsubs : 1, sizeof *c->jobs);
  if (!c->jobs) {
    rg_warn("batch: out of memory for %zu submission(s)", nsubs);
    return -1;
  }
  /* Work folders live under /tmp, which every uid can traverse (--out's
   * parents may not be); the folder itself is private to the batch. */
  c->workroot = rg_strdupf("/tmp/rg-batch-XXXXXX");
  if (!mkdtemp(c->workroot) || chmod(c->workroot, 0711) != 0) {
    rg_warn("batch: cannot create a work folder under /tmp: %s", strerror(errno));
    free(c->workroot);
    c->workroot = NULL;
    free(c->jobs);
    c->jobs = NULL;
    return -1;
  }
  struct key_parts kp;
  key_parts(c->o, c->exe, &kp);
  for (size_t i = 0; i < nsubs; i++) {
    if (!rg_batch_in_shard(i, c->o->shard_k, c->o->shard_n))
      continue;
    size_t len = 0;
    char why[200] = "";
    char *text = subs[i].refused ? NULL
                 : rg_batch_read_submission(subs[i].path, 4 << 20, &len, why, sizeof why);
    if (!text) /* a link, a device, ...: the student's report says so */
      plan_refusal(c, &subs[i], subs[i].refused ? subs[i].refused : why, &kp);
    else
      plan_job(c, &subs[i], text, len, &kp);
    free(text);
  }
  return 0;
}

void rg_batch_drop_work(const struct batch_job *j)
{
  if (j->own_fs) /* its tmpfs first (its memory freed), then what it covered */
    rg_work_fs_umount(j->work);
  rm_rf(j->work);
  unlink(j->log);
}

void rg_batch_unplan(struct batch_class *c)
{
  for (size_t k = 0; k < c->todo; k++)
    if (c->jobs[k].own_fs)
      rg_work_fs_umount(c->jobs[k].work);
  rm_rf(c->workroot);
  free(c->workroot);
  c->workroot = NULL;
  free(c->glue);
  c->glue = NULL;
  free(c->pch);
  c->pch = NULL;
  for (size_t k = 0; k < c->todo; k++) {
    free(c->jobs[k].key);
    free(c->jobs[k].student_dir);
    free(c->jobs[k].work);
    free(c->jobs[k].log);
  }
  free(c->jobs);
  c->jobs = NULL;
}
