/* includes.c — what a submission may include (see includes.h). */
#define _GNU_SOURCE
#include "includes.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pp_size.h"
#include "proc.h"
#include "util.h"

static void push(char **v, size_t *n, size_t cap, const char *dir)
{
  if (!dir || !*dir || *n + 1 >= cap)
    return;
  char *r = realpath(dir, NULL);
  if (!r)
    return;
  v[(*n)++] = rg_strdupf("%s%s", r, strcmp(r, "/") == 0 ? "" : "/");
  v[*n] = NULL;
  free(r);
}

size_t rg_includes_allowed(const char *compile_dir, const char *source_root,
                           const char *compiler, const char *extra, char **v, size_t cap)
{
  size_t n = 0;
  v[0] = NULL;
  push(v, &n, cap, compile_dir);
  char *harness = rg_strdupf("%s/harness", source_root);
  push(v, &n, cap, harness);
  free(harness);
  static const char *const sys[] = { "/usr/include", "/usr/lib", "/usr/lib64",
                                     "/usr/local/include", "/usr/local/cuda" };
  for (size_t i = 0; i < sizeof sys / sizeof sys[0]; i++)
    push(v, &n, cap, sys[i]);
  push(v, &n, cap, getenv("CUDA_HOME"));
  push(v, &n, cap, extra);
  /* The compiler's installation: BIN/../ (nvcc's CUDA, clang's own
   * headers), wherever it is. */
  char *c = compiler ? realpath(compiler, NULL) : NULL;
  for (int up = 0; c && up < 2; up++) {
    char *slash = strrchr(c, '/');
    if (slash && slash != c)
      *slash = '\0';
  }
  if (c && strcmp(c, "/usr") != 0 && strcmp(c, "/") != 0)
    push(v, &n, cap, c);
  free(c);
  return n;
}

void rg_includes_free(char **v)
{
  for (size_t i = 0; v && v[i]; i++)
    free(v[i]);
}

static bool under_any(const char *r, char *const *allowed, size_t from)
{
  for (size_t i = 0; allowed[i]; i++)
    if (i >= from && strncmp(r, allowed[i], strlen(allowed[i])) == 0)
      return true;
  return false;
}

/* A header lying in an allowed folder, or named through a link that lies
 * in a system or toolchain folder (a toolchain made of links into a store,
 * as Nix, Spack and conda views are): only the machine's owner writes
 * there.  Not through a link in the compile folder or the kit's
 * (allowed[0], allowed[1]: rg_includes_allowed), which could name any
 * file. */
static bool allowed_path(const char *path, const char *submission, char *const *allowed)
{
  char *r = realpath(path, NULL);
  if (!r)
    return false;
  char *sub = submission ? realpath(submission, NULL) : NULL;
  bool ok = (sub && strcmp(r, sub) == 0) || under_any(r, allowed, 0);
  free(sub);
  free(r);
  const char *slash = strrchr(path, '/');
  if (ok || !slash || slash == path)
    return ok;
  char *dir = rg_strdupf("%.*s", (int)(slash - path), path);
  char *rd = realpath(dir, NULL);
  char *in = rd ? rg_strdupf("%s/", rd) : NULL;
  bool ours = in && allowed[0] && (strncmp(in, allowed[0], strlen(allowed[0])) == 0 ||
                                   (allowed[1] && strncmp(in, allowed[1], strlen(allowed[1])) == 0));
  ok = in && !ours && under_any(in, allowed, 2);
  free(in);
  free(rd);
  free(dir);
  return ok;
}

char **rg_compile_argv_front(const char *const *argv, const char *const *front)
{
  size_t n = 0, f = 0;
  while (argv[n])
    n++;
  while (front[f])
    f++;
  char **v = calloc(n + f + 1, sizeof *v);
  if (!v)
    return NULL;
  size_t k = 0;
  v[k++] = (char *)argv[0];
  for (size_t i = 0; i < f; i++)
    v[k++] = (char *)front[i];
  for (size_t i = 1; i < n; i++) {
    if (!strcmp(argv[i], "-o") || !strcmp(argv[i], "-Xlinker")) {
      i++;
      continue;
    }
    if (!strcmp(argv[i], "-shared") || !strcmp(argv[i], "-c") || !strncmp(argv[i], "-L", 2))
      continue;
    v[k++] = (char *)argv[i];
  }
  v[k] = NULL;
  return v;
}

/* The preprocessor's pass: -M (the list on its output, messages mixed in),
 * or, with pre_out, -E into pre_out with the list beside it (-MD -MF), one
 * pass for both checks.  The list's text (fresh), or NULL. */
static char *list_includes(const char *const *compile_argv, const char *work_dir,
                           double timeout_s, const char *pre_out, struct rg_proc_result *r,
                           int *started)
{
  char *out = rg_strdupf("%s/includes.d", work_dir);
  const char *const list_only[] = { "-M", NULL };
  const char *const with_text[] = { "-E", "-MD", "-MF", out, "-o", pre_out, NULL };
  char **argv = rg_compile_argv_front(compile_argv, pre_out ? with_text : list_only);
  char *text = NULL;
  *started = -1;
  /* The text for the checks: the forced headers (the emulator's shim,
   * -include) as -imacros, whose macros and include guards hold for the
   * submission as before but whose 1.4 MB of text (the checks skip it by
   * its line markers) is not written: 25 of the pass's 75 ms. */
  for (size_t i = 0; pre_out && argv && argv[i]; i++)
    if (!strcmp(argv[i], "-include"))
      argv[i] = "-imacros";
  if (argv) {
    unlink(out);
    if (pre_out)
      unlink(pre_out);
    /* The text capped (pp_size.h): a macro that doubles a text 30 times
     * would write gigabytes before any check read it. */
    *started = rg_proc_run_capped(argv, pre_out ? NULL : out, timeout_s, RG_SCAN_MEM_BYTES,
                                  pre_out ? RG_PP_TEXT_CAP : 0, r);
    text = *started == 0 ? rg_read_file(out, NULL) : NULL;
    unlink(out);
  }
  free(argv);
  free(out);
  return text;
}

int rg_includes_check(const char *const *compile_argv, const char *submission,
                      char *const *allowed, const char *work_dir, double timeout_s,
                      const char *pre_out, char **bad)
{
  *bad = NULL;
  struct rg_proc_result r;
  int started;
  char *text = list_includes(compile_argv, work_dir, timeout_s, pre_out, &r, &started);
  if (started == 0 && r.over_memory) {
    free(text);
    return 2;
  }
  if (started == 0 && pre_out && rg_pp_size_passed_cap(&r, pre_out)) {
    free(text);
    return 3;
  }
  if (!text)
    return -1;
  /* "target: dep dep \<newline> dep ...", with compiler messages mixed
   * in when it failed: only words after the first ':' that name a file. */
  int rc = 0;
  char *p = strstr(text, ": ");
  for (p = p ? p + 2 : text; *p && rc == 0;) {
    while (*p && (isspace((unsigned char)*p) || *p == '\\'))
      p++;
    char word[4096];
    size_t w = 0;
    while (*p && !isspace((unsigned char)*p) && w < sizeof word - 1) {
      if (*p == '\\' && p[1] == ' ')
        p++; /* an escaped space in a name */
      word[w++] = *p++;
    }
    word[w] = '\0';
    if (w && strchr(word, '/') && access(word, F_OK) == 0 &&
        !allowed_path(word, submission, allowed)) {
      *bad = rg_strdupf("%s", word);
      rc = 1;
    }
  }
  free(text);
  /* Killed (time, or from outside): the compile itself would be too; a verdict
   * only on what was listed. */
  return rc == 1 ? 1 : (r.exited && r.status == 0 ? 0 : -1);
}

/* "FILE:LINE:..." or "FILE(LINE): ...": a diagnostic's first line; the
 * file's name in *name (fresh), else NULL. */
static char *diagnostic_file(const char *line, size_t len)
{
  /* The name ends at the first ':' or '(', which a line number follows,
   * and the number ends with ':', ',' or ')'. */
  size_t i = 1;
  while (i < len && line[i] != ':' && line[i] != '(' && line[i] != ' ')
    i++;
  if (i >= len || line[i] == ' ')
    return NULL;
  size_t d = i + 1;
  while (d < len && isdigit((unsigned char)line[d]))
    d++;
  if (d == i + 1 || d >= len || (line[d] != ':' && line[d] != ',' && line[d] != ')'))
    return NULL;
  return rg_strdupf("%.*s", (int)i, line);
}

bool rg_includes_caret_line(const char *p)
{
  bool mark = false;
  for (; p && *p && *p != '\n'; p++) {
    if (*p == '^' || *p == '~')
      mark = true;
    else if (*p != ' ' && *p != '\t' && *p != '|')
      return false;
  }
  return mark;
}

void rg_includes_filter_log(char *log, const char *submission, char *const *allowed)
{
  char *w = log;
  bool foreign = false;
  for (char *r = log; *r;) {
    char *eol = strchr(r, '\n');
    size_t len = eol ? (size_t)(eol - r) + 1 : strlen(r);
    /* A quoted source line (a caret line under it) is a file's text,
     * whatever it reads like: it stays with the diagnostic above it. */
    char *file = eol && rg_includes_caret_line(eol + 1) ? NULL : diagnostic_file(r, len);
    bool diag = file != NULL;
    bool header = diag || strncmp(r, "In file included from ", 22) == 0;
    if (file) {
      /* The submission may appear under its original name (#line). */
      const char *base = strrchr(submission, '/') ? strrchr(submission, '/') + 1 : submission;
      const char *fbase = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
      foreign = access(file, F_OK) == 0 ? !allowed_path(file, submission, allowed)
                                        : strcmp(fbase, base) != 0;
      free(file);
    }
    if (!foreign || header) {
      memmove(w, r, len);
      w += len;
    }
    if (!diag && header)
      foreign = false;
    r += len;
  }
  *w = '\0';
}
