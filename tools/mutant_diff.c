/* mutant_diff.c — a .mutant from a full copy of a solution (mutant.h): a
 * line diff (longest common subsequence), each run of changed lines widened
 * by neighbouring lines until its find text is unique in the solution. */
#include "mutant.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mutant_buf.h"

/* A text cut at '\n': "a\nb\n" is "a", "b", "" (joining with '\n' gives it back). */
struct lines {
  const char **at;
  size_t *len;
  size_t n;
};

static void lines_split(const char *text, struct lines *l)
{
  size_t n = 1;
  for (const char *p = text; *p; p++)
    n += *p == '\n';
  l->at = malloc(n * sizeof *l->at);
  l->len = malloc(n * sizeof *l->len);
  if (!l->at || !l->len)
    abort();
  l->n = 0;
  for (const char *p = text;;) {
    const char *eol = strchr(p, '\n');
    l->at[l->n] = p;
    l->len[l->n++] = eol ? (size_t)(eol - p) : strlen(p);
    if (!eol)
      break;
    p = eol + 1;
  }
}

static int lines_eq(const struct lines *a, size_t i, const struct lines *b, size_t j)
{
  return a->len[i] == b->len[j] && memcmp(a->at[i], b->at[j], a->len[i]) == 0;
}

/* Lines [from, to) of l joined by '\n' (fresh string). */
static char *lines_join(const struct lines *l, size_t from, size_t to)
{
  struct mutant_buf b = { 0 };
  mutant_buf_put(&b, "", 0);
  for (size_t i = from; i < to; i++) {
    if (i > from)
      mutant_buf_put(&b, "\n", 1);
    mutant_buf_put(&b, l->at[i], l->len[i]);
  }
  return b.s;
}

/* A run of changed lines: old [a0, a1) became new [b0, b1). */
struct hunk {
  size_t a0, a1, b0, b1;
};

/* The runs of changed lines between old and new, in order; NULL if the
 * texts are too long for the quadratic table. */
static struct hunk *diff_hunks(const struct lines *o, const struct lines *w, size_t *count)
{
  size_t n = o->n, m = w->n;
  if (n > 20000 || m > 20000 || (n + 1) * (m + 1) > 50000000)
    return NULL;
  /* lcs[i][j]: longest common subsequence of o[i..] and w[j..]. */
  unsigned *lcs = calloc((n + 1) * (m + 1), sizeof *lcs);
  struct hunk *h = malloc((n + m + 1) * sizeof *h);
  if (!lcs || !h)
    abort();
#define LCS(i, j) lcs[(size_t)(i) * (m + 1) + (j)]
  for (size_t i = n; i-- > 0;)
    for (size_t j = m; j-- > 0;)
      LCS(i, j) = lines_eq(o, i, w, j) ? LCS(i + 1, j + 1) + 1
                  : LCS(i + 1, j) > LCS(i, j + 1) ? LCS(i + 1, j) : LCS(i, j + 1);
  size_t i = 0, j = 0, k = 0;
  while (i < n || j < m) {
    if (i < n && j < m && lines_eq(o, i, w, j)) {
      i++, j++;
      continue;
    }
    struct hunk cur = { i, i, j, j };
    while ((i < n || j < m) && !(i < n && j < m && lines_eq(o, i, w, j))) {
      if (j < m && (i == n || LCS(i, j + 1) >= LCS(i + 1, j)))
        j++;
      else
        i++;
    }
    cur.a1 = i;
    cur.b1 = j;
    h[k++] = cur;
  }
#undef LCS
  free(lcs);
  *count = k;
  return h;
}

static size_t occurrences(const char *hay, const char *needle)
{
  size_t n = 0;
  for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
    n++;
  return n;
}

/* A block in line numbers: old [s, e) becomes new [t, u); ctx counts the
 * unchanged lines it holds; pure: its change only adds or only removes. */
struct span {
  size_t s, e, t, u, ctx;
  int pure;
};

static int span_ok(const struct span *b, const struct lines *o, const char *base)
{
  /* A pure insertion or deletion needs a neighbour: "A\nB" -> "A" deletes
   * the line B with its newline, "B" -> "" would leave an empty line. */
  if (b->e == b->s || (b->pure && b->ctx == 0))
    return 0;
  char *find = lines_join(o, b->s, b->e);
  int ok = find[0] != '\0' && occurrences(base, find) == 1;
  free(find);
  return ok;
}

char *mutant_diff(const char *base, const char *target, const char *expect, const char *mistake,
                  char *err, size_t errcap)
{
  struct lines o, w;
  lines_split(base, &o);
  lines_split(target, &w);
  size_t nh = 0, nb = 0;
  char *text = NULL;
  struct hunk *h = diff_hunks(&o, &w, &nh);
  struct span *b = malloc((nh + 1) * sizeof *b);
  if (!b)
    abort();
  if (!h) {
    snprintf(err, errcap, "the files are too long to compare (%zu and %zu lines)", o.n, w.n);
    goto done;
  }
  if (nh == 0) {
    snprintf(err, errcap, "the mutant does not differ from the solution");
    goto done;
  }
  for (size_t k = 0; k < nh;) {
    struct span cur = { h[k].a0, h[k].a1, h[k].b0, h[k].b1, 0,
                        h[k].a0 == h[k].a1 || h[k].b0 == h[k].b1 };
    k++;
    int before = 1; /* widen upwards first, then alternate */
    while (!span_ok(&cur, &o, base)) {
      int can_up = cur.s > 0, can_down = cur.e < o.n;
      if (!can_up && !can_down) {
        snprintf(err, errcap, "the change at line %zu of the mutant has no unique find text "
                 "in the solution", cur.t + 1);
        goto done;
      }
      if ((before && can_up) || !can_down) {
        if (nb > 0 && b[nb - 1].e == cur.s) {
          /* Up against the previous block: one block holds both. */
          nb--;
          cur.ctx += b[nb].ctx;
          cur.s = b[nb].s;
          cur.t = b[nb].t;
        } else {
          cur.s--, cur.t--, cur.ctx++;
        }
      } else if (k < nh && h[k].a0 == cur.e) {
        /* Down into the next run of changes: take it in. */
        cur.e = h[k].a1;
        cur.u = h[k].b1;
        k++;
      } else {
        cur.e++, cur.u++, cur.ctx++;
      }
      before = !before;
    }
    b[nb++] = cur;
  }
  struct mutant m = { (char *)expect, (char *)mistake, NULL, nb };
  struct mutant_block *mb = calloc(nb, sizeof *mb);
  if (!mb)
    abort();
  struct mutant_buf out = { 0 };
  mutant_buf_puts(&out, expect);
  mutant_buf_puts(&out, "\n");
  mutant_buf_puts(&out, mistake);
  mutant_buf_puts(&out, "\n");
  for (size_t k = 0; k < nb; k++) {
    mb[k].find = lines_join(&o, b[k].s, b[k].e);
    mb[k].replace = lines_join(&w, b[k].t, b[k].u);
    mutant_buf_puts(&out, "\n@@ find\n");
    mutant_buf_puts(&out, mb[k].find);
    mutant_buf_puts(&out, "\n@@ replace\n");
    if (b[k].u > b[k].t) {
      mutant_buf_puts(&out, mb[k].replace);
      mutant_buf_puts(&out, "\n");
    }
    mutant_buf_puts(&out, "@@ end\n");
  }
  /* Prove it: the blocks applied to the solution give the mutant back. */
  m.blocks = mb;
  char *back = mutant_apply(&m, "(generated)", base, "the solution", err, errcap);
  if (back && strcmp(back, target) == 0) {
    text = out.s;
    out.s = NULL;
  } else if (back) {
    snprintf(err, errcap, "the blocks found do not give the mutant back (a bug in mkmutant)");
  }
  free(back);
  free(out.s);
  for (size_t k = 0; k < nb; k++) {
    free(mb[k].find);
    free(mb[k].replace);
  }
  free(mb);
done:
  free(b);
  free(h);
  free(o.at);
  free(o.len);
  free(w.at);
  free(w.len);
  return text;
}
