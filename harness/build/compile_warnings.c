/* compile_warnings.c — what the compiler warned about the submission's own
 * file, kept for the report when the build succeeded: only the classes of
 * warning that name a mistake in a reduction (a value changed by an
 * implicit conversion of a constant, an overflow or a shift past the width
 * in a constant expression, a division by zero, an unsigned compared with
 * zero, sizeof of a pointer where an array's was meant, a variable read
 * before it is written).  Style warnings are left out: a student reads
 * what the grader shows as a mistake.
 *
 * Feedback, never a verdict (one class excepted: the emulator's build
 * makes -Wuninitialized proper an error, uninitialised-read in
 * compile_errors.c, a read proven uninitialised on every path being a
 * tell of the backend; -Wsometimes-uninitialized stays here).  Even the classes that are always a bug in
 * this kit (an identity written as an out-of-range constant: FLT_MAX as an
 * int) are not a failed case: a verdict is what the cases showed
 * (check/verdict.c), the same on either backend, and a warning is the
 * compiler's, which differs between clang and nvcc and between their
 * releases (nvcc says nothing of some of these), may stand in a template
 * never instantiated for a graded type or a branch no case takes, and
 * (-Wsometimes-uninitialized) may name a path the code never runs.  A
 * file the cases pass with such a line shown has passed where this
 * compiler built it so; the report says the line is undefined or changes
 * a value, and the student fixes it.
 *
 * Only diagnostics located in the submission (its path as the build named
 * it) are kept, never another file's text (a header's line, a #line
 * naming something else), at most RG_WARNINGS_MAX of them, each cut to
 * RG_WARNING_TEXT_MAX printable characters: a file that makes a thousand
 * warnings shows eight and a count. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* clang's flags of those classes, as it names them after the message
 * ("[-Wliteral-conversion]"); the emulator's build asks for the two that
 * are not on by default (simt_cxx_flags). */
static const char *const clang_classes[] = {
  "-Wliteral-conversion", "-Wconstant-conversion", "-Wfloat-overflow-conversion",
  "-Wimplicit-const-int-float-conversion", "-Winteger-overflow", "-Wshift-count-overflow",
  "-Wshift-count-negative", "-Wtautological-unsigned-zero-compare", "-Wdivision-by-zero",
  "-Wsizeof-pointer-div", "-Wsizeof-array-argument", "-Wuninitialized",
  "-Wsometimes-uninitialized", NULL,
};

/* nvcc's front end (EDG) says the same things in words, its numbers
 * differing between releases ("warning #549-D: variable "s" is used before
 * its value is set"). */
static const char *const nvcc_classes[] = {
  "is used before its value is set", "pointless comparison of unsigned integer with zero",
  "division by zero", "shift count is too large", "shift count is negative",
  "integer operation result is out of range", "integer conversion resulted in",
  "floating-point value does not fit", NULL,
};

/* The flag of clang's class that ends msg ("... [-Wfoo]" or
 * "[-Werror,-Wfoo]"), or NULL when its class is none of the list; *len:
 * where the message ends before it. */
static const char *clang_class(const char *msg, size_t *len)
{
  const char *open = strrchr(msg, '[');
  size_t n = strlen(msg);
  if (!open || n == 0 || msg[n - 1] != ']')
    return NULL;
  for (int i = 0; clang_classes[i]; i++) {
    size_t fl = strlen(clang_classes[i]);
    for (const char *p = strstr(open, clang_classes[i]); p; p = strstr(p + 1, clang_classes[i]))
      if ((p[-1] == '[' || p[-1] == ',') && (p[fl] == ']' || p[fl] == ',')) {
        *len = (size_t)(open - msg);
        while (*len && msg[*len - 1] == ' ')
          (*len)--;
        return clang_classes[i];
      }
  }
  return NULL;
}

static bool nvcc_class(const char *msg)
{
  for (int i = 0; nvcc_classes[i]; i++)
    if (strstr(msg, nvcc_classes[i]))
      return true;
  return false;
}

/* The line and message of a warning of line l located in sub: clang's
 * "SUB:12:3: warning: MSG" or nvcc's "SUB(12): warning #68-D: MSG".  0, or
 * -1 for any other line. */
static int parse_warning(const char *l, const char *sub, int *line, const char **msg)
{
  size_t sl = strlen(sub);
  if (strncmp(l, sub, sl) != 0)
    return -1;
  const char *p = l + sl;
  bool nvcc = *p == '(';
  if (*p != ':' && !nvcc)
    return -1;
  p++;
  if (!isdigit((unsigned char)*p))
    return -1;
  *line = atoi(p);
  while (isdigit((unsigned char)*p))
    p++;
  if (nvcc) {
    if (strncmp(p, "): warning", 10) != 0)
      return -1;
    p += 10;
    if (*p == ' ' && p[1] == '#') /* its number */
      p += strcspn(p + 1, ":") + 1;
    if (*p != ':')
      return -1;
    p++;
  } else {
    if (*p == ':' && isdigit((unsigned char)p[1])) /* the column */
      for (p++; isdigit((unsigned char)*p); p++)
        ;
    if (strncmp(p, ": warning:", 10) != 0)
      return -1;
    p += 10;
  }
  while (*p == ' ')
    p++;
  *msg = p;
  return *line > 0 ? 0 : -1;
}

/* w's text: the message's first n characters (cut, its end marked, where
 * they do not fit beside the flag), then the flag; any character a
 * terminal would act on shown as '?'. */
static void set_text(struct rg_compile_warning *w, const char *msg, size_t n, const char *flag)
{
  size_t room = RG_WARNING_TEXT_MAX - (flag ? strlen(flag) + 3 : 0), k = 0;
  bool cut = n > room;
  if (cut)
    n = room - 3;
  for (size_t i = 0; i < n; i++)
    w->text[k++] = msg[i] >= 0x20 && msg[i] < 0x7f ? msg[i] : '?';
  if (cut)
    for (int i = 0; i < 3; i++)
      w->text[k++] = '.';
  if (flag) {
    w->text[k++] = ' ';
    w->text[k++] = '[';
    memcpy(w->text + k, flag, strlen(flag));
    k += strlen(flag);
    w->text[k++] = ']';
  }
  w->text[k] = '\0';
}

/* FNV-1a of a whole message, before it is cut: two messages cut to one
 * text are still two warnings. */
static unsigned long long message_key(const char *msg)
{
  unsigned long long h = 1469598103934665603ull;
  for (const char *c = msg; *c; c++)
    h = (h ^ (unsigned char)*c) * 1099511628211ull;
  return h;
}

/* w added to res, unless the same line and message is there (each of a
 * template's instantiations warns); past the cap, counted.  Those past the
 * cap are not told apart: a thousand lines would cost a thousand
 * comparisons each. */
static void add(struct rg_compile_result *res, const struct rg_compile_warning *w)
{
  for (int i = 0; i < res->nwarnings; i++)
    if (res->warnings[i].line == w->line && res->warnings[i].key == w->key)
      return;
  if (res->nwarnings < RG_WARNINGS_MAX)
    res->warnings[res->nwarnings++] = *w;
  else
    res->warnings_left_out++;
}

void rg_compile_warnings(const char *log, const char *submission, struct rg_compile_result *res)
{
  for (const char *p = log; p && *p;) {
    const char *eol = strchr(p, '\n');
    size_t len = eol ? (size_t)(eol - p) : strlen(p);
    char *l = malloc(len + 1);
    if (!l)
      return;
    memcpy(l, p, len);
    l[len] = '\0';
    int line;
    const char *msg, *flag = NULL;
    size_t n = 0;
    if (parse_warning(l, submission, &line, &msg) == 0) {
      struct rg_compile_warning w = { .line = line, .key = message_key(msg) };
      if ((flag = clang_class(msg, &n)) != NULL) {
        set_text(&w, msg, n, flag);
        add(res, &w);
      } else if (nvcc_class(msg)) {
        set_text(&w, msg, strlen(msg), NULL);
        add(res, &w);
      }
    }
    free(l);
    p = eol ? eol + 1 : NULL;
  }
}

void rg_compile_warnings_merge(struct rg_compile_result *into,
                               const struct rg_compile_result *from)
{
  if (into->nwarnings == 0)
    into->warnings_left_out = from->warnings_left_out;
  for (int i = 0; i < from->nwarnings; i++) {
    bool seen = false;
    for (int k = 0; k < into->nwarnings && !seen; k++)
      seen = into->warnings[k].line == from->warnings[i].line;
    if (!seen)
      add(into, &from->warnings[i]);
  }
}
