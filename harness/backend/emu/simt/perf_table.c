/* perf_table.c — the performance model's open-addressing tables (see
 * perf_int.h): linear probing, doubled when half full, cleared by zeroing
 * the keys only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "perf_int.h"

static void table_grow(struct table *t)
{
  size_t ncap = t->cap ? t->cap * 2 : 1024;
  uint64_t *nk = calloc(ncap, sizeof *nk);
  char *nv = malloc(ncap * t->vsize);
  if (!nk || !nv) {
    fprintf(stderr, "reduce-grade: emulator: out of memory for the performance model\n");
    abort();
  }
  for (size_t i = 0; i < t->cap; i++) {
    if (!t->keys[i])
      continue;
    size_t h = (size_t)((t->keys[i] * 0x9E3779B97F4A7C15ull) >> 20) & (ncap - 1);
    while (nk[h])
      h = (h + 1) & (ncap - 1);
    nk[h] = t->keys[i];
    memcpy(nv + h * t->vsize, (char *)t->vals + i * t->vsize, t->vsize);
  }
  free(t->keys);
  free(t->vals);
  t->keys = nk;
  t->vals = nv;
  t->cap = ncap;
}

void *simt_pf_table_get(struct table *t, uint64_t key, int *fresh)
{
  if (2 * (t->used + 1) > t->cap)
    table_grow(t);
  size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & (t->cap - 1);
  while (t->keys[h] && t->keys[h] != key)
    h = (h + 1) & (t->cap - 1);
  *fresh = !t->keys[h];
  if (*fresh) {
    t->keys[h] = key;
    t->used++;
  }
  return (char *)t->vals + h * t->vsize;
}

void *simt_pf_table_find(const struct table *t, uint64_t key)
{
  if (!t->cap)
    return NULL;
  size_t h = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & (t->cap - 1);
  while (t->keys[h] && t->keys[h] != key)
    h = (h + 1) & (t->cap - 1);
  return t->keys[h] ? (char *)t->vals + h * t->vsize : NULL;
}

void simt_pf_table_clear(struct table *t)
{
  if (t->used)
    memset(t->keys, 0, t->cap * sizeof *t->keys);
  t->used = 0;
}
