/* arch_view.c — does host code see __CUDA_ARCH__ (see arch_view.h)? */
#define _DEFAULT_SOURCE
#include "arch_view.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compile_internal.h"
#include "includes.h"
#include "proc.h"
#include "source_scan.h"
#include "util.h"

void rg_arch_view_lines_free(char **lines, int n)
{
  for (int i = 0; lines && i < n; i++)
    free(lines[i]);
  free(lines);
}

/* Line k of the submission gets text t appended, each run of blanks one
 * space (words stay apart, layout does not count). */
static void append(char ***lines, int *cap, int *n, int k, const char *t, size_t len)
{
  if (k < 1 || k > 1000000)
    return;
  if (k > *cap) {
    int c = *cap ? *cap : 256;
    while (c < k)
      c *= 2;
    char **v = realloc(*lines, (size_t)c * sizeof *v);
    if (!v)
      abort();
    memset(v + *cap, 0, (size_t)(c - *cap) * sizeof *v);
    *lines = v;
    *cap = c;
  }
  size_t have = (*lines)[k - 1] ? strlen((*lines)[k - 1]) : 0;
  char *s = realloc((*lines)[k - 1], have + len + 2);
  if (!s)
    abort();
  for (size_t i = 0; i < len; i++) {
    if (!isspace((unsigned char)t[i]))
      s[have++] = t[i];
    else if (have > 0 && s[have - 1] != ' ')
      s[have++] = ' ';
  }
  if (have > 0 && s[have - 1] != ' ')
    s[have++] = ' '; /* one blank between what two output lines gave it */
  s[have] = '\0';
  (*lines)[k - 1] = s;
  if (k > *n)
    *n = k;
}

int rg_arch_view_lines(const char *pre_path, const char *submission, char ***lines)
{
  *lines = NULL;
  char *text = rg_read_file(pre_path, NULL);
  if (!text)
    return 0;
  int cap = 0, n = 0, line = 0;
  bool ours = false;
  for (char *p = text; *p;) {
    char *end = strchr(p, '\n');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    int num;
    char file[4096];
    /* A line marker: `# N "file" flags`, the next line is N of file. */
    if (p[0] == '#' && sscanf(p, "# %d \"%4095[^\"]\"", &num, file) == 2) {
      ours = strcmp(file, submission) == 0;
      line = num;
    } else {
      if (ours)
        append(lines, &cap, &n, line, p, len);
      line++;
    }
    p = end ? end + 1 : p + len;
  }
  free(text);
  return n;
}

/* The host view: the same command, the shim without __CUDA_ARCH__. */
static char *host_view(const char *const *compile_argv, const char *dir, double timeout_s)
{
  char *out = rg_strdupf("%s/host-view.i", dir);
  const char *const front[] = { "-E", "-DSIMT_HOST_VIEW=1", "-o", out, NULL };
  char **argv = rg_compile_argv_front(compile_argv, front);
  struct rg_proc_result r;
  unlink(out);
  bool ok = argv && rg_proc_run_limited(argv, NULL, timeout_s, RG_SCAN_MEM_BYTES, &r) == 0 &&
            r.exited && r.status == 0;
  free(argv);
  if (!ok) {
    unlink(out);
    free(out);
    return NULL;
  }
  return out;
}

/* The function whose body holds line, or -1. */
static int function_at(const struct scan *s, int line)
{
  for (int i = 0; i < s->nf; i++) {
    const struct fn *f = &s->f[i];
    if (f->open < s->n && f->close < s->n && s->t[f->open].line <= line &&
        line <= s->t[f->close].line)
      return i;
  }
  return -1;
}

static bool host_callable(const struct fn *f)
{
  return !f->global && (f->host || !f->device);
}

/* Token i lies in a function's body. */
static bool in_body(const struct scan *s, int i)
{
  for (int k = 0; k < s->nf; k++)
    if (s->f[k].open <= i && i <= s->f[k].close)
      return true;
  return false;
}

static bool is_fn_name(const struct scan *s, int i)
{
  for (int k = 0; k < s->nf; k++)
    if (s->f[k].name == i)
      return true;
  return false;
}

/* Mark the host-callable functions named by the identifiers of tokens
 * [from, to] (a host function's body, or file scope), and the ones those
 * call in turn. */
static void reach_from(const struct scan *s, int from, int to, bool *host, bool file_scope)
{
  for (int i = from; i <= to && i < s->n; i++) {
    if (!rg_scan_ident(s, i) || (file_scope && (in_body(s, i) || is_fn_name(s, i))))
      continue;
    for (int k = 0; k < s->nf; k++) {
      const struct fn *f = &s->f[k];
      if (host[k] || !host_callable(f) || s->t[f->name].len != s->t[i].len ||
          strncmp(s->t[f->name].s, s->t[i].s, (size_t)s->t[i].len) != 0)
        continue;
      host[k] = true;
      reach_from(s, f->open, f->close, host, false);
    }
  }
}

/* Which functions host code may run: every host function (no __device__
 * or __global__), and every __host__ __device__ one that host code or a
 * file-scope initialiser names, however deep.  A __host__ __device__
 * function only kernels call runs on the GPU alone, as its device branch. */
static bool *host_reach(const struct scan *s)
{
  bool *host = calloc((size_t)(s->nf ? s->nf : 1), sizeof *host);
  if (!host)
    abort();
  for (int k = 0; k < s->nf; k++)
    if (!s->f[k].device && !s->f[k].global && !host[k]) {
      host[k] = true;
      reach_from(s, s->f[k].open, s->f[k].close, host, false);
    }
  reach_from(s, 0, s->n - 1, host, true);
  return host;
}

/* A word of text (a line as the preprocessor wrote it, blanks gone) that
 * host code names: a file-scope line that differs (a constant, a table)
 * matters only where host code reads what it declares. */
static bool host_reads_word_of(const struct scan *s, const bool *host, const char *text)
{
  static const char *const common[] = { "const", "constexpr", "static", "inline", "int",
                                        "unsigned", "float", "double", "bool", "char", "long",
                                        "short", "size_t", "auto", "void", "true", "false",
                                        "struct", "template", "typename", "return", NULL };
  for (const char *p = text; *p;) {
    if (!isalpha((unsigned char)*p) && *p != '_') {
      p++;
      continue;
    }
    const char *w = p;
    while (isalnum((unsigned char)*p) || *p == '_')
      p++;
    size_t len = (size_t)(p - w);
    bool skip = false;
    for (int c = 0; common[c] && !skip; c++)
      skip = strlen(common[c]) == len && strncmp(common[c], w, len) == 0;
    for (int k = 0; k < s->nf && !skip; k++)
      for (int i = s->f[k].open; host[k] && i <= s->f[k].close && i < s->n; i++)
        if ((size_t)s->t[i].len == len && strncmp(s->t[i].s, w, len) == 0)
          return true;
  }
  return false;
}

/* Does a line whose two views differ run, or feed, host code? */
static bool host_sees(const struct scan *s, const bool *host, int line, const char *dev_text,
                      const char *host_text)
{
  int k = function_at(s, line);
  if (k >= 0)
    return host[k];
  return host_reads_word_of(s, host, dev_text) || host_reads_word_of(s, host, host_text);
}

int rg_arch_view_differs(const char *sub_text, char *const *dev, int nd, char *const *host,
                         int nh)
{
  struct scan s;
  rg_scan_read(&s, sub_text);
  bool *reach = host_reach(&s);
  int found = 0;
  for (int k = 0; k < (nd > nh ? nd : nh) && !found; k++) {
    const char *a = k < nd && dev[k] ? dev[k] : "";
    const char *b = k < nh && host[k] ? host[k] : "";
    if (strcmp(a, b) != 0 && host_sees(&s, reach, k + 1, a, b))
      found = k + 1;
  }
  free(reach);
  rg_scan_free(&s);
  return found;
}

int rg_arch_view_find(const char *const *compile_argv, const char *submission,
                      const char *sub_text, const char *device_pre, const char *dir,
                      double timeout_s)
{
  if (!device_pre || (!strstr(sub_text, "CUDA_ARCH") && !strstr(sub_text, "##")))
    return 0;
  char *host_pre = host_view(compile_argv, dir, timeout_s);
  if (!host_pre)
    return 0; /* the build's own compile says what is wrong */
  char **dev = NULL, **host = NULL;
  int nd = rg_arch_view_lines(device_pre, submission, &dev);
  int nh = rg_arch_view_lines(host_pre, submission, &host);
  unlink(host_pre);
  free(host_pre);
  int found = rg_arch_view_differs(sub_text, dev, nd, host, nh);
  rg_arch_view_lines_free(dev, nd);
  rg_arch_view_lines_free(host, nh);
  return found;
}
