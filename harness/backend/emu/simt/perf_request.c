/* perf_request.c — what one warp-level memory request costs (32-byte
 * sectors and bytes asked for in global memory, extra wavefronts from bank
 * conflicts in shared memory), and the joining of requests that the
 * lanes' different paths to one instruction split apart.
 */
#include <stdlib.h>
#include "perf_int.h"

/* Distinct 32-byte sectors of one global request. */
uint64_t simt_pf_sectors_of(const struct acc *e)
{
  uintptr_t sec[SIMT_WARP * 2];
  int ns = 0;
  for (unsigned l = 0; l < SIMT_WARP; l++) {
    if (!(e->mask >> l & 1))
      continue;
    for (uintptr_t s = e->addr[l] >> 5; s <= (e->addr[l] + e->size - 1) >> 5; s++) {
      int k = 0;
      while (k < ns && sec[k] != s)
        k++;
      if (k == ns && ns < SIMT_WARP * 2)
        sec[ns++] = s;
    }
  }
  return (uint64_t)ns;
}

/* Bytes the lanes of one request ask for: lanes at one address share them
 * (a broadcast fetches its bytes once). */
uint64_t simt_pf_bytes_of(const struct acc *e)
{
  uint64_t n = 0;
  for (unsigned l = 0; l < SIMT_WARP; l++) {
    if (!(e->mask >> l & 1))
      continue;
    unsigned k = 0;
    while (k < l && !(e->mask >> k & 1 && e->addr[k] == e->addr[l]))
      k++;
    if (k == l)
      n += e->size;
  }
  return n;
}

/* Extra shared wavefronts of one request: the most distinct 4-byte words in
 * one bank, beyond the fewest wavefronts its bytes need (same word in two
 * lanes is a broadcast). */
uint64_t simt_pf_conflicts_of(const struct acc *e)
{
  uintptr_t words[SIMT_WARP * 4];
  int nw = 0, per_bank[SIMT_WARP] = {0}, worst = 0;
  for (unsigned l = 0; l < SIMT_WARP; l++) {
    if (!(e->mask >> l & 1))
      continue;
    for (uintptr_t w = e->addr[l] >> 2; w <= (e->addr[l] + e->size - 1) >> 2; w++) {
      int k = 0;
      while (k < nw && words[k] != w)
        k++;
      if (k < nw || nw == SIMT_WARP * 4)
        continue;
      words[nw++] = w;
      int c = ++per_bank[w % SIMT_WARP];
      worst = c > worst ? c : worst;
    }
  }
  int need = (nw + SIMT_WARP - 1) / SIMT_WARP;
  return worst > need ? (uint64_t)(worst - need) : 0;
}

/* Lanes that reach one instruction along different edges gather under
 * different keys: a lane that ran the body of an `if` arrives from the
 * body's block, the lanes that skipped it from the split edge the coverage
 * pass counts instead, and their access indices differ too.  The GPU,
 * reconverged, makes one request of them.  So the requests of one warp,
 * block visit and instruction whose lanes do not overlap are one request.
 * (Lanes already together under one key are one dynamic instance; a lane
 * in both of two requests means two instances, kept apart.) */
static const struct acc *join_vals;
static const uint64_t *join_keys;

static uint64_t join_rank(size_t i)
{
  return (join_keys[i] & 0xff) << 32 | join_keys[i] >> 32; /* warp, visit */
}

static int join_cmp(const void *a, const void *b)
{
  size_t i = *(const size_t *)a, j = *(const size_t *)b;
  uint64_t ri = join_rank(i), rj = join_rank(j);
  if (ri != rj)
    return ri < rj ? -1 : 1;
  uintptr_t pi = (uintptr_t)join_vals[i].pc, pj = (uintptr_t)join_vals[j].pc;
  return pi < pj ? -1 : pi > pj;
}

void simt_pf_join_split_requests(struct table *at)
{
  size_t n = 0;
  for (size_t i = 0; i < at->cap; i++)
    n += at->keys[i] != 0;
  size_t *ix = n > 1 ? malloc(n * sizeof *ix) : NULL;
  if (!ix)
    return;
  n = 0;
  for (size_t i = 0; i < at->cap; i++)
    if (at->keys[i])
      ix[n++] = i;
  struct acc *v = at->vals;
  join_vals = v;
  join_keys = at->keys;
  qsort(ix, n, sizeof *ix, join_cmp);
  for (size_t a = 0; a < n; a++) {
    if (!at->keys[ix[a]])
      continue;
    struct acc *ea = &v[ix[a]];
    for (size_t b = a + 1; b < n && join_cmp(&ix[a], &ix[b]) == 0; b++) {
      struct acc *eb = &v[ix[b]];
      if (!at->keys[ix[b]] || eb->shared != ea->shared || eb->size != ea->size ||
          eb->write != ea->write ||
          (eb->mask & ea->mask))
        continue;
      for (int l = 0; l < SIMT_WARP; l++)
        if (eb->mask >> l & 1)
          ea->addr[l] = eb->addr[l];
      ea->mask |= eb->mask;
      at->keys[ix[b]] = 0; /* the table is cleared once this interval is folded */
    }
  }
  free(ix);
}
