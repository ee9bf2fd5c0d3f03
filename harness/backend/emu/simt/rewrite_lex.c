/* rewrite_lex.c — the rewriter's output buffer and lexer (rewrite_lex.h). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "rewrite_lex.h"

void rw_put(struct buf *b, const char *s, size_t n)
{
  if (b->oom)
    return;
  if (b->n + n + 1 > b->cap) {
    size_t c = b->cap ? b->cap : 4096;
    while (c < b->n + n + 1)
      c *= 2;
    char *np = realloc(b->p, c);
    if (!np) {
      b->oom = 1;
      return;
    }
    b->p = np;
    b->cap = c;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}

void rw_puts(struct buf *b, const char *s) { rw_put(b, s, strlen(s)); }

int rw_ident_char(int c) { return isalnum(c) || c == '_' || c >= 0x80; }

/* If a comment, string, character literal or number starts at i, returns
 * the index just past it; otherwise returns i. */
size_t rw_skip_literal(const struct lex *L, size_t i)
{
  const char *s = L->s;
  size_t n = L->n;
  if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
    while (i < n && s[i] != '\n') {
      if (s[i] == '\\' && i + 1 < n && s[i + 1] == '\n')
        i++;  /* a continued line comment */
      i++;
    }
    return i;
  }
  if (i + 1 < n && s[i] == '/' && s[i + 1] == '*') {
    i += 2;
    while (i + 1 < n && !(s[i] == '*' && s[i + 1] == '/'))
      i++;
    return i + 1 < n ? i + 2 : n;
  }
  if (s[i] == '"' || s[i] == '\'') {
    /* a raw string: R"delim( ... )delim" (prefix letters precede i) */
    if (s[i] == '"' && i > 0 && s[i - 1] == 'R') {
      size_t d = i + 1;
      while (d < n && s[d] != '(' && d - i < 20)
        d++;
      size_t dl = d - (i + 1);
      for (size_t k = d + 1; k + dl + 1 < n + 1 && k < n; k++)
        if (s[k] == ')' && k + 1 + dl < n && memcmp(s + k + 1, s + i + 1, dl) == 0 &&
            s[k + 1 + dl] == '"')
          return k + dl + 2;
      return n;
    }
    char q = s[i++];
    while (i < n && s[i] != q && s[i] != '\n') {
      if (s[i] == '\\')
        i++;
      i++;
    }
    return i < n ? i + 1 : n;
  }
  if (isdigit((unsigned char)s[i]) && (i == 0 || !rw_ident_char((unsigned char)s[i - 1]))) {
    /* a pp-number, digit separators (1'000) included */
    while (i < n && (rw_ident_char((unsigned char)s[i]) || s[i] == '.' || s[i] == '\'' ||
                     ((s[i] == '+' || s[i] == '-') && strchr("eEpP", s[i - 1]))))
      i++;
    return i;
  }
  return i;
}

/* Scans from i (inside a bracketed construct) to the first occurrence of
 * stop at nesting depth 0 of (), [] and {}; returns its index or n. */
size_t rw_scan_to(const struct lex *L, size_t i, const char *stop)
{
  int depth = 0;
  size_t sl = strlen(stop);
  while (i < L->n) {
    size_t j = rw_skip_literal(L, i);
    if (j != i) {
      i = j;
      continue;
    }
    char c = L->s[i];
    if (depth == 0 && i + sl <= L->n && memcmp(L->s + i, stop, sl) == 0)
      return i;
    if (c == '(' || c == '[' || c == '{')
      depth++;
    else if (c == ')' || c == ']' || c == '}') {
      if (depth == 0)
        return L->n;
      depth--;
    }
    i++;
  }
  return L->n;
}

size_t rw_skip_space(const struct lex *L, size_t i)
{
  for (;;) {
    while (i < L->n && isspace((unsigned char)L->s[i]))
      i++;
    size_t j = rw_skip_literal(L, i);
    if (j != i && i + 1 < L->n && L->s[i] == '/')
      i = j;
    else
      return i;
  }
}

int rw_word_at(const struct lex *L, size_t i, const char *w)
{
  size_t l = strlen(w);
  return i + l <= L->n && memcmp(L->s + i, w, l) == 0 &&
         (i + l == L->n || !rw_ident_char((unsigned char)L->s[i + l]));
}
