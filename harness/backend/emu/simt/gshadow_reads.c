/* gshadow_reads.c — plain loads of global memory against the race shadow
 * (gshadow.c keeps the stores and atomics, gshadow_int.h the shared state).
 *
 * A read of another block's store (read-after-write): a missing-fence
 * where the store was not published (see published()), or a race where
 * neither block did any atomic or fence in the epoch, so nothing could
 * have ordered the two and a fence is not the fix (an in-place level:
 * block 0 reads partial[3] after block 3 stored its own sum there).
 *
 * A store over another thread's read (write-after-read): per word, the
 * last plain read (block, thread, barrier interval, warp sync count, time),
 * stamped beside the word's last write; a plain store of other bytes-
 * overlapping data by another thread of the epoch with nothing ordering
 * the two (the same rules as two writes: a barrier of one block, a warp
 * collective for lanes of one warp, a kernel boundary or grid.sync, a
 * hand-off through atomics or fences) is a race, reported when the store's
 * block settles and only if it changed the bytes (a flag set to the value
 * it had is clean).  A store after an atomic or fence of its own block in
 * the epoch is let go: it may be the flag or lock word another block spins
 * on, read before it was set (lenient, never a false fail).  Atomic loads
 * are not plain reads.  Only words with a shadow page (some kernel of the
 * case wrote them: scratch, partials, an in-place input from its first
 * store on) and inside the spans kernels of the case stored to are
 * recorded, so the input's loads cost two compares.
 */
#include <stdio.h>
#include <string.h>
#include "gshadow_int.h"

/* "(x,y,z) of block (x,y,z)" of the access s. */
static void who(const struct gslot *s, char *buf, size_t cap)
{
  const struct simt_launch_desc *d = simt_L->d;
  unsigned bx = d->block.x, by = d->block.y, gx = d->grid.x, gy = d->grid.y;
  snprintf(buf, cap, "(%u,%u,%u) of block (%u,%u,%u)", s->rank % bx, s->rank / bx % by,
           s->rank / (bx * by), s->block % gx, s->block / gx % gy, s->block / (gx * gy));
}

/* 1 if the plain store s of another block is safe to read: published
 * after a fence, a flag itself, or overwritten since by an atomic.  A
 * store after a fence that its block followed with a global atomic before
 * any fence is no flag: the atomic publishes, and the fence came too
 * early (`__threadfence(); partial = x; atomicAdd(&ticket, 1)`). */
static int published(const struct gword *g)
{
  const struct gslot *s = &g->w;
  if (s->block >= simt_gs_rel_n || simt_gs_bs[s->block].pub > s->ts)
    return 1;
  const struct bsync *b = &simt_gs_bs[s->block];
  if (s->flag && !(s->ts > b->nf_lo && s->ts < b->nf_hi))
    return 1;
  return g->a.epoch == simt_gs_epoch && g->a.ts > s->ts;
}

/* A read of another block's store that neither block ordered with an
 * atomic or a fence in this epoch: a flag hand-off with no fence, or a
 * buffer read and written in one launch (an in-place level), where no
 * fence helps.  Which one is not known here (a spin on a flag and a plain
 * load look alike), so the cause stays missing-fence and the advice names
 * both; the write-after-read check names the in-place case a race where
 * the read came first. */
static int unsynced(const struct gslot *s, const struct simt_thread *t)
{
  return s->block < simt_gs_rel_n && simt_gs_bs[s->block].rel <= simt_gs_epoch_ts &&
         t->blk->g_acq <= simt_gs_epoch_ts;
}

static void report_read(void *pc, const struct gslot *s, const struct simt_thread *t)
{
  if (simt_diag_seen("missing-fence", pc))
    return;
  char where[256], here[256], w[96];
  who(s, w, sizeof w);
  simt_symbolize(s->pc, where, sizeof where);
  simt_symbolize(pc, here, sizeof here);
  /* The read at the line of the other block's store: one statement that
   * reads and writes the same word (`*result += x`) in every block, with no
   * atomic.  No fence is missing: the statement's own store races with the
   * other block's, and the write check names that race at both lines.
   * Unless a hand-off orders the two (a lock taken with atomics): the write
   * check then names nothing, and the fence is what is missing. */
  if (strcmp(where, here) == 0 && !simt_gs_ordered(s, t))
    return;
  if (unsynced(s, t)) {
    simt_diag("missing-fence", pc,
              "thread %s stored this at %s with no atomic or __threadfence() in either block: "
              "a flag or partial handed over needs a __threadfence() after the store; a buffer "
              "read and written by one launch (blocks run in any order) needs two buffers; "
              "read",
              w, where);
    return;
  }
  if (strcmp(where, here) == 0) {
    simt_diag("missing-fence", pc,
              "thread %s stored this at %s and released the lock "
              "(an atomic) with no __threadfence() between: add one after the store, before "
              "the unlock; read",
              w, where);
    return;
  }
  /* Its block fenced after the store and then stored or took nothing: the
   * fence is there, the hand-off is not (the block with the highest index
   * taken to finish last, with no ticket). */
  if (s->block < simt_gs_rel_n && simt_gs_bs[s->block].fence > s->ts) {
    simt_diag("missing-fence", pc,
              "thread %s stored this at %s and fenced it, but "
              "no atomic or flag after the fence told the reading block that it was stored "
              "(blocks run in any order, the highest blockIdx.x not last): take a ticket "
              "with atomicAdd after the __threadfence(), and let the block that draws the "
              "last one read the partials; read",
              w, where);
    return;
  }
  simt_diag("missing-fence", pc,
            "thread %s stored this at %s with no __threadfence() "
            "before the atomic or flag that publishes it (an atomicAdd alone orders nothing): "
            "add __threadfence() between the store of the partial and the atomicAdd that "
            "publishes it; read",
            w, where);
}

/* A load of n bytes at a by the running thread, inside a span of
 * simt_gw_lo/hi (cov.c tests that first). */
void simt_gshadow_read(uintptr_t a, size_t n, void *pc)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  for (uintptr_t w = a & ~(uintptr_t)3; w < a + n; w += 4) {
    struct gword *pg = simt_gs_page(w >> SIMT_GS_PAGE_SHIFT, 0);
    if (!pg)
      continue;
    struct gword *g = &pg[(w >> 2) & (SIMT_GS_WORDS - 1)];
    uintptr_t lo = w > a ? w : a, hi = w + 4 < a + n ? w + 4 : a + n;
    uint8_t mask = (uint8_t)(((1u << (hi - lo)) - 1) << (lo - w));
    /* another block's atomic on the word, unordered with this read: an
     * exchange that follows stores a stale value (atomic_pair) */
    if (g->a.epoch == simt_gs_epoch && g->a.block != t->v.block_rank &&
        (g->a.flag & (SIMT_GA_ACC | SIMT_GA_EXCH)) && !simt_gs_ordered(&g->a, t))
      t->g_rd = w;
    else if (t->g_rd == w)
      t->g_rd = 0;
    if (g->w.epoch == simt_gs_epoch && (g->w.mask & mask) && g->w.block != t->v.block_rank &&
        !published(g)) {
      report_read(pc, &g->w, t);
      return;
    }
    /* the read a later store of another thread is checked against
     * (simt_gs_war): this one, unless the one kept is another thread's
     * that nothing orders before it (a neighbour's read, then this
     * thread's read and store of the word: the neighbour's is the race).
     * No event of its own: a release after it has a later time. */
    struct gslot *rd = &g->r;
    if (rd->epoch != simt_gs_epoch || (rd->rank == t->v.rank && rd->block == t->v.block_rank) ||
        simt_gs_ordered(rd, t)) {
      simt_gs_stamp(rd, t, mask, pc, simt_gs_now);
      rd->flag = SIMT_GS_READ;
    }
  }
}

/* __ldg of n bytes at p by the running thread: the non-coherent read-only
 * path may return a stale line of data written (a plain store or an atomic)
 * in this launch; no fence helps, only a coherent load.  A grid.sync starts
 * a new epoch and is taken to order (lenient). */
void simt_ldg(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  if (!simt_self || !(a - simt_gw_lo[0] < simt_gw_hi[0] - simt_gw_lo[0] ||
              a - simt_gw_lo[1] < simt_gw_hi[1] - simt_gw_lo[1]))
    return;
  void *pc = __builtin_return_address(0);
  for (uintptr_t w = a & ~(uintptr_t)3; w < a + n; w += 4) {
    struct gword *pg = simt_gs_page(w >> SIMT_GS_PAGE_SHIFT, 0);
    if (!pg)
      continue;
    const struct gword *g = &pg[(w >> 2) & (SIMT_GS_WORDS - 1)];
    /* any thread's write, its own block's too: the line may have been
     * cached before it */
    const struct gslot *s = g->w.epoch == simt_gs_epoch ? &g->w : g->a.epoch == simt_gs_epoch ? &g->a : NULL;
    if (!s || simt_diag_seen("race", pc))
      continue;
    char where[512], writer[96];
    who(s, writer, sizeof writer);
    simt_symbolize(s->pc, where, sizeof where);
    simt_diag("race", pc,
              "__ldg (the non-coherent read-only path) of bytes thread %s wrote in this "
              "launch at %s: it may read a stale line, fence or not; use a volatile load or "
              "__ldcg",
              writer, where);
    return;
  }
}

void simt_gs_report_war(void *pc, const struct gslot *r, uintptr_t a)
{
  if (simt_diag_seen("race", pc))
    return;
  char where[512], w[96];
  simt_symbolize(r->pc, where, sizeof where);
  who(r, w, sizeof w);
  int same = r->block == simt_self->v.block_rank;
  simt_diag("race", pc,
            "plain write of global memory at %p over what thread %s read at %s in this "
            "launch, with nothing ordering the two (%s)",
            (void *)a, w, where,
            same ? "no barrier between them: a __syncthreads() between the read and the write"
                 : "no kernel boundary, grid.sync or atomic hand-off; blocks run in any order, "
                   "so it may read the new value: read one buffer and write another");
}

int simt_gs_war(struct gword *g, struct simt_thread *t, uintptr_t w, uintptr_t a, uint8_t mask,
                void *pc)
{
  const struct gslot *r = &g->r;
  if (r->epoch != simt_gs_epoch || !(r->mask & mask) || simt_gs_ordered(r, t))
    return 0;
  /* a store after a release of its block may set the flag or free the
   * lock that another block read while it spun */
  uint32_t b = t->v.block_rank;
  if (b >= simt_gs_rel_n || simt_gs_bs[b].rel > simt_gs_epoch_ts)
    return 0;
  if (!simt_gs_defer(t, w, a, (uint8_t)(r->mask & mask), r, pc))
    simt_gs_report_war(pc, r, a);
  return 1;
}
