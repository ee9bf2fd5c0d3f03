/* drawn_case.c — the learning goals' cases drawn from the seed (cases.h,
 * README "Learning goals"): a kernel may not meet a goal on the grids it
 * can know of only.  Besides the public case (one block of 1024), a count
 * of whole 1024-thread blocks, and a grid whose block size and length are
 * drawn too: a kernel that takes the right path only at block 1024, or
 * only where n fills its blocks, misses the goal there.  Those two are
 * grids the matrix does not run, so a kernel that took the right path on
 * every grid but the matrix's (whose sizes are public) met the goal while
 * diverging on every case it is graded on: a fourth goal case is one of
 * the matrix's own, drawn from the seed too. */
#define _GNU_SOURCE
#include "cases_internal.h"

#include <sys/random.h>
#include <time.h>

/* 64 bits a student cannot know: a secret --seed's own (every grading
 * with it draws alike: a class is graded on one grid), else fresh ones
 * (the public seed: getrandom in the grader, never the submission). */
static uint64_t goal_bits(uint64_t seed, uint64_t salt)
{
  uint64_t x = seed;
  if (seed == RG_PUBLIC_SEED && getrandom(&x, sizeof x, 0) != (ssize_t)sizeof x) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    x = (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
  }
  /* splitmix64's finaliser: neighbouring seeds draw unrelated grids; the
   * salt keeps the two drawn cases' draws apart */
  x += 0x9e3779b97f4a7c15ull * (salt + 1);
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* Whole blocks of span elements at block 1024, a count drawn among those
 * the matrix does not already run (a case of its own, so the case count is
 * the same whatever is drawn). */
int rg_cases_add_drawn_count(struct rg_case_list *l, int p, size_t span, uint64_t seed)
{
  int free_counts[RG_GOAL_BLOCKS_MAX + 1], nfree = 0;
  for (int k = RG_GOAL_BLOCKS_MIN; k <= RG_GOAL_BLOCKS_MAX; k++)
    if (rg_cases_find_model(l, p, (size_t)k * span) < 0)
      free_counts[nfree++] = k;
  if (nfree == 0)
    return 0;
  int k = free_counts[goal_bits(seed, 0) % (uint64_t)nfree];
  return rg_cases_mark_model(l, p, (size_t)k * span, true, true);
}

/* Has part p a case of n elements at this block, of any data (n 0: any
 * case)? */
static bool in_matrix(const struct rg_case_list *l, int p, size_t n, int block)
{
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part == p && c->block == block && !c->checked &&
        (n == 0 || (c->n == n && c->in_offset == 0 && !c->sm_count)))
      return true;
  }
  return false;
}

/* The block sizes the drawn grid may have: 256 and 512, those the
 * exercise takes, into out[4].  Not smaller: a GPU judges the tree's
 * divergence from counters, and a tree that diverges in every warp has too
 * few warps below 256 threads to stand out from one that diverges in warp 0
 * only (goals.c allows 4 branch targets a step for the last 5 steps: 20 a
 * block; an interleaved tree makes about 5 a warp), so a kernel that took
 * the right tree only from 256 threads up would pass there and fail on the
 * emulator.  A size the matrix does not run shows as a group of one case in
 * the report: that it is 256 or 512 is no secret; the length is drawn too. */
static int drawn_blocks(const struct rg_exercise *ex, int out[4])
{
  int n = 0;
  for (int b = 256; b <= 512; b *= 2)
    if (rg_exercise_block_ok(ex, b))
      out[n++] = b;
  return n;
}

/* A block size of 256 or 512 (drawn_blocks; powers of two: every goal's
 * tree halves; 1024 is the other cases')
 * and a length
 * of RG_GOAL_BLOCKS_MIN..MAX blocks, the last one partial (1 to span - 1
 * elements), all drawn; n steps on past a size the matrix runs, so that the
 * case is one of its own whatever is drawn. */
int rg_cases_add_drawn_grid(const struct rg_exercise *ex, struct rg_case_list *l, int p,
                            uint64_t seed)
{
  int blocks[4], nb = drawn_blocks(ex, blocks);
  if (nb == 0)
    return 0;
  uint64_t x = goal_bits(seed, 1);
  int block = blocks[x % (uint64_t)nb];
  x /= (uint64_t)nb;
  size_t items = ex->parts[p].items_per_thread > 0 ? (size_t)ex->parts[p].items_per_thread : 1;
  size_t span = (size_t)block * items;
  size_t whole = RG_GOAL_BLOCKS_MIN - 1 +
                 (size_t)(x % (RG_GOAL_BLOCKS_MAX - RG_GOAL_BLOCKS_MIN + 1));
  x /= RG_GOAL_BLOCKS_MAX - RG_GOAL_BLOCKS_MIN + 1;
  size_t tail = 1 + (size_t)(x % (span - 1));
  for (size_t tries = 0; tries < span && in_matrix(l, p, whole * span + tail, block); tries++)
    tail = tail % (span - 1) + 1;
  /* Reals, where the other goal cases are integers: a kernel that tells
   * the goal cases by their data (whole numbers) is measured on both. */
  struct rg_case c = { .part = p, .n = whole * span + tail, .block = block,
                       .kind = RG_DATA_REAL, .profile = true, .goal = true,
                       .undisclosed = true, .drawn_block = true };
  return rg_cases_push(l, c);
}

/* The largest matrix case a goal is judged on: the model's figures cost
 * little up to there (the emulator's shuffled orders stop at 2^16 + 1). */
#define DRAWN_MATRIX_MAX_N ((size_t)65537)

/* May part p's case c be the goal case drawn from the matrix?  An integer
 * case of the matrix's, from the input's start, at a block size the goal
 * cases take (256, 512 or 1024), at least two blocks' worth of elements
 * (a figure per block of a grid, as the drawn ones) and small. */
static bool matrix_candidate(const struct rg_exercise *ex, const struct rg_case *c, int p)
{
  int blocks[4], nb = drawn_blocks(ex, blocks);
  bool block_ok = c->block == 1024;
  for (int i = 0; i < nb; i++)
    block_ok |= c->block == blocks[i];
  size_t items = ex->parts[p].items_per_thread > 0 ? (size_t)ex->parts[p].items_per_thread : 1;
  return c->part == p && block_ok && !c->profile && !c->checked && !c->sm_count &&
         c->kind == RG_DATA_INT && c->in_offset == 0 && c->rows == 0 &&
         c->n >= 2 * (size_t)c->block * items && c->n <= DRAWN_MATRIX_MAX_N;
}

int rg_cases_mark_drawn_matrix(const struct rg_exercise *ex, struct rg_case_list *l, int p,
                               uint64_t seed)
{
  size_t count = 0;
  for (size_t i = 0; i < l->len; i++)
    count += matrix_candidate(ex, &l->v[i], p);
  if (count == 0)
    return 0;
  size_t pick = (size_t)(goal_bits(seed, 2) % count);
  for (size_t i = 0; i < l->len; i++) {
    struct rg_case *c = &l->v[i];
    if (!matrix_candidate(ex, c, p) || pick-- > 0)
      continue;
    c->profile = c->goal = c->undisclosed = c->drawn_block = true;
    return 0;
  }
  return 0;
}
