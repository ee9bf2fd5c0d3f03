/* input_runs.h — finds the input's bytes in memory the host can read, by
 * content, whatever route they took there (a copy of a device-side copy,
 * a copy kernel's scratch, managed memory).  Used by the emulator's runtime
 * (harness/backend/emu/simt/memory.c) and the GPU's wraps (watch.cuh): C that compiles
 * as C++ too, header only, as the glue is compiled on its own.
 *
 * A snapshot of the input, taken when the watch is armed, is indexed by the
 * hash of every RG_RUN_KEY-byte window that starts at a multiple of
 * RG_RUN_KEY; a buffer is scanned with a rolling hash at every byte, so any
 * run of the input of 2 * RG_RUN_KEY - 1 bytes or more, at any offset on
 * either side, holds one indexed window.  A hit is checked byte by byte and
 * extended both ways; runs of RG_RUN_MIN bytes or more count.
 *
 * What must not count: a correct kernel's partials or scalar result are
 * short (under RG_RUN_MIN) and rarely the input's; an input of one
 * repeated value (zeros) matches any buffer of that value, so a run that
 * repeats with a period of 8 bytes (one value of any type of 1 to 8 bytes,
 * or two alternating floats) is never counted. */
#ifndef RG_INPUT_RUNS_H
#define RG_INPUT_RUNS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define RG_RUN_KEY 128
#define RG_RUN_MIN (2 * RG_RUN_KEY)
#define RG_RUN_BASE 0x100000001b3ull
/* A bit per hash (its top 20 bits): most bytes of a buffer that is not the
 * input are turned away here, in the cache, before the table. */
#define RG_RUN_FILTER_BITS 20

struct rg_runs {
  unsigned char *snap; /* the input's bytes (owned), or null */
  size_t n;
  uint64_t *keys;      /* open addressing; 0 is empty (a 0 hash is skipped) */
  size_t *pos, mask;
  unsigned char *filter;
  uint64_t top;        /* RG_RUN_BASE^(RG_RUN_KEY - 1), to roll the hash */
};

static uint64_t rg_runs_hash(const unsigned char *p)
{
  uint64_t h = 0;
  for (int i = 0; i < RG_RUN_KEY; i++)
    h = h * RG_RUN_BASE + p[i];
  return h;
}

static void rg_runs_drop(struct rg_runs *r)
{
  free(r->snap);
  free(r->keys);
  free(r->pos);
  free(r->filter);
  memset(r, 0, sizeof *r);
}

/* Takes snap (malloc'd, n bytes of the input) as the input to look for. */
static void rg_runs_take(struct rg_runs *r, unsigned char *snap, size_t n)
{
  rg_runs_drop(r);
  r->snap = snap;
  r->n = snap ? n : 0;
}

/* The index, built at the first scan that needs it: a call that copies
 * nothing long to the host never pays for it.  0 when there is none. */
static int rg_runs_index(struct rg_runs *r)
{
  if (r->keys)
    return 1;
  if (r->n < RG_RUN_MIN)
    return 0;
  size_t count = r->n / RG_RUN_KEY, cap = 16;
  while (cap < 2 * count)
    cap *= 2;
  r->keys = (uint64_t *)calloc(cap, sizeof *r->keys);
  r->pos = (size_t *)malloc(cap * sizeof *r->pos);
  r->filter = (unsigned char *)calloc((size_t)1 << (RG_RUN_FILTER_BITS - 3), 1);
  if (!r->keys || !r->pos || !r->filter) {
    free(r->keys), free(r->pos), free(r->filter);
    r->keys = NULL, r->pos = NULL, r->filter = NULL;
    return 0;
  }
  r->mask = cap - 1;
  r->top = 1;
  for (int i = 1; i < RG_RUN_KEY; i++)
    r->top *= RG_RUN_BASE;
  for (size_t k = 0; k < count; k++) {
    uint64_t h = rg_runs_hash(r->snap + k * RG_RUN_KEY);
    size_t at = (size_t)(h * 0x9e3779b97f4a7c15ull) & r->mask;
    while (h && r->keys[at] && r->keys[at] != h) /* a repeated window: its first only */
      at = (at + 1) & r->mask;
    if (h && !r->keys[at]) {
      r->keys[at] = h;
      r->pos[at] = k * RG_RUN_KEY;
      r->filter[h >> (64 - RG_RUN_FILTER_BITS) >> 3] |= (unsigned char)(1u << (h >> (64 - RG_RUN_FILTER_BITS) & 7));
    }
  }
  return 1;
}

/* Where in the snapshot the window hashed h lies (checked against p), or -1. */
static long long rg_runs_find(const struct rg_runs *r, uint64_t h, const unsigned char *p)
{
  uint64_t b = h >> (64 - RG_RUN_FILTER_BITS);
  if (!h || !(r->filter[b >> 3] >> (b & 7) & 1))
    return -1;
  for (size_t at = (size_t)(h * 0x9e3779b97f4a7c15ull) & r->mask; r->keys[at]; at = (at + 1) & r->mask)
    if (r->keys[at] == h)
      return memcmp(r->snap + r->pos[at], p, RG_RUN_KEY) == 0 ? (long long)r->pos[at] : -1;
  return -1;
}

/* One value repeated (period 8 bytes or a divisor of it): not evidence. */
static int rg_runs_repeats(const unsigned char *p, size_t len)
{
  return len <= 8 || memcmp(p, p + 8, len - 8) == 0;
}

/* The bytes of buf[0, len) that lie in runs of the input of RG_RUN_MIN
 * bytes or more, each byte of buf counted once. */
static size_t rg_runs_count(struct rg_runs *r, const void *buf, size_t len)
{
  const unsigned char *b = (const unsigned char *)buf;
  if (!r->snap || len < RG_RUN_MIN || !rg_runs_index(r))
    return 0;
  size_t seen = 0, floor = 0; /* bytes before floor are spent */
  size_t j = 0;
  uint64_t h = rg_runs_hash(b);
  while (j + RG_RUN_KEY <= len) {
    long long at = rg_runs_find(r, h, b + j);
    if (at >= 0) {
      size_t s = j, i = (size_t)at, e = j + RG_RUN_KEY, ie = i + RG_RUN_KEY;
      while (s > floor && i > 0 && b[s - 1] == r->snap[i - 1])
        s--, i--;
      while (e < len && ie < r->n && b[e] == r->snap[ie])
        e++, ie++;
      if (e - s >= RG_RUN_MIN && !rg_runs_repeats(b + s, e - s))
        seen += e - s;
      floor = j = e; /* a run, counted or not, is passed over whole */
      if (j + RG_RUN_KEY <= len)
        h = rg_runs_hash(b + j);
      continue;
    }
    if (j + RG_RUN_KEY < len)
      h = (h - b[j] * r->top) * RG_RUN_BASE + b[j + RG_RUN_KEY];
    j++;
  }
  return seen;
}

#endif
