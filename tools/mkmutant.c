/* mkmutant.c — known-wrong kernels from .mutant patches of their solutions.
 *
 *   mkmutant SOLUTION.cu FILE.mutant [OUT.cu]  the mutant (stdout without OUT)
 *   mkmutant --all SOURCE_ROOT [OUT_DIR]       every tests/mutants/NN-name/
 *                                              X.mutant applied to solutions/
 *                                              NN-name/reduce.cu; written to
 *                                              OUT_DIR/NN-name/X.cu if given
 *   mkmutant --roundtrip-all SOURCE_ROOT       every mutant made, turned back
 *                                              into a .mutant as --diff does,
 *                                              made again: the same kernel
 *   mkmutant --diff SOLUTION.cu MUTANT.cu      print the .mutant of a full copy
 *   mkmutant --plain SOLUTION.cu               print the solution without its
 *                                              TODO markers (what the find
 *                                              texts are matched against)
 *
 * The format is in tests/mutants/README.md.  Exit 0: done; 1: a .mutant is
 * malformed or does not apply (each one named with file, line and block);
 * 2: usage, or a file that cannot be read or written.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mutant.h"
#include "util.h"

enum { MK_OK = 0, MK_BAD = 1, MK_USAGE = 2 };

static int usage(void)
{
  fprintf(stderr, "usage: mkmutant SOLUTION.cu FILE.mutant [OUT.cu]\n"
                  "       mkmutant --all SOURCE_ROOT [OUT_DIR]\n"
                  "       mkmutant --roundtrip-all SOURCE_ROOT\n"
                  "       mkmutant --diff SOLUTION.cu MUTANT.cu\n"
                  "       mkmutant --plain SOLUTION.cu\n");
  return MK_USAGE;
}

static char *read_or_say(const char *path)
{
  char *text = rg_read_file(path, NULL);
  if (!text)
    fprintf(stderr, "mkmutant: %s: %s\n", path, strerror(errno));
  return text;
}

/* The file name without its folders. */
static const char *base_name(const char *path)
{
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* The mutant text (the .mutant at mutant_path, read into text) applied to
 * sol, the solution read from sol_path: a fresh string, or NULL having said
 * why (exit code in *rc). */
static char *apply_text(const char *sol, const char *sol_path, const char *text,
                        const char *mutant_path, int *rc)
{
  char err[1024], *out = NULL;
  struct mutant m;
  *rc = MK_BAD;
  if (mutant_parse(mutant_path, text, &m, err, sizeof err) != 0) {
    fprintf(stderr, "mkmutant: %s\n", err);
    return NULL;
  }
  char *base = mutant_strip_markers(sol);
  char *body = mutant_apply(&m, mutant_path, base, sol_path, err, sizeof err);
  if (!body) {
    fprintf(stderr, "mkmutant: %s\n", err);
  } else {
    out = mutant_render(&m, base_name(mutant_path), body);
    *rc = MK_OK;
  }
  free(body);
  free(base);
  mutant_free(&m);
  return out;
}

/* Build the mutant of sol_path from mutant_path into a fresh string, or say
 * why not (exit code in *rc). */
static char *make_one(const char *sol_path, const char *mutant_path, int *rc)
{
  char *sol = read_or_say(sol_path), *text = read_or_say(mutant_path), *out = NULL;
  *rc = MK_USAGE;
  if (sol && text)
    out = apply_text(sol, sol_path, text, mutant_path, rc);
  free(sol);
  free(text);
  return out;
}

static int write_or_say(const char *path, const char *text)
{
  if (rg_write_file_atomic(path, text, strlen(text)) != 0) {
    fprintf(stderr, "mkmutant: cannot write %s: %s\n", path, strerror(errno));
    return MK_USAGE;
  }
  return MK_OK;
}

static int is_mutant_name(const struct dirent *d)
{
  size_t n = strlen(d->d_name);
  return d->d_name[0] != '.' && n > 7 && strcmp(d->d_name + n - 7, ".mutant") == 0;
}

static int is_exercise_dir(const struct dirent *d)
{
  return d->d_name[0] != '.';
}

/* Calls each(root, exercise, name, ctx) for every tests/mutants/EX/NAME
 * under root, in order: name keeps its ".mutant".  Returns the worst code
 * each returned, and counts its MK_OK answers in *ok. */
typedef int mutant_fn(const char *root, const char *ex, const char *name, void *ctx);
static int each_mutant(const char *root, mutant_fn *each, void *ctx, int *ok)
{
  char *top = rg_strdupf("%s/tests/mutants", root);
  struct dirent **ex = NULL;
  int nex = scandir(top, &ex, is_exercise_dir, alphasort), rc = MK_OK;
  *ok = 0;
  if (nex < 0) {
    fprintf(stderr, "mkmutant: %s: %s\n", top, strerror(errno));
    free(top);
    return MK_USAGE;
  }
  for (int i = 0; i < nex; i++) {
    char *dir = rg_strdupf("%s/%s", top, ex[i]->d_name);
    struct dirent **mu = NULL;
    int nmu = scandir(dir, &mu, is_mutant_name, alphasort);
    for (int j = 0; j < nmu; j++) {
      int one = each(root, ex[i]->d_name, mu[j]->d_name, ctx);
      *ok += one == MK_OK;
      if (one > rc)
        rc = one;
      free(mu[j]);
    }
    free(mu);
    free(dir);
    free(ex[i]);
  }
  free(ex);
  free(top);
  return rc;
}

/* --all's step: one mutant made, written under out_dir (ctx) if given. */
static int make_listed(const char *root, const char *ex, const char *name, void *ctx)
{
  const char *out_dir = ctx;
  char *mpath = rg_strdupf("%s/tests/mutants/%s/%s", root, ex, name);
  char *spath = rg_strdupf("%s/solutions/%s/reduce.cu", root, ex);
  int one = MK_OK;
  char *text = make_one(spath, mpath, &one);
  if (text && out_dir) {
    char *odir = rg_strdupf("%s/%s", out_dir, ex);
    size_t n = strlen(name) - 7; /* without ".mutant" */
    char *opath = rg_strdupf("%s/%.*s.cu", odir, (int)n, name);
    if (rg_mkdirs(odir) != 0) {
      fprintf(stderr, "mkmutant: cannot create %s: %s\n", odir, strerror(errno));
      one = MK_USAGE;
    } else {
      one = write_or_say(opath, text);
    }
    free(opath);
    free(odir);
  }
  free(text);
  free(spath);
  free(mpath);
  return one;
}

/* --all: every .mutant under root/tests/mutants, each failure reported. */
static int make_all(const char *root, const char *out_dir)
{
  int made = 0, rc = each_mutant(root, make_listed, (void *)out_dir, &made);
  if (rc == MK_OK)
    printf("ok: %d mutants apply to their solutions\n", made);
  return rc;
}

/* The header of a full copy: line 1 "// expect: ...", then an optional
 * "// mistake: ..." line; "// Mutant of ..." lines (hand-made copies) and
 * "// Generated by mkmutant ..." lines (made by this tool) are dropped.
 * Returns where the body starts, or NULL with nothing to go on. */
static const char *split_header(const char *text, char **expect, char **mistake)
{
  const char *p = text;
  *expect = *mistake = NULL;
  while (*p) {
    const char *eol = strchr(p, '\n');
    size_t len = eol ? (size_t)(eol - p) : strlen(p);
    if (p == text) {
      if (strncmp(p, "// expect: ", 11) != 0)
        return NULL;
      *expect = rg_strdupf("%.*s", (int)len, p);
    } else if (strncmp(p, "// mistake: ", 12) == 0 && !*mistake) {
      *mistake = rg_strdupf("%.*s", (int)len, p);
    } else if (strncmp(p, "// Mutant of ", 13) != 0 &&
               strncmp(p, "// Generated by mkmutant ", 25) != 0) {
      break;
    }
    p = eol ? eol + 1 : p + len;
  }
  return p;
}

/* The .mutant of cu (a full copy read from cu_path) against sol (read from
 * sol_path): a fresh string, or NULL having said why (exit code in *rc). */
static char *diff_text(const char *sol, const char *sol_path, const char *cu, const char *cu_path,
                       int *rc)
{
  char *expect = NULL, *mistake = NULL, *text = NULL, err[1024];
  const char *body = split_header(cu, &expect, &mistake);
  *rc = MK_BAD;
  if (!body) {
    fprintf(stderr, "mkmutant: %s:1: line 1 must be '// expect: gpu=CAUSE emu=CAUSE -- why'\n",
            cu_path);
  } else {
    if (!mistake) {
      /* Left empty on purpose: the .mutant will not parse until it is said. */
      fprintf(stderr, "mkmutant: %s: no '// mistake: ' line: write the mistake in line 2 "
                      "of the .mutant\n", cu_path);
      mistake = rg_strdupf("// mistake: ");
    }
    char *base = mutant_strip_markers(sol);
    text = mutant_diff(base, body, expect, mistake, err, sizeof err);
    if (text)
      *rc = MK_OK;
    else
      fprintf(stderr, "mkmutant: %s against %s: %s\n", cu_path, sol_path, err);
    free(base);
  }
  free(expect);
  free(mistake);
  return text;
}

static int make_diff(const char *sol_path, const char *cu_path)
{
  char *sol = read_or_say(sol_path), *cu = read_or_say(cu_path), *text = NULL;
  int rc = MK_USAGE;
  if (sol && cu) {
    text = diff_text(sol, sol_path, cu, cu_path, &rc);
    if (text)
      fputs(text, stdout);
  }
  free(text);
  free(sol);
  free(cu);
  return rc;
}

/* --roundtrip-all's step: the mutant made, turned back into blocks by
 * --diff's code, made again from those: the same kernel, byte for byte. */
static int roundtrip_listed(const char *root, const char *ex, const char *name, void *ctx)
{
  (void)ctx;
  char *mpath = rg_strdupf("%s/tests/mutants/%s/%s", root, ex, name);
  char *spath = rg_strdupf("%s/solutions/%s/reduce.cu", root, ex);
  char *sol = read_or_say(spath), *text = read_or_say(mpath);
  char *made = NULL, *blocks = NULL, *again = NULL;
  int rc = MK_USAGE;
  if (sol && text && (made = apply_text(sol, spath, text, mpath, &rc))) {
    if (!(blocks = diff_text(sol, spath, made, mpath, &rc)))
      fprintf(stderr, "mkmutant: --diff of %s/%s failed\n", ex, name);
    else if (!(again = apply_text(sol, spath, blocks, mpath, &rc)))
      fprintf(stderr, "mkmutant: the --diff output of %s/%s does not apply\n", ex, name);
    else if (strcmp(made, again) != 0) {
      fprintf(stderr, "mkmutant: %s/%s: --diff and back gave another kernel\n", ex, name);
      rc = MK_BAD;
    }
  }
  free(again);
  free(blocks);
  free(made);
  free(text);
  free(sol);
  free(spath);
  free(mpath);
  return rc;
}

/* --roundtrip-all: every .mutant made, to blocks and back, in one process. */
static int roundtrip_all(const char *root)
{
  int ok = 0, rc = each_mutant(root, roundtrip_listed, NULL, &ok);
  if (rc == MK_OK)
    printf("ok: %d mutants went to blocks and back\n", ok);
  return rc;
}

static int make_plain(const char *sol_path)
{
  char *sol = read_or_say(sol_path);
  if (!sol)
    return MK_USAGE;
  char *plain = mutant_strip_markers(sol);
  int rc = fputs(plain, stdout) == EOF ? MK_USAGE : MK_OK;
  free(plain);
  free(sol);
  return rc;
}

int main(int argc, char **argv)
{
  if (argc >= 3 && strcmp(argv[1], "--all") == 0)
    return argc <= 4 ? make_all(argv[2], argc == 4 ? argv[3] : NULL) : usage();
  if (argc >= 2 && strcmp(argv[1], "--roundtrip-all") == 0)
    return argc == 3 ? roundtrip_all(argv[2]) : usage();
  if (argc >= 2 && strcmp(argv[1], "--diff") == 0)
    return argc == 4 ? make_diff(argv[2], argv[3]) : usage();
  if (argc >= 2 && strcmp(argv[1], "--plain") == 0)
    return argc == 3 ? make_plain(argv[2]) : usage();
  if (argc < 3 || argc > 4 || argv[1][0] == '-')
    return usage();
  int rc = MK_OK;
  char *text = make_one(argv[1], argv[2], &rc);
  if (text)
    rc = argc == 4 ? write_or_say(argv[3], text) : (fputs(text, stdout) == EOF ? MK_USAGE : MK_OK);
  free(text);
  return rc;
}
