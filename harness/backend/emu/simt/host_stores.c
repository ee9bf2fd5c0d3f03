/* host_stores.c — the bytes kernels stored into memory the host reads
 * without a copy (pinned or mapped host memory, managed memory, __managed__
 * variables) while an entry point runs.  Such a store is data reaching the
 * host, as a device-to-host copy is: a kernel that writes the input there,
 * copied or scrambled past any search by content, hands it to host code to
 * sum.  So the distinct bytes stored count in the same host-reduction
 * volume as the copies do (memory.c, simt_watch_disarm; integrity.c).
 * Distinct, not every store: a total a kernel adds into 100000 times is 4
 * bytes reaching the host, not 400000.  A bit per byte, in pages of a hash
 * (as footprint.c); past MAX_PAGES every further store counts whole.
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

#define HS_SHIFT 12
#define HS_PAGE ((uintptr_t)1 << HS_SHIFT)
#define MAX_PAGES 16384 /* 8 MiB of bitmaps: 64 MiB stored */

struct hpage {
  uintptr_t key; /* page number + 1; 0: empty slot */
  uint64_t bits[HS_PAGE / 64];
};

static int on;
static struct hpage *table, *last; /* last: the page hit last, in table */
static size_t cap, used;
static size_t stored; /* distinct bytes so far */

static struct hpage *grow(void)
{
  size_t ncap = cap ? cap * 2 : 64;
  struct hpage *n = calloc(ncap, sizeof *n);
  if (!n)
    return NULL;
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
  last = NULL;
  return table;
}

static struct hpage *page_of(uintptr_t key)
{
  if (last && last->key == key)
    return last;
  if (used * 2 >= cap && (used >= MAX_PAGES || !grow()))
    return NULL;
  size_t h = (size_t)(key * 0x9E3779B97F4A7C15ull) & (cap - 1);
  while (table[h].key && table[h].key != key)
    h = (h + 1) & (cap - 1);
  if (!table[h].key) {
    table[h].key = key;
    used++;
  }
  return last = &table[h];
}

void simt_hs_store(uintptr_t a, size_t n)
{
  if (!on)
    return;
  for (uintptr_t b = a; b < a + n; b++) {
    struct hpage *p = page_of((b >> HS_SHIFT) + 1);
    if (!p) {
      stored += a + n - b; /* past the cap: counted, not told apart */
      return;
    }
    uintptr_t off = b & (HS_PAGE - 1);
    uint64_t bit = (uint64_t)1 << (off % 64);
    if (!(p->bits[off / 64] & bit)) {
      p->bits[off / 64] |= bit;
      stored++;
    }
  }
}

/* From the entry point's start (on) to its end: the count, the pages
 * emptied. */
size_t simt_hs_arm(int arm)
{
  size_t n = stored;
  free(table);
  table = last = NULL;
  cap = used = stored = 0;
  on = arm != 0;
  return n;
}
