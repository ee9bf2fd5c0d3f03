/* tile.c — the sync() of a cooperative groups tile of 64 to 512 threads
 * (CUDA 12, compute capability 8.0 on): a barrier of the tile's whole warps
 * only, the other threads of the block run on.  The last of the tile's
 * threads to arrive releases them all; a tile one of whose threads never
 * comes (it exited, waits at another barrier, or is past the block's
 * threads) is reported as barrier divergence (sched.c), where a GPU hangs.
 * Its release is a meeting of those warps for the race shadow (tile_int.h,
 * shadow.c), as a __syncwarp is for the lanes of one warp.
 */
#include "simt_int.h"

/* Wakes the size threads of the tile at rank base, waiting at its sync(). */
static void release(struct simt_block *b, unsigned lv, unsigned base, unsigned size)
{
  uint32_t now = ++simt_warp_clock;
  unsigned w0 = base / SIMT_WARP;
  b->tiles.in[lv][w0] = 0;
  for (unsigned w = w0; w < w0 + size / SIMT_WARP; w++)
    b->tiles.clk[w][lv] = now;
  for (unsigned i = base; i < base + size; i++)
    simt_thread_wake(&b->th[i], 0);
  simt_states_moved(&b->ss, SIMT_AT_TILE, size);
}

void simt_tile_sync(unsigned int size)
{
  struct simt_thread *t = simt_self;
  if (!t)
    return;
  struct simt_block *b = t->blk;
  unsigned lv = simt_tile_level(size), base = t->v.rank & ~(size - 1);
  t->wait_pc = __builtin_return_address(0);
  t->warg = (int)size;
  simt_thread_set(t, SIMT_AT_TILE);
  if (++b->tiles.in[lv][base / SIMT_WARP] < size || base + size > b->n) {
    simt_yield();
    return;
  }
  release(b, lv, base, size);
}

/* The tile collectives' slot of warp w of the block (here, not through a
 * pointer in the kernel's code, whose accesses the race shadows check). */
void simt_tile_put(unsigned int w, simt_u64 v)
{
  if (simt_self && w < SIMT_TILE_WARPS)
    simt_self->blk->tiles.slot[w] = v;
}

simt_u64 simt_tile_get(unsigned int w)
{
  return simt_self && w < SIMT_TILE_WARPS ? simt_self->blk->tiles.slot[w] : 0;
}

struct simt_thread *simt_tile_missing(struct simt_block *b, const struct simt_thread *a)
{
  unsigned size = (unsigned)a->warg, base = a->v.rank & ~(size - 1);
  for (unsigned i = base; i < base + size && i < b->n; i++) {
    const struct simt_thread *o = &b->th[i];
    if (o->state != SIMT_AT_TILE || o->warg != a->warg)
      return &b->th[i];
  }
  return NULL;
}
