/* gshadow.c — races in global memory: two threads of one launch that write
 * the same bytes of device memory (or of a __device__ variable), one of them
 * with a plain store, with nothing ordering the two: read-modify-writes
 * (`*sum += x` by many threads, a non-atomic ticket) and a plain store
 * racing with atomics (block 0 zeroing the result the other blocks add
 * into), both of which end in a write.  Atomics against atomics: an
 * exchange and an add with no order between them, a block-scope atomic and
 * another block's, an exchange of a plain read (atomic_pair).  Reads
 * (gshadow_reads.c): a read of another block's store that no fence
 * published, a store over another thread's unordered read, and __ldg of
 * anything written in this launch (simt_ldg).
 *
 * What orders two writes: the same thread; the same block with a barrier
 * (or, for lanes of one warp, a warp collective) between them; a kernel
 * boundary or grid.sync (a new epoch); and a hand-off through atomics or
 * __threadfence(): the writer's block released (atomic or fence) after the
 * write and the other thread's block acquired (atomic or fence) after it too.
 * The hand-off is judged per block, not per thread, and ignores which
 * address was used: it may miss a race, never invent one (a false fail is
 * the worst verdict).  A plain store right after the same thread's atomic
 * on the address is ordered after every earlier atomic there (it read the
 * whole chain): the last-block-done counter reset to 0 is clean.
 *
 * Reads (missing-fence): a read of bytes another block stored with a plain
 * store in this launch (and epoch) needs that store published: its block
 * ran __threadfence() after the store and then a global atomic or store
 * (the ticket, the flag), or the store itself came after a fence of its
 * block (it may be the flag).  An atomic RMW is always coherent, so a word
 * whose last write was an atomic is fine; the reader needs no fence
 * (volatile reads are what the last-block-done pattern uses).  A relaxed
 * atomic orders nothing on a GPU: without the fence the last block may add
 * a stale partial.  Per block, not per thread, like the hand-off above, and
 * whether the reader saw the publishing atomic is not asked: lenient, never
 * a false fail.  Only reads inside the span some store of a kernel of this
 * case wrote (one span for device memory, one for __device__ variables)
 * look in the shadow, so the input's loads cost two compares.
 *
 * Shadow: per 4-byte word, the last plain write, atomic, exchange and plain
 * read, in lazily allocated pages (a hash on the page number), only for
 * words some kernel wrote; at most MAX_PAGES pages per case, words past
 * them are not checked (pages_dropped says how many).
 */
#include <stdlib.h>
#include <string.h>
#include "gshadow_int.h"

#define MAX_PAGES 1024                 /* 128 MiB of shadow, 4 MiB written */

struct page { uintptr_t key; struct gword *w; };

static struct page *table;             /* open addressing, power of 2 */
static size_t cap, used;
static struct page *last;              /* the page hit last */
static uint64_t dropped;

uint32_t simt_gs_epoch = 1;            /* never reset: stale words stay stale */
uint32_t simt_gs_epoch_ts;
static size_t ngwaw;                   /* deferred stores of one value (below) */
uint32_t simt_gs_now;
struct bsync *simt_gs_bs;
size_t simt_gs_rel_n;

/* the spans stores of the case's kernels wrote: [0] device memory, [1]
 * __device__ variables; lo == hi: none (cov.c tests a read against them;
 * kept across launches, so a read before the epoch's first store is seen) */
uintptr_t simt_gw_lo[2], simt_gw_hi[2];
#define REL_MAX (1u << 24)             /* blocks with a release table */

uint64_t simt_gshadow_dropped(void) { return dropped; }

struct gword *simt_gs_page(uintptr_t key, int create)
{
  if (last && last->key == key)
    return last->w;
  if (cap) {
    for (size_t i = (key * 0x9E3779B97F4A7C15ull) >> 20 & (cap - 1);; i = (i + 1) & (cap - 1)) {
      if (!table[i].w)
        break;
      if (table[i].key == key) {
        last = &table[i];
        return last->w;
      }
    }
  }
  if (!create)
    return NULL;
  if (used >= MAX_PAGES) {
    dropped++;
    return NULL;
  }
  if (2 * (used + 1) > cap) {
    size_t nc = cap ? 2 * cap : 64;
    struct page *nt = calloc(nc, sizeof *nt);
    if (!nt)
      return NULL;
    for (size_t j = 0; j < cap; j++)
      if (table[j].w)
        for (size_t i = (table[j].key * 0x9E3779B97F4A7C15ull) >> 20 & (nc - 1);; i = (i + 1) & (nc - 1))
          if (!nt[i].w) {
            nt[i] = table[j];
            break;
          }
    free(table);
    table = nt;
    cap = nc;
  }
  struct gword *w = calloc(SIMT_GS_WORDS, sizeof *w);
  if (!w)
    return NULL;
  size_t i = (key * 0x9E3779B97F4A7C15ull) >> 20 & (cap - 1);
  while (table[i].w)
    i = (i + 1) & (cap - 1);
  table[i] = (struct page){key, w};
  used++;
  last = &table[i];
  return w;
}

void simt_gshadow_reset(void)
{
  for (size_t i = 0; i < cap; i++)
    free(table[i].w);
  free(table);
  table = NULL;
  cap = used = 0;
  last = NULL;
  dropped = 0;
  memset(simt_gw_lo, 0, sizeof simt_gw_lo);
  memset(simt_gw_hi, 0, sizeof simt_gw_hi);
  simt_gshadow_epoch();
}

void simt_gshadow_launch(size_t nblocks)
{
  ngwaw = 0; /* a launch stopped by an error leaves records behind */
  simt_gs_epoch++;
  simt_gs_now = 0;
  size_t want = nblocks <= REL_MAX ? nblocks : 0;
  if (want > simt_gs_rel_n) {
    free(simt_gs_bs);
    simt_gs_bs = calloc(want, sizeof *simt_gs_bs);
    simt_gs_rel_n = simt_gs_bs ? want : 0;
  }
  if (simt_gs_bs)
    memset(simt_gs_bs, 0, (want < simt_gs_rel_n ? want : simt_gs_rel_n) * sizeof *simt_gs_bs);
  simt_gs_epoch_ts = 0;
}

void simt_gshadow_epoch(void)
{
  simt_gs_epoch++;
  simt_gs_epoch_ts = simt_gs_now;
}

/* The running thread releases and acquires (an atomic or a fence) at ts. */
static void sync_event(struct simt_thread *t, uint32_t ts)
{
  t->g_rel = ts;
  t->g_acq = ts;
  t->blk->g_acq = ts;
  if (t->v.block_rank < simt_gs_rel_n)
    simt_gs_bs[t->v.block_rank].rel = ts;
}

void simt_gshadow_fence(void)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  uint32_t ts = ++simt_gs_now;
  sync_event(t, ts);
  if (t->v.block_rank < simt_gs_rel_n)
    simt_gs_bs[t->v.block_rank].fence = ts;
}

void simt_threadfence(void)
{
  if (!simt_self)
    return;
  if (simt_concurrent)
    simt_sched_switch_point();
  simt_gshadow_fence();
  simt_shared_fence(); /* a device-wide fence orders shared memory too */
}

/* 1 if the earlier write s happens before the running thread's access. */
int simt_gs_ordered(const struct gslot *s, const struct simt_thread *t)
{
  if (s->epoch != simt_gs_epoch)
    return 1;
  const struct simt_block *b = t->blk;
  if (s->block == t->v.block_rank) {
    if (s->rank == t->v.rank || s->iv != b->interval)
      return 1;
    if (s->rank / SIMT_WARP == t->v.warp && s->ws != b->warp_sync[t->v.warp])
      return 1;
    /* threads of one block: a release by the writer, an acquire by us */
    return b->th[s->rank].g_rel > s->ts && t->g_acq > s->ts;
  }
  uint32_t released = s->block < simt_gs_rel_n ? simt_gs_bs[s->block].rel : UINT32_MAX;
  return released > s->ts && b->g_acq > s->ts;
}

static void report(void *pc, int atomic, const struct gslot *s,
                   int s_atomic, uintptr_t a)
{
  if (simt_diag_seen("race", pc))
    return;
  const struct simt_launch_desc *d = simt_L->d;
  unsigned bx = d->block.x, by = d->block.y, gx = d->grid.x, gy = d->grid.y;
  char where[512];
  simt_symbolize(s->pc, where, sizeof where);
  simt_diag("race",
            pc,
            "%s global memory at %p conflicts with %s by thread (%u,%u,%u) of block (%u,%u,%u) "
            "at %s: nothing orders the two (no barrier of one block, kernel boundary, grid.sync, or "
            "hand-off through an atomic after a __threadfence)",
            atomic ? "atomic on" : "plain write of", (void *)a,
            s_atomic ? "an atomic" : "a plain write",
            s->rank % bx, s->rank / bx % by, s->rank / (bx * by),
            s->block % gx, s->block / gx % gy, s->block / (gx * gy), where);
}

/* Two atomics on one word that race: what the later one, at pc, does
 * wrong is `why` (the earlier one is s). */
static void report_atomic(void *pc, const struct gslot *s, uintptr_t a, const char *why)
{
  if (simt_diag_seen("race", pc))
    return;
  const struct simt_launch_desc *d = simt_L->d;
  unsigned bx = d->block.x, by = d->block.y, gx = d->grid.x, gy = d->grid.y;
  char where[512];
  simt_symbolize(s->pc, where, sizeof where);
  simt_diag("race", pc,
            "atomic on global memory at %p races with the atomic of thread (%u,%u,%u) of block "
            "(%u,%u,%u) at %s: %s",
            (void *)a, s->rank % bx, s->rank / bx % by, s->rank / (bx * by), s->block % gx,
            s->block / gx % gy, s->block / (gx * gy), where, why);
}

/* An atomic of kind k on word g by thread t: does it race with the word's
 * earlier atomics?  Two atomics are each whole, but an exchange and an add
 * unordered lose the add made before the exchange (a reset in the kernel
 * that adds), a block-scope atomic is atomic only within its block, and an
 * exchange of a value a plain read of the word gave (`atomicExch(p, *p +
 * x)`) loses another block's update between the two.  A compare-and-swap
 * and an atomic read (add of 0) are neither: locks and CAS loops are clean. */
static int atomic_pair(struct gword *g, struct simt_thread *t, int k, uintptr_t w,
                       uintptr_t a, void *pc)
{
  const struct gslot *ga = &g->a;
  int other = ga->epoch == simt_gs_epoch && ga->block != t->v.block_rank;
  if ((k & SIMT_GA_EXCH) && t->g_rd == w) {
    const struct gslot *s = other || g->x.epoch != simt_gs_epoch ? ga : &g->x;
    report_atomic(pc, s, a,
                  "an atomicExch of a value read from the word with a plain load loses another "
                  "block's update made in between: use atomicAdd");
    return 1;
  }
  const struct gslot *s = NULL;
  if ((k & SIMT_GA_ACC) && g->x.epoch == simt_gs_epoch && !simt_gs_ordered(&g->x, t))
    s = &g->x;
  else if ((k & SIMT_GA_EXCH) && (ga->flag & SIMT_GA_ACC) && ga->epoch == simt_gs_epoch && !simt_gs_ordered(ga, t))
    s = ga;
  if (s) {
    /* a reset by a thread of the same block wants a barrier, another
     * block's a reset before the launch */
    int same = s->block == t->v.block_rank;
    report_atomic(pc, s, a,
                  same ? "an unordered atomicExch wipes out what was folded in before it: "
                         "a __syncthreads() after the reset"
                       : "an unordered atomicExch wipes out what was added before it: reset "
                         "the word before the launch (cudaMemset)");
    return 1;
  }
  if (((k | ga->flag) & SIMT_GA_BLOCK) && other && !simt_gs_ordered(ga, t)) {
    report_atomic(pc, ga, a,
                  "a block-scope atomic (atomicAdd_block) is atomic only within its block, "
                  "and other blocks update this word: use atomicAdd");
    return 1;
  }
  return 0;
}

void simt_gs_stamp(struct gslot *s, const struct simt_thread *t, uint8_t mask, void *pc,
                  uint32_t ts)
{
  s->epoch = simt_gs_epoch;
  s->block = t->v.block_rank;
  s->iv = t->blk->interval;
  s->ws = t->blk->warp_sync[t->v.warp];
  s->ts = ts;
  s->rank = (uint16_t)t->v.rank;
  s->mask = mask;
  s->flag = 0;
  s->pc = pc;
}

/* Two plain stores of the same bytes with nothing ordering them race only
 * if they store different values: all lanes of warp 0 storing the block's
 * sum that a butterfly gave each of them, every block setting one flag to
 * 1 (the same idiom as in shared memory: shadow.c).  The store's value is
 * not known at its callback, which runs before it: the word's bytes then
 * are the earlier writer's, and are kept; when the later writer's block
 * settles (a barrier released, grid.sync, or done: simt_shadow_settle
 * calls simt_gshadow_settle), bytes that differ from them were written with
 * another value, a race.  An atomic is never deferred.  Past GWAW_CAP
 * records a race is reported at once, as before. */
#define GWAW_CAP 4096
struct gwaw {
  const struct simt_block *b; /* the later writer's block */
  uintptr_t w, a;             /* the word; the store's address */
  uint8_t mask;               /* its bytes both stores wrote */
  uint8_t old[4];
  uint16_t second;            /* the later writer, its rank in b */
  uint32_t second_iv, second_ws; /* its block's interval, its warp's collectives */
  void *pc;                   /* its store */
  struct gslot first;         /* the earlier store */
};
static struct gwaw gwaws[GWAW_CAP];

/* Thread t's store (pc) is record r's later one. */
static void second_of(struct gwaw *r, const struct simt_thread *t, void *pc)
{
  r->second = (uint16_t)t->v.rank;
  r->second_iv = t->blk->interval;
  r->second_ws = t->blk->warp_sync[t->v.warp];
  r->pc = pc;
}

/* Thread t's store (pc) joins record r, whose run of stores had the bytes
 * r->old when it began: bytes other than those now mean the last store
 * (prev) wrote another value, a race now if that store joined the run too
 * (the same block's thread r->second, with no collective of its warp or
 * barrier since), else an ordered store began the run anew (as shadow.c's
 * rewrite_waw).  False when it must be reported now. */
static int rewrite_gwaw(struct gwaw *r, const struct simt_thread *t, const struct gslot *prev,
                        void *pc)
{
  const uint8_t *bytes = (const uint8_t *)r->w;
  int same = 1;
  for (int k = 0; k < 4; k++)
    if ((r->mask >> k & 1) && bytes[k] != r->old[k])
      same = 0;
  if (!same) {
    if (!(prev->flag & SIMT_GS_READ) && prev->block == t->v.block_rank &&
        prev->rank == r->second && prev->iv == r->second_iv && prev->ws == r->second_ws)
      return 0;
    memcpy(r->old, bytes, sizeof r->old);
  }
  second_of(r, t, pc);
  return 1;
}

int simt_gs_defer(const struct simt_thread *t, uintptr_t w, uintptr_t a, uint8_t mask,
                      const struct gslot *first, void *pc)
{
  /* one record per block and word: the recent ones (threads setting a
   * few flags in turn) hold the first writer's bytes already */
  for (size_t i = ngwaw, seen = 0; i > 0 && seen < 32; i--, seen++)
    if (gwaws[i - 1].b == t->blk && gwaws[i - 1].w == w && (gwaws[i - 1].mask & mask) == mask)
      return rewrite_gwaw(&gwaws[i - 1], t, first, pc);
  if (ngwaw == GWAW_CAP)
    return 0;
  struct gwaw *r = &gwaws[ngwaw++];
  r->b = t->blk;
  r->w = w;
  r->a = a;
  r->mask = mask;
  memcpy(r->old, (const void *)w, sizeof r->old);
  second_of(r, t, pc);
  r->first = *first;
  return 1;
}

void simt_gshadow_settle(struct simt_block *b)
{
  size_t keep = 0;
  for (size_t i = 0; i < ngwaw; i++) {
    struct gwaw *r = &gwaws[i];
    if (r->b != b) {
      gwaws[keep++] = *r;
      continue;
    }
    const uint8_t *bytes = (const uint8_t *)r->w;
    int same = 1;
    for (int k = 0; k < 4; k++)
      if ((r->mask >> k & 1) && bytes[k] != r->old[k])
        same = 0;
    if (same)
      continue;
    struct simt_thread *saved = simt_self;
    simt_self = &b->th[r->second];
    if (r->first.flag & SIMT_GS_READ)
      simt_gs_report_war(r->pc, &r->first, r->a);
    else
      report(r->pc, 0, &r->first, 0, r->a);
    simt_self = saved;
  }
  ngwaw = keep;
}

/* A plain store of n bytes at a: its span of this epoch grows to hold it. */
static void widen(uintptr_t a, size_t n)
{
  int k = !(a - simt_arena_lo < simt_arena_hi - simt_arena_lo);
  if (simt_gw_lo[k] == simt_gw_hi[k]) {
    simt_gw_lo[k] = a;
    simt_gw_hi[k] = a + n;
    return;
  }
  if (a < simt_gw_lo[k])
    simt_gw_lo[k] = a;
  if (a + n > simt_gw_hi[k])
    simt_gw_hi[k] = a + n;
}

/* A write (plain or atomic) of n bytes at a by the running thread.  The
 * checks come before an atomic's own acquire: it orders only what follows. */
static void access(uintptr_t a, size_t n, int atomic, int kind, void *pc)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  uint32_t ts = ++simt_gs_now;
  /* a loop the coverage guards do not count (a one-block loop that stores
   * on every turn): the time limit is checked here too */
  if (!(ts & 0xFFFF) && simt_clock_out(t->blk, t, pc))
    simt_abort(cudaErrorLaunchTimeout);
  int reported = 0;
  struct bsync *b = t->v.block_rank < simt_gs_rel_n ? &simt_gs_bs[t->v.block_rank] : NULL;
  /* a store after a fence of its block may be the flag that publishes:
   * every such store is taken for one (lenient: a fence misplaced before
   * the partial's store is missed, a block storing many flags is not
   * flagged) */
  uint8_t flag = b && b->fence;
  for (uintptr_t w = a & ~(uintptr_t)3; w < a + n; w += 4) {
    struct gword *pg = simt_gs_page(w >> SIMT_GS_PAGE_SHIFT, 1);
    if (!pg)
      break;
    struct gword *g = &pg[(w >> 2) & (SIMT_GS_WORDS - 1)];
    uintptr_t lo = w > a ? w : a, hi = w + 4 < a + n ? w + 4 : a + n;
    uint8_t mask = (uint8_t)(((1u << (hi - lo)) - 1) << (lo - w));
    if (!reported && (g->w.mask & mask) && g->w.epoch && !simt_gs_ordered(&g->w, t) &&
        (atomic || !simt_gs_defer(t, w, a, (uint8_t)(g->w.mask & mask), &g->w, pc))) {
      report(pc, atomic, &g->w, 0, a);
      reported = 1;
    }
    if (!atomic && !reported && (g->a.mask & mask) && g->a.epoch && !simt_gs_ordered(&g->a, t)) {
      report(pc, 0, &g->a, 1, a);
      reported = 1;
    }
    if (atomic && !reported)
      reported = atomic_pair(g, t, kind, w, a, pc);
    if (!atomic && !reported)
      reported = simt_gs_war(g, t, w, a, mask, pc);
    simt_gs_stamp(atomic ? &g->a : &g->w, t, mask, pc, ts);
    if (atomic)
      g->a.flag = (uint8_t)kind;
    if (atomic && (kind & SIMT_GA_EXCH))
      g->x = g->a;
    if (!atomic)
      g->w.flag = flag;
  }
  if (b && atomic && b->st > b->fence) {
    /* stores since the block's last fence, then this atomic: taken for a
     * flag above, they were not (published() below) */
    b->nf_lo = b->fence;
    b->nf_hi = ts;
  }
  if (b && !atomic)
    b->st = ts;
  if (b)
    b->pub = b->fence;
  /* atomics widen the span too: a plain read of an atomically updated
   * word is checked (simt_gshadow_read) */
  widen(a, n);
  if (atomic)
    sync_event(t, ts);
}

void simt_gshadow_write(uintptr_t a, size_t n, void *pc)
{
  simt_ot_store(a, n); /* every kernel store to global memory comes here */
  access(a, n, 0, 0, pc);
}

void simt_gshadow_atomic(uintptr_t a, size_t n, void *pc, int kind)
{
  simt_ot_store(a, n);
  access(a, n, 1, kind, pc);
}

