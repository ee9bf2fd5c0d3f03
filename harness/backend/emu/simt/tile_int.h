/* tile_int.h — a block's state for the cooperative groups tiles of 64 to
 * 512 threads (whole warps: tile.c): the barrier of a tile's threads, and
 * the order it gives their shared accesses (shadow.c).  Included by
 * simt_int.h.
 */
#ifndef SIMT_TILE_INT_H
#define SIMT_TILE_INT_H

#define SIMT_TILE_LEVELS 4  /* tiles of 64, 128, 256, 512 threads */
#define SIMT_TILE_WARPS (SIMT_MAX_BLOCK / SIMT_WARP)

struct simt_tiles {
  /* per warp and tile size: simt_warp_clock when its tile's last sync()
   * released it (0 or older than the block: none) */
  uint32_t clk[SIMT_TILE_WARPS][SIMT_TILE_LEVELS];
  /* per tile size and tile (its first warp): threads waiting at its sync() */
  uint16_t in[SIMT_TILE_LEVELS][SIMT_TILE_WARPS];
  /* one value a warp for the tile collectives (the shared scratch CUDA's
   * tiles of many warps use) */
  simt_u64 slot[SIMT_TILE_WARPS];
};

/* Tile size (64..512) to its level. */
static inline unsigned simt_tile_level(unsigned size)
{
  return (unsigned)__builtin_ctz(size) - 6;
}

/* Warps w and ow (of block tiles t) both left a tile's sync() that came
 * after an access made at warp clock ws: it orders that access before any
 * the two make now (a tile's sync() is a barrier of its whole warps). */
static inline int simt_tile_met(const struct simt_tiles *t, unsigned w, unsigned ow, uint32_t ws)
{
  for (unsigned lv = 0; lv < SIMT_TILE_LEVELS; lv++) {
    unsigned span = 2u << lv;  /* warps a tile */
    if (w / span == ow / span && t->clk[w][lv] > ws)
      return 1;
  }
  return 0;
}

struct simt_block;
struct simt_thread;
void simt_tile_sync(unsigned int size);  /* the shim's (simt_cg_multi.h) */
void simt_tile_put(unsigned int w, simt_u64 v);
simt_u64 simt_tile_get(unsigned int w);
/* A thread of a's tile that is not at its sync(): a has waited there with
 * nothing left to run (NULL: the tile runs past the block's threads). */
struct simt_thread *simt_tile_missing(struct simt_block *b, const struct simt_thread *a);

#endif
