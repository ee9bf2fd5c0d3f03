/* mutant_patch.c — read a .mutant and apply it to its solution (mutant.h).
 * The reverse, a .mutant from a full copy, is mutant_diff.c. */
#include "mutant.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mutant_buf.h"

/* "<indent>// MARKER..." where the whole rest of the line may follow
 * (rest_ok) or only white space. */
static int is_marker_line(const char *line, size_t len, const char *marker, int rest_ok)
{
  size_t i = 0;
  while (i < len && (line[i] == ' ' || line[i] == '\t'))
    i++;
  size_t ml = strlen(marker);
  if (len - i < ml || strncmp(line + i, marker, ml) != 0)
    return 0;
  if (rest_ok)
    return 1;
  for (i += ml; i < len; i++)
    if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
      return 0;
  return 1;
}

/* Copy one line, each inline hole reduced to its code.  The space after the
 * hint comment and the one before END TODO go too, so "(/" "* TODO 1: h *" "/
 * volatile /" "* END TODO *" "/ float" reads "(volatile float".  A malformed
 * hole is copied as it is: mkskeleton reports it. */
static void strip_inline(struct mutant_buf *out, const char *p, const char *end)
{
  static const char open_tag[] = "/* TODO ", stop_tag[] = "/* END TODO */";
  for (;;) {
    const char *open = NULL, *close = NULL, *stop = NULL;
    for (const char *q = p; q + sizeof open_tag - 1 <= end && !open; q++)
      if (memcmp(q, open_tag, sizeof open_tag - 1) == 0)
        open = q;
    for (const char *q = open ? open + 2 : end; q + 2 <= end && !close; q++)
      if (q[0] == '*' && q[1] == '/')
        close = q + 2;
    for (const char *q = close ? close : end; q + sizeof stop_tag - 1 <= end && !stop; q++)
      if (memcmp(q, stop_tag, sizeof stop_tag - 1) == 0)
        stop = q;
    if (!stop) {
      mutant_buf_put(out, p, (size_t)(end - p));
      return;
    }
    const char *code = close < stop && *close == ' ' ? close + 1 : close;
    const char *code_end = stop > code && stop[-1] == ' ' ? stop - 1 : stop;
    mutant_buf_put(out, p, (size_t)(open - p));
    mutant_buf_put(out, code, (size_t)(code_end - code));
    p = stop + sizeof stop_tag - 1;
  }
}

char *mutant_strip_markers(const char *sol)
{
  struct mutant_buf out = { 0 };
  mutant_buf_put(&out, "", 0);
  for (const char *line = sol; *line;) {
    const char *eol = strchr(line, '\n');
    size_t len = eol ? (size_t)(eol - line) : strlen(line);
    const char *next = eol ? eol + 1 : line + len;
    /* Marker lines vanish with their newline: the code between them stays. */
    if (is_marker_line(line, len, "// BEGIN TODO ", 1) ||
        is_marker_line(line, len, "// BEGIN SOLUTION ONLY", 1) ||
        is_marker_line(line, len, "// END TODO", 0) ||
        is_marker_line(line, len, "// END SOLUTION ONLY", 0)) {
      line = next;
      continue;
    }
    strip_inline(&out, line, line + len);
    if (eol)
      mutant_buf_put(&out, "\n", 1);
    line = next;
  }
  return out.s;
}

void mutant_free(struct mutant *m)
{
  for (size_t i = 0; i < m->count; i++) {
    free(m->blocks[i].find);
    free(m->blocks[i].replace);
  }
  free(m->blocks);
  free(m->expect);
  free(m->mistake);
  memset(m, 0, sizeof *m);
}

static char *dup_n(const char *s, size_t n)
{
  struct mutant_buf b = { 0 };
  mutant_buf_put(&b, s, n);
  return b.s;
}

/* The lines of a block part, joined by '\n' without a final newline. */
static void join_line(struct mutant_buf *b, int *first, const char *line, size_t len)
{
  if (!*first)
    mutant_buf_put(b, "\n", 1);
  mutant_buf_put(b, line, len);
  *first = 0;
}

int mutant_parse(const char *path, const char *text, struct mutant *m, char *err,
                 size_t errcap)
{
  enum { HEADER, BETWEEN, FIND, REPLACE } state = HEADER;
  struct mutant_buf find = { 0 }, repl = { 0 };
  int find_first = 1, repl_first = 1, lineno = 0, block_line = 0;
  size_t cap = 0;
  memset(m, 0, sizeof *m);
  for (const char *line = text; *line;) {
    const char *eol = strchr(line, '\n');
    size_t len = eol ? (size_t)(eol - line) : strlen(line);
    const char *next = eol ? eol + 1 : line + len;
    lineno++;
    int is_find = len == 7 && strncmp(line, "@@ find", 7) == 0;
    int is_repl = len == 10 && strncmp(line, "@@ replace", 10) == 0;
    int is_end = len == 6 && strncmp(line, "@@ end", 6) == 0;
    int blank = strspn(line, " \t\r") == len;
    if (lineno == 1) {
      if (len < 11 || strncmp(line, "// expect: ", 11) != 0) {
        snprintf(err, errcap, "%s:1: line 1 must be '// expect: gpu=CAUSE emu=CAUSE -- why'", path);
        goto fail;
      }
      m->expect = dup_n(line, len);
    } else if (lineno == 2) {
      if (len < 12 || strncmp(line, "// mistake: ", 12) != 0 ||
          strspn(line + 12, " \t\r") == len - 12) {
        snprintf(err, errcap, "%s:2: line 2 must be '// mistake: ' and the mistake in one line",
                 path);
        goto fail;
      }
      m->mistake = dup_n(line, len);
      state = BETWEEN;
    } else if (state == BETWEEN) {
      if (is_find) {
        state = FIND;
        block_line = lineno;
        find_first = repl_first = 1;
        find.len = repl.len = 0;
        mutant_buf_put(&find, "", 0);
        mutant_buf_put(&repl, "", 0);
      } else if (!blank) {
        snprintf(err, errcap, "%s:%d: expected '@@ find' (or a blank line), got '%.*s'", path,
                 lineno, (int)(len > 60 ? 60 : len), line);
        goto fail;
      }
    } else if (state == FIND) {
      if (is_repl)
        state = REPLACE;
      else if (is_find || is_end) {
        snprintf(err, errcap, "%s:%d: '@@ find' of line %d has no '@@ replace'", path, lineno,
                 block_line);
        goto fail;
      } else
        join_line(&find, &find_first, line, len);
    } else { /* REPLACE */
      if (is_end) {
        if (find.len == 0) {
          snprintf(err, errcap, "%s:%d: the find text is empty", path, block_line);
          goto fail;
        }
        if (m->count == cap) {
          cap = cap ? 2 * cap : 4;
          m->blocks = realloc(m->blocks, cap * sizeof *m->blocks);
          if (!m->blocks)
            abort(); /* a few blocks: no memory means nothing works */
        }
        m->blocks[m->count++] = (struct mutant_block){ find.s, repl.s, block_line };
        find = (struct mutant_buf){ 0 };
        repl = (struct mutant_buf){ 0 };
        state = BETWEEN;
      } else if (is_find || is_repl) {
        snprintf(err, errcap, "%s:%d: '@@ find' of line %d has no '@@ end'", path, lineno,
                 block_line);
        goto fail;
      } else
        join_line(&repl, &repl_first, line, len);
    }
    line = next;
  }
  if (lineno < 2) {
    snprintf(err, errcap, "%s:%d: no '// expect:' and '// mistake:' lines", path, lineno);
    goto fail;
  }
  if (state != BETWEEN) {
    snprintf(err, errcap, "%s:%d: '@@ find' of line %d has no '@@ end'", path, lineno, block_line);
    goto fail;
  }
  if (m->count == 0) {
    snprintf(err, errcap, "%s:%d: no '@@ find' block: a mutant changes something", path, lineno);
    goto fail;
  }
  return 0;
fail:
  free(find.s);
  free(repl.s);
  mutant_free(m);
  return -1;
}

/* How many times needle occurs in hay, overlaps included; *at gets the first. */
static size_t count_in(const char *hay, const char *needle, size_t *at)
{
  size_t n = 0;
  for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) {
    if (n++ == 0)
      *at = (size_t)(p - hay);
  }
  return n;
}

char *mutant_apply(const struct mutant *m, const char *mutant_path, const char *base,
                   const char *base_path, char *err, size_t errcap)
{
  size_t *at = calloc(m->count ? m->count : 1, sizeof *at);
  size_t *order = calloc(m->count ? m->count : 1, sizeof *order);
  if (!at || !order)
    abort();
  char *result = NULL;
  /* Locate every block in the untouched base first: a block never anchors
   * on what another one wrote, so their order in the file does not matter. */
  for (size_t k = 0; k < m->count; k++) {
    size_t n = count_in(base, m->blocks[k].find, &at[k]);
    if (n != 1) {
      if (n == 0)
        snprintf(err, errcap,
                 "%s:%d: block %zu's find text does not occur in %s (did the solution change? "
                 "update the block)", mutant_path, m->blocks[k].line, k + 1, base_path);
      else
        snprintf(err, errcap,
                 "%s:%d: block %zu's find text occurs %zu times in %s (it must occur exactly "
                 "once: add a neighbouring line)", mutant_path, m->blocks[k].line, k + 1, n,
                 base_path);
      goto done;
    }
    /* Insertion sort by position: a mutant has a handful of blocks. */
    size_t j = k;
    while (j > 0 && at[order[j - 1]] > at[k]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = k;
  }
  for (size_t j = 1; j < m->count; j++) {
    const struct mutant_block *a = &m->blocks[order[j - 1]], *b = &m->blocks[order[j]];
    if (at[order[j - 1]] + strlen(a->find) > at[order[j]]) {
      snprintf(err, errcap, "%s:%d: block %zu's find text overlaps block %zu's (line %d) in %s",
               mutant_path, b->line, order[j] + 1, order[j - 1] + 1, a->line, base_path);
      goto done;
    }
  }
  struct mutant_buf out = { 0 };
  mutant_buf_put(&out, "", 0);
  size_t pos = 0;
  for (size_t j = 0; j < m->count; j++) {
    const struct mutant_block *b = &m->blocks[order[j]];
    mutant_buf_put(&out, base + pos, at[order[j]] - pos);
    mutant_buf_put(&out, b->replace, strlen(b->replace));
    pos = at[order[j]] + strlen(b->find);
  }
  mutant_buf_put(&out, base + pos, strlen(base + pos));
  result = out.s;
done:
  free(at);
  free(order);
  return result;
}

char *mutant_render(const struct mutant *m, const char *mutant_name, const char *body)
{
  struct mutant_buf out = { 0 };
  mutant_buf_puts(&out, m->expect);
  mutant_buf_puts(&out, "\n");
  mutant_buf_puts(&out, m->mistake);
  mutant_buf_puts(&out, "\n// Generated by mkmutant from ");
  mutant_buf_puts(&out, mutant_name);
  mutant_buf_puts(&out, " and its solution: edit the .mutant, not this file.\n");
  mutant_buf_puts(&out, body);
  return out.s;
}
