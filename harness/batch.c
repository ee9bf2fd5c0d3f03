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

#define REPORT_CAP (256 * 1024) /* a flooding submission's report is cut here */
#define PRINTED_NAME "printed.txt" /* what the submission printed, beside its report */
#define PRINTED_CAP (64 * 1024)    /* ... cut here */

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

struct job {
  const struct rg_submission *sub;
  char *key;          /* hex */
  char *student_dir;  /* DIR/<id> */
  char *work;         /* /tmp/rg-batch-XXXXXX/<id>: the sandbox's only writable folder */
  char *log;          /* /tmp/rg-batch-XXXXXX/<id>.log: its stdout+stderr */
  int result_fd;      /* its results.json: a file with no name, handed over as
                       * descriptor 3, which the graded child never holds */
  char flags[160];
  unsigned uid;       /* the sandbox's uid (drop_uid) */
  struct rg_sandbox_proc proc;
  enum { STAGE_WAITING, STAGE_COMPILING, STAGE_COMPILED, STAGE_GRADING, STAGE_DONE } stage;
};

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
static int prepare_work(const struct batch_opts *o, const struct rg_sandbox *sb, struct job *j,
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

/* The first "reduce-grade: ..." line of a grader's output, without its
 * prefix and newline (in a static buffer), or a fixed text if none. */
static const char *first_warning(const char *log)
{
  static char line[200];
  const char *prefix = "reduce-grade: ";
  const char *p = strstr(log, prefix);
  if (!p)
    return "the grader gave no reason";
  p += strlen(prefix);
  size_t k = strcspn(p, "\n");
  snprintf(line, sizeof line, "%.*s", (int)(k < sizeof line - 1 ? k : sizeof line - 1), p);
  return line;
}

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

static int start_job(const struct batch_opts *o, const struct rg_sandbox *sb, const char *exe,
                     struct job *j, bool warmup, bool emulator)
{
  char num[8], case_to[32];
  snprintf(num, sizeof num, "%02d", o->ex->number);
  snprintf(case_to, sizeof case_to, "%g", o->case_timeout_s);
  char *file = rg_strdupf("%s/%s", j->work, o->ex->file);
  char *argv[20];
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
  if (o->case_timeout_s > 0) {
    argv[a++] = "--timeout";
    argv[a++] = case_to;
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
  argv[a++] = num;
  argv[a++] = file;
  argv[a] = NULL;
  if (!warmup && j->result_fd < 0) {
    char *root = rg_strdupf("%s", j->log);
    *strrchr(root, '/') = '\0'; /* the batch's folder, beside the work folders */
    j->result_fd = result_file(root, j->sub->id, sb, j->uid);
    free(root);
    if (j->result_fd < 0)
      return -1;
  }
  char *cache_dir = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  rg_mkdirs(cache_dir);
  char *cache_src = rg_strdupf("%s/cache", j->work);
  const char *binds[] = { cache_src, cache_dir, NULL, NULL };
  struct rg_sandbox_job sj = {
    .argv = argv, .workdir = j->work, .log_path = j->log, .binds = binds, .uid = j->uid,
    .result_fd = warmup ? -1 : j->result_fd, .hide = o->hide, .keep = o->keep,
    .lim = { .wall_s = o->time_limit_s, .cpu_s = (long)o->time_limit_s + 5,
             .fsize = 64LL << 20, .nproc = 256,
             /* The emulator reserves 256 GiB of address space for its device
              * arena (simt/memory.c), not memory: host memory is bounded by
              * the 8 GiB above that, device memory by --memory-limit. */
             .as_bytes = emulator ? 264LL << 30 : 0 },
  };
  int rc = rg_sandbox_start(sb, &sj, &j->proc);
  free(cache_src);
  free(cache_dir);
  free(file);
  return rc;
}

static bool has_cause(const struct rg_jv *res, const char *cause)
{
  const struct rg_jv *c = rg_jv_get(rg_jv_get(res, "extra_data"), "causes");
  for (size_t i = 0; c && c->kind == RG_JV_ARRAY && i < c->len; i++)
    if (strcmp(rg_jv_str(c->items[i], ""), cause) == 0)
      return true;
  return false;
}

static int write_doc(const char *dir, const char *name, void (*fn)(FILE *, const struct rg_jv *,
                     const char *), const struct rg_jv *res, const char *report)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f)
    return -1;
  fn(f, res, report);
  fclose(f);
  char *path = rg_strdupf("%s/%s", dir, name);
  int rc = rg_write_file_atomic(path, buf, len);
  if (rc)
    rg_warn("batch: %s: %s", path, strerror(errno));
  free(path);
  free(buf);
  return rc;
}

static void gradescope_doc(FILE *f, const struct rg_jv *res, const char *report)
{
  (void)report;
  rg_jv_write(f, res);
}

static void report_doc(FILE *f, const struct rg_jv *res, const char *report)
{
  (void)res;
  fputs(report, f);
}

/* Up to cap bytes of the regular file name in the sandbox's folder work, as
 * a string (its length in *len, the file's size in *total), or NULL.  The
 * submission could have left a link there to a file only the batch may
 * read: links are not followed. */
static char *read_work_file(const char *work, const char *name, size_t cap, size_t *len,
                            size_t *total)
{
  char *path = rg_strdupf("%s/%s", work, name);
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  free(path);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    if (fd >= 0)
      close(fd);
    return NULL;
  }
  size_t want = (size_t)st.st_size < cap ? (size_t)st.st_size : cap;
  char *buf = malloc(want + 1);
  size_t got = 0;
  while (buf && got < want) {
    ssize_t k = read(fd, buf + got, want - got);
    if (k <= 0)
      break;
    got += (size_t)k;
  }
  close(fd);
  if (!buf)
    return NULL;
  buf[got] = '\0';
  *len = got;
  *total = (size_t)st.st_size;
  return buf;
}

/* The grader's results.json: up to cap bytes of the file behind fd (no
 * name anywhere, so nothing in the sandbox can have replaced it), or NULL
 * when it is empty. */
static char *read_result(int fd, size_t cap, size_t *len, size_t *total)
{
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || st.st_size == 0)
    return NULL;
  size_t want = (size_t)st.st_size < cap ? (size_t)st.st_size : cap;
  char *buf = malloc(want + 1);
  size_t got = 0;
  while (buf && got < want) {
    ssize_t k = pread(fd, buf + got, want - got, (off_t)got);
    if (k <= 0)
      break;
    got += (size_t)k;
  }
  if (!buf)
    return NULL;
  buf[got] = '\0';
  *len = got;
  *total = (size_t)st.st_size;
  return buf;
}

/* What the submission printed, beside its report (cut at PRINTED_CAP), or
 * nothing when it printed nothing.  *note: a line for the report when
 * something other than a file was left there, else "".  Returns 0, or -1
 * if it could not be written. */
static int copy_printed(const struct job *j, const char **note)
{
  size_t len = 0, total = 0;
  char *text = read_work_file(j->work, PRINTED_NAME, PRINTED_CAP, &len, &total);
  int rc = 0;
  struct stat st;
  char *left = rg_strdupf("%s/%s", j->work, PRINTED_NAME);
  *note = !text && lstat(left, &st) == 0
              ? "\nbatch: " PRINTED_NAME " was replaced by something other than a file "
                "(a link?): not handed back\n"
              : "";
  free(left);
  if (!text || total == 0) { /* none from an earlier grading stays either */
    char *old = rg_strdupf("%s/%s", j->student_dir, PRINTED_NAME);
    unlink(old);
    free(old);
  } else {
    char *doc = total > len ? rg_strdupf("%s\n[... cut at %d KiB of %zu bytes]\n", text,
                                         PRINTED_CAP / 1024, total)
                            : rg_strdupf("%s", text);
    char *path = rg_strdupf("%s/%s", j->student_dir, PRINTED_NAME);
    rc = rg_write_file_atomic(path, doc, strlen(doc));
    if (rc)
      rg_warn("batch: %s: %s", path, strerror(errno));
    free(path);
    free(doc);
  }
  free(text);
  return rc;
}

/* text with every "DIR/" of the sandbox's folder taken out, in place: the
 * report names the student's file as "reduce.cu", not by a temporary path
 * that is gone after the batch. */
static void strip_work_dir(char *text, const char *work)
{
  char *prefix = rg_strdupf("%s/", work);
  size_t k = strlen(prefix);
  char *w = text;
  for (const char *r = text; *r;) {
    if (strncmp(r, prefix, k) == 0) {
      r += k;
      continue;
    }
    *w++ = *r++;
  }
  *w = '\0';
  free(prefix);
}

/* Every result says under which protection it was graded (sandbox.h). */
static void note_protection(struct rg_jv *res, const char *level)
{
  struct rg_jv *extra = rg_jv_get(res, "extra_data");
  if (extra && extra->kind == RG_JV_OBJECT)
    rg_jv_put(extra, "protection", rg_jv_new_str(level));
}

/* After the sandbox: read what the grading said, write the student's files
 * (.key last), fill meta.  Returns 0, or -1 if a file could not be written. */
static int finish_job(const struct batch_opts *o, const struct rg_rubric *rubric, struct job *j,
                      const struct rg_sandbox_result *r, struct rg_book_meta *meta)
{
  /* A JSON file bigger than any report is not reduce-grade's: ignore it. */
  size_t jlen = 0, jtotal = 0;
  char *jtext = read_result(j->result_fd, 8 << 20, &jlen, &jtotal);
  if (jtext && jtotal > jlen) {
    free(jtext);
    jtext = NULL;
  }
  if (jtext) /* compile messages in it name the file by its path, as the report does */
    strip_work_dir(jtext, j->work);
  struct rg_jv *res = jtext && !r->timed_out ? rg_jv_parse(jtext, NULL, 0) : NULL;
  free(jtext);
  if (res && (res->kind != RG_JV_OBJECT || !rg_jv_get(res, "tests"))) {
    rg_jv_free(res);
    res = NULL;
  }

  size_t loglen = 0;
  char *log = rg_read_file(j->log, &loglen);
  if (!log)
    log = rg_strdupf("%s", "");
  strip_work_dir(log, j->work);
  loglen = strlen(log);
  if (loglen > REPORT_CAP) {
    char *cut = rg_strdupf("%.*s\n[... report cut at %d KiB of %zu bytes]\n", REPORT_CAP, log,
                           REPORT_CAP / 1024, loglen);
    free(log);
    log = cut;
  }

  const char *status;
  char why[256];
  if (r->timed_out) {
    snprintf(why, sizeof why, "killed after the %g s wall-clock limit for one submission "
             "(all of its processes)", o->time_limit_s);
    status = "timeout";
  } else if (r->exited && r->status == RG_EXIT_NOT_ATTEMPTED && strstr(log, "untouched skeleton")) {
    snprintf(why, sizeof why, "not attempted: the file is the untouched skeleton");
    status = "not-attempted";
  } else if (r->exited && r->status == RG_EXIT_NOT_ATTEMPTED) {
    /* The grader could not grade here (no GPU in the sandbox, one GPU for
     * a multi-GPU exercise): the machine's fault, never the student's. */
    snprintf(why, sizeof why, "could not be graded on this machine: %s", first_warning(log));
    status = "error";
  } else if (!res) {
    snprintf(why, sizeof why, "the grader ended without a result (%s %d)",
             r->exited ? "exit code" : "signal", r->status);
    status = "error";
  } else {
    status = rg_jv_get(rg_jv_get(res, "extra_data"), "passed") &&
                     rg_jv_get(rg_jv_get(res, "extra_data"), "passed")->b ? "passed"
             : has_cause(res, "compile-error") ? "compile-error"
             : "failed";
  }
  if (!res)
    res = rg_lms_failed_results(why, status);
  rg_lms_apply_rubric(res, rubric, j->flags);
  note_protection(res, o->level);

  int rc = rg_mkdirs(j->student_dir);
  const char *printed_note = "";
  rc = rc ? rc : copy_printed(j, &printed_note);

  /* The report: what the grader printed, then what the batch adds. */
  bool batch_note = strcmp(status, "timeout") == 0 || strcmp(status, "error") == 0 ||
                    strcmp(status, "not-attempted") == 0;
  char *report = rg_strdupf("%s%s%s%s%s%s%s\nbatch: graded with protection %s\n", log,
                            printed_note, batch_note ? "\nbatch: " : "",
                            batch_note ? why : "", batch_note ? "\n" : "",
                            j->flags[0] ? "\nintegrity: a library reduction in an exercise "
                                          "that teaches writing one: " : "",
                            j->flags[0] ? j->flags : "", o->level);
  free(log);

  rc = rc ? rc : write_doc(j->student_dir, "results.json", gradescope_doc, res, report);
  rc = rc ? rc : write_doc(j->student_dir, "prairielearn.json", rg_lms_prairielearn, res, report);
  rc = rc ? rc : write_doc(j->student_dir, "autolab.txt", rg_lms_autolab, res, report);
  rc = rc ? rc : write_doc(j->student_dir, "report.txt", report_doc, res, report);
  *meta = (struct rg_book_meta){ .seconds = r->seconds };
  snprintf(meta->key, sizeof meta->key, "%s", j->key);
  snprintf(meta->status, sizeof meta->status, "%s", status);
  snprintf(meta->flags, sizeof meta->flags, "%s", j->flags);
  if (rc == 0 && rg_book_write_meta(j->student_dir, meta) != 0) {
    rg_warn("batch: %s/.key: %s", j->student_dir, strerror(errno));
    rc = -1;
  }
  free(report);
  rg_jv_free(res);
  return rc;
}

/* A submission that is not a plain file: a failed result whose report says
 * why, written like a graded one (the key last).  Returns 0, or -1 if a
 * file could not be written. */
static int refuse_job(const struct batch_opts *o, const struct rg_rubric *rubric,
                      const char *student_dir, const char *key, const char *why,
                      struct rg_book_meta *meta)
{
  char *line = rg_strdupf("not graded: the submission was refused: %s", why);
  struct rg_jv *res = rg_lms_failed_results(line, "refused-submission");
  rg_lms_apply_rubric(res, rubric, "");
  note_protection(res, o->level);
  char *report = rg_strdupf("batch: %s\n", line);
  int rc = rg_mkdirs(student_dir);
  rc = rc ? rc : write_doc(student_dir, "results.json", gradescope_doc, res, report);
  rc = rc ? rc : write_doc(student_dir, "prairielearn.json", rg_lms_prairielearn, res, report);
  rc = rc ? rc : write_doc(student_dir, "autolab.txt", rg_lms_autolab, res, report);
  rc = rc ? rc : write_doc(student_dir, "report.txt", report_doc, res, report);
  *meta = (struct rg_book_meta){ .seconds = 0 };
  snprintf(meta->key, sizeof meta->key, "%s", key);
  snprintf(meta->status, sizeof meta->status, "failed");
  if (rc == 0 && rg_book_write_meta(student_dir, meta) != 0)
    rc = -1;
  free(line);
  free(report);
  rg_jv_free(res);
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
  struct job *jobs = NULL;
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
      } else if (refuse_job(&o, &rubric, dir, key, reason, &m) != 0) {
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
    struct job *j = &jobs[todo];
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
      struct job *j = &jobs[next_compile++];
      if (start_job(&o, &sb, exe, j, true, false) != 0)
        j->stage = STAGE_COMPILED; /* its grading compiles, and says what failed */
      else {
        j->stage = STAGE_COMPILING;
        compiling++;
      }
    }
    while (grading < grade_width && next_grade < todo &&
           (!gpu || jobs[next_grade].stage == STAGE_COMPILED)) {
      struct job *j = &jobs[next_grade++];
      if (start_job(&o, &sb, exe, j, false, !gpu) != 0) {
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
      struct job *j = &jobs[k];
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
      int fin = finish_job(&o, &rubric, j, &r, &m);
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
