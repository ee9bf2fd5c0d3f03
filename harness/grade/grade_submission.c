/* grade_submission.c — the first stage of a grading: the exercise and its
 * file found and read, an untouched skeleton told apart (not attempted),
 * the predictions file loaded (see grade_stages.h). */
#define _DEFAULT_SOURCE
#include "grade_stages.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "exitcode.h"
#include "skeleton.h"
#include "toolchain.h"
#include "util.h"

/* Is this file the untouched skeleton?  The generator records each
 * skeleton's hash in exercises/skeletons.txt. */
static int is_untouched(const struct rg_exercise *ex, const char *text, size_t len)
{
  char *manifest = rg_strdupf("%s/exercises/skeletons.txt", rg_source_root());
  char *m = rg_read_file(manifest, NULL);
  free(manifest);
  if (!m)
    return 0;
  char *key = rg_strdupf("%s/%s ", ex->slug, ex->file);
  char *at = strstr(m, key);
  int same = 0;
  if (at) {
    uint64_t want = strtoull(at + strlen(key), NULL, 16);
    same = want == rg_skeleton_hash(text, len);
  }
  free(key);
  free(m);
  return same;
}

/* Can the file's path be named in the compiler's directives and messages
 * as it is?  Not with a control (a newline, an escape; a C1 control or a
 * mark that reverses the text after it, rg_text_control), '"' or '\\':
 * an #include's name has no escapes, and a name that closed the string
 * added directives no check read (x"<newline>#line 1 "cuda_fp16.h" ...)
 * and forged lines of the report.  Refused, with the name shown safely. */
static bool name_ok(const char *abs)
{
  for (const char *c = abs; *c; c++)
    if (rg_text_control(c) || *c == '"' || *c == '\\') {
      char *shown = rg_path_shown(abs);
      rg_warn("%s: the file's name (or a folder's) has a quote, a backslash or a control "
              "character, which the compiler's directives cannot name: rename it", shown);
      free(shown);
      return false;
    }
  return true;
}

/* The exercise and its file: found, readable, attempted; the predictions
 * file well formed (a usage error before anything compiles). */
int rg_grade_open(struct grade_state *s)
{
  const struct rg_cli *cli = s->cli;
  s->ex = rg_exercise_find(cli->exercise);
  if (!s->ex) {
    rg_warn("unknown exercise '%s' (reduce-grade --list shows them)", cli->exercise);
    return RG_EXIT_USAGE;
  }
  const struct rg_exercise *ex = s->ex;
  char *path = cli->file ? rg_strdupf("%s", cli->file)
                         : rg_strdupf("%s/exercises/%s/%s", rg_source_root(), ex->slug, ex->file);
  s->abs = realpath(path, NULL);
  if (!s->abs || !rg_is_file(s->abs)) {
    rg_warn("%s: %s", path, s->abs ? "not a regular file" : strerror(errno));
    free(path);
    return RG_EXIT_USAGE;
  }
  free(path);
  if (!name_ok(s->abs) || !rg_grade_outputs_ok(cli, s->abs))
    return RG_EXIT_USAGE;
  size_t len = 0;
  char *text = rg_read_file(s->abs, &len);
  if (!text) {
    rg_warn("%s: %s", s->abs, strerror(errno));
    return RG_EXIT_USAGE;
  }
  if (is_untouched(ex, text, len)) {
    snprintf(s->why, sizeof s->why, "%s is the untouched skeleton", s->abs);
    if (!s->req) /* the asker says it its own way */
      printf("exercise %02d %s: not attempted — %s is the untouched skeleton "
           "(fill its TODOs, then grade again)\n", ex->number, ex->title, s->abs);
    free(text);
    return RG_EXIT_NOT_ATTEMPTED;
  }
  s->empty = true;
  for (size_t i = 0; i < len && s->empty; i++)
    s->empty = text[i] == ' ' || text[i] == '\n' || text[i] == '\t' || text[i] == '\r';
  free(text);
  /* A request (--compare) times the kit's own files: no predictions. */
  if (!s->req && rg_predict_load(cli->predictions, s->abs, &s->pf, &s->pf_path) < 0)
    return RG_EXIT_USAGE;
  return GO_ON;
}
