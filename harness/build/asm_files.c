/* asm_files.c — refuse assembler directives that read files from a
 * submission's string literals (see asm_files.h). */
#include "asm_files.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "pp_text.h"

/* One escape at s[*i] (just past the backslash), decoded. */
static char unescape(const char *s, size_t e, size_t *i)
{
  char c = s[(*i)++];
  if (c >= '0' && c <= '7') {
    int v = c - '0';
    for (int k = 0; k < 2 && *i < e && s[*i] >= '0' && s[*i] <= '7'; k++)
      v = v * 8 + s[(*i)++] - '0';
    return (char)v;
  }
  if (c == 'x') {
    int v = 0;
    while (*i < e && isxdigit((unsigned char)s[*i])) {
      char h = (char)tolower((unsigned char)s[(*i)++]);
      v = v * 16 + (isdigit((unsigned char)h) ? h - '0' : h - 'a' + 10);
    }
    return (char)v;
  }
  return c == 'n' ? '\n' : c == 't' ? '\t' : c;
}

/* The decoded contents of the literal s[i, e) (its quote at s[i]) added to
 * buf at *n; raw strings as written. */
static void decode(const char *s, size_t i, size_t e, bool raw, char *buf, size_t *n)
{
  size_t a = i + 1, b = e > i + 1 && s[e - 1] == s[i] ? e - 1 : e;
  if (raw) { /* between the parentheses */
    const char *open = memchr(s + a, '(', b - a);
    a = open ? (size_t)(open - s) + 1 : a;
    while (b > a && s[b] != ')')
      b--;
  }
  for (size_t k = a; k < b;) {
    char c = s[k++];
    buf[(*n)++] = (char)tolower((unsigned char)(c == '\\' && !raw && k < b ? unescape(s, b, &k) : c));
  }
}

static const char *names(const char *buf)
{
  if (strstr(buf, "incbin"))
    return ".incbin";
  return strstr(buf, ".include") ? ".include" : NULL;
}

int rg_asm_reads_file(const char *text, const char **what)
{
  int *line_of;
  char *s = rg_pp_text(text, &line_of);
  size_t n = strlen(s), len = 0;
  char *buf = malloc(n + 1);
  if (!buf)
    abort();
  int found = 0, first = 0;
  for (size_t i = 0; i < n && !found;) {
    if (s[i] != '"' && s[i] != '\'') {
      /* Only spaces and a literal's prefix (u8, L, R) join two literals. */
      if (!isspace((unsigned char)s[i]) && !isalnum((unsigned char)s[i]) && len) {
        buf[len] = '\0';
        if ((*what = names(buf)))
          found = first;
        len = 0;
      }
      i++;
      continue;
    }
    size_t e = rg_pp_literal_end(s, n, i);
    if (s[i] == '"') {
      first = len ? first : line_of[i];
      decode(s, i, e, i > 0 && s[i - 1] == 'R', buf, &len);
    }
    i = e > i ? e : i + 1;
  }
  buf[len] = '\0';
  if (!found && len && (*what = names(buf)))
    found = first;
  free(buf);
  free(s);
  free(line_of);
  return found;
}
