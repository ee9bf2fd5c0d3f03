/* host_blocks.c — the recorded host blocks (host_blocks.h): a table sorted
 * by address, searched by bisection (sorted_table.c).  Blocks do not
 * overlap (each is live memory of its own: drop_overlapping), so the
 * block that may hold an address is the last one starting at or below it.  A host program keeps
 * a few large blocks, so an insertion's move of the entries above it costs
 * little; a load outside the span of them all costs two comparisons. */
#include <stdlib.h>
#include <string.h>
#include "host_blocks.h"
#include "simt_int.h"

struct block { uintptr_t lo; size_t n; };
static struct block *blocks;
static size_t nblocks, capblocks;
uintptr_t simt_hb_lo, simt_hb_hi;

static void span(void)
{
  simt_hb_lo = nblocks ? blocks[0].lo : 0;
  simt_hb_hi = nblocks ? blocks[nblocks - 1].lo + blocks[nblocks - 1].n : 0;
}

/* A block freed where no wrap saw it (by code the wraps do not cover)
 * stays recorded; memory handed out again over it is live, so each entry
 * it overlaps is stale: dropped (simt_hb_drop), which keeps the entries
 * apart. */
void simt_hb_drop(uintptr_t p, size_t n)
{
  size_t k = 0;
  for (size_t i = 0; i < nblocks; i++)
    if (!(blocks[i].lo < p + n && p < blocks[i].lo + blocks[i].n))
      blocks[k++] = blocks[i];
  nblocks = k;
  span();
}

int simt_hb_add(uintptr_t p, size_t n)
{
  if (!n)
    return 0;
  if (nblocks == capblocks) {
    size_t c = capblocks ? 2 * capblocks : 16;
    struct block *nb = realloc(blocks, c * sizeof *nb);
    if (!nb)
      return -1;
    blocks = nb;
    capblocks = c;
  }
  if (simt_hb_overlaps(p, n))
    simt_hb_drop(p, n);
  size_t at = simt_at_or_below(blocks, nblocks, sizeof *blocks, p);
  memmove(blocks + at + 1, blocks + at, (nblocks - at) * sizeof *blocks);
  blocks[at] = (struct block){ p, n };
  nblocks++;
  span();
  return 0;
}

void simt_hb_remove(uintptr_t p)
{
  size_t at = simt_at_or_below(blocks, nblocks, sizeof *blocks, p);
  if (!at || blocks[at - 1].lo != p)
    return;
  memmove(blocks + at - 1, blocks + at, (nblocks - at) * sizeof *blocks);
  nblocks--;
  span();
}

int simt_hb_overlaps_slow(uintptr_t a, size_t n)
{
  size_t at = simt_at_or_below(blocks, nblocks, sizeof *blocks, a + n - 1);
  return at && a < blocks[at - 1].lo + blocks[at - 1].n;
}

size_t simt_hb_count(void) { return nblocks; }

void simt_hb_clear(void)
{
  nblocks = 0;
  span();
}
