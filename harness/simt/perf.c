/* perf.c — the emulator's performance model (simt_options.perf): from the
 * lanes' basic-block and address traces it rebuilds what each warp would
 * issue in lockstep and measures SIMT efficiency, divergent warps per barrier
 * interval, 32-byte sectors per warp-level global access and shared bank
 * conflicts, each attributed to source lines.  The hooks are called from
 * cov.c (edges, loads, stores) and sched.c (launch, block and interval ends);
 * the grader reads the result through simt_perf_take / simt_perf_summary
 * (simt.h).
 *
 * Lockstep model (sound, not cycle-exact): within one barrier interval a
 * lane's k-th execution of basic block B is "visit k of B"; the lanes of a
 * warp with the same (B, k) issue together as one warp-instruction block,
 * with those lanes active.  A warp whose live lanes do not all make the same
 * visits diverged in the interval.  The j-th load/store of visit (B, k) is
 * one warp-level memory request over the lanes that made it.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

int simt_perf_on;

#define GUARDS 512     /* basic blocks of kernels tracked per process */
#define ACC_PCS 1024   /* load/store sites tracked per process */

/* Visit counter of one (lane, basic block): valid while epoch is the lane's
 * current barrier interval (simt_block.interval), so nothing is cleared. */
struct visit {
  uint32_t epoch, count;
};

/* Open-addressing table keyed by (visit, access index, block id, warp); keys
 * are never 0 (block ids start at 1, or the access index is >= 1). */
struct table {
  uint64_t *keys;
  void *vals;
  size_t cap, used, vsize;
};

struct acc {  /* one warp-level memory request being gathered */
  void *pc;
  uint32_t mask;
  uint16_t size;
  uint8_t shared;
  uint8_t write;   /* a store (or the write of an atomic): not a load */
  uintptr_t addr[SIMT_WARP];
};

struct site {  /* per basic block or per load/store site: what it cost */
  void *pc;
  uint64_t issued, active;            /* warp-blocks, lanes active in them */
  uint64_t requests, sectors, extra;  /* memory requests, sectors, extra wavefronts */
  uint64_t ld_sectors, ld_bytes;      /* global loads: sectors fetched, bytes asked for */
  int shared;
  char where[160];
};

static struct visit *visits;      /* [slot][GUARDS] */
static size_t visit_slots;
static uint32_t nguards;          /* dense block ids handed out, 1-based */
static struct site guards[GUARDS];
static struct site accs[ACC_PCS];
static int naccs;
static struct table btab = {0, 0, 0, 0, sizeof(uint32_t)};
static struct table atab = {0, 0, 0, 0, sizeof(struct acc)};

/* What the summary reports (since the last take). */
static struct simt_perf tot;
static uint64_t untracked;        /* edges past GUARDS / ACC_PCS */

static uint64_t key_of(uint32_t visit, uint32_t k, uint32_t id, uint32_t warp)
{
  return (uint64_t)visit << 32 | (uint64_t)(k & 0xff) << 24 | (uint64_t)(id & 0xffff) << 8 | (warp & 0xff);
}

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

/* The value slot of key in t; *fresh is 1 if it was just inserted. */
static void *table_get(struct table *t, uint64_t key, int *fresh)
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

static void table_clear(struct table *t)
{
  if (t->used)
    memset(t->keys, 0, t->cap * sizeof *t->keys);
  t->used = 0;
}

/* ---- hooks ---- */

void simt_perf_launch(size_t slots)
{
  if (slots > visit_slots) {
    free(visits);
    visits = calloc(slots * GUARDS, sizeof *visits);
    visit_slots = visits ? slots : 0;
  }
  tot.launches++;
}

void simt_perf_edge(struct simt_thread *t, uint32_t *guard, void *pc)
{
  if (!*guard) {
    if (nguards + 1 >= GUARDS) {
      untracked++;
      return;
    }
    *guard = ++nguards;
    guards[*guard].pc = pc;
  }
  uint32_t id = *guard;
  struct simt_block *b = t->blk;
  size_t slot = b->first + t->v.rank;
  if (id >= GUARDS || slot >= visit_slots) {
    untracked++;
    return;
  }
  struct visit *v = &visits[slot * GUARDS + id];
  if (v->epoch != b->interval) {
    v->epoch = b->interval;
    v->count = 0;
  }
  t->pf_id = id;
  t->pf_visit = v->count++;
  t->pf_k = 0;
  t->pf_last_n = 0;
  int fresh;
  uint32_t *mask = table_get(&btab, key_of(t->pf_visit, 0, id, t->v.warp), &fresh);
  *mask = (fresh ? 0 : *mask) | 1u << t->v.lane;
}

/* Is this access the second half of one 16-byte access the CPU made as two
 * 8-byte ones?  A float4 returned by value travels in two registers on
 * x86-64, so `v = __ldcs(&vec[i])` loads 8 bytes twice where the GPU makes
 * one 16-byte request: two halves of the same kind, in a row, the first at a
 * 16-byte boundary and the second right after it. */
static int second_half(const struct simt_thread *t, uintptr_t a, size_t n, int shared, int write)
{
  return !shared && n == 8 && t->pf_last_n == 8 && t->pf_last_w == write &&
         (t->pf_last_a & 15) == 0 && a == t->pf_last_a + 8;
}

void simt_perf_access(uintptr_t a, size_t n, int shared, int write, void *pc)
{
  struct simt_thread *t = simt_self;
  int fresh;
  if (second_half(t, a, n, shared, write) && t->pf_k <= 0xff) {
    /* Widen the request the first half opened; a third access starts anew. */
    struct acc *e = table_get(&atab, key_of(t->pf_visit, t->pf_k, t->pf_id, t->v.warp), &fresh);
    if (fresh) {
      e->pc = pc;
      e->mask = 0;
      e->shared = 0;
      e->write = (uint8_t)write;
    }
    e->size = 16;
    e->mask |= 1u << t->v.lane;
    e->addr[t->v.lane] = t->pf_last_a;
    t->pf_last_n = 0;
    return;
  }
  t->pf_last_a = a;
  t->pf_last_n = shared ? 0 : (uint8_t)(n < 0xff ? n : 0);
  t->pf_last_w = (uint8_t)write;
  if (++t->pf_k > 0xff) {
    untracked++;  /* the key keeps 8 bits of the access index */
    return;
  }
  struct acc *e = table_get(&atab, key_of(t->pf_visit, t->pf_k, t->pf_id, t->v.warp), &fresh);
  if (fresh) {
    e->pc = pc;
    e->mask = 0;
    e->size = (uint16_t)n;
    e->shared = (uint8_t)shared;
    e->write = (uint8_t)write;
  }
  e->mask |= 1u << t->v.lane;
  e->addr[t->v.lane] = a;
}

static struct site *acc_site(void *pc, int shared)
{
  for (int i = 0; i < naccs; i++)
    if (accs[i].pc == pc)
      return &accs[i];
  if (naccs == ACC_PCS)
    return NULL;
  struct site *s = &accs[naccs++];
  memset(s, 0, sizeof *s);
  s->pc = pc;
  s->shared = shared;
  return s;
}

/* Distinct 32-byte sectors of one global request. */
static uint64_t sectors_of(const struct acc *e)
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
static uint64_t bytes_of(const struct acc *e)
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
static uint64_t conflicts_of(const struct acc *e)
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

/* The heat map's cells for block b's current interval, from the warp-blocks
 * gathered in btab.  Only the first block (index 0,0,0) of the first launch
 * measured is kept: one block is what a student can read warp by warp, and
 * every block of a one-partial-per-block kernel behaves alike except the
 * last, partial one. */
static void heat_record(const struct simt_block *b, int count)
{
  unsigned k = b->pf_interval;
  if (!count || tot.launches != 1 || b->idx.x || b->idx.y || b->idx.z ||
      k >= SIMT_PERF_INTERVALS)
    return;
  int warps = (int)((b->n + SIMT_WARP - 1) / SIMT_WARP);
  if (warps > SIMT_PERF_WARPS)
    warps = SIMT_PERF_WARPS;
  struct simt_perf_cell *row = tot.heat[k];
  uint32_t live[SIMT_PERF_WARPS] = {0};
  const uint32_t *masks = btab.vals;
  for (size_t i = 0; i < btab.cap; i++) {
    if (!btab.keys[i])
      continue;
    uint32_t w = btab.keys[i] & 0xff;
    if (w >= SIMT_PERF_WARPS)
      continue;
    unsigned act = (unsigned)__builtin_popcount(masks[i]);
    struct simt_perf_cell *c = &row[w];
    if (!c->issued || act < c->fewest)
      c->fewest = (uint8_t)act;
    if (c->issued < UINT16_MAX)
      c->issued++;
    c->active += act;
    live[w] |= masks[i];
  }
  for (int w = 0; w < warps; w++)
    row[w].live = (uint8_t)__builtin_popcount(live[w]);
  if (warps > tot.heat_warps)
    tot.heat_warps = warps;
  if ((int)k + 1 > tot.heat_intervals)
    tot.heat_intervals = (int)k + 1;
}

void simt_perf_atomic(void)
{
  tot.global_atomics++;
}

void simt_perf_shuffle(unsigned words)
{
  tot.shuffles += words;
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

static uint64_t join_rank(size_t i)
{
  return (atab.keys[i] & 0xff) << 32 | atab.keys[i] >> 32; /* warp, visit */
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

static void join_split_requests(void)
{
  size_t n = 0;
  for (size_t i = 0; i < atab.cap; i++)
    n += atab.keys[i] != 0;
  size_t *ix = n > 1 ? malloc(n * sizeof *ix) : NULL;
  if (!ix)
    return;
  n = 0;
  for (size_t i = 0; i < atab.cap; i++)
    if (atab.keys[i])
      ix[n++] = i;
  struct acc *v = atab.vals;
  join_vals = v;
  qsort(ix, n, sizeof *ix, join_cmp);
  for (size_t a = 0; a < n; a++) {
    if (!atab.keys[ix[a]])
      continue;
    struct acc *ea = &v[ix[a]];
    for (size_t b = a + 1; b < n && join_cmp(&ix[a], &ix[b]) == 0; b++) {
      struct acc *eb = &v[ix[b]];
      if (!atab.keys[ix[b]] || eb->shared != ea->shared || eb->size != ea->size ||
          eb->write != ea->write ||
          (eb->mask & ea->mask))
        continue;
      for (int l = 0; l < SIMT_WARP; l++)
        if (eb->mask >> l & 1)
          ea->addr[l] = eb->addr[l];
      ea->mask |= eb->mask;
      atab.keys[ix[b]] = 0; /* the table is cleared once this interval is folded */
    }
  }
  free(ix);
}

/* End of block b's current barrier interval (or of the block): folds the
 * gathered warp-blocks and requests into the totals.  count = 0 drops them
 * (an aborted launch). */
void simt_perf_interval_end(struct simt_block *b, int count)
{
  uint32_t live[SIMT_MAX_BLOCK / SIMT_WARP] = {0};
  uint8_t div[SIMT_MAX_BLOCK / SIMT_WARP] = {0};
  uint32_t *masks = btab.vals;
  for (size_t i = 0; count && i < btab.cap; i++) {
    if (!btab.keys[i])
      continue;
    uint32_t w = btab.keys[i] & 0xff, id = (btab.keys[i] >> 8) & 0xffff;
    unsigned act = (unsigned)__builtin_popcount(masks[i]);
    tot.warp_blocks++;
    tot.active_lanes += act;
    guards[id].issued++;
    guards[id].active += act;
    live[w] |= masks[i];
  }
  heat_record(b, count);
  unsigned ndiv = 0;
  for (size_t i = 0; count && i < btab.cap; i++) {
    if (!btab.keys[i])
      continue;
    uint32_t w = btab.keys[i] & 0xff;
    if (masks[i] != live[w] && !div[w]) {
      div[w] = 1;
      ndiv++;
    }
  }
  if (count)
    join_split_requests();
  struct acc *accv = atab.vals;
  for (size_t i = 0; count && i < atab.cap; i++) {
    if (!atab.keys[i])
      continue;
    const struct acc *e = &accv[i];
    struct site *s = acc_site(e->pc, e->shared);
    uint64_t x;
    if (e->shared) {
      x = conflicts_of(e);
      tot.shared_requests++;
      tot.shared_extra_wavefronts += x;
      if (s)
        s->extra += x;
    } else {
      x = sectors_of(e);
      tot.global_requests++;
      tot.global_sectors += x;
      if (!e->write) {
        tot.global_ld_requests++;
        tot.global_ld_sectors += x;
        if (s) {
          s->ld_sectors += x;
          s->ld_bytes += bytes_of(e);
        }
      }
      if (s)
        s->sectors += x;
    }
    if (s)
      s->requests++;
  }
  if (count) {
    unsigned k = b->pf_interval++;
    if (k == 0)
      tot.blocks++;  /* every block closes its first interval once */
    if (k < SIMT_PERF_INTERVALS)
      tot.divergent_warps[k] += ndiv;
    if ((int)k + 1 > tot.intervals)
      tot.intervals = (int)k + 1;
    tot.divergent_warp_intervals += ndiv;
  }
  table_clear(&btab);
  table_clear(&atab);
}

/* ---- symbols: one addr2line per module for every site ---- */

static int is_shim(const char *file)
{
  return strstr(file, "simt/include/") != NULL || strstr(file, "/usr/include/") != NULL ||
         strstr(file, "/usr/lib/") != NULL;
}

/* Fills where of the sites that lack it (n sites at s). */
static void symbolize(struct site *s, int n)
{
  for (int i = 0; i < n; i++) {
    if (s[i].where[0] || !s[i].pc)
      continue;
    Dl_info info;
    snprintf(s[i].where, sizeof s[i].where, "%p", s[i].pc);
    if (!dladdr(s[i].pc, &info) || !info.dli_fname)
      continue;
    /* one batch: every site of this module not yet named */
    char cmd[16384];
    int len = snprintf(cmd, sizeof cmd, "addr2line -a -i -e '%s'", info.dli_fname);
    int batch[256], nb = 0;
    for (int j = i; j < n && nb < 256 && len < (int)sizeof cmd - 40; j++) {
      Dl_info o;
      if ((j > i && s[j].where[0]) || !s[j].pc || !dladdr(s[j].pc, &o) || o.dli_fbase != info.dli_fbase)
        continue;
      /* a return address: the call is the byte before it */
      len += snprintf(cmd + len, sizeof cmd - (size_t)len, " 0x%lx",
                      (unsigned long)((char *)s[j].pc - (char *)o.dli_fbase) - 1);
      batch[nb++] = j;
    }
    snprintf(cmd + len, sizeof cmd - (size_t)len, " 2>/dev/null");
    FILE *p = popen(cmd, "r");
    if (!p)
      continue;
    char line[512], first[160] = "";
    int cur = -1, chosen = 0;
    while (fgets(line, sizeof line, p)) {
      line[strcspn(line, "\n")] = 0;
      if (strncmp(line, "0x", 2) == 0) {
        if (cur >= 0 && !chosen && first[0])
          snprintf(s[batch[cur]].where, sizeof s[0].where, "%s", first);
        cur++;
        chosen = 0;
        first[0] = 0;
        continue;
      }
      char *disc = strstr(line, " (discriminator");
      if (disc)
        *disc = 0;
      if (cur < 0 || cur >= nb || strncmp(line, "??", 2) == 0)
        continue;
      if (!first[0])
        snprintf(first, sizeof first, "%.150s", line);
      if (!chosen && !is_shim(line)) {
        snprintf(s[batch[cur]].where, sizeof s[0].where, "%.150s", line);
        chosen = 1;
      }
    }
    if (cur >= 0 && cur < nb && !chosen && first[0])
      snprintf(s[batch[cur]].where, sizeof s[0].where, "%s", first);
    pclose(p);
  }
}

/* ---- the grader's view ---- */

static void copy_where(char *dst, const char *src)
{
  snprintf(dst, SIMT_PERF_WHERE, "%s", src);
}

int simt_perf_summary(struct simt_perf *out)
{
  struct simt_perf r = tot;
  r.simt_efficiency_pct = r.warp_blocks ? 100.0 * (double)r.active_lanes / (32.0 * (double)r.warp_blocks) : 0.0;
  r.active_lanes_avg = r.warp_blocks ? (double)r.active_lanes / (double)r.warp_blocks : 0.0;
  r.sectors_per_request = r.global_requests ? (double)r.global_sectors / (double)r.global_requests : 0.0;
  r.untracked = untracked;
  symbolize(guards + 1, (int)nguards);
  symbolize(accs, naccs);
  /* lines that waste most lanes: sum the blocks of each line */
  for (uint32_t i = 1; i <= nguards; i++) {
    const struct site *g = &guards[i];
    if (!g->issued)
      continue;
    int k = 0;
    while (k < r.nlines && strcmp(r.lines[k].where, g->where) != 0)
      k++;
    if (k == r.nlines) {
      if (r.nlines == SIMT_PERF_LINES)
        continue;
      memset(&r.lines[k], 0, sizeof r.lines[k]);
      copy_where(r.lines[k].where, g->where);
      r.nlines++;
    }
    r.lines[k].warp_blocks += g->issued;
    r.lines[k].wasted_lanes += 32 * g->issued - g->active;
  }
  for (int i = 0; i < naccs; i++) {
    const struct site *a = &accs[i];
    int k = 0;
    while (k < r.nlines && strcmp(r.lines[k].where, a->where) != 0)
      k++;
    if (k == r.nlines) {
      if (r.nlines == SIMT_PERF_LINES)
        continue;
      memset(&r.lines[k], 0, sizeof r.lines[k]);
      copy_where(r.lines[k].where, a->where);
      r.nlines++;
    }
    if (a->shared) {
      r.lines[k].shared_requests += a->requests;
      r.lines[k].extra_wavefronts += a->extra;
    } else {
      r.lines[k].global_requests += a->requests;
      r.lines[k].global_sectors += a->sectors;
      r.lines[k].global_ld_sectors += a->ld_sectors;
      r.lines[k].global_ld_bytes += a->ld_bytes;
    }
  }
  /* most wasted lanes first (stable for equal waste: first seen first) */
  for (int i = 1; i < r.nlines; i++)
    for (int j = i; j > 0 && r.lines[j].wasted_lanes > r.lines[j - 1].wasted_lanes; j--) {
      struct simt_perf_line x = r.lines[j];
      r.lines[j] = r.lines[j - 1];
      r.lines[j - 1] = x;
    }
  for (int i = 0; i < r.nlines; i++)
    r.lines[i].efficiency_pct = r.lines[i].warp_blocks
        ? 100.0 - 100.0 * (double)r.lines[i].wasted_lanes / (32.0 * (double)r.lines[i].warp_blocks)
        : 100.0;
  if (out)
    *out = r;
  return tot.launches;
}

static const char *base(const char *path)
{
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

size_t simt_perf_take(char *buf, size_t cap)
{
  static struct simt_perf r;
  char text[4096];
  size_t n = 0;
  simt_perf_summary(&r);
#define OUT(...) (n += (size_t)snprintf(text + n, n < sizeof text ? sizeof text - n : 0, __VA_ARGS__))
  if (r.launches) {
    OUT("SIMT efficiency: %.1f%% (%.1f of 32 lanes active per issued warp-block, %llu warp-blocks)\n",
        r.simt_efficiency_pct, r.active_lanes_avg, (unsigned long long)r.warp_blocks);
    OUT("divergent warps per barrier interval:");
    for (int i = 0; i < r.intervals && i < SIMT_PERF_INTERVALS; i++)
      OUT(" %u", r.divergent_warps[i]);
    OUT("%s\n", r.intervals > SIMT_PERF_INTERVALS ? " ..." : "");
    OUT("global memory: %llu requests, %.1f sectors (32 B) per request; loads: %llu requests, "
        "%llu sectors\n", (unsigned long long)r.global_requests, r.sectors_per_request,
        (unsigned long long)r.global_ld_requests, (unsigned long long)r.global_ld_sectors);
    OUT("shared memory: %llu requests, %llu extra wavefronts from bank conflicts\n",
        (unsigned long long)r.shared_requests, (unsigned long long)r.shared_extra_wavefronts);
    for (int i = 0, shown = 0; i < r.nlines && shown < SIMT_PERF_TOP; i++) {
      const struct simt_perf_line *l = &r.lines[i];
      if (!l->wasted_lanes)
        break;
      OUT("  %s: %llu idle lanes (%.0f%% efficient)", base(l->where),
          (unsigned long long)l->wasted_lanes, l->efficiency_pct);
      if (l->extra_wavefronts)
        OUT(", %llu extra wavefronts", (unsigned long long)l->extra_wavefronts);
      OUT("\n");
      shown++;
    }
    for (int i = 0; i < r.nlines; i++)
      if (r.lines[i].extra_wavefronts && (i >= SIMT_PERF_TOP || !r.lines[i].wasted_lanes)) {
        OUT("  %s: %llu extra shared wavefronts\n", base(r.lines[i].where),
            (unsigned long long)r.lines[i].extra_wavefronts);
        break;
      }
  }
#undef OUT
  if (n >= sizeof text)
    n = sizeof text - 1;
  /* whole lines only */
  size_t w = n < cap ? n : 0;
  if (cap && n >= cap) {
    w = cap - 1;
    while (w > 0 && text[w - 1] != '\n')
      w--;
  }
  if (buf && cap) {
    memcpy(buf, text, w);
    buf[w] = 0;
  }
  simt_perf_clear();
  return w;
}

void simt_perf_clear(void)
{
  memset(&tot, 0, sizeof tot);
  untracked = 0;
  for (uint32_t i = 1; i <= nguards && i < GUARDS; i++) {
    guards[i].issued = guards[i].active = 0;
  }
  naccs = 0;
  table_clear(&btab);
  table_clear(&atab);
}
