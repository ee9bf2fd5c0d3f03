/* batch_ids.c — a submission's id (its folder under --out, its row of the
 * class table) from the class folder's entry name: path-safe, never hidden,
 * never a class output's name, and unique, also on a disk that ignores
 * letter case; where entries would have shared one, each is told which
 * entry got which id (see batch.h). */
#define _GNU_SOURCE
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "batch_internal.h"
#include "util.h"

/* Names the batch writes in its --out folder, which no student id may
 * take, nor one that starts with them: each is written as NAME.tmp.PID
 * and renamed (rg_write_file_atomic), and a folder so named, the batch's
 * pid guessed (a container's are few), stopped the class table. */
static bool reserved_id(const char *id)
{
  static const char *const taken[] = { "grades.csv", "junit.xml", "batch.slurm",
                                       "protection.txt" };
  for (size_t i = 0; i < sizeof taken / sizeof taken[0]; i++)
    if (strncasecmp(id, taken[i], strlen(taken[i])) == 0)
      return true;
  return false;
}

/* The entry's name as an id: letters, digits, '.', '_' and '-' as they
 * are, every other byte as %XX ('%' itself too), so that two names are
 * never one id (José and Josè, 李娜 and 张伟 were both underscores, and the
 * class table could not tell whose row was whose). */
#define ID_KEEP 100 /* bytes of a long id kept before its hash */

char *rg_batch_safe_id(const char *name, size_t len)
{
  char *id = malloc(3 * len + 1), *q = id;
  if (!id)
    abort();
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)name[i];
    if (isalnum(c) || c == '.' || c == '_' || c == '-')
      *q++ = (char)c;
    else
      q += sprintf(q, "%%%02X", c);
  }
  *q = '\0';
  /* Short enough for a folder (NAME_MAX is 255 bytes, and a name of
   * 240 bytes of letters such as 'é' is 720 once encoded): a long id keeps
   * its first ID_KEEP bytes, whole %XX only, then '~' and the whole name's
   * hash.  '~' is %7E in any other id, so a cut one never meets a plain
   * one. */
  if (q - id > ID_KEEP + 20) {
    size_t keep = ID_KEEP;
    while (keep > 0 && (id[keep - 1] == '%' || (keep > 1 && id[keep - 2] == '%')))
      keep--;
    sprintf(id + keep, "~%016" PRIx64, rg_hash(RG_HASH_SEED, name, len));
  }
  /* Never hidden, never empty, never an option, never a class output. */
  if (id[0] == '.' || id[0] == '-' || id[0] == '\0' || reserved_id(id)) {
    char *t = rg_strdupf("_%s", id);
    free(id);
    id = t;
  }
  return id;
}

/* Length of the well-formed UTF-8 sequence at p (no overlong form, no
 * surrogate, nothing past U+10FFFF), or 0. */
static int utf8_len(const unsigned char *p)
{
  unsigned char c = p[0];
  int len = c >= 0xF0 && c < 0xF5 ? 4 : c >= 0xE0 && c < 0xF0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
  for (int i = 1; i < len; i++)
    if ((p[i] & 0xC0) != 0x80)
      return 0;
  if ((c == 0xE0 && len && p[1] < 0xA0) || (c == 0xED && len && p[1] > 0x9F) ||
      (c == 0xF0 && len && p[1] < 0x90) || (c == 0xF4 && len && p[1] > 0x8F))
    return 0;
  return len;
}

char *rg_batch_shown_name(const char *entry)
{
  const char *s = rg_batch_base_name(entry);
  size_t len = strcspn(s, "/");
  const unsigned char *p = (const unsigned char *)s, *end = (const unsigned char *)s + len;
  char *out = malloc(4 * (size_t)(end - p) + 3), *q = out;
  if (!out)
    abort();
  *q++ = '"';
  while (p < end) {
    int u = *p >= 0x80 ? utf8_len(p) : 0;
    if (u > 0 && p + u <= end) {
      memcpy(q, p, (size_t)u);
      q += u, p += u;
    } else if (*p < 0x20 || *p >= 0x7f || *p == '"' || *p == '\\') {
      q += sprintf(q, "\\x%02X", *p++);
    } else {
      *q++ = (char)*p++;
    }
  }
  *q++ = '"';
  *q = '\0';
  return out;
}

/* By id with letter case aside, then by id, then (the same id: a name made
 * safe with a prefix, "_-x" beside "-x") by the entry's own name, so that
 * which one gets "-1" is the same every run. */
static int by_id(const void *a, const void *b)
{
  const struct rg_submission *x = a, *y = b;
  int c = strcasecmp(x->id, y->id);
  c = c ? c : strcmp(x->id, y->id);
  return c ? c : strcmp(x->entry, y->entry);
}

static bool id_taken(const struct rg_submission *v, size_t n, size_t self, const char *id)
{
  for (size_t j = 0; j < n; j++)
    if (j != self && strcasecmp(v[j].id, id) == 0)
      return true;
  return false;
}

/* Each of v[i..end)'s note: which entry got which id, and why none kept
 * the one they would have had (base). */
static void group_notes(struct rg_submission *v, size_t i, size_t end, const char *base,
                        bool cased)
{
  char *list = rg_strdupf("%s", "");
  for (size_t m = i; m < end; m++) {
    char *shown = rg_batch_shown_name(v[m].entry);
    char *t = rg_strdupf("%s%s%s is %s", list, m > i ? ", " : "", shown, v[m].id);
    free(shown);
    free(list);
    list = t;
  }
  for (size_t m = i; m < end; m++) {
    char *shown = rg_batch_shown_name(v[m].entry);
    v[m].note = rg_strdupf("the entry %s is %s: %zu entries of the class would have had the "
                           "id %s%s, so none keeps it (%s)", shown, v[m].id, end - i, base,
                           cased ? " or one that differs from it only in letter case (one "
                                   "folder on a disk that ignores case)" : "", list);
    free(shown);
  }
  free(list);
}

/* Unique ids, in sorted order: an id several entries share (letter case
 * aside) is none of theirs.  Each gets the first free "alice-K", K = 1, 2,
 * ... (always its own id plus one suffix: never "alice-2-3").  Had the
 * first kept "alice", an entry made to sort first (a folder "alice" beside
 * her "alice.cu") would take her row: the grade an LMS imports under her
 * name would be the squatter's.  Sorted so, the sharers are neighbours. */
void rg_batch_unique_ids(struct rg_submission *v, size_t n)
{
  qsort(v, n, sizeof *v, by_id);
  size_t i = 0;
  while (i < n) {
    size_t end = i + 1;
    bool cased = false;
    while (end < n && strcasecmp(v[end].id, v[i].id) == 0) {
      cased |= strcmp(v[end].id, v[i].id) != 0;
      end++;
    }
    if (end - i > 1) {
      char *base = rg_strdupf("%s", v[i].id);
      int k = 1;
      for (size_t m = i; m < end; m++) {
        char *t = NULL;
        for (;; k++) {
          t = rg_strdupf("%s-%d", v[m].id, k);
          if (!id_taken(v, n, m, t))
            break;
          free(t);
        }
        k++;
        free(v[m].id);
        v[m].id = t;
      }
      group_notes(v, i, end, base, cased);
      free(base);
    }
    i = end;
  }
}
