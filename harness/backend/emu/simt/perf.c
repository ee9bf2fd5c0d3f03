/* perf.c — the emulator's performance model (simt_options.perf): from the
 * lanes' basic-block and address traces it rebuilds what each warp would
 * issue in lockstep and measures SIMT efficiency, divergent warps per barrier
 * interval, 32-byte sectors per warp-level global access and shared bank
 * conflicts, each attributed to source lines.  The hooks are called from
 * cov.c (edges, loads, stores) and sched.c (launch, block and interval ends);
 * the grader reads the result through simt_perf_take / simt_perf_summary
 * (simt.h).  Beside this file (the hooks, and folding each barrier
 * interval into the totals): perf_table.c (the gathering tables),
 * perf_request.c (what one request costs), perf_symbols.c (source lines)
 * and perf_report.c (the grader's view).
 *
 * Lockstep model (sound, not cycle-exact): within one barrier interval a
 * lane's k-th execution of basic block B is "visit k of B"; the lanes of a
 * warp with the same (B, k) issue together as one warp-instruction block,
 * with those lanes active.  A warp whose live lanes do not all make the same
 * visits diverged in the interval.  The j-th load/store of visit (B, k) is
 * one warp-level memory request over the lanes that made it.
 */
#include <stdlib.h>
#include <string.h>
#include "perf_int.h"

int simt_perf_on;

/* Visit counter of one (lane, basic block): valid while epoch is the lane's
 * current barrier interval (simt_block.interval), so nothing is cleared. */
struct visit {
  uint32_t epoch, count;
};

static struct visit *visits;      /* [slot][GUARDS] */
static size_t visit_slots;
uint32_t simt_pf_nguards;
struct site simt_pf_guards[GUARDS];
struct site simt_pf_accs[ACC_PCS];
int simt_pf_naccs;
#define BTAB {0, 0, 0, 0, sizeof(uint32_t)}
#define ATAB {0, 0, 0, 0, sizeof(struct acc)}
struct table simt_pf_btabs[SIMT_RESIDENT] = {BTAB, BTAB, BTAB, BTAB};
struct table simt_pf_atabs[SIMT_RESIDENT] = {ATAB, ATAB, ATAB, ATAB};
struct simt_perf simt_pf_tot;
uint64_t simt_pf_untracked;

static uint64_t key_of(uint32_t visit, uint32_t k, uint32_t id, uint32_t warp)
{
  return (uint64_t)visit << 32 | (uint64_t)(k & 0xff) << 24 | (uint64_t)(id & 0xffff) << 8 | (warp & 0xff);
}

/* ---- hooks ---- */

void simt_perf_launch(size_t slots)
{
  if (slots > visit_slots) {
    free(visits);
    visits = calloc(slots * GUARDS, sizeof *visits);
    visit_slots = visits ? slots : 0;
  }
  simt_pf_tot.launches++;
}

/* Each guard's number, by its place in the module's guards: the runtime's
 * memory, never the guard's own word, which the submission can write (a
 * constructor that set every guard of the module to 1, reached as
 * __start___sancov_guards, made all of a kernel's basic blocks one site:
 * no warp diverged, 02's goal met by its interleaved tree). */
static uint32_t *guard_ids;
static const uint32_t *ids_lo;
static size_t ids_n;

void simt_perf_guards(const uint32_t *start, const uint32_t *stop)
{
  free(guard_ids);
  ids_n = stop > start ? (size_t)(stop - start) : 0;
  guard_ids = ids_n ? calloc(ids_n, sizeof *guard_ids) : NULL;
  ids_n = guard_ids ? ids_n : 0;
  ids_lo = start;
}

void simt_perf_edge(struct simt_thread *t, uint32_t *guard, void *pc)
{
  size_t gi = (size_t)(guard - ids_lo);
  if (gi >= ids_n) {
    simt_pf_untracked++;
    simt_pf_tot.untracked_edges++;
    return;
  }
  if (!guard_ids[gi]) {
    if (simt_pf_nguards + 1 >= GUARDS) {
      simt_pf_untracked++;
      simt_pf_tot.untracked_edges++;
      return;
    }
    guard_ids[gi] = ++simt_pf_nguards;
    simt_pf_guards[guard_ids[gi]].pc = pc;
  }
  uint32_t id = guard_ids[gi];
  struct simt_block *b = t->blk;
  size_t slot = b->first + t->v.rank;
  if (id >= GUARDS || slot >= visit_slots) {
    simt_pf_untracked++;
    simt_pf_tot.untracked_edges++;
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
  uint32_t *mask = simt_pf_table_get(&simt_pf_btabs[b->pf_slot], key_of(t->pf_visit, 0, id, t->v.warp), &fresh);
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
    struct acc *e = simt_pf_table_get(&simt_pf_atabs[t->blk->pf_slot], key_of(t->pf_visit, t->pf_k, t->pf_id, t->v.warp), &fresh);
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
    simt_pf_untracked++;  /* the key keeps 8 bits of the access index */
    simt_pf_tot.untracked_accesses++;
    return;
  }
  struct acc *e = simt_pf_table_get(&simt_pf_atabs[t->blk->pf_slot], key_of(t->pf_visit, t->pf_k, t->pf_id, t->v.warp), &fresh);
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
  for (int i = 0; i < simt_pf_naccs; i++)
    if (simt_pf_accs[i].pc == pc)
      return &simt_pf_accs[i];
  if (simt_pf_naccs == ACC_PCS)
    return NULL;
  struct site *s = &simt_pf_accs[simt_pf_naccs++];
  memset(s, 0, sizeof *s);
  s->pc = pc;
  s->shared = shared;
  return s;
}


/* The heat map's cells for block b's current interval, from the warp-blocks
 * gathered in its table (simt_pf_btabs).  Only the first block (index 0,0,0) of the first launch
 * measured is kept: one block is what a student can read warp by warp, and
 * every block of a one-partial-per-block kernel behaves alike except the
 * last, partial one. */
static void heat_record(const struct simt_block *b, int count)
{
  unsigned k = b->pf_interval;
  if (!count || simt_pf_tot.launches != 1 || b->idx.x || b->idx.y || b->idx.z ||
      k >= SIMT_PERF_INTERVALS)
    return;
  int warps = (int)((b->n + SIMT_WARP - 1) / SIMT_WARP);
  if (warps > SIMT_PERF_WARPS)
    warps = SIMT_PERF_WARPS;
  struct simt_perf_cell *row = simt_pf_tot.heat[k];
  uint32_t live[SIMT_PERF_WARPS] = {0};
  const struct table *bt = &simt_pf_btabs[b->pf_slot];
  const uint32_t *masks = bt->vals;
  for (size_t i = 0; i < bt->cap; i++) {
    if (!bt->keys[i])
      continue;
    uint32_t w = bt->keys[i] & 0xff;
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
  if (warps > simt_pf_tot.heat_warps)
    simt_pf_tot.heat_warps = warps;
  if ((int)k + 1 > simt_pf_tot.heat_intervals)
    simt_pf_tot.heat_intervals = (int)k + 1;
}

void simt_perf_atomic(void)
{
  simt_pf_tot.global_atomics++;
}

void simt_perf_shuffle(unsigned words)
{
  simt_pf_tot.shuffles += words;
}

/* Warps of block b that diverged on basic block id, their visit-th time in
 * this interval (live: each warp's lanes that ran anything in it).  A step
 * of a tree with 32 or more threads at work that diverges does so in every
 * warp it spreads over; one warp alone diverges where fewer than 32 lanes
 * work: a tree's finish in warp 0 (shuffled, or unrolled without
 * barriers), or thread 0's store, whose edge past it the rest of the block
 * takes. */
static unsigned diverged_on(const struct simt_block *b, uint64_t visit, uint32_t id,
                            const uint32_t *live)
{
  unsigned n = 0, warps = (b->n + SIMT_WARP - 1) / SIMT_WARP;
  for (unsigned w = 0; w < warps && n < 2; w++) {
    const uint32_t *m = simt_pf_table_find(&simt_pf_btabs[b->pf_slot],
                                           key_of((uint32_t)visit, 0, id, w));
    n += m && *m != live[w];
  }
  return n;
}

/* End of block b's current barrier interval (or of the block): folds the
 * gathered warp-blocks and requests into the totals.  count = 0 drops them
 * (an aborted launch). */
void simt_perf_interval_end(struct simt_block *b, int count)
{
  struct table *bt = &simt_pf_btabs[b->pf_slot], *at = &simt_pf_atabs[b->pf_slot];
  uint32_t live[SIMT_MAX_BLOCK / SIMT_WARP] = {0};
  uint8_t div[SIMT_MAX_BLOCK / SIMT_WARP] = {0};
  uint32_t *masks = bt->vals;
  for (size_t i = 0; count && i < bt->cap; i++) {
    if (!bt->keys[i])
      continue;
    uint32_t w = bt->keys[i] & 0xff, id = (bt->keys[i] >> 8) & 0xffff;
    unsigned act = (unsigned)__builtin_popcount(masks[i]);
    simt_pf_tot.warp_blocks++;
    simt_pf_tot.active_lanes += act;
    simt_pf_guards[id].issued++;
    simt_pf_guards[id].active += act;
    live[w] |= masks[i];
  }
  heat_record(b, count);
  unsigned ndiv = 0, nspread = 0;
  uint8_t spread[SIMT_MAX_BLOCK / SIMT_WARP] = {0};
  for (size_t i = 0; count && i < bt->cap; i++) {
    if (!bt->keys[i])
      continue;
    uint32_t w = bt->keys[i] & 0xff, id = (bt->keys[i] >> 8) & 0xffff;
    if (masks[i] != live[w] && !div[w]) {
      div[w] = 1;
      ndiv++;
    }
    if (masks[i] != live[w] && !spread[w] &&
        diverged_on(b, bt->keys[i] >> 32, id, live) >= 2) {
      spread[w] = 1;
      nspread++;

    }
  }
  /* Two or more warps of the block diverging in one interval, on whatever
   * code (a step written once per warp is as many blocks); before the first
   * barrier too (trees of each warp's own elements under __syncwarp). */
  unsigned nwide = ndiv >= 2 ? ndiv : 0;
  if (count)
    simt_pf_join_split_requests(at);
  struct acc *accv = at->vals;
  for (size_t i = 0; count && i < at->cap; i++) {
    if (!at->keys[i])
      continue;
    const struct acc *e = &accv[i];
    struct site *s = acc_site(e->pc, e->shared);
    uint64_t x;
    if (e->shared) {
      x = simt_pf_conflicts_of(e);
      simt_pf_tot.shared_requests++;
      simt_pf_tot.shared_extra_wavefronts += x;
      if (s)
        s->extra += x;
    } else {
      x = simt_pf_sectors_of(e);
      simt_pf_tot.global_requests++;
      simt_pf_tot.global_sectors += x;
      if (!e->write) {
        simt_pf_tot.global_ld_requests++;
        simt_pf_tot.global_ld_sectors += x;
        if (s) {
          s->ld_sectors += x;
          s->ld_bytes += simt_pf_bytes_of(e);
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
      simt_pf_tot.blocks++;  /* every block closes its first interval once */
    if (k < SIMT_PERF_INTERVALS) {
      simt_pf_tot.divergent_warps[k] += ndiv;
      simt_pf_tot.spread_divergent_warps[k] += nspread;
    }
    if ((int)k + 1 > simt_pf_tot.intervals)
      simt_pf_tot.intervals = (int)k + 1;
    simt_pf_tot.divergent_warp_intervals += ndiv;
    if (nwide && (!simt_pf_tot.wide_divergent_warps || (int)k < simt_pf_tot.first_wide_interval))
      simt_pf_tot.first_wide_interval = (int)k;
    simt_pf_tot.wide_divergent_warps += nwide;
  }
  simt_pf_table_clear(bt);
  simt_pf_table_clear(at);
}


void simt_perf_clear(void)
{
  memset(&simt_pf_tot, 0, sizeof simt_pf_tot);
  simt_pf_untracked = 0;
  for (uint32_t i = 1; i <= simt_pf_nguards && i < GUARDS; i++) {
    simt_pf_guards[i].issued = simt_pf_guards[i].active = 0;
  }
  simt_pf_naccs = 0;
  for (int k = 0; k < SIMT_RESIDENT; k++) {
    simt_pf_table_clear(&simt_pf_btabs[k]);
    simt_pf_table_clear(&simt_pf_atabs[k]);
  }
}
