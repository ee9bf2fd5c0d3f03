/* package.c — `reduce-grade package` (see package.h).
 *
 * Two halves: on the instructor's machine, check what the package will
 * hold (exercise, rubric, seed) and have tools/lms/package.sh stage it;
 * in the platform's container, turn the files `reduce-grade batch` wrote
 * for the one student into the results.json that platform reads.  The
 * results are the batch's own (rubric applied, tiers "not measured" on the
 * CPU): this only adds what the platform asks for on top. */
#define _GNU_SOURCE
#include "package.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "batch_json.h"
#include "batch_rubric.h"
#include "exercise.h"
#include "exitcode.h"
#include "lms.h"
#include "rg_config.h"
#include "util.h"

struct pkg_opts {
  const char *platform; /* gradescope, prairielearn */
  const char *exercise;
  const char *out;
  const char *seed;
  const char *rubric;
  const char *visibility;
  const char *student;  /* result: the batch's DIR/<id> */
  const char *log;      /* result: the batch's output */
  const char *none;     /* result: why nothing was graded */
  bool quick;
  bool unprotected;     /* grade where no sandbox engages (batch --unprotected) */
};

static void usage(void)
{
  fputs("usage: reduce-grade package gradescope|prairielearn EXERCISE --out DIR\n"
        "         [--seed N] [--rubric FILE] [--quick] [--visibility V] [--unprotected]\n"
        "       reduce-grade package result gradescope|prairielearn --out FILE\n"
        "         (--student DIR [--log FILE] | --none WHY) [--visibility V]\n"
        "gradescope: DIR/autograder.zip, to upload as the assignment's autograder.\n"
        "prairielearn: DIR/image/ (docker build it) and DIR/question/ (copy it into\n"
        "  the course's questions/).\n"
        "--seed N: the secret seed of the inputs (default: a random one, printed).\n"
        "--rubric FILE: weights and tiers, as reduce-grade batch --rubric.\n"
        "--quick: the quick grading (fewer cases), for a short time limit.\n"
        "--visibility V: of each Gradescope test: visible (default), hidden,\n"
        "  after_due_date or after_published.\n"
        "--unprotected: grade even where the platform's container allows no\n"
        "  sandbox (batch --unprotected); without it such a grading is refused and\n"
        "  the student is told why, with no score.\n"
        "result: run by the package's scripts in the platform's container.\n"
        "docs/gradescope.md and docs/prairielearn.md say what to type.\n",
        stderr);
}

static const char *kit_root(void)
{
  const char *env = getenv("REDUCE_GRADE_ROOT");
  return env && *env ? env : RG_SOURCE_ROOT;
}

static bool valid_visibility(const char *v)
{
  const char *ok[] = { "visible", "hidden", "after_due_date", "after_published" };
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (strcmp(v, ok[i]) == 0)
      return true;
  return false;
}

static int parse(int argc, char **argv, int first, struct pkg_opts *o)
{
  for (int i = first; i < argc; i++) {
    const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
    const char **slot = !strcmp(a, "--out")          ? &o->out
                        : !strcmp(a, "--seed")       ? &o->seed
                        : !strcmp(a, "--rubric")     ? &o->rubric
                        : !strcmp(a, "--visibility") ? &o->visibility
                        : !strcmp(a, "--student")    ? &o->student
                        : !strcmp(a, "--log")        ? &o->log
                        : !strcmp(a, "--none")       ? &o->none
                                                     : NULL;
    if (slot && !val) {
      rg_warn("package: %s needs a value", a);
      return -1;
    }
    if (slot) {
      *slot = argv[++i];
    } else if (!strcmp(a, "--quick")) {
      o->quick = true;
    } else if (!strcmp(a, "--unprotected")) {
      o->unprotected = true;
    } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      usage();
      exit(RG_EXIT_PASSED);
    } else if (a[0] == '-') {
      rg_warn("package: unknown option %s", a);
      return -1;
    } else if (!o->exercise) {
      o->exercise = a;
    } else {
      rg_warn("package: unexpected argument '%s'", a);
      return -1;
    }
  }
  if (o->visibility && !valid_visibility(o->visibility)) {
    rg_warn("package: --visibility '%s': expected visible, hidden, after_due_date or "
            "after_published", o->visibility);
    return -1;
  }
  if (!o->out) {
    rg_warn("package: needs --out");
    return -1;
  }
  struct stat st; /* a file there would end in mkdir's own message */
  if (stat(o->out, &st) == 0 && !S_ISDIR(st.st_mode)) {
    rg_warn("package: --out %s: not a folder (name a new folder or an existing one)", o->out);
    return -1;
  }
  return 0;
}

/* ---- in the container: the platform's results.json ------------------------ */

/* The batch's "protection: ..." line from its log, with its newline, or "". */
static char *protection_line(const char *log_path)
{
  char *log = log_path ? rg_read_file(log_path, NULL) : NULL;
  const char *p = log ? strstr(log, "protection: ") : NULL;
  char *line = p ? rg_strdupf("%.*s\n", (int)strcspn(p, "\n"), p) : rg_strdupf("%s", "");
  free(log);
  return line;
}

/* Why the batch graded nothing, in its own words: the last line it wrote
 * that starts "reduce-grade" (a refusal, a usage error), or "" (fresh). */
static char *batch_reason(const char *log_path)
{
  char *log = log_path ? rg_read_file(log_path, NULL) : NULL;
  const char *last = NULL;
  for (const char *p = log; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "")
    if (!strncmp(p, "reduce-grade", 12))
      last = p;
  char *line = last ? rg_strdupf("%.*s", (int)strcspn(last, "\n"), last) : rg_strdupf("%s", "");
  free(log);
  return line;
}

static struct rg_jv *read_json(const char *dir, const char *name)
{
  char *path = rg_strdupf("%s/%s", dir, name);
  char *text = rg_read_file(path, NULL);
  free(path);
  struct rg_jv *v = text ? rg_jv_parse(text, NULL, 0) : NULL;
  free(text);
  if (v && (v->kind != RG_JV_OBJECT || !rg_jv_get(v, "tests"))) {
    rg_jv_free(v);
    v = NULL;
  }
  return v;
}

/* Whether the batch's results name the emulator's gap as their cause. */
static bool emulator_gap(const struct rg_jv *res)
{
  const struct rg_jv *c = rg_jv_get(rg_jv_get(res, "extra_data"), "causes");
  for (size_t i = 0; c && c->kind == RG_JV_ARRAY && i < c->len; i++)
    if (strcmp(rg_jv_str(c->items[i], ""), "emulator-unsupported") == 0)
      return true;
  return false;
}

/* Gradescope: every test gets its visibility; the report (with the batch's
 * protection line first) becomes the output students see. */
static void gradescope_tree(struct rg_jv *res, const char *vis, const char *output)
{
  struct rg_jv *tests = rg_jv_get(res, "tests");
  for (size_t i = 0; tests && tests->kind == RG_JV_ARRAY && i < tests->len; i++)
    rg_jv_put(tests->items[i], "visibility", rg_jv_new_str(vis));
  rg_jv_put(res, "output", rg_jv_new_str(output));
}

/* PrairieLearn: each test's message says how it went in a word. */
static void prairielearn_tree(struct rg_jv *res, const char *protection)
{
  struct rg_jv *tests = rg_jv_get(res, "tests");
  for (size_t i = 0; tests && tests->kind == RG_JV_ARRAY && i < tests->len; i++) {
    struct rg_jv *t = tests->items[i];
    double got = rg_jv_num(rg_jv_get(t, "points"), 0);
    double max = rg_jv_num(rg_jv_get(t, "max_points"), 0);
    rg_jv_put(t, "message", rg_jv_new_str(max <= 0 ? "not counted" : got >= max ? "passed"
                                                                                  : "failed"));
  }
  char *out = rg_strdupf("%s%s", protection, rg_jv_str(rg_jv_get(res, "output"), ""));
  rg_jv_put(res, "output", rg_jv_new_str(out));
  free(out);
}

/* PrairieLearn's tree for a submission that was not graded: not gradable
 * (it costs the student no attempt), why as the message. */
static struct rg_jv *prairielearn_none(const char *why, const char *cause)
{
  struct rg_jv *failed = rg_lms_failed_results(why, cause);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  rg_lms_prairielearn(f, failed, why);
  fclose(f);
  struct rg_jv *res = rg_jv_parse(buf, NULL, 0);
  free(buf);
  rg_jv_free(failed);
  prairielearn_tree(res, "");
  struct rg_jv *no = rg_jv_new(RG_JV_BOOL);
  no->b = false;
  rg_jv_put(res, "gradable", no);
  rg_jv_put(res, "message", rg_jv_new_str(why));
  return res;
}

static int write_tree(const char *path, const struct rg_jv *res)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  rg_jv_write(f, res);
  fputc('\n', f);
  fclose(f);
  char *dir = rg_strdupf("%s", path);
  char *slash = strrchr(dir, '/');
  if (slash && slash != dir)
    *slash = '\0';
  int rc = !slash || slash == dir || rg_mkdirs(dir) == 0 ? rg_write_file_atomic(path, buf, len)
                                                         : -1;
  if (rc)
    rg_warn("package: %s: %s", path, strerror(errno));
  free(dir);
  free(buf);
  return rc ? RG_EXIT_FAILED : RG_EXIT_PASSED;
}

static int result_main(const struct pkg_opts *o)
{
  bool gs = strcmp(o->exercise, "gradescope") == 0;
  if (!gs && strcmp(o->exercise, "prairielearn") != 0) {
    rg_warn("package: result '%s': expected gradescope or prairielearn", o->exercise);
    return RG_EXIT_USAGE;
  }
  if (!o->student == !o->none) {
    rg_warn("package: result needs --student DIR or --none WHY");
    return RG_EXIT_USAGE;
  }
  const char *vis = o->visibility ? o->visibility : "visible";
  char *protection = protection_line(o->log);
  struct rg_jv *res = o->student ? read_json(o->student, gs ? "results.json"
                                                            : "prairielearn.json")
                                 : NULL;
  char *reason = o->none ? NULL : batch_reason(o->log);
  char *why = o->none      ? rg_strdupf("%s", o->none)
              : reason[0]  ? rg_strdupf("not graded, no score: %s", reason)
                           : rg_strdupf("the grader wrote no results for this submission%s%s",
                                        protection[0] ? "; " : "", protection);
  const char *cause = o->none ? "no-submission" : "not-graded";
  free(reason);
  if (!res && gs) {
    res = rg_lms_failed_results(why, cause);
    gradescope_tree(res, vis, why);
  } else if (!res) {
    res = prairielearn_none(why, cause);
  } else if (gs) {
    char *report_path = rg_strdupf("%s/report.txt", o->student);
    char *report = rg_read_file(report_path, NULL);
    /* Gradescope has no "not graded": the score stays 0, and the output's
     * first line says it is no verdict. */
    const char *gap = emulator_gap(res) ? "not graded, no score: the emulator lacks a CUDA "
                                          "name, header or function the file uses (the "
                                          "report below names it); it needs a GPU\n\n"
                                        : "";
    char *output = rg_strdupf("%s%s%s", gap, protection, report ? report : "");
    gradescope_tree(res, vis, output);
    free(output);
    free(report);
    free(report_path);
  } else {
    prairielearn_tree(res, protection);
  }
  int rc = write_tree(o->out, res);
  rg_jv_free(res);
  free(why);
  free(protection);
  return rc;
}

/* ---- on the instructor's machine: stage the package ----------------------- */

/* A fresh seed from the kernel's random bytes (0 never: it is no secret). */
static unsigned long long random_seed(void)
{
  unsigned long long s = 0;
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    if (read(fd, &s, sizeof s) != (ssize_t)sizeof s)
      s = 0;
    close(fd);
  }
  s %= 1000000000000ULL; /* a number an instructor can copy */
  return s ? s : (unsigned long long)getpid() * 7919ULL + 1;
}

static int stage(const struct pkg_opts *o, const struct rg_exercise *ex)
{
  char seed[32];
  if (o->seed)
    snprintf(seed, sizeof seed, "%s", o->seed);
  else
    snprintf(seed, sizeof seed, "%llu", random_seed());
  char conf[] = "/tmp/rg-package-XXXXXX";
  int fd = mkstemp(conf);
  FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (!f) {
    rg_warn("package: a temporary file: %s", strerror(errno));
    return RG_EXIT_FAILED;
  }
  /* What grade-submission.sh reads: one key=value a line. */
  fprintf(f, "# reduce-grade package %s: keep this file secret (the seed)\n"
             "exercise=%02d\nfile=%s\nseed=%s\nquick=%d\nvisibility=%s\nrubric=%s\n"
             "unprotected=%d\n",
          o->platform, ex->number, ex->file, seed, o->quick ? 1 : 0,
          o->visibility ? o->visibility : "visible", o->rubric ? "rubric.txt" : "",
          o->unprotected ? 1 : 0);
  fclose(f);
  char *script = rg_strdupf("%s/tools/lms/package.sh", kit_root());
  char *argv[] = { "bash", script, (char *)o->platform, (char *)kit_root(), (char *)o->out,
                   conf, (char *)(o->rubric ? o->rubric : ""), NULL };
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    execvp("bash", argv);
    _exit(127);
  }
  int st = 0;
  bool ok = pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0;
  unlink(conf);
  free(script);
  if (!ok) {
    rg_warn("package: %s: staging failed (see above)", o->platform);
    return RG_EXIT_FAILED;
  }
  printf("secret seed: %s (kept in the package, never shown to students)\n", seed);
  return RG_EXIT_PASSED;
}

static int stage_main(struct pkg_opts *o)
{
  if (!o->exercise) {
    rg_warn("package: %s needs an EXERCISE", o->platform);
    return RG_EXIT_USAGE;
  }
  const struct rg_exercise *ex = rg_exercise_find(o->exercise);
  if (!ex) {
    rg_warn("package: unknown exercise '%s' (reduce-grade --list shows them)", o->exercise);
    return RG_EXIT_USAGE;
  }
  if (o->seed) {
    char *end = NULL;
    strtoull(o->seed, &end, 10);
    if (!isdigit((unsigned char)o->seed[0]) || *end || strlen(o->seed) > 19) {
      rg_warn("package: --seed '%s': expected a number", o->seed);
      return RG_EXIT_USAGE;
    }
  }
  if (o->rubric) { /* a malformed rubric stops here, not in every student's grading */
    struct rg_rubric r;
    char err[512];
    rg_rubric_default(&r);
    int rc = rg_rubric_load(o->rubric, &r, err, sizeof err);
    rg_rubric_free(&r);
    if (rc != 0) {
      rg_warn("%s", err);
      return RG_EXIT_USAGE;
    }
  }
  return stage(o, ex);
}

int rg_package_main(int argc, char **argv)
{
  struct pkg_opts o = { 0 };
  if (argc < 2 || (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
    usage();
    return argc < 2 ? RG_EXIT_USAGE : RG_EXIT_PASSED;
  }
  o.platform = argv[1];
  bool result = strcmp(o.platform, "result") == 0;
  if (!result && strcmp(o.platform, "gradescope") && strcmp(o.platform, "prairielearn")) {
    rg_warn("package: '%s': expected gradescope, prairielearn or result", o.platform);
    usage();
    return RG_EXIT_USAGE;
  }
  if (parse(argc, argv, 2, &o) != 0)
    return RG_EXIT_USAGE;
  if (result && !o.exercise) {
    rg_warn("package: result needs gradescope or prairielearn");
    return RG_EXIT_USAGE;
  }
  return result ? result_main(&o) : stage_main(&o);
}
