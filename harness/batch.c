/* batch.c — `reduce-grade batch` and `batch-merge` (see batch.h).
 *
 * Flow: collect submissions → for each, a key (content, rubric, kit, options)
 * → skip if DIR/<id>/.key already holds it → grade in a sandbox by running
 * this very binary on a private copy → the parent alone writes the student's
 * files (atomically, .key last) → rebuild grades.csv and junit.xml.
 */
#define _GNU_SOURCE
#include "batch.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "batch_book.h"
#include "batch_internal.h"
#include "batch_json.h"
#include "batch_rubric.h"
#include "cli.h"
#include "exercise.h"
#include "exitcode.h"
#include "lms.h"
#include "tiers.h"
#include "rg_config.h"
#include "run.h"
#include "sandbox.h"
#include "util.h"


bool rg_batch_in_shard(size_t i, int k, int n)
{
  return n <= 0 || (int)(i % (size_t)n) == k;
}

void rg_batch_integrity(const char *text, int exercise, char *buf, size_t cap)
{
  /* The same rule as single grading's (tiers.c): no tier with either. */
  rg_tier_library(text, exercise, buf, cap);
}

/* ---- one student ------------------------------------------------------------ */

static int rm_entry(const char *p, const struct stat *st, int flag, struct FTW *f)
{
  (void)st, (void)flag, (void)f;
  return remove(p);
}

static void rm_rf(const char *p)
{
  nftw(p, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static char *self_exe(void)
{
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0)
    return NULL;
  buf[n] = '\0';
  return rg_strdupf("%s", buf);
}

static unsigned chown_uid; /* for nftw, which takes no context */

static int chown_tree_entry(const char *p, const struct stat *st, int flag, struct FTW *f)
{
  (void)st, (void)flag, (void)f;
  return lchown(p, chown_uid, chown_uid);
}

/* Create the private folder with the submission copied in as the exercise's
 * file name; owned by nobody when the sandbox drops to it. */
static int prepare_work(const struct batch_opts *o, const struct rg_sandbox *sb, struct batch_job *j,
                        const char *text, size_t len, unsigned uid)
{
  rm_rf(j->work);
  char *cache = rg_strdupf("%s/cache", j->work);
  char *file = rg_strdupf("%s/%s", j->work, o->ex->file);
  int rc = rg_mkdirs(cache) == 0 && rg_write_file_atomic(file, text, len) == 0 ? 0 : -1;
  chown_uid = uid;
  if (rc == 0 && sb->drop_uid)
    rc = nftw(j->work, chown_tree_entry, 16, FTW_PHYS);
  free(cache);
  free(file);
  return rc;
}

/* ---- the batch ------------------------------------------------------------- */

static void fmt_eta(double s, char *buf, size_t cap)
{
  long t = (long)(s + 0.5);
  snprintf(buf, cap, "%ldm%02lds", t / 60, t % 60);
}

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

int rg_batch_main(int argc, char **argv)
{
  if (strcmp(argv[0], "batch-merge") == 0)
    return merge_main(argc, argv);
  struct batch_opts o;
  if (rg_batch_parse_options(argc, argv, &o) != 0) {
    free(o.args);
    return RG_EXIT_USAGE;
  }
  int exit_code = RG_EXIT_USAGE;
  struct rg_rubric rubric;
  struct rg_submission *subs = NULL;
  size_t nsubs = 0;
  struct batch_job *jobs = NULL;
  char err[512];
  char *exe = self_exe();
  rg_rubric_default(&rubric);
  if (o.rubric_path && rg_rubric_load(o.rubric_path, &rubric, err, sizeof err) != 0) {
    rg_warn("%s", err);
    goto out;
  }
  rg_rubric_default_tiers(&rubric, o.ex->number);
  if (rg_batch_collect(o.args, o.nargs, o.ex->file, &subs, &nsubs, err, sizeof err) != 0) {
    rg_warn("batch: %s", err);
    goto out;
  }
  if (!exe) {
    rg_warn("batch: cannot find this program's own path (/proc/self/exe)");
    goto out;
  }
  if (o.slurm) {
    exit_code = rg_batch_write_slurm(&o, exe, argc, argv);
    goto out;
  }
  exit_code = RG_EXIT_FAILED;
  if (rg_mkdirs(o.out) != 0) {
    rg_warn("batch: --out %s: %s", o.out, strerror(errno));
    goto out;
  }
  char *outabs = realpath(o.out, NULL);
  o.out = outabs; /* leaked deliberately: lives as long as the batch */

  /* The key's kit part: this binary's bytes, so a changed grader regrades. */
  size_t exelen = 0;
  char *exebytes = rg_read_file(exe, &exelen);
  uint64_t kit = rg_hash(RG_HASH_SEED, exebytes ? exebytes : "", exebytes ? exelen : 0);
  free(exebytes);
  char opts[320];
  snprintf(opts, sizeof opts, "ex=%d quick=%d backend=%s case=%g limit=%g mem=%s seed=%s",
           o.ex->number, o.quick, o.backend, o.case_timeout_s, o.time_limit_s, o.mem_limit,
           o.seed ? o.seed : "default");

  struct rg_sandbox sb;
  exit_code = rg_batch_protect(&o, exe, &sb);
  if (exit_code != RG_EXIT_PASSED)
    goto out;
  exit_code = RG_EXIT_FAILED;
  bool gpu = false;
  if (strcmp(o.backend, "emu") != 0) {
    char why[256] = "";
    gpu = rg_gpu_probe(why, sizeof why, NULL) > 0;
    if (!gpu && strcmp(o.backend, "gpu") == 0) {
      /* Asked for the GPU and there is none: nothing is graded, rather
       * than a class of "could not be graded" reports. */
      rg_warn("batch: --backend gpu: no CUDA GPU: %s", why);
      exit_code = RG_EXIT_NOT_ATTEMPTED;
      goto out;
    }
  }
  printf("reduce-grade batch: exercise %02d, %zu submission(s), %s backend, %d job(s)\n"
         "protection: %s — %s\n", o.ex->number, nsubs, gpu ? "GPU" : "emulator",
         gpu ? 1 : o.jobs, o.level, sb.what);
  fflush(stdout);

  jobs = calloc(nsubs ? nsubs : 1, sizeof *jobs);
  if (!jobs) {
    rg_warn("batch: out of memory for %zu submission(s)", nsubs);
    exit_code = RG_EXIT_FAILED;
    goto out;
  }
  size_t todo = 0, skipped = 0, failed = 0, errors = 0, refused = 0;
  /* Work folders live under /tmp, which every uid can traverse (--out's
   * parents may not be); the folder itself is private to the batch. */
  char *workroot = rg_strdupf("/tmp/rg-batch-XXXXXX");
  if (!mkdtemp(workroot) || chmod(workroot, 0711) != 0) {
    rg_warn("batch: cannot create a work folder under /tmp: %s", strerror(errno));
    free(workroot);
    goto out;
  }
  for (size_t i = 0; i < nsubs; i++) {
    if (!rg_batch_in_shard(i, o.shard_k, o.shard_n))
      continue;
    size_t len = 0;
    char why[200] = "";
    char *text = subs[i].refused ? NULL
                 : rg_batch_read_submission(subs[i].path, 4 << 20, &len, why, sizeof why);
    if (!text) { /* a link, a device, ...: the student's report says so */
      const char *reason = subs[i].refused ? subs[i].refused : why;
      uint64_t h = rg_hash_str(rg_hash(RG_HASH_SEED, &kit, sizeof kit), reason);
      char key[32];
      snprintf(key, sizeof key, "r%015" PRIx64, h >> 4);
      char *dir = rg_strdupf("%s/%s", o.out, subs[i].id);
      struct rg_book_meta m;
      if (rg_book_read_meta(dir, &m) == 0 && strcmp(m.key, key) == 0) {
        printf("%s: unchanged, skipped (refused)\n", subs[i].id);
        skipped++;
      } else if (rg_batch_refuse_job(&o, &rubric, dir, key, reason, &m) != 0) {
        rg_warn("batch: %s: %s", dir, strerror(errno));
        failed++;
      } else {
        printf("%s: refused (%s)\n", subs[i].id, reason);
        refused++;
      }
      free(dir);
      continue;
    }
    uint64_t h = rg_hash(RG_HASH_SEED, text, len);
    h = rg_hash(h, &rubric.hash, sizeof rubric.hash);
    h = rg_hash(h, &kit, sizeof kit);
    h = rg_hash_str(h, opts);
    struct batch_job *j = &jobs[todo];
    j->sub = &subs[i];
    j->key = rg_strdupf("%016" PRIx64, h);
    j->student_dir = rg_strdupf("%s/%s", o.out, subs[i].id);
    struct rg_book_meta m;
    /* Unchanged and graded: skipped.  An "error" (the grader or the machine
     * failed, not the student) is tried again. */
    if (rg_book_read_meta(j->student_dir, &m) == 0 && strcmp(m.key, j->key) == 0 &&
        strcmp(m.status, "error") != 0) {
      printf("%s: unchanged, skipped (%s)\n", subs[i].id, m.status);
      skipped++;
      free(j->key);
      free(j->student_dir);
      free(text);
      continue;
    }
    j->work = rg_strdupf("%s/%s", workroot, subs[i].id);
    j->log = rg_strdupf("%s/%s.log", workroot, subs[i].id);
    rg_batch_integrity(text, o.ex->number, j->flags, sizeof j->flags);
    j->uid = rg_batch_job_uid(todo);
    j->result_fd = -1; /* created when its grading starts: one descriptor per running job */
    if (prepare_work(&o, &sb, j, text, len, j->uid) != 0) {
      rg_warn("batch: %s: cannot prepare its folder: %s", j->work, strerror(errno));
      failed++;
      free(text);
      continue;
    }
    free(text);
    todo++;
  }

  /* On the GPU each submission is compiled first (--compile-only: every
   * build its grading needs, in its own sandbox, several at a time on the
   * CPU), then graded alone, so that no two gradings share the device; the
   * compiles of later submissions go on while earlier ones are graded.  On
   * the emulator each grading compiles for itself, o.jobs at a time. */
  double t0 = rg_now();
  bool tty = isatty(1);
  size_t done = 0, finished = 0, next_compile = 0, next_grade = 0;
  int compiling = 0, grading = 0;
  int cpu_width = !gpu ? o.jobs : o.jobs > 1 ? o.jobs - 1 : 1; /* a core for the graded one */
  int grade_width = gpu ? 1 : o.jobs;
  if (gpu && todo) {
    printf("compiling %d at a time while the GPU grades one submission at a time\n", cpu_width);
    fflush(stdout);
  }
  while (finished < todo) {
    while (gpu && compiling < cpu_width && next_compile < todo) {
      struct batch_job *j = &jobs[next_compile++];
      if (rg_batch_start_job(&o, &sb, exe, j, true, false) != 0)
        j->stage = STAGE_COMPILED; /* its grading compiles, and says what failed */
      else {
        j->stage = STAGE_COMPILING;
        compiling++;
      }
    }
    while (grading < grade_width && next_grade < todo &&
           (!gpu || jobs[next_grade].stage == STAGE_COMPILED)) {
      struct batch_job *j = &jobs[next_grade++];
      if (rg_batch_start_job(&o, &sb, exe, j, false, !gpu) != 0) {
        rg_warn("batch: %s: cannot start: %s", j->sub->id, strerror(errno));
        j->stage = STAGE_DONE;
        finished++;
        failed++;
      } else {
        j->stage = STAGE_GRADING;
        grading++;
      }
    }
    bool any = false;
    for (size_t k = 0; k < todo; k++) {
      struct rg_sandbox_result r;
      struct batch_job *j = &jobs[k];
      if ((j->stage != STAGE_COMPILING && j->stage != STAGE_GRADING) ||
          rg_sandbox_poll(&j->proc, &r) == 0)
        continue;
      any = true;
      if (j->stage == STAGE_COMPILING) {
        j->stage = STAGE_COMPILED; /* a compile error: its grading reports it */
        if (--compiling == 0 && next_compile == todo) {
          printf("every submission compiled, %.1f s after the start\n", rg_now() - t0);
          fflush(stdout);
        }
        continue;
      }
      j->stage = STAGE_DONE;
      grading--;
      finished++;
      struct rg_book_meta m;
      int fin = rg_batch_finish_job(&o, &rubric, j, &r, &m);
      close(j->result_fd);
      j->result_fd = -1;
      if (fin != 0) {
        failed++;
        continue;
      }
      rm_rf(j->work);
      unlink(j->log);
      done++;
      if (strcmp(m.status, "error") == 0)
        errors++; /* its report says why; counted as not graded */
      if (o.shard_n == 0 && rg_book_write(o.out, err, sizeof err) < 0)
        rg_warn("batch: %s", err);
      double el = rg_now() - t0;
      char eta[32];
      fmt_eta(el / (double)done * (double)(todo - done), eta, sizeof eta);
      if (tty)
        printf("\r\033[K[%zu/%zu] ETA %s  %s: %s (%.1f s)\n", done, todo, eta,
               j->sub->id, m.status, r.seconds);
      else
        printf("[%zu/%zu] %s: %s%s%s (%.1f s)\n", done, todo, j->sub->id, m.status,
               m.flags[0] ? ", " : "", m.flags, r.seconds);
      fflush(stdout);
    }
    if (!any) {
      struct timespec ts = { 0, 20 * 1000 * 1000 };
      nanosleep(&ts, NULL);
    }
  }
  if (o.shard_n == 0) {
    int n = rg_book_write(o.out, err, sizeof err);
    if (n < 0) {
      rg_warn("batch: %s", err);
      failed++;
    }
  }
  rm_rf(workroot);
  free(workroot);
  failed += errors;
  printf("graded %zu, skipped %zu unchanged, %zu could not be graded, in %.1f s%s\n",
         done - errors + refused, skipped, failed, rg_now() - t0,
         o.shard_n ? " (shard: run reduce-grade batch-merge after all shards)" : "");
  for (size_t k = 0; k < todo; k++) {
    free(jobs[k].key);
    free(jobs[k].student_dir);
    free(jobs[k].work);
    free(jobs[k].log);
  }
  exit_code = failed ? RG_EXIT_FAILED : RG_EXIT_PASSED;
out:
  if (fflush(stdout) != 0 || ferror(stdout))
    exit_code = RG_EXIT_FAILED;
  free(jobs);
  rg_batch_free_submissions(subs, nsubs);
  rg_rubric_free(&rubric);
  free(exe);
  free(o.args);
  return exit_code;
}
