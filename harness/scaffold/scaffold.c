/* scaffold.c — `reduce-grade new`: scaffold an exercise (see scaffold.h). */
#define _DEFAULT_SOURCE
#include "scaffold.h"

#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "exercise.h"
#include "exitcode.h"
#include "manifest.h"
#include "rg_config.h"
#include "skeleton_tree.h"
#include "util.h"

#define SLUG_MAX 48
#define TITLE_TODO "TODO: title"
#define TEACHES_TODO "TODO: one line for --list (what this exercise teaches)"

struct scaffold {
  const char *slug, *from, *root;
  const struct rg_exercise *src; /* valid until the registry is reloaded */
  int src_number;
  char src_slug[64];
  int number;
  char name[64];  /* "17-slug" */
  char *sol_dir, *ex_dir, *handout;
};

static int usage(const char *why, const char *arg)
{
  fprintf(stderr, "%s: new: %s%s (usage: reduce-grade new SLUG --from NN [--root DIR])\n",
          RG_PROG, why, arg);
  return RG_EXIT_USAGE;
}

/* One line on stderr, and the usage exit code. */
static int __attribute__((format(printf, 1, 2))) refuse(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: new: ", RG_PROG);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  return RG_EXIT_USAGE;
}

/* A folder name students type: lower-case letters, digits and '-'. */
static bool slug_ok(const char *s)
{
  size_t n = strlen(s);
  if (n == 0 || n > SLUG_MAX || s[0] == '-')
    return false;
  for (size_t i = 0; i < n; i++)
    if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '-'))
      return false;
  return true;
}

static int parse_args(int argc, char **argv, struct scaffold *sc)
{
  const char *env = getenv("REDUCE_GRADE_ROOT");
  sc->root = env && *env ? env : RG_SOURCE_ROOT;
  for (int i = 1; i < argc; i++) {
    bool has_value = i + 1 < argc;
    if (strcmp(argv[i], "--from") == 0 && has_value)
      sc->from = argv[++i];
    else if (strcmp(argv[i], "--root") == 0 && has_value)
      sc->root = argv[++i];
    else if (argv[i][0] == '-' || sc->slug)
      return usage("unexpected argument ", argv[i]);
    else
      sc->slug = argv[i];
  }
  if (!sc->slug)
    return usage("no SLUG", "");
  if (!sc->from)
    return usage("no --from NN", "");
  return 0;
}

/* The source exercise and the new one's number and name. */
static int choose(struct scaffold *sc)
{
  if (!slug_ok(sc->slug))
    return refuse("bad slug '%s': lower-case letters, digits and '-' only (not first), "
                  "at most %d", sc->slug, SLUG_MAX);
  char err[1024];
  if (rg_exercises_load(sc->root, err, sizeof err) != 0)
    return refuse("%s", err);
  sc->src = rg_exercise_find(sc->from);
  if (!sc->src)
    return refuse("--from: unknown exercise '%s' (reduce-grade --list names them)", sc->from);
  sc->src_number = sc->src->number;
  snprintf(sc->src_slug, sizeof sc->src_slug, "%s", sc->src->slug);
  size_t n = rg_exercise_count();
  for (size_t i = 0; i < n; i++)
    if (strcmp(rg_exercise_at(i)->slug + 3, sc->slug) == 0)
      return refuse("exercises/%s exists (choose another slug)", rg_exercise_at(i)->slug);
  sc->number = n ? rg_exercise_at(n - 1)->number + 1 : 1;
  if (sc->number > 99)
    return refuse("exercise 99 exists: no number is left for '%s'", sc->slug);
  snprintf(sc->name, sizeof sc->name, "%02d-%s", sc->number, sc->slug);
  sc->sol_dir = rg_strdupf("%s/solutions/%s", sc->root, sc->name);
  sc->ex_dir = rg_strdupf("%s/exercises/%s", sc->root, sc->name);
  sc->handout = rg_strdupf("%s/handouts/%s.md", sc->root, sc->name);
  return 0;
}

/* Nothing is written unless all of it can be. */
static int preflight(const struct scaffold *sc)
{
  const char *made[] = { sc->sol_dir, sc->ex_dir, sc->handout };
  for (size_t i = 0; i < 3; i++)
    if (access(made[i], F_OK) == 0)
      return refuse("%s exists", made[i]);
  const char *dirs[] = { "solutions", "exercises", "handouts", "exercises/skeletons.txt" };
  for (size_t i = 0; i < 4; i++) {
    char *p = rg_strdupf("%s/%s", sc->root, dirs[i]);
    bool ok = access(p, W_OK) == 0 || (i == 3 && errno == ENOENT);
    int rc = ok ? 0
             : errno == ENOENT ? refuse("%s: no such folder (%s)", p,
                                        "a student release has no solutions/")
             : refuse("%s: not writable (%s)", p, strerror(errno));
    free(p);
    if (rc)
      return rc;
  }
  char *src = rg_strdupf("%s/solutions/%s/%s", sc->root, sc->src->slug, sc->src->file);
  int rc = rg_is_file(src) ? 0 : refuse("%s: no solution to start from", src);
  free(src);
  return rc;
}

/* NN's manifest with the title and lesson left for the instructor. */
static char *manifest_text(const struct scaffold *sc, char *err, size_t cap)
{
  char *path = rg_strdupf("%s/solutions/%s/exercise.json", sc->root, sc->src->slug);
  json_error_t jerr;
  json_t *m = json_load_file(path, JSON_PRESERVE_ORDER, &jerr);
  char *out = NULL;
  if (!m)
    snprintf(err, cap, "%s:%d: %s", path, jerr.line, jerr.text);
  else if (json_object_set_new(m, "title", json_string(TITLE_TODO)) != 0 ||
           json_object_set_new(m, "teaches", json_string(TEACHES_TODO)) != 0 ||
           !(out = json_dumps(m, JSON_INDENT(2) | JSON_PRESERVE_ORDER)))
    snprintf(err, cap, "%s: out of memory", path);
  json_decref(m);
  free(path);
  char *text = out ? rg_strdupf("%s\n", out) : NULL;
  free(out);
  /* what the grader will read must parse: check it as the registry does */
  struct rg_exercise ex;
  if (text && rg_manifest_parse("the new exercise.json", text, sc->number, sc->name, &ex, err,
                                cap) != 0) {
    free(text);
    return NULL;
  }
  if (text)
    rg_manifest_free(&ex);
  return text;
}

static char *handout_text(const struct scaffold *sc)
{
  return rg_strdupf(
      "# %02d — " TITLE_TODO "\n\n"
      "Made by `reduce-grade new` from exercise %02d (handouts/%s.md): every\n"
      "section below is yours to write; %s's handout shows what each holds.\n\n"
      "## The idea\n\nTODO\n\n"
      "## Data movement\n\nTODO\n\n"
      "## The contract\n\nTODO (the entry points of exercise.json, their signatures)\n\n"
      "## The holes you fill\n\nTODO (one line per TODO marker of the solution)\n\n"
      "## Common mistakes and what the grader shows\n\nTODO (one per mutant)\n\n"
      "## Predict, then measure\n\nTODO (the questions predictions.txt answers)\n",
      sc->number, sc->src->number, sc->src->slug, sc->src->slug);
}

static int write_text(const char *path, const char *text)
{
  if (rg_write_file_atomic(path, text, strlen(text)) == 0)
    return 0;
  fprintf(stderr, "%s: new: cannot write %s: %s\n", RG_PROG, path, strerror(errno));
  return -1;
}

/* Copy solutions/NN/FILE to the new solution, after a first line `head`
 * (NULL: none).  A source file that does not exist is skipped. */
static int copy_from_source(const struct scaffold *sc, const char *file, const char *head)
{
  char *src = rg_strdupf("%s/solutions/%s/%s", sc->root, sc->src->slug, file);
  char *text = rg_read_file(src, NULL);
  int rc = 0;
  if (text) {
    char *dst = rg_strdupf("%s/%s", sc->sol_dir, file);
    char *all = rg_strdupf("%s%s", head ? head : "", text);
    rc = write_text(dst, all);
    free(all);
    free(dst);
  } else if (errno != ENOENT) {
    fprintf(stderr, "%s: new: %s: %s\n", RG_PROG, src, strerror(errno));
    rc = -1;
  }
  free(text);
  free(src);
  return rc;
}

/* The new exercise's files; -1 after a line saying what failed. */
static int write_all(const struct scaffold *sc)
{
  char err[1024];
  char *manifest = manifest_text(sc, err, sizeof err);
  if (!manifest) {
    fprintf(stderr, "%s: new: %s\n", RG_PROG, err);
    return -1;
  }
  char *sol_json = rg_strdupf("%s/exercise.json", sc->sol_dir);
  char *ex_json = rg_strdupf("%s/exercise.json", sc->ex_dir);
  char *pred_head = rg_strdupf("# TODO: %s's predictions, copied: ask this exercise's "
                               "questions (handouts/%s.md).\n", sc->src->slug, sc->name);
  char *handout = handout_text(sc);
  int rc = rg_mkdirs(sc->sol_dir) != 0 || rg_mkdirs(sc->ex_dir) != 0 ? -1 : 0;
  if (rc)
    fprintf(stderr, "%s: new: cannot create %s: %s\n", RG_PROG, sc->name, strerror(errno));
  if (!rc)
    rc = copy_from_source(sc, sc->src->file, NULL) || copy_from_source(sc, "predictions.txt",
                                                                       pred_head) ||
         write_text(sol_json, manifest) || write_text(ex_json, manifest) ||
         write_text(sc->handout, handout) ? -1 : 0;
  free(handout);
  free(pred_head);
  free(ex_json);
  free(sol_json);
  free(manifest);
  return rc;
}

/* After a failure half-way: take out what was made, so a second try is
 * not refused as "exists". */
static void undo(const struct scaffold *sc)
{
  const char *dirs[] = { sc->sol_dir, sc->ex_dir };
  const char *files[] = { "reduce.cu", "predictions.txt", "exercise.json" };
  for (size_t d = 0; d < 2; d++) {
    for (size_t f = 0; f < 3; f++) {
      char *p = rg_strdupf("%s/%s", dirs[d], files[f]);
      unlink(p);
      free(p);
    }
    rmdir(dirs[d]);
  }
  unlink(sc->handout);
}

static void say_next(const struct scaffold *sc)
{
  printf("exercise %02d (%s) made from %02d (%s):\n"
         "  solutions/%s/    reduce.cu, exercise.json, predictions.txt (%s's: edit them)\n"
         "  exercises/%s/    the student's files (from build/mkskeleton)\n"
         "  handouts/%s.md   a stub to write\n"
         "next: README.md, \"Add an exercise\"\n",
         sc->number, sc->name, sc->src_number, sc->src_slug, sc->name, sc->src_slug,
         sc->name, sc->name);
}

int rg_scaffold_main(int argc, char **argv)
{
  struct scaffold sc = { 0 };
  int rc = parse_args(argc, argv, &sc);
  if (!rc)
    rc = choose(&sc);
  if (!rc)
    rc = preflight(&sc);
  if (!rc && (write_all(&sc) != 0 || rg_skeletons_make(sc.root, false, RG_PROG) != 0)) {
    undo(&sc);
    rc = RG_EXIT_FAILED;
  }
  if (!rc)
    say_next(&sc);
  free(sc.sol_dir);
  free(sc.ex_dir);
  free(sc.handout);
  return rc;
}
