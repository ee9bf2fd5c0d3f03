/* footprint.c — the device bytes one piece of queued work read and wrote,
 * for stream_order.c's check of work on two unordered streams.  A memset,
 * copy or collective states its ranges; a kernel's are recorded while it
 * runs (cov.c's load/store callbacks and atomic.c, only while
 * simt_fp_on: a launch that nothing unordered sits beside costs nothing),
 * a bit per byte in pages of a hash, turned into sorted ranges at its end.
 * Past MAX_PAGES pages the footprint is "unknown" and never a finding.
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

int simt_fp_on;

#define FP_SHIFT 12
#define FP_PAGE ((uintptr_t)1 << FP_SHIFT)
#define FP_WORDS (FP_PAGE / 64)
#define MAX_PAGES 65536 /* 64 MiB of bitmaps: 256 MiB touched */

struct fpage {
  uintptr_t key; /* page number + 1; 0: empty slot */
  uint64_t bits[2][FP_WORDS];
};

static struct fpage *table;
static size_t cap, used;
static struct fpage *last;
static int overflow;

static struct fpage *page_of(uintptr_t key)
{
  if (last && last->key == key)
    return last;
  if (used * 2 >= cap) {
    size_t ncap = cap ? cap * 2 : 256;
    if (used >= MAX_PAGES) {
      overflow = 1;
      return NULL;
    }
    struct fpage *n = calloc(ncap, sizeof *n);
    if (!n) {
      overflow = 1;
      return NULL;
    }
    for (size_t i = 0; i < cap; i++)
      if (table[i].key) {
        size_t h = (size_t)(table[i].key * 0x9E3779B97F4A7C15ull) & (ncap - 1);
        while (n[h].key)
          h = (h + 1) & (ncap - 1);
        n[h] = table[i];
      }
    free(table);
    table = n;
    cap = ncap;
  }
  size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull) & (cap - 1);
  while (table[h].key && table[h].key != key)
    h = (h + 1) & (cap - 1);
  if (!table[h].key) {
    table[h].key = key;
    used++;
  }
  return last = &table[h];
}

void simt_fp_touch(uintptr_t a, size_t n, int write)
{
  a = simt_dvb_key(a);
  for (uintptr_t b = a; b < a + n; b++) {
    struct fpage *p = page_of((b >> FP_SHIFT) + 1);
    if (!p)
      return;
    uintptr_t off = b & (FP_PAGE - 1);
    p->bits[write != 0][off / 64] |= (uint64_t)1 << (off % 64);
  }
}

static int push(struct simt_fp *fp, int w, uintptr_t lo, uintptr_t hi)
{
  size_t k = fp->n[w];
  if (k && fp->r[w][k - 1].hi >= lo && fp->r[w][k - 1].lo <= lo) {
    if (hi > fp->r[w][k - 1].hi)
      fp->r[w][k - 1].hi = hi;
    return 0;
  }
  if (k == fp->cap[w]) {
    size_t nc = fp->cap[w] ? fp->cap[w] * 2 : 4;
    struct simt_range *r = realloc(fp->r[w], nc * sizeof *r);
    if (!r)
      return -1;
    fp->r[w] = r;
    fp->cap[w] = nc;
  }
  fp->r[w][k] = (struct simt_range){lo, hi};
  fp->n[w] = k + 1;
  return 0;
}

void simt_fp_add(struct simt_fp *fp, const void *p, size_t n, int write)
{
  uintptr_t a = simt_dvb_key((uintptr_t)p);
  if (p && n && push(fp, write != 0, a, a + n) != 0)
    fp->unknown = 1;
}

void simt_fp_begin(void)
{
  overflow = 0;
  simt_fp_on = 1;
}

static int by_key(const void *a, const void *b)
{
  uintptr_t x = ((const struct fpage *)a)->key, y = ((const struct fpage *)b)->key;
  return (x > y) - (x < y);
}

/* The recorded bytes as ranges into fp; the pages emptied. */
void simt_fp_end(struct simt_fp *fp)
{
  simt_fp_on = 0;
  last = NULL;
  if (overflow)
    fp->unknown = 1;
  /* the used slots to the front, in address order */
  size_t k = 0;
  for (size_t i = 0; i < cap; i++)
    if (table[i].key)
      table[k++] = table[i];
  qsort(table, k, sizeof *table, by_key);
  for (int w = 0; w < 2 && !fp->unknown; w++)
    for (size_t i = 0; i < k; i++) {
      uintptr_t base = (table[i].key - 1) << FP_SHIFT;
      for (uintptr_t off = 0; off < FP_PAGE; off++) {
        if (!(table[i].bits[w][off / 64] >> (off % 64) & 1)) {
          if (!table[i].bits[w][off / 64] && off % 64 == 0)
            off += 63; /* a whole empty word */
          continue;
        }
        uintptr_t lo = off;
        while (off < FP_PAGE) {
          uint64_t word = table[i].bits[w][off / 64];
          if (off % 64 == 0 && word == ~(uint64_t)0)
            off += 64; /* a whole word touched */
          else if (word >> (off % 64) & 1)
            off++;
          else
            break;
        }
        if (push(fp, w, base + lo, base + off) != 0)
          fp->unknown = 1;
      }
    }
  memset(table, 0, cap * sizeof *table);
  used = 0;
}

void simt_fp_free(struct simt_fp *fp)
{
  free(fp->r[0]);
  free(fp->r[1]);
  memset(fp, 0, sizeof *fp);
}

/* The first byte both lists cover (sorted, disjoint ranges), or 0. */
static uintptr_t meet(const struct simt_range *a, size_t na, const struct simt_range *b,
                      size_t nb, size_t *len)
{
  size_t i = 0, j = 0;
  while (i < na && j < nb) {
    if (a[i].hi <= b[j].lo)
      i++;
    else if (b[j].hi <= a[i].lo)
      j++;
    else {
      uintptr_t lo = a[i].lo > b[j].lo ? a[i].lo : b[j].lo;
      uintptr_t hi = a[i].hi < b[j].hi ? a[i].hi : b[j].hi;
      *len = hi - lo;
      return lo;
    }
  }
  return 0;
}

/* Bytes one of a, b writes and the other reads or writes: the first such
 * run's start (and its length in *len), or 0.  *a_writes and *b_writes say
 * who wrote there. */
uintptr_t simt_fp_conflict(const struct simt_fp *a, const struct simt_fp *b, size_t *len,
                           int *a_writes, int *b_writes)
{
  if (a->unknown || b->unknown)
    return 0;
  static const int pairs[3][2] = {{1, 1}, {1, 0}, {0, 1}};
  for (int k = 0; k < 3; k++) {
    int x = pairs[k][0], y = pairs[k][1];
    uintptr_t at = meet(a->r[x], a->n[x], b->r[y], b->n[y], len);
    if (at) {
      *a_writes = x;
      *b_writes = y;
      return at;
    }
  }
  return 0;
}
