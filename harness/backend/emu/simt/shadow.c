/* shadow.c — shared memory and its shadow: where the block's shared memory
 * is (the module's static simt_shared section and the fixed dynamic window),
 * poisoning it at block start, and per-byte shadow cells (a word's four
 * kept as one until part of the word is touched) that find races
 * (conflicting accesses of different threads in one barrier interval, with
 * __syncwarp ordering lanes of one warp), reads of bytes no thread of
 * the block wrote, and accesses past the declared or launched size.
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"
#include "shadow_int.h"

/* Cells come in groups of four (spread); each cell array has four spare cells at its end. */
#define GROUP 4

char simt_dyn_smem[SIMT_DYN_WINDOW + SIMT_DYN_GUARD] __attribute__((aligned(4096)));
char *simt_sh_lo, *simt_sh_hi, *simt_sh_zone;
size_t simt_dyn_size;
static char *guard_lo, *guard_hi;  /* the module's __sancov_guards */

/* One shared byte's history in the current barrier interval. */
struct cell {
  uint32_t init;             /* block instance that last wrote it */
  uint32_t w_iv, r_iv;       /* interval of the last write / of the reads */
  uint16_t w_t, r_t, r2_t;   /* writer, first and second reader (rank) */
  uint8_t w_atomic;          /* the last write was an atomic: 2 one that adds */
  uint8_t split;             /* a group's first cell: its cells may differ (below) */
  uint32_t w_ws, r_ws, r2_ws;/* their warp's sync count at the access */
  void *w_pc, *r_pc, *r2_pc;
};
#define NOBODY 0xFFFF

static struct cell *cells;     /* the live block's cells */
static struct cell *own;       /* one block at a time: static + whole dynamic window */
static size_t cells_static;    /* cells for the static range */
static size_t own_used;        /* own's cells a block may have touched since the
                                * last clearing: the rest are still zero */

void simt_register_module(char *lo, char *hi)
{
  simt_sh_lo = lo;
  simt_sh_hi = hi;
  simt_sh_zone = hi;
  free(own);
  own = cells = NULL;
}

/* Records the module's coverage guards: the linker puts them right after the
 * simt_shared section, and no student code touches them, so accesses there
 * are shared accesses past the declared arrays. */
void simt_shadow_guards(char *lo, char *hi)
{
  guard_lo = lo;
  guard_hi = hi;
}

/* The section's bytes, the pads between arrays included (the shadow's and
 * the fill's range). */
static size_t section_size(void)
{
  return (size_t)(simt_sh_hi - simt_sh_lo);
}

/* What the arrays take, as a GPU counts it (the launch's limits). */
size_t simt_static_shared_size(void)
{
  return simt_shared_declared(section_size());
}

static void prepare(void)
{
  size_t ss = section_size();
  if (simt_sh_hi && guard_lo >= simt_sh_hi && guard_lo - simt_sh_hi < 64)
    simt_sh_zone = guard_hi;
  if (!own || cells_static != ss) {
    free(own);
    own = calloc(ss + SIMT_DYN_WINDOW + GROUP, sizeof *own); /* a last group's tail (spread) */
    cells_static = ss;
    own_used = 0;
    if (!own)
      abort();
  }
}

/* Clears only the cells a block reached (locate() stops every access past
 * the static size and the launch's dynamic size): the whole window is 7 MB,
 * and its memset was 6% of a grading's time, once per case. */
void simt_shadow_reset(void)
{
  if (own)
    memset(own, 0, own_used * sizeof *own);
  own_used = 0;
}

void simt_shadow_own(void)
{
  cells = own;
}

/* n bytes from p (4-byte aligned: the section and the window are) with the
 * fill words (SIMT_SHARED_FILL_AT: by the word's address). */
static void fill(char *p, size_t n)
{
  size_t i = 0;
  uint32_t w;
  for (; i + 4 <= n; i += 4) {
    w = SIMT_SHARED_FILL_AT(simt_opt.schedule, (uintptr_t)(p + i));
    memcpy(p + i, &w, 4);
  }
  w = SIMT_SHARED_FILL_AT(simt_opt.schedule, (uintptr_t)(p + i));
  memcpy(p + i, &w, n - i);
}

static void forget_waws(const struct simt_block *b);

void simt_shadow_block_start(struct simt_block *b)
{
  forget_waws(b);  /* a block struct is used again: its records are stale */
  simt_suspects_forget(b);
  prepare();
  cells = own;
  if (own_used < cells_static + simt_dyn_size)
    own_used = cells_static + simt_dyn_size;
  /* poison (SIMT_SHARED_FILL_AT): an unwritten float reads as +-1e20 or +inf */
  if (simt_sh_lo)
    fill(simt_sh_lo, section_size());
  fill(simt_dyn_smem, simt_dyn_size);
}

/* The section and the dynamic window are the grader's process's memory,
 * and a namespace-scope __shared__ array (or extern __shared__, the window)
 * is a name host code can read: a kernel that left a copy of the input
 * there handed it to a host sum no copy call showed.  After a launch its
 * blocks' bytes are gone, as on a GPU. */
void simt_shadow_launch_end(void)
{
  if (simt_sh_lo)
    fill(simt_sh_lo, section_size());
  fill(simt_dyn_smem, simt_dyn_size);
}

/* Parked runs (several blocks at once): each block has its own cells, sized
 * for this launch, so a switch copies only the shared bytes.  Cells need no
 * clearing: they match only the block instance and intervals that wrote them,
 * which are never reused. */
static void own_cells(struct simt_block *b)
{
  size_t need = cells_static + simt_dyn_size;
  if (!b->cells || b->cells_n < need) {
    free(b->cells);
    b->cells = calloc(need + GROUP, sizeof *cells); /* a last group's tail (spread) */
    b->cells_n = need;
    if (!b->cells)
      abort();
  }
  cells = b->cells;
}

void simt_shadow_park(struct simt_block *b)
{
  size_t ss = cells_static, ds = simt_dyn_size;
  unsigned char *p = b->saved;
  if (ss)
    memcpy(p, simt_sh_lo, ss);
  memcpy(p + ss, simt_dyn_smem, ds);
}

void simt_shadow_unpark(struct simt_block *b)
{
  if (!b->started) {
    b->started = 1;
    simt_shadow_block_start(b);
    free(b->saved);
    b->saved = malloc(cells_static + simt_dyn_size + 1);
    if (!b->saved)
      abort();
    own_cells(b);
    return;
  }
  size_t ss = cells_static, ds = simt_dyn_size;
  unsigned char *p = b->saved;
  if (ss)
    memcpy(simt_sh_lo, p, ss);
  memcpy(simt_dyn_smem, p + ss, ds);
  cells = b->cells;
}

/* Out of line and cold: locate, on every shared access, stays a few
 * compares inlined into its callers. */
static __attribute__((noinline, cold, noreturn)) void oob(uintptr_t a, size_t n, int write,
                                                          void *pc, const char *what,
                                                          size_t limit)
{
  simt_diag("out-of-bounds", pc, "%s of %zu bytes at %s shared offset %zu, past its %zu bytes",
            write ? "write" : "read", n, what,
            (size_t)(a - (uintptr_t)(what[0] == 'd' ? simt_dyn_smem : simt_sh_lo)), limit);
  simt_abort(cudaErrorIllegalAddress);
}

int simt_is_shared(uintptr_t a)
{
  return simt_in_shared(a);
}

/* Maps a shared address to its cell index; -1 if a is not shared memory.
 * Aborts the launch on an access past the shared sizes. */
static inline __attribute__((always_inline)) long locate(uintptr_t a, size_t n, int write,
                                                         void *pc)
{
  uintptr_t lo = (uintptr_t)simt_sh_lo, hi = (uintptr_t)simt_sh_hi;
  if (a - lo < (uintptr_t)simt_sh_zone - lo) {
    if (a + n > hi)
      oob(a, n, write, pc, "static", hi - lo);
    /* a pad between two arrays: past the one, before the next */
    if (simt_sh_gap && (simt_sh_gap[a - lo] | simt_sh_gap[a + n - 1 - lo]))
      simt_shared_gap_oob(a, n, write, pc);
    return (long)(a - lo);
  }
  uintptr_t d = a - (uintptr_t)simt_dyn_smem;
  if (d < SIMT_DYN_WINDOW + SIMT_DYN_GUARD) {
    if (d + n > simt_dyn_size)
      oob(a, n, write, pc, "dynamic", simt_dyn_size);
    return (long)(cells_static + d);
  }
  return -1;
}

/* Lanes of one warp are ordered by a __syncwarp both took part in since the
 * other's access (other_ws: simt_warp_clock then; warp.c `meet`).  A
 * shuffle or a vote is no memory barrier (CUDA: only __syncwarp orders
 * the memory of the lanes it names), nor a __syncwarp whose mask leaves
 * one of the two out.  A tile's sync() both warps left orders them too,
 * and so does a hand-off by fences and shared atomics (shadow_handoff.c). */
static int separated(unsigned other, uint32_t other_ws, const struct simt_thread *t)
{
  if (other / SIMT_WARP == t->v.warp && t->met[other % SIMT_WARP] > other_ws)
    return 1;
  if (simt_shared_handed_off(&t->blk->th[other], other_ws, t))
    return 1;
  return simt_tile_met(&t->blk->tiles, t->v.warp, other / SIMT_WARP, other_ws);
}

void simt_shadow_report_race(const struct simt_thread *t, void *pc, int write, unsigned other,
                             int other_write, void *other_pc, size_t off)
{
  if (simt_diag_seen("race", pc))
    return;
  char where[512];
  const struct simt_thread *o = &t->blk->th[other];
  simt_symbolize(other_pc, where, sizeof where);
  simt_diag("race", pc,
            "%s of shared memory (offset %zu) conflicts with a %s by thread (%u,%u,%u) at %s "
            "with no barrier between them",
            write ? "write" : "read", off, other_write ? "write" : "read",
            o->v.thread_idx.x, o->v.thread_idx.y, o->v.thread_idx.z, where);
}

/* A cell's offset as a student reads it: into the static or the dynamic
 * shared memory. */
size_t simt_shadow_offset_of(long idx)
{
  return (size_t)idx >= cells_static ? (size_t)idx - cells_static
                                      : simt_shared_packed_offset((size_t)idx);
}

/* Two threads of a block that write the same bytes in one barrier
 * interval, with nothing between them, race only if they write different
 * values: every thread of a block setting one flag to 1 is a common,
 * harmless idiom (compute-sanitizer's racecheck calls it benign, and the
 * GPU's result is the same in any order).  The store's value is not known
 * at its callback, which runs before it: the bytes there then are the
 * earlier writer's, and are kept; once the writes are done (the block at a
 * barrier, at grid.sync, or finished: simt_shadow_settle), bytes that
 * differ from them were written with another value, a race.  A record per
 * run of writes to one address (the next writer of the same bytes adds
 * none); past WAW_CAP of them, a race is reported at once, as before. */
#define WAW_CAP 4096
#define WAW_RECENT 32
struct waw {
  const struct simt_block *b;
  long idx;                 /* the first byte's cell */
  unsigned n;               /* bytes kept, at most 16 */
  unsigned char old[16];
  uint16_t first, second;   /* the earlier writer, the later one (rank) */
  uint32_t second_ws;       /* the later one's warp clock at its store */
  void *first_pc, *second_pc;
};
static struct waw waws[WAW_CAP];
static size_t nwaw;

static unsigned char *byte_of(long idx)
{
  return (size_t)idx < cells_static ? (unsigned char *)simt_sh_lo + idx
                                    : (unsigned char *)simt_dyn_smem + (idx - (long)cells_static);
}

/* Thread t's write (pc, n bytes, warp clock ws) joins record w, whose run
 * of writes had the bytes w->old when it began.  Bytes other than those now
 * mean the last store (thread other's at warp clock other_ws) wrote another
 * value: a race now if that store joined the run too (unordered with the
 * one before it; the lanes of a warp after a shuffle each storing their own
 * partial, the lane with the whole one in the middle), else an ordered
 * store (after a __syncwarp) began the run anew from its value.
 * Compared at every write, not only at the barrier: a run whose first and
 * last writers store one value hid a different one in between.  False
 * when it must be reported now. */
static int rewrite_waw(struct waw *w, const struct simt_thread *t, void *pc, size_t n,
                       uint32_t ws, unsigned other, uint32_t other_ws)
{
  size_t k = n < w->n ? n : w->n;
  if (memcmp(byte_of(w->idx), w->old, k) != 0) {
    if (other == w->second && other_ws == w->second_ws)
      return 0;
    memcpy(w->old, byte_of(w->idx), w->n);
  }
  w->second = (uint16_t)t->v.rank;
  w->second_ws = ws;
  w->second_pc = pc;
  return 1;
}

/* Defers the race of thread t's write (pc) over bytes idx.. (n of them)
 * with other's earlier write; false when it must be reported now. */
static int defer_waw(const struct simt_thread *t, void *pc, uint32_t ws, long idx, size_t n,
                     unsigned other, uint32_t other_ws, void *other_pc)
{
  /* a record of this block and address is there already (threads setting
   * a few flags in turn: the recent records) */
  for (size_t i = nwaw, seen = 0; i > 0 && seen < WAW_RECENT; i--, seen++)
    if (waws[i - 1].b == t->blk && waws[i - 1].idx == idx)
      return rewrite_waw(&waws[i - 1], t, pc, n, ws, other, other_ws);
  if (nwaw == WAW_CAP)
    return 0;
  struct waw *w = &waws[nwaw++];
  w->b = t->blk;
  w->idx = idx;
  w->n = (unsigned)(n < sizeof w->old ? n : sizeof w->old);
  memcpy(w->old, byte_of(idx), w->n);
  w->first = (uint16_t)other;
  w->second = (uint16_t)t->v.rank;
  w->second_ws = ws;
  w->first_pc = other_pc;
  w->second_pc = pc;
  return 1;
}

static void forget_waws(const struct simt_block *b)
{
  size_t keep = 0;
  for (size_t i = 0; i < nwaw; i++)
    if (waws[i].b != b)
      waws[keep++] = waws[i];
  nwaw = keep;
}

void simt_shadow_settle(struct simt_block *b)
{
  simt_suspects_settle(b);
  size_t keep = 0;
  for (size_t i = 0; i < nwaw; i++) {
    struct waw *w = &waws[i];
    if (w->b != b) {
      waws[keep++] = *w;
      continue;
    }
    if (memcmp(byte_of(w->idx), w->old, w->n) == 0)
      continue;
    struct simt_thread *saved = simt_self;
    simt_self = &b->th[w->second];
    simt_shadow_report_race(simt_self, w->second_pc, 1, w->first, 1, w->first_pc,
                            simt_shadow_offset_of(w->idx));
    simt_self = saved;
  }
  nwaw = keep;
  simt_gshadow_settle(b); /* the same for global memory */
}

/* What both walks of an access read once: the thread's rank, the warp
 * clock, the block's barrier interval and instance. */
struct stamp {
  unsigned me;
  uint32_t iv, ws, inst;
};

static inline struct stamp stamp_of(const struct simt_thread *t)
{
  return (struct stamp){ .me = t->v.rank, .iv = t->blk->interval, .ws = simt_warp_clock,
                         .inst = t->blk->instance };
}

/* Cells in groups of four (by index: a word of shared memory, or where the
 * static section's size is not a multiple of four, its last bytes and the
 * window's first: a group's rules hold for any four cells).  Until an access covers part of a
 * group (a byte, a short, a misaligned word), its four bytes share one
 * history, kept in the group's first cell (the others' are stale): an
 * access of whole groups (an aligned 4, 8 or 16 bytes) checks and updates
 * that cell only, which is what a walk of the four bytes does (each byte in
 * the same state meets the same checks; the first reports, at its offset).
 * An access that covers a group in part first copies the first cell to the
 * other three, and marks the group split (in its first cell): from then on
 * its bytes are walked one at a time, until the cells are cleared (zero:
 * equal). */
#define INL static inline __attribute__((always_inline))

/* The groups of cells idx..idx+n-1 each a cell a byte from here on; the
 * ones covered in part split. */
static void spread(long idx, size_t n)
{
  long g0 = idx & ~(long)(GROUP - 1), g1 = (idx + (long)n - 1) & ~(long)(GROUP - 1);
  for (long g = g0; g <= g1; g += GROUP)
    if (!cells[g].split)
      cells[g + 1] = cells[g + 2] = cells[g + 3] = cells[g];
  cells[g0].split |= idx != g0;
  cells[g1].split |= idx + (long)n != g1 + GROUP;
}

/* Byte i of a read of shared memory from cell idx on, its cell c.  The
 * offset a report names is found only for a report (a static array's is a
 * walk of the arrays). */
INL void read_byte(struct simt_thread *t, const struct stamp *st, struct cell *c,
                             long idx, size_t i, void *pc, int *reported)
{
  if (c->init != st->inst && !*reported) {
    *reported = 1;
    if (!simt_diag_seen("uninitialised-shared", pc))
      simt_diag("uninitialised-shared", pc,
                "read of shared memory (%s offset %zu) that no thread of this block has written",
                (size_t)idx >= cells_static ? "dynamic" : "static", simt_shadow_offset_of(idx) + i);
  }
  /* A read beside another thread's atomic: a suspect (shadow_suspects.c). */
  if (c->w_iv == st->iv && c->w_t != st->me && !separated(c->w_t, c->w_ws, t) && !*reported) {
    *reported = 1;
    if (c->w_atomic == 2)
      simt_suspect_add(t->blk, idx + (long)i, st->me, pc, c->w_t, c->w_pc);
    else if (!c->w_atomic)
      simt_shadow_report_race(t, pc, 0, c->w_t, 1, c->w_pc, simt_shadow_offset_of(idx) + i);
  }
  if (c->r_iv != st->iv) {
    c->r_iv = st->iv;
    c->r_t = (uint16_t)st->me; c->r_ws = st->ws; c->r_pc = pc;
    c->r2_t = NOBODY;
  } else if (c->r_t == st->me) {
    c->r_ws = st->ws; c->r_pc = pc;
  } else {
    c->r2_t = (uint16_t)st->me; c->r2_ws = st->ws; c->r2_pc = pc;
  }
}

/* Byte i of a plain write (as read_byte). */
INL void write_byte(struct simt_thread *t, const struct stamp *st, struct cell *c,
                              long idx, size_t i, size_t n, void *pc, int *reported)
{
  if (!*reported && c->w_iv == st->iv && c->w_t != st->me && !separated(c->w_t, c->w_ws, t)) {
    *reported = 1;
    if (c->w_atomic || !defer_waw(t, pc, st->ws, idx + (long)i, n - i, c->w_t, c->w_ws, c->w_pc))
      simt_shadow_report_race(t, pc, 1, c->w_t, 1, c->w_pc, simt_shadow_offset_of(idx) + i);
  }
  if (!*reported && c->r_iv == st->iv) {
    if (c->r_t != st->me && !separated(c->r_t, c->r_ws, t)) {
      *reported = 1;
      simt_shadow_report_race(t, pc, 1, c->r_t, 0, c->r_pc, simt_shadow_offset_of(idx) + i);
    } else if (c->r2_t != NOBODY && c->r2_t != st->me && !separated(c->r2_t, c->r2_ws, t)) {
      *reported = 1;
      simt_shadow_report_race(t, pc, 1, c->r2_t, 0, c->r2_pc, simt_shadow_offset_of(idx) + i);
    }
  }
  c->w_iv = st->iv;
  c->w_t = (uint16_t)st->me; c->w_ws = st->ws; c->w_pc = pc;
  c->w_atomic = 0;
  c->init = st->inst;
}

/* n shared bytes from cell idx on, read or written by t: a group's first
 * cell for the group where it can (above), else byte by byte.  The block's
 * instance and the like are read once (stamp_of), not once a byte. */
INL void shared_rw(struct simt_thread *t, long idx, size_t n, int write, void *pc)
{
  const struct stamp st = stamp_of(t);
  int reported = 0;
#define SIMT_RW_BYTE(c, i)                                    \
  do {                                                        \
    if (write)                                                \
      write_byte(t, &st, (c), idx, (i), n, pc, &reported);    \
    else                                                      \
      read_byte(t, &st, (c), idx, (i), pc, &reported);        \
  } while (0)
  if (!(((size_t)idx | n) & (GROUP - 1))) {
    for (size_t i = 0; i < n; i += GROUP) {
      struct cell *c = &cells[idx + (long)i];
      if (!c->split) {
        SIMT_RW_BYTE(c, i);
        continue;
      }
      for (size_t j = 0; j < GROUP; j++)
        SIMT_RW_BYTE(c + j, i + j);
    }
    return;
  }
  spread(idx, n);
  for (size_t i = 0; i < n; i++)
    SIMT_RW_BYTE(&cells[idx + (long)i], i);
#undef SIMT_RW_BYTE
}

int simt_shared_access(uintptr_t a, size_t n, int write, void *pc)
{
  long idx = locate(a, n, write, pc);
  if (idx < 0)
    return 0;
  if (write)
    shared_rw(simt_self, idx, n, 1, pc);
  else
    shared_rw(simt_self, idx, n, 0, pc);
  return 1;
}

void simt_shared_atomic(uintptr_t a, size_t n, void *pc, int adds)
{
  long idx = locate(a, n, 1, pc);
  if (idx < 0)
    return;
  spread(idx, n);  /* a cell a byte: the loops below walk them all */
  struct simt_block *b = simt_self->blk;
  for (size_t i = 0; i < n; i++) {
    struct cell *c = &cells[idx + i];
    if (c->init != b->instance) {
      if (!simt_diag_seen("uninitialised-shared", pc))
        simt_diag("uninitialised-shared", pc,
                  "atomic on shared memory (offset %zu) that no thread of this block has written",
                  simt_shadow_offset_of(idx) + i);
      break;
    }
  }
  /* An atomic and another thread's plain store to the same word with no
   * barrier between them: one of the two is lost (a shared total zeroed
   * with no __syncthreads() before the atomics add to it).  Two atomics do
   * not race; a plain store after atomics is caught by the store's check. */
  struct simt_thread *t = simt_self;
  unsigned me = t->v.rank;
  uint32_t iv = b->interval, ws = simt_warp_clock;
  size_t off = simt_shadow_offset_of(idx);
  int reported = 0;
  simt_suspect_forgive(b, idx, me);
  /* A plain read of the word by another thread earlier in the interval,
   * and this atomic adds into it: a suspect (shadow_suspects.c). */
  const struct cell *c0 = &cells[idx];
  if (adds && c0->r_iv == iv && c0->r_t != me && !separated(c0->r_t, c0->r_ws, t))
    simt_suspect_add(b, idx, c0->r_t, c0->r_pc, me, pc);
  else if (adds && c0->r_iv == iv && c0->r2_t != NOBODY && c0->r2_t != me &&
           !separated(c0->r2_t, c0->r2_ws, t))
    simt_suspect_add(b, idx, c0->r2_t, c0->r2_pc, me, pc);
  for (size_t i = 0; i < n; i++) {
    struct cell *c = &cells[idx + i];
    c->init = b->instance;
    if (c->w_iv == iv && !c->w_atomic) {
      /* a plain store in this interval: kept, so that every other thread's
       * atomic after it is checked against it, not only the first */
      if (!reported && c->w_t != me && !separated(c->w_t, c->w_ws, t)) {
        reported = 1;
        simt_shadow_report_race(t, pc, 1, c->w_t, 1, c->w_pc, off + i);
      }
      continue;
    }
    c->w_iv = iv;
    c->w_t = (uint16_t)me; c->w_ws = ws; c->w_pc = pc;
    c->w_atomic = adds ? 2 : 1;
  }
  simt_shared_handoff_atomic(t);
}
