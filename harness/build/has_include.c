/* has_include.c — the headers a submission's `__has_include` asks for,
 * and whether the emulator's build finds them (has_include.h). */
#define _DEFAULT_SOURCE
#include "has_include.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "includes.h"
#include "proc.h"
#include "util.h"

#define MAX_ASKED 64

static bool ident_char(char c)
{
  return isalnum((unsigned char)c) || c == '_';
}

/* Past spaces, tabs and line continuations. */
static const char *skip_space(const char *p)
{
  for (;;) {
    if (*p == ' ' || *p == '\t')
      p++;
    else if (p[0] == '\\' && p[1] == '\n')
      p += 2;
    else
      return p;
  }
}

/* The word before p on its line (past spaces and one '('), such as the
 * `defined` of `defined(__has_include)`: true if it is one that only asks
 * whether the operator exists. */
static bool asks_existence(const char *text, const char *p)
{
  const char *q = p;
  while (q > text && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '('))
    q--;
  const char *end = q;
  while (q > text && ident_char(q[-1]))
    q--;
  static const char *const words[] = { "defined", "ifdef", "ifndef", "elifdef", "elifndef" };
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if ((size_t)(end - q) == strlen(words[i]) && strncmp(q, words[i], (size_t)(end - q)) == 0)
      return true;
  return false;
}

/* The operand after `__has_include` at p, as written ("<x>" or "\"x\""),
 * or NULL when it is not a header name between the parentheses. */
static char *operand(const char *p)
{
  p = skip_space(p);
  if (*p != '(')
    return NULL;
  p = skip_space(p + 1);
  char close = *p == '<' ? '>' : *p == '"' ? '"' : 0;
  if (!close)
    return NULL;
  const char *end = p + 1;
  while (*end && *end != close && *end != '\n')
    end++;
  if (*end != close || end == p + 1 || *skip_space(end + 1) != ')')
    return NULL;
  return rg_strdupf("%.*s", (int)(end + 1 - p), p);
}

/* Past a comment or literal that starts at p (with *line counted), or p. */
static const char *skip_comment_or_literal(const char *p, int *line)
{
  if (p[0] == '/' && p[1] == '/') {
    while (*p && *p != '\n')
      p++;
  } else if (p[0] == '/' && p[1] == '*') {
    for (p += 2; *p && !(p[0] == '*' && p[1] == '/'); p++)
      *line += *p == '\n';
    p += *p ? 2 : 0;
  } else if (*p == '"' || *p == '\'') {
    char q = *p++;
    for (; *p && *p != q && *p != '\n'; p++)
      if (*p == '\\' && p[1])
        *line += *++p == '\n';
    p += *p == q;
  }
  return p;
}

size_t rg_has_include_list(const char *text, char **names, int *lines, size_t max)
{
  size_t n = 0;
  int line = 1;
  for (const char *p = text; *p && n < max;) {
    const char *past = skip_comment_or_literal(p, &line);
    if (past != p) {
      p = past;
      continue;
    }
    if (!ident_char(*p) || (p > text && ident_char(p[-1]))) {
      line += *p++ == '\n';
      continue;
    }
    const char *w = p;
    while (ident_char(*p))
      p++;
    size_t len = (size_t)(p - w);
    bool next = len == 18 && strncmp(w, "__has_include_next", 18) == 0;
    if (!next && !(len == 13 && strncmp(w, "__has_include", 13) == 0))
      continue;
    if (!next && *skip_space(p) != '(' && asks_existence(text, w))
      continue;
    names[n] = next ? NULL : operand(p);
    lines[n++] = line;
  }
  return n;
}

/* The probe: for header i, a line `rg_absent_i` that stays only if the
 * build cannot find it.  Its path, or NULL. */
static char *write_probe(const char *dir, char *const *names, size_t n)
{
  char *path = rg_strdupf("%s/has-include-probe.cu", dir);
  FILE *f = fopen(path, "w");
  if (!f) {
    free(path);
    return NULL;
  }
  for (size_t i = 0; i < n; i++)
    if (names[i])
      fprintf(f, "#if !__has_include(%s)\nrg_absent_%zu\n#endif\n", names[i], i);
  if (fclose(f) != 0) {
    unlink(path);
    free(path);
    return NULL;
  }
  return path;
}

/* The preprocessed probe's text, or NULL.  The compile command's input is
 * its last word; the probe takes its place. */
static char *run_probe(const char *const *compile_argv, const char *probe, const char *dir,
                       double timeout_s)
{
  char *out = rg_strdupf("%s/has-include-probe.i", dir);
  const char *const front[] = { "-E", "-P", "-o", out, NULL };
  char **argv = rg_compile_argv_front(compile_argv, front);
  char *text = NULL;
  size_t k = 0;
  while (argv && argv[k])
    k++;
  if (argv && k > 1) {
    argv[k - 1] = (char *)probe;
    struct rg_proc_result r;
    unlink(out);
    if (rg_proc_run_limited(argv, NULL, timeout_s, RG_SCAN_MEM_BYTES, &r) == 0 && r.exited &&
        r.status == 0)
      text = rg_read_file(out, NULL);
  }
  unlink(out);
  free(argv);
  free(out);
  return text;
}

static bool absent(const char *pre, size_t i)
{
  char word[32];
  snprintf(word, sizeof word, "rg_absent_%zu", i);
  for (const char *p = strstr(pre, word); p; p = strstr(p + 1, word))
    if (!ident_char(p[strlen(word)]))
      return true;
  return false;
}

/* The first name that is not written out, or that pre says is absent. */
static int first_refused(char *const *names, const int *lines, size_t n, const char *pre,
                         char *why, size_t whylen)
{
  for (size_t i = 0; i < n; i++) {
    if (!names[i]) {
      snprintf(why, whylen, "__has_include without a header name written out between its "
               "parentheses, whose answer the grader cannot check against the GPU's build");
      return lines[i];
    }
    if (pre && absent(pre, i)) {
      snprintf(why, whylen, "__has_include(%s) asks for a header the emulator's build does not "
               "have and the GPU's may", names[i]);
      return lines[i];
    }
  }
  return 0;
}

int rg_has_include_find(const char *const *compile_argv, const char *text, const char *dir,
                        double timeout_s, char *why, size_t whylen)
{
  char *names[MAX_ASKED];
  int lines[MAX_ASKED];
  size_t n = rg_has_include_list(text, names, lines, MAX_ASKED);
  if (!n)
    return 0;
  char *pre = NULL;
  bool all_written = true;
  for (size_t i = 0; i < n; i++)
    all_written &= names[i] != NULL;
  char *probe = all_written ? write_probe(dir, names, n) : NULL;
  if (probe) {
    pre = run_probe(compile_argv, probe, dir, timeout_s);
    unlink(probe);
    free(probe);
  }
  int line = all_written && !pre ? 0 : first_refused(names, lines, n, pre, why, whylen);
  free(pre);
  for (size_t i = 0; i < n; i++)
    free(names[i]);
  return line;
}
