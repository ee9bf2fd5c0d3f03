/* mkskeleton.c — generate every exercise skeleton from its solution.
 *
 *   mkskeleton SOURCE_ROOT          write exercises/ from solutions/
 *   mkskeleton --check SOURCE_ROOT  exit 1 if a committed skeleton (or
 *                                   exercises/skeletons.txt) differs
 *
 * Solutions are the single source: exercises/NN-name/reduce.cu and the
 * blank exercises/NN-name/predictions.txt (from the instructor's, with the
 * answers, in solutions/NN-name/) are never edited by hand, and exercises/skeletons.txt records each skeleton's hash so
 * reduce-grade can tell an untouched file ("not attempted") from an attempt.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
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

/* Generate exercises/SLUG/FILE from solutions/SLUG/FILE with gen: write it
 * (or, with check, compare it with the committed one) and append its hash
 * line to *manifest.  A missing solution file is skipped (an exercise whose
 * solution, or whose predictions, have not landed yet).  Returns 1 on a
 * problem (already printed), else 0. */
static int emit(const char *root, const char *slug, const char *file, generate_fn gen,
                int check, char **manifest)
{
  char *sol_path = rg_strdupf("%s/solutions/%s/%s", root, slug, file);
  char *sk_path = rg_strdupf("%s/exercises/%s/%s", root, slug, file);
  size_t len = 0;
  char *sol = rg_read_file(sol_path, &len);
  int bad = 0;
  char err[512];
  char *sk = sol ? gen(sol, len, sol_path, err, sizeof err) : NULL;
  if (!sol) {
    /* nothing to generate */
  } else if (!sk) {
    fprintf(stderr, "mkskeleton: %s: %s\n", sol_path, err);
    bad = 1;
  } else {
    char *line = rg_strdupf("%s%s/%s %016" PRIx64 "\n", *manifest, slug, file,
                            rg_skeleton_hash(sk, strlen(sk)));
    free(*manifest);
    *manifest = line;
    if (check) {
      size_t have_len = 0;
      char *have = rg_read_file(sk_path, &have_len);
      if (!have || have_len != strlen(sk) || memcmp(have, sk, have_len) != 0) {
        fprintf(stderr, "mkskeleton: %s differs from the copy generated from %s "
                        "(run build/mkskeleton .)\n", sk_path, sol_path);
        bad = 1;
      }
      free(have);
    } else {
      char *dir = rg_strdupf("%s/exercises/%s", root, slug);
      if (rg_mkdirs(dir) != 0 || rg_write_file_atomic(sk_path, sk, strlen(sk)) != 0) {
        fprintf(stderr, "mkskeleton: cannot write %s\n", sk_path);
        bad = 1;
      }
      free(dir);
    }
  }
  free(sk);
  free(sol);
  free(sol_path);
  free(sk_path);
  return bad;
}

int main(int argc, char **argv)
{
  int check = argc == 3 && strcmp(argv[1], "--check") == 0;
  if (argc != 2 + check) {
    fprintf(stderr, "usage: mkskeleton [--check] SOURCE_ROOT\n");
    return 2;
  }
  const char *root = argv[1 + check];
  int bad = 0;
  char *manifest = rg_strdupf("%s", "");
  for (size_t i = 0; i < rg_exercise_count(); i++) {
    const struct rg_exercise *ex = rg_exercise_at(i);
    bad |= emit(root, ex->slug, ex->file, gen_skeleton, check, &manifest);
    bad |= emit(root, ex->slug, "predictions.txt", gen_predictions, check, &manifest);
  }
  char *man_path = rg_strdupf("%s/exercises/skeletons.txt", root);
  if (check) {
    char *have = rg_read_file(man_path, NULL);
    if (!have || strcmp(have, manifest) != 0) {
      fprintf(stderr, "mkskeleton: %s is out of date (run build/mkskeleton .)\n", man_path);
      bad = 1;
    }
    free(have);
  } else if (rg_write_file_atomic(man_path, manifest, strlen(manifest)) != 0) {
    fprintf(stderr, "mkskeleton: cannot write %s\n", man_path);
    bad = 1;
  }
  free(man_path);
  free(manifest);
  return bad;
}
