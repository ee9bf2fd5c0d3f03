/* batch_outcome.c — what one grading said, read back after its sandbox
 * ended: its results.json (from a file it had no path to), its output,
 * and the student's status, which the batch decides and not the grader
 * when the grading was killed or could not run here. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch_internal.h"
#include "exitcode.h"
#include "util.h"

#define REPORT_CAP (256 * 1024) /* a flooding submission's report is cut here */

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

static bool has_cause(const struct rg_jv *res, const char *cause)
{
  const struct rg_jv *c = rg_jv_get(rg_jv_get(res, "extra_data"), "causes");
  for (size_t i = 0; c && c->kind == RG_JV_ARRAY && i < c->len; i++)
    if (strcmp(rg_jv_str(c->items[i], ""), cause) == 0)
      return true;
  return false;
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

/* Both folders out: what the graded process printed is named as the file
 * the batch hands back beside the report, the submission as reduce.cu. */
static void strip_paths(char *text, const char *work)
{
  char *run = rg_strdupf("%s/" RUN_DIR, work);
  strip_work_dir(text, run);
  strip_work_dir(text, work);
  free(run);
}

/* The grader's results tree, or NULL when it left none that is its own: a
 * killed grading's, a file bigger than any report, or JSON without tests. */
static struct rg_jv *grader_results(const struct batch_job *j, const struct rg_sandbox_result *r)
{
  /* A JSON file bigger than any report is not reduce-grade's: ignore it. */
  size_t jlen = 0, jtotal = 0;
  char *jtext = read_result(j->result_fd, 8 << 20, &jlen, &jtotal);
  if (jtext && jtotal > jlen) {
    free(jtext);
    jtext = NULL;
  }
  if (jtext) /* compile messages in it name the file by its path, as the report does */
    strip_paths(jtext, j->work);
  struct rg_jv *res = jtext && !r->timed_out ? rg_jv_parse(jtext, NULL, 0) : NULL;
  free(jtext);
  if (res && (res->kind != RG_JV_OBJECT || !rg_jv_get(res, "tests"))) {
    rg_jv_free(res);
    res = NULL;
  }
  return res;
}

/* What the grader printed, its work folder taken out, cut at REPORT_CAP. */
static char *read_log(const struct batch_job *j)
{
  size_t loglen = 0;
  char *log = rg_read_file(j->log, &loglen);
  if (!log)
    log = rg_strdupf("%s", "");
  strip_paths(log, j->work);
  loglen = strlen(log);
  if (loglen > REPORT_CAP) {
    char *cut = rg_strdupf("%.*s\n[... report cut at %d KiB of %zu bytes]\n", REPORT_CAP, log,
                           REPORT_CAP / 1024, loglen);
    free(log);
    log = cut;
  }
  return log;
}

/* The student's status from how the grading ended and what it said; for
 * the statuses the batch decides, why says what happened. */
static const char *decide_status(const struct batch_opts *o, const struct rg_sandbox_result *r,
                                 const struct rg_jv *res, const char *log, char *why,
                                 size_t whycap)
{
  if (r->over_disk) {
    snprintf(why, whycap, "stopped: its work folder grew past the %llu MiB it may hold "
             "(all its files together; --disk-limit)",
             (unsigned long long)(o->disk_limit >> 20));
    return "disk-quota";
  }
  if (r->timed_out) {
    snprintf(why, whycap, "killed after the %g s wall-clock limit for one submission "
             "(all of its processes)", o->time_limit_s);
    return "timeout";
  }
  if (r->exited && r->status == RG_EXIT_NOT_ATTEMPTED && strstr(log, "untouched skeleton")) {
    snprintf(why, whycap, "not attempted: the file is the untouched skeleton");
    return "not-attempted";
  }
  if (r->exited && r->status == RG_EXIT_NOT_ATTEMPTED && has_cause(res, "emulator-unsupported")) {
    /* Right code may use a CUDA name the emulator lacks: no verdict, never
     * a 0.  Not tried again with the same kit and options: it would fail
     * the same way (an "error" is tried again). */
    snprintf(why, whycap, "not graded: the emulator lacks a CUDA name or header the file uses, "
             "or a function it calls (its report names it); grade it on a GPU (--backend gpu)");
    return "not-graded";
  }
  if (r->exited && r->status == RG_EXIT_NOT_ATTEMPTED) {
    /* The grader could not grade here (no GPU in the sandbox, one GPU for
     * a multi-GPU exercise): the machine's fault, never the student's. */
    snprintf(why, whycap, "could not be graded on this machine: %s", first_warning(log));
    return "error";
  }
  if (!res) {
    snprintf(why, whycap, "the grader ended without a result (%s %d)",
             r->exited ? "exit code" : "signal", r->status);
    return "error";
  }
  return rg_jv_get(rg_jv_get(res, "extra_data"), "passed") &&
                 rg_jv_get(rg_jv_get(res, "extra_data"), "passed")->b ? "passed"
         : has_cause(res, "compile-error") ? "compile-error"
         : "failed";
}

void rg_batch_read_outcome(const struct batch_opts *o, const struct batch_job *j,
                           const struct rg_sandbox_result *r, struct batch_outcome *out)
{
  out->res = grader_results(j, r);
  out->log = read_log(j);
  out->why[0] = '\0';
  out->status = decide_status(o, r, out->res, out->log, out->why, sizeof out->why);
}
