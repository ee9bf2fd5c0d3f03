/* skeleton.c — solution with TODO markers → student skeleton (see skeleton.h). */
#include "skeleton.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct buf {
  char *s;
  size_t len, cap;
};

static void put(struct buf *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap) {
    size_t cap = (b->cap + n + 1) * 2;
    char *t = realloc(b->s, cap);
    if (!t)
      abort(); /* a skeleton is a few KiB: no memory means nothing works */
    b->s = t;
    b->cap = cap;
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = '\0';
}

/* If line (without its newline) is "<indent>// <marker>" return the text
 * after the marker, else NULL. */
static const char *line_marker(const char *line, size_t len, const char *marker,
                               size_t *indent)
{
  size_t i = 0;
  while (i < len && (line[i] == ' ' || line[i] == '\t'))
    i++;
  *indent = i;
  size_t ml = strlen(marker);
  if (len - i >= 3 + ml && strncmp(line + i, "// ", 3) == 0 &&
      strncmp(line + i + 3, marker, ml) == 0)
    return line + i + 3 + ml;
  return NULL;
}

static bool blank_after(const char *p, const char *end)
{
  while (p < end && isspace((unsigned char)*p))
    p++;
  return p == end;
}

/* Replace inline holes "/" "* TODO k: hint *" "/ code /" "* END TODO *" "/" on one line. */
static int inline_holes(struct buf *out, const char *line, size_t len, int lineno,
                        int *next_todo, char *err, size_t errcap)
{
  const char *p = line, *end = line + len;
  for (;;) {
    const char *open = NULL;
    for (const char *q = p; q + 8 <= end; q++)
      if (strncmp(q, "/* TODO ", 8) == 0) {
        open = q;
        break;
      }
    if (!open) {
      put(out, p, (size_t)(end - p));
      return 0;
    }
    const char *close = NULL;
    for (const char *q = open + 2; q + 2 <= end; q++)
      if (q[0] == '*' && q[1] == '/') {
        close = q + 2;
        break;
      }
    const char *stop = NULL;
    for (const char *q = close ? close : end; q + 14 <= end; q++)
      if (strncmp(q, "/* END TODO */", 14) == 0) {
        stop = q;
        break;
      }
    if (!close || !stop) {
      snprintf(err, errcap, "line %d: inline TODO without '/* END TODO */' on the same line",
               lineno);
      return -1;
    }
    int k = atoi(open + 8);
    if (k != *next_todo) {
      snprintf(err, errcap, "line %d: TODO %d out of order (expected TODO %d)", lineno, k,
               *next_todo);
      return -1;
    }
    (*next_todo)++;
    put(out, p, (size_t)(close - p)); /* text before, and the hint comment */
    p = stop + 14;
  }
}

char *rg_skeleton_generate(const char *sol, size_t len, char *err, size_t errcap)
{
  struct buf out = { 0 };
  put(&out, "", 0);
  int lineno = 0, next_todo = 1;
  bool in_hole = false, in_solution_only = false;
  int hole_line = 0;
  const char *end = sol + len;
  for (const char *line = sol; line < end;) {
    const char *eol = memchr(line, '\n', (size_t)(end - line));
    size_t llen = eol ? (size_t)(eol - line) : (size_t)(end - line);
    const char *next = eol ? eol + 1 : end;
    lineno++;
    size_t indent = 0;
    const char *m;
    if ((m = line_marker(line, llen, "END SOLUTION ONLY", &indent)) && blank_after(m, line + llen)) {
      if (!in_solution_only)
        goto unmatched;
      in_solution_only = false;
    } else if ((m = line_marker(line, llen, "BEGIN SOLUTION ONLY", &indent))) {
      if (in_hole || in_solution_only)
        goto nested;
      in_solution_only = true;
      hole_line = lineno;
    } else if ((m = line_marker(line, llen, "END TODO", &indent)) && blank_after(m, line + llen)) {
      if (!in_hole)
        goto unmatched;
      in_hole = false;
    } else if ((m = line_marker(line, llen, "BEGIN TODO ", &indent))) {
      if (in_hole || in_solution_only)
        goto nested;
      int k = atoi(m);
      if (k != next_todo) {
        snprintf(err, errcap, "line %d: TODO %d out of order (expected TODO %d)", lineno, k,
                 next_todo);
        goto fail;
      }
      next_todo++;
      in_hole = true;
      hole_line = lineno;
      put(&out, line, indent);
      put(&out, "// TODO ", 8);
      put(&out, m, (size_t)(line + llen - m));
      put(&out, "\n", 1);
      put(&out, line, indent);
      put(&out, "/* YOUR CODE HERE */\n", 21);
    } else if (!in_hole && !in_solution_only) {
      if (inline_holes(&out, line, llen, lineno, &next_todo, err, errcap) != 0)
        goto fail;
      if (eol)
        put(&out, "\n", 1);
    }
    line = next;
  }
  if (in_hole || in_solution_only) {
    snprintf(err, errcap, "line %d: marker opened here is never closed", hole_line);
    goto fail;
  }
  if (next_todo == 1) {
    snprintf(err, errcap, "no TODO markers: a solution must leave the student something to do");
    goto fail;
  }
  return out.s;
unmatched:
  snprintf(err, errcap, "line %d: END marker without a BEGIN", lineno);
  goto fail;
nested:
  snprintf(err, errcap, "line %d: markers cannot nest (the one opened at line %d is still open)",
           lineno, hole_line);
fail:
  free(out.s);
  return NULL;
}

uint64_t rg_skeleton_hash(const char *text, size_t len)
{
  return rg_hash(RG_HASH_SEED, text, len);
}
