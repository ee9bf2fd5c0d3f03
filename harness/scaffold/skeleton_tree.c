/* skeleton_tree.c — generate the student files of every exercise (see
 * skeleton_tree.h). */
#define _POSIX_C_SOURCE 200809L
#include "skeleton_tree.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exercise.h"
#include "predict_file.h"
#include "skeleton.h"
#include "util.h"

/* Turns one solution file into its student copy. */
typedef char *(*generate_fn)(const char *text, size_t len, const char *path, char *err,
                             size_t errcap);

static char *gen_skeleton(const char *text, size_t len, const char *path, char *err,
                          size_t errcap)
{
  (void)path;
  return rg_skeleton_generate(text, len, err, errcap);
}

static char *gen_predictions(const char *text, size_t len, const char *path, char *err,
                             size_t errcap)
{
  (void)len;
  return rg_pred_blank(text, path, err, errcap);
}

/* Compare the generated sk with the committed sk_path, or write it. */
static int put(const char *root, const char *slug, const char *sk_path, const char *sol_path,
               const char *sk, bool check, const char *prog)
{
  int bad = 0;
  if (check) {
    size_t have_len = 0;
    char *have = rg_read_file(sk_path, &have_len);
    if (!have || have_len != strlen(sk) || memcmp(have, sk, have_len) != 0) {
      fprintf(stderr, "%s: %s differs from the copy generated from %s "
                      "(run build/mkskeleton .)\n", prog, sk_path, sol_path);
      bad = 1;
    }
    free(have);
    return bad;
  }
  char *dir = rg_strdupf("%s/exercises/%s", root, slug);
  if (rg_mkdirs(dir) != 0 || rg_write_file_atomic(sk_path, sk, strlen(sk)) != 0) {
    fprintf(stderr, "%s: cannot write %s\n", prog, sk_path);
    bad = 1;
  }
  free(dir);
  return bad;
}

/* Generate exercises/SLUG/FILE from solutions/SLUG/FILE with gen, put it,
 * and append its hash line to *list.  A missing solution file is skipped
 * (an exercise whose solution, or whose predictions, have not landed yet).
 * Returns 1 on a problem (already printed), else 0. */
static int emit(const char *root, const char *slug, const char *file, generate_fn gen,
                bool check, const char *prog, char **list)
{
  char *sol_path = rg_strdupf("%s/solutions/%s/%s", root, slug, file);
  char *sk_path = rg_strdupf("%s/exercises/%s/%s", root, slug, file);
  size_t len = 0;
  char *sol = rg_read_file(sol_path, &len);
  int bad = 0;
  char err[512];
  char *sk = sol ? gen(sol, len, sol_path, err, sizeof err) : NULL;
  if (sol && !sk) {
    fprintf(stderr, "%s: %s: %s\n", prog, sol_path, err);
    bad = 1;
  } else if (sk) {
    char *line = rg_strdupf("%s%s/%s %016" PRIx64 "\n", *list, slug, file,
                            rg_skeleton_hash(sk, strlen(sk)));
    free(*list);
    *list = line;
    bad = put(root, slug, sk_path, sol_path, sk, check, prog);
  }
  free(sk);
  free(sol);
  free(sol_path);
  free(sk_path);
  return bad;
}

/* exercises/skeletons.txt: compared, or written. */
static int put_list(const char *root, const char *list, bool check, const char *prog)
{
  char *path = rg_strdupf("%s/exercises/skeletons.txt", root);
  int bad = 0;
  if (check) {
    char *have = rg_read_file(path, NULL);
    if (!have || strcmp(have, list) != 0) {
      fprintf(stderr, "%s: %s is out of date (run build/mkskeleton .)\n", prog, path);
      bad = 1;
    }
    free(have);
  } else if (rg_write_file_atomic(path, list, strlen(list)) != 0) {
    fprintf(stderr, "%s: cannot write %s\n", prog, path);
    bad = 1;
  }
  free(path);
  return bad;
}

int rg_skeletons_make(const char *root, bool check, const char *prog)
{
  char err[1024];
  if (rg_exercises_load(root, err, sizeof err) != 0) {
    fprintf(stderr, "%s: %s\n", prog, err);
    return 1;
  }
  int bad = 0;
  char *list = rg_strdupf("%s", "");
  for (size_t i = 0; i < rg_exercise_count(); i++) {
    const struct rg_exercise *ex = rg_exercise_at(i);
    bad |= emit(root, ex->slug, ex->file, gen_skeleton, check, prog, &list);
    bad |= emit(root, ex->slug, "predictions.txt", gen_predictions, check, prog, &list);
  }
  if (check || !bad) /* a list without a skeleton it names would misjudge attempts */
    bad |= put_list(root, list, check, prog);
  free(list);
  return bad;
}
