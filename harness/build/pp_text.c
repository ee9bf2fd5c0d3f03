/* pp_text.c — a submission's text with its splices removed and its
 * comments replaced by one space (see pp_text.h). */
#include "pp_text.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct out {
  char *s;
  int *line;
  size_t n;
};

static void put(struct out *o, char c, int line)
{
  o->s[o->n] = c;
  o->line[o->n++] = line;
}

/* Phase 2: the text without its backslash-newline splices (a backslash,
 * spaces, then a newline counts too, as clang takes it), with lines. */
static void splice(const char *text, struct out *o)
{
  int line = 1;
  for (const char *p = text; *p; p++) {
    if (*p == '\\') {
      const char *q = p + 1;
      while (*q == ' ' || *q == '\t')
        q++;
      if (*q == '\r' && q[1] == '\n')
        q++;
      if (*q == '\n') {
        line++;
        p = q;
        continue;
      }
    }
    put(o, *p, line);
    if (*p == '\n')
      line++;
  }
}

static bool ident_char(char c)
{
  return isalnum((unsigned char)c) || c == '_';
}

/* The identifier that ends just before s[i], as [*start, i). */
static size_t word_before(const char *s, size_t i, size_t *start)
{
  size_t b = i;
  while (b > 0 && ident_char(s[b - 1]))
    b--;
  *start = b;
  return i - b;
}

/* Is the quote at s[i] one to skip as a literal: a raw string's (prefix R,
 * uR, UR, LR, u8R: returns 2), another string's or a char's (1), or a digit
 * separator (1'000: 0)? */
static int literal_kind(const char *s, size_t i)
{
  size_t b, n = word_before(s, i, &b);
  if (s[i] == '"' && n > 0 && s[i - 1] == 'R' &&
      (n == 1 || (n == 2 && strchr("uUL", s[b])) || (n == 3 && !strncmp(s + b, "u8", 2))))
    return 2;
  if (s[i] == '\'' && n > 0 && isdigit((unsigned char)s[b]))
    return 0;
  return 1;
}

/* The end of the literal that opens at s[i] (just past it, or the end of
 * its line when it is not closed). */
size_t rg_pp_literal_end(const char *s, size_t n, size_t i)
{
  int kind = literal_kind(s, i);
  if (kind == 0)
    return i + 1;
  if (kind == 2) { /* R"delim( ... )delim" */
    size_t d = i + 1;
    while (d < n && d - i <= 17 && s[d] != '(' && s[d] != '\n')
      d++;
    if (d < n && s[d] == '(') {
      size_t dl = d - i - 1;
      for (size_t q = d + 1; q < n; q++)
        if (s[q] == ')' && q + dl + 1 < n && !strncmp(s + q + 1, s + i + 1, dl) &&
            s[q + dl + 1] == '"')
          return q + dl + 2;
      return n;
    }
  }
  char quote = s[i];
  size_t q = i + 1;
  for (; q < n && s[q] != quote && s[q] != '\n'; q++)
    if (s[q] == '\\' && q + 1 < n)
      q++;
  return q < n && s[q] == quote ? q + 1 : q;
}

/* Phase 3 on the spliced text: each comment becomes one space. */
static void uncomment(const struct out *in, struct out *o)
{
  const char *s = in->s;
  size_t n = in->n;
  for (size_t i = 0; i < n;) {
    if (s[i] == '"' || s[i] == '\'') {
      size_t e = rg_pp_literal_end(s, n, i);
      while (i < e)
        put(o, s[i], in->line[i]), i++;
    } else if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
      put(o, ' ', in->line[i]);
      while (i < n && s[i] != '\n')
        i++;
    } else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
      put(o, ' ', in->line[i]);
      i += 2;
      while (i < n && !(s[i] == '*' && i + 1 < n && s[i + 1] == '/'))
        i++;
      i = i < n ? i + 2 : n;
    } else {
      put(o, s[i], in->line[i]);
      i++;
    }
  }
}

char *rg_pp_text(const char *text, int **line_of)
{
  size_t len = strlen(text);
  struct out a = { malloc(len + 1), malloc((len + 1) * sizeof(int)), 0 };
  struct out b = { malloc(len + 1), malloc((len + 1) * sizeof(int)), 0 };
  if (!a.s || !a.line || !b.s || !b.line)
    abort();
  splice(text, &a);
  uncomment(&a, &b);
  b.s[b.n] = '\0';
  b.line[b.n] = b.n ? b.line[b.n - 1] : 1;
  free(a.s);
  free(a.line);
  *line_of = b.line;
  return b.s;
}
