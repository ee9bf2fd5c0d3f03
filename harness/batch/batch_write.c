/* batch_write.c — a student's files in DIR/<id>/: results.json
 * (Gradescope), prairielearn.json, autolab.txt, report.txt, printed.txt,
 * and .key last, so that a student with a .key is complete (batch_book.h).
 * Only the batch writes them, never the grading in its sandbox. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch_internal.h"
#include "lms.h"
#include "util.h"

#define PRINTED_CAP (64 * 1024) /* what a submission printed is cut here */

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

/* The four documents of a student, each from the same results and report. */
static int write_docs(const char *dir, const struct rg_jv *res, const char *report)
{
  int rc = write_doc(dir, "results.json", gradescope_doc, res, report);
  rc = rc ? rc : write_doc(dir, "prairielearn.json", rg_lms_prairielearn, res, report);
  rc = rc ? rc : write_doc(dir, "autolab.txt", rg_lms_autolab, res, report);
  rc = rc ? rc : write_doc(dir, "report.txt", report_doc, res, report);
  return rc;
}

/* Up to cap bytes of the regular file name in the folder RUN_DIR of the
 * sandbox's folder work, as a string (its length in *len, the file's size
 * in *total), or NULL.  The submission could have left a link there to a
 * file only the batch may read: links are not followed, RUN_DIR's either. */
static char *read_work_file(const char *work, const char *name, size_t cap, size_t *len,
                            size_t *total)
{
  char *path = rg_strdupf("%s/" RUN_DIR, work);
  int dir = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  free(path);
  int fd = dir < 0 ? -1 : openat(dir, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (dir >= 0)
    close(dir);
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

/* What the submission printed, as shown beside its report: its len bytes,
 * lines and tabs kept, every other control a terminal acts on (escapes, a
 * carriage return, C1, a reordering mark: rg_text_control) and a NUL each
 * shown as '?', so that printed.txt neither forges nor hides a line on the
 * instructor's terminal, nor ends at its first NUL.  Fresh, NUL-ended. */
static char *printed_shown(const char *text, size_t len)
{
  char *s = malloc(len + 1);
  if (!s)
    abort();
  size_t w = 0;
  for (size_t r = 0; r < len;) {
    size_t k = text[r] == '\n' || text[r] == '\t' ? 0 : rg_text_control(text + r);
    if (k > len - r)
      k = len - r;
    s[w++] = k ? '?' : text[r];
    r += k ? k : 1;
  }
  s[w] = '\0';
  return s;
}

/* What the submission printed, beside its report (cut at PRINTED_CAP), or
 * nothing when it printed nothing.  *note: a line for the report when
 * something other than a file was left there, else "".  Returns 0, or -1
 * if it could not be written. */
static int copy_printed(const struct batch_job *j, const char **note)
{
  size_t len = 0, total = 0;
  char *text = read_work_file(j->work, PRINTED_NAME, PRINTED_CAP, &len, &total);
  int rc = 0;
  struct stat st;
  char *left = rg_strdupf("%s/" RUN_DIR "/%s", j->work, PRINTED_NAME);
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
    char *shown = printed_shown(text, len);
    char *doc = total > len ? rg_strdupf("%s\n[... cut at %d KiB of %zu bytes]\n", shown,
                                         PRINTED_CAP / 1024, total)
                            : rg_strdupf("%s", shown);
    free(shown);
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

/* Every result says under which protection it was graded (sandbox.h). */
static void note_protection(struct rg_jv *res, const struct batch_opts *o)
{
  struct rg_jv *extra = rg_jv_get(res, "extra_data");
  if (extra && extra->kind == RG_JV_OBJECT) {
    rg_jv_put(extra, "protection", rg_jv_new_str(o->level));
    /* Whether the grading's CPU share and process count were bounded as a
     * whole (a cgroup), or per process only. */
    rg_jv_put(extra, "cgroup", rg_jv_new_str(o->cgroup ? o->cgroup : "none"));
    /* Whether the kernel kept the disk limit (a tmpfs of its size), or the
     * batch only walked the work folder for it (work_fs.h). */
    rg_jv_put(extra, "disk_limit", rg_jv_new_str(o->disk_fs ? "kernel" : "walked"));
  }
}

/* Every result names the entry it is for (its name as the class folder
 * spells it, shown as batch_ids.c shows it), why it was refused, and which
 * entry got which id where several would have had one. */
static void note_entry(struct rg_jv *res, const struct rg_submission *s, const char *refused)
{
  struct rg_jv *extra = rg_jv_get(res, "extra_data");
  if (!extra || extra->kind != RG_JV_OBJECT)
    return;
  char *shown = rg_batch_shown_name(s->entry);
  shown[strlen(shown) - 1] = '\0'; /* the quotes are the report's, not the field's */
  rg_jv_put(extra, "entry", rg_jv_new_str(shown + 1));
  free(shown);
  if (refused)
    rg_jv_put(extra, "refused", rg_jv_new_str(refused));
  if (s->note)
    rg_jv_put(extra, "id_note", rg_jv_new_str(s->note));
}

/* The report: what the grader printed, then what the batch adds (why it
 * decided the status itself, the integrity flags, the protection). */
static char *student_report(const struct batch_opts *o, const struct batch_job *j,
                            const struct batch_outcome *oc, const char *printed_note)
{
  const char *status = oc->status;
  bool batch_note = strcmp(status, "timeout") == 0 || strcmp(status, "error") == 0 ||
                    strcmp(status, "not-attempted") == 0 || strcmp(status, "disk-quota") == 0 ||
                    strcmp(status, "not-graded") == 0;
  return rg_strdupf("%s%s%s%s%s%s%s\nbatch: graded with protection %s\n", oc->log,
                    printed_note, batch_note ? "\nbatch: " : "",
                    batch_note ? oc->why : "", batch_note ? "\n" : "",
                    j->flags[0] ? "\nintegrity: a library reduction in an exercise "
                                  "that teaches writing one: " : "",
                    j->flags[0] ? j->flags : "", o->level);
}

int rg_batch_finish_job(const struct batch_opts *o, const struct rg_rubric *rubric,
                        struct batch_job *j, const struct rg_sandbox_result *r,
                        struct rg_book_meta *meta)
{
  struct batch_outcome oc;
  rg_batch_read_outcome(o, j, r, &oc);
  struct rg_jv *res = oc.res ? oc.res : rg_lms_failed_results(oc.why, oc.status);
  rg_lms_apply_rubric(res, rubric, j->flags);
  note_protection(res, o);
  note_entry(res, j->sub, NULL);

  int rc = rg_mkdirs(j->student_dir);
  const char *printed_note = "";
  rc = rc ? rc : copy_printed(j, &printed_note);
  char *report = student_report(o, j, &oc, printed_note);
  if (j->sub->note) {
    char *t = rg_strdupf("%sbatch: %s\n", report, j->sub->note);
    free(report);
    report = t;
  }
  free(oc.log);

  rc = rc ? rc : write_docs(j->student_dir, res, report);
  *meta = (struct rg_book_meta){ .seconds = r->seconds };
  snprintf(meta->key, sizeof meta->key, "%s", j->key);
  snprintf(meta->status, sizeof meta->status, "%s", oc.status);
  snprintf(meta->flags, sizeof meta->flags, "%s", j->flags);
  if (rc == 0 && rg_book_write_meta(j->student_dir, meta) != 0) {
    rg_warn("batch: %s/.key: %s", j->student_dir, strerror(errno));
    rc = -1;
  }
  free(report);
  rg_jv_free(res);
  return rc;
}

int rg_batch_refuse_job(const struct batch_opts *o, const struct rg_rubric *rubric,
                        const char *student_dir, const char *key, const char *why,
                        const struct rg_submission *sub, struct rg_book_meta *meta)
{
  char *line = rg_strdupf("not graded: the submission was refused: %s", why);
  struct rg_jv *res = rg_lms_failed_results(line, "refused-submission");
  rg_lms_apply_rubric(res, rubric, "");
  note_protection(res, o);
  note_entry(res, sub, why);
  char *report = rg_strdupf("batch: %s\n%s%s%s", line, sub->note ? "batch: " : "",
                            sub->note ? sub->note : "", sub->note ? "\n" : "");
  int rc = rg_mkdirs(student_dir);
  rc = rc ? rc : write_docs(student_dir, res, report);
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
