/* ir_dyninit.c — refuses a device variable that needs dynamic
 * initialisation, as nvcc does.
 *
 * Here a __device__, __constant__ or __managed__ variable is a host global
 * (ir_devvars.c), whose constructor would run as host code at load, or be
 * folded into a constant by the optimiser (-O1): either way the file
 * passes where nvcc refuses it ("dynamic initialization is not
 * supported").  The optimised IR no longer tells, so the front end does:
 * the IR step is compiled with -Wglobal-constructors, whose warning
 * ("declaration requires a global constructor") at a marked variable's
 * line (its entry of @llvm.global.annotations, simt_cuda.h's marks) is the
 * refusal.  A constant initialiser (a literal, a constexpr constructor)
 * draws no warning.  The warnings are then taken out of the log: host
 * globals may have constructors.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt.h"

static const char ctor_warning[] = ": warning: declaration requires a global constructor";

/* Does the log hold the constructor warning at file:line? */
static int warned_at(const char *log, const char *file, int line)
{
  char at[300];
  int n = snprintf(at, sizeof at, "%s:%d:", file, line);
  for (const char *p = log; (p = strstr(p, at)) != NULL; p++) {
    if (p != log && p[-1] != '\n')
      continue;
    const char *q = p + n;
    while (*q >= '0' && *q <= '9')
      q++;
    if (strncmp(q, ctor_warning, sizeof ctor_warning - 1) == 0)
      return 1;
  }
  return 0;
}

/* The bytes of the c"..." string defined by @.str... at s (sl bytes). */
static void str_text(const char *ir, const char *s, size_t sl, char *buf, size_t cap)
{
  buf[0] = 0;
  for (const char *p = strstr(ir, "\n@.str"); p; p = strstr(p + 1, "\n@.str"))
    if (strncmp(p + 1, s, sl) == 0 && strncmp(p + 1 + sl, " = ", 3) == 0) {
      const char *c = strstr(p, "c\"");
      const char *q = c ? strstr(c + 2, "\\00\"") : NULL;
      if (q)
        snprintf(buf, cap, "%.*s", (int)(q - c - 2), c + 2);
      return;
    }
}

/* The length of the global name at p (@x or @"x"), or 0. */
static size_t name_len(const char *p)
{
  if (*p != '@')
    return 0;
  if (p[1] == '"') {
    const char *e = strchr(p + 2, '"');
    return e ? (size_t)(e + 1 - p) : 0;
  }
  size_t n = 1;
  while (p[n] == '.' || p[n] == '_' || p[n] == '$' || (p[n] >= '0' && p[n] <= '9') ||
         (p[n] >= 'a' && p[n] <= 'z') || (p[n] >= 'A' && p[n] <= 'Z'))
    n++;
  return n > 1 ? n : 0;
}

/* One entry of @llvm.global.annotations at e: its variable, mark, file
 * and line; 0 if it is not a marked device variable that is dynamically
 * initialised. */
static int check_entry(const char *ir, const char *log, const char *e, const char *ee, char *msg,
                       size_t cap)
{
  const char *names[3];
  size_t lens[3];
  int k = 0;
  for (const char *p = e; p < ee && k < 3; p++)
    if ((lens[k] = name_len(p)) > 0) {
      names[k] = p;
      p += lens[k++] - 1;
    }
  char mark[64], file[256];
  if (k < 3)
    return 0;
  str_text(ir, names[1], lens[1], mark, sizeof mark);
  if (strcmp(mark, "simt_device") != 0 && strcmp(mark, "simt_managed") != 0)
    return 0;
  str_text(ir, names[2], lens[2], file, sizeof file);
  /* the line after the file: "@.str.1, i32 0, i32 0), i32 N" (typed
   * pointers, clang 14) or "ptr @.str.1, i32 N" */
  const char *li = names[2] + lens[2];
  if (strncmp(li, ", i32 0, i32 0)", 15) == 0)
    li += 15;
  int line = strncmp(li, ", i32 ", 6) == 0 && li < ee ? atoi(li + 6) : 0;
  if (!warned_at(log, file, line))
    return 0;
  const char *nm = names[0] + 1 + (names[0][1] == '"');
  int nl = (int)lens[0] - 1 - 2 * (names[0][1] == '"');
  snprintf(msg, cap,
           "%s:%d: error: dynamic initialization is not supported for __device__, "
           "__constant__, __shared__, and __managed__ variables (%.*s: its constructor "
           "would run on the host at load; a GPU's compiler refuses it)\n",
           file, line, nl, nm);
  return 1;
}

int simt_ir_dyninit(const char *path, const char *log, char *msg, size_t cap)
{
  size_t len;
  char *ir = simt_ir_read(path, &len);
  if (!ir)
    return -1;
  int found = 0;
  if (!log)
    log = "";
  const char *a = strstr(ir, "\n@llvm.global.annotations = ");
  const char *ae = a ? strchr(a + 1, '\n') : NULL;
  /* each entry is "{ <ty> <var...>, <mark>, <file>, i32 <line>, ... }" */
  for (const char *e = a ? strstr(a, "] [") : NULL; e && ae && e < ae && !found;) {
    e = strstr(e + 1, "} {");
    const char *start = e ? e + 2 : NULL;
    if (!start || start > ae)
      break;
    const char *end = strstr(start + 1, "} {");
    found = check_entry(ir, log, start, end && end < ae ? end : ae, msg, cap);
  }
  free(ir);
  return found;
}

/* Is the line at p the start of a compiler diagnostic ("file:line:col: ")? */
static int diagnostic_start(const char *p, const char *e)
{
  const char *c = memchr(p, ':', (size_t)(e - p));
  return c && c[1] >= '0' && c[1] <= '9' &&
         (memmem(p, (size_t)(e - p), ": warning: ", 11) || memmem(p, (size_t)(e - p), ": error: ", 9) ||
          memmem(p, (size_t)(e - p), ": note: ", 8));
}

size_t simt_drop_ctor_warnings(char *log)
{
  char *w = log, *included = NULL; /* where the include chain before a diagnostic starts */
  int dropping = 0;
  for (char *p = log; *p;) {
    char *e = strchr(p, '\n');
    e = e ? e + 1 : p + strlen(p);
    int chain = strncmp(p, "In file included from ", 22) == 0 ||
                (included && strncmp(p, "                 from ", 22) == 0);
    if (chain && !included)
      included = w;
    if (chain) /* the next diagnostic's: kept unless that one goes */
      dropping = 0;
    if (diagnostic_start(p, e)) {
      dropping = memmem(p, (size_t)(e - p), ctor_warning, sizeof ctor_warning - 1) != NULL ||
                 (dropping && memmem(p, (size_t)(e - p), ": note: ", 8) != NULL);
      if (dropping && included) /* its include chain goes with it */
        w = included;
    } else if (memmem(p, (size_t)(e - p), " generated.", 11)) {
      dropping = 0; /* "N warnings generated." stays: a count, harmless */
    }
    if (!chain)
      included = NULL;
    if (!dropping) {
      memmove(w, p, (size_t)(e - p));
      w += e - p;
    }
    p = e;
  }
  *w = 0;
  return (size_t)(w - log);
}
