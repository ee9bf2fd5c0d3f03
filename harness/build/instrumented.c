/* instrumented.c — refuse code that turns the emulator's instrumentation
 * off (see instrumented.h). */
#define _POSIX_C_SOURCE 200809L
#include "instrumented.h"
#include "line_marker.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "pp_text.h"
#include "util.h"

/* Words that, in the submission's own lines, take code out of the
 * instrumentation: the sanitizer opt-outs and inline assembly; and the
 * processor's cycle counters, a clock no symbol shows (rg_instrumented_
 * reads_clock). */
/* The first ATTR_WORDS are attributes' names, also written __name__. */
#define ATTR_WORDS 3
static const char *const off_words[] = {
  "no_sanitize", "no_sanitize_coverage", "disable_sanitizer_instrumentation",
  "asm", "__asm", "__asm__", "__rdtsc", "__rdtscp", "_rdtsc", "__rdpmc", "_rdpmc",
  "__builtin_ia32_rdtsc", "__builtin_ia32_rdtscp", "__builtin_ia32_rdpmc",
  "__builtin_readcyclecounter", "__builtin_readsteadycounter", NULL,
};

bool rg_instrumented_reads_clock(const char *word)
{
  return strstr(word, "rdtsc") || strstr(word, "rdpmc") || strstr(word, "counter");
}

static bool ident_char(char c)
{
  return isalnum((unsigned char)c) || c == '_';
}

static const char *skip_blanks(const char *q, const char *end)
{
  while (q < end && (*q == ' ' || *q == '\t' || *q == '\r'))
    q++;
  return q;
}

/* Does [q, end) read `KEY`, a whole word, at q? */
static bool word_at(const char *q, const char *end, const char *key)
{
  size_t n = strlen(key);
  return (size_t)(end - q) >= n && !strncmp(q, key, n) && (q + n == end || !ident_char(q[n]));
}

/* An asm statement that runs nothing, as pasted for a compiler barrier:
 * `volatile` (any spelling), an empty template ("" or several), no
 * operands, and at most a list of clobbers, `asm volatile("" ::: "memory")`,
 * all on this line.  q is just past the asm word; returns the end of the
 * statement's ')', or NULL when it is anything else (an asm label never
 * takes volatile). */
static const char *empty_asm_end(const char *q, const char *end)
{
  static const char *const vol[] = {"volatile", "__volatile__", "__volatile", NULL};
  q = skip_blanks(q, end);
  int v = 0;
  while (vol[v] && !word_at(q, end, vol[v]))
    v++;
  if (!vol[v])
    return NULL;
  q = skip_blanks(q + strlen(vol[v]), end);
  if (q >= end || *q++ != '(')
    return NULL;
  int literals = 0;
  for (q = skip_blanks(q, end); end - q >= 2 && q[0] == '"' && q[1] == '"'; q = skip_blanks(q + 2, end))
    literals++;
  if (!literals)
    return NULL;
  /* no outputs, no inputs: the first two sections (if any) are empty */
  for (int section = 0; section < 2 && q < end && *q == ':'; section++)
    q = skip_blanks(q + 1, end);
  if (q < end && *q == ':') /* the clobbers: string literals and commas */
    for (q = skip_blanks(q + 1, end); q < end && (*q == '"' || *q == ','); q = skip_blanks(q, end)) {
      if (*q == ',') { q++; continue; }
      for (q++; q < end && *q != '"'; q++)
        if (!isalnum((unsigned char)*q))
          return NULL;
      if (q++ >= end)
        return NULL;
    }
  return q < end && *q == ')' ? q + 1 : NULL;
}

/* The first off word in [p, end) as a whole identifier, or NULL.  String
 * literals are skipped, but for the attribute's own argument; so is an
 * asm statement that runs nothing (empty_asm_end). */
static const char *off_word_in(const char *p, const char *end)
{
  for (const char *q = p; q < end; q++) {
    if (*q == '"') { /* a string: nothing in it is code */
      for (q++; q < end && *q != '"'; q++)
        if (*q == '\\' && q + 1 < end)
          q++;
      continue;
    }
    if (!ident_char(*q) || (q > p && ident_char(q[-1])))
      continue;
    size_t n = 0;
    while (q + n < end && ident_char(q[n]))
      n++;
    /* An attribute's name may be written __name__ too (GNU spelling). */
    const char *core = q;
    size_t cn = n;
    if (n > 4 && !strncmp(q, "__", 2) && !strncmp(q + n - 2, "__", 2)) {
      core = q + 2;
      cn = n - 4;
    }
    for (int i = 0; off_words[i]; i++)
      if ((strlen(off_words[i]) == n && !strncmp(q, off_words[i], n)) ||
          (i < ATTR_WORDS && strlen(off_words[i]) == cn && !strncmp(core, off_words[i], cn))) {
        const char *after = strstr(off_words[i], "asm") ? empty_asm_end(q + n, end) : NULL;
        if (!after)
          return off_words[i];
        q = after - n; /* the scan goes on past the statement */
        break;
      }
    q += n - 1;
  }
  return NULL;
}

/* A line directive is `#` (or its digraph `%:`) first on a line, then
 * `line` or a number; read on the text as the preprocessor tokenizes it
 * (pp_text.h), where splices and comments no longer hide one. */
int rg_instrumented_line_directive(const char *text)
{
  int *line_of;
  char *s = rg_pp_text(text, &line_of);
  int found = 0;
  for (const char *p = s; *p && !found;) {
    const char *q = p;
    while (*q == ' ' || *q == '\t' || *q == '\v' || *q == '\f' || *q == '\r')
      q++;
    const char *hash = q;
    if (*q == '#' || (q[0] == '%' && q[1] == ':')) {
      q += *q == '#' ? 1 : 2;
      while (*q == ' ' || *q == '\t' || *q == '\v' || *q == '\f' || *q == '\r')
        q++;
      if (!strncmp(q, "line", 4) || isdigit((unsigned char)*q))
        found = line_of[hash - s];
    }
    p = strchr(p, '\n');
    if (!p)
      break;
    p++;
  }
  free(s);
  free(line_of);
  return found;
}

/* A line marker (line_marker.h): its number and whether it names `name`. */
static bool marker(const char *p, const char *end, const char *name, int *n, bool *ours)
{
  const char *file;
  size_t len;
  if (!rg_line_marker(p, end, n, &file, &len))
    return false;
  *ours = len == strlen(name) && !strncmp(file, name, len);
  return true;
}

int rg_instrumented_find_off(const char *pre, const char *name, const char **word)
{
  bool ours = false;
  int line = 0;
  for (const char *p = pre; *p;) {
    const char *end = strchr(p, '\n');
    if (!end)
      end = p + strlen(p);
    int n;
    bool is_ours;
    if (marker(p, end, name, &n, &is_ours)) {
      ours = is_ours;
      line = n;
    } else {
      if (ours && (*word = off_word_in(p, end)))
        return line;
      line++;
    }
    p = *end ? end + 1 : end;
  }
  return 0;
}

int rg_instrumented_check(const char *pre_path, const char *name, int *line,
                          const char **word)
{
  char *pre = rg_read_file(pre_path, NULL);
  if (!pre)
    return -1; /* the compile's own errors will say why */
  *line = rg_instrumented_find_off(pre, name, word);
  free(pre);
  return *line > 0;
}
