/* drawn_case.c — the learning goals' cases drawn from the seed (cases.h,
 * README "Learning goals"): a kernel may not meet a goal on the grids it
 * can know of only.  Besides the public case (one block of 1024), a count
 * of whole 1024-thread blocks, and grids whose block size and length are
 * drawn too: a kernel that takes the right path only at block 1024, or
 * only where n fills its blocks, misses the goal there.  Those are grids
 * the matrix does not run, so a kernel that took the right path on every
 * grid but the matrix's (whose sizes are public) met the goal while
 * diverging on every case it is graded on: one more goal case is one of
 * the matrix's own, drawn from the seed too.
 *
 * Nor may it meet a goal on the data it can know of only: the drawn cases
 * between them hold every kind of data the part is graded on (its extra
 * kinds, shapes.c; the public case's integers), which case gets which
 * drawn from the seed, and the matrix's case drawn may be of any kind.  A
 * kernel that took the right path only on data that look like some kinds
 * (both signs, moderate magnitudes, whole numbers) misses the goal on a
 * kind that does not. */
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
   * salt keeps the drawn cases' draws apart */
  x += 0x9e3779b97f4a7c15ull * (salt + 1);
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* May a goal case be of kind k?  A right kernel's goal figures
 * (divergence, bank conflicts, coalescing) must not depend on its data, or
 * a kind would fail a right kernel; so the kinds on which a right kernel
 * takes another path are left out:
 *   nans:  the NaN rule (a max or min tests isnan(x) and branches on it);
 *   zeros: the signed-zero rule (a max that wants +0.0 over -0.0 tests the
 *          sign, on zeros only);
 *   ties:  argmax's lowest index (the indices are compared on equal values
 *          only);
 *   far:   2^31 elements, no small case.
 * A sum adds whatever it is given, so every kind of a float or int sum
 * stays: the emulator's figures of the solutions read alike on each. */
static bool goal_kind_ok(enum rg_kind k)
{
  return k != RG_DATA_NANS && k != RG_DATA_ZEROS && k != RG_DATA_TIES && k != RG_DATA_FAR;
}

/* The kinds part p's drawn cases take between them: its extra kinds (those
 * a goal case may have; the public case is of integers), in an order
 * drawn from the seed, into out; how many. */
static size_t drawn_kinds(const struct rg_part *part, uint64_t seed,
                          enum rg_kind out[RG_KINDS_MAX])
{
  enum rg_kind all[RG_KINDS_MAX];
  size_t n = 0, nall = rg_cases_extra_kinds(part, all);
  for (size_t i = 0; i < nall; i++)
    if (goal_kind_ok(all[i]) && all[i] != RG_DATA_INT)
      out[n++] = all[i];
  uint64_t x = goal_bits(seed, 3);
  for (size_t i = n; i > 1; i--) { /* Fisher-Yates: 5! orders in 64 bits */
    size_t j = (size_t)(x % i);
    x /= i;
    enum rg_kind t = out[i - 1];
    out[i - 1] = out[j];
    out[j] = t;
  }
  return n;
}

/* Has part p a case of n elements at this block, of any data (n 0: any
 * case)? */
static bool in_matrix(const struct rg_case_list *l, int p, size_t n, int block)
{
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part == p && c->block == block && !c->checked &&
        (n == 0 || (c->n == n && c->in_offset == 0 && !c->sm_count && !c->no_coop)))
      return true;
  }
  return false;
}

/* Whole blocks of span elements at block 1024, a count drawn among those
 * the matrix does not already run at that block (a case of its own, so
 * the case count is the same whatever is drawn), of kind k. */
static int add_drawn_count(struct rg_case_list *l, int p, size_t span, uint64_t seed,
                           enum rg_kind k)
{
  int free_counts[RG_GOAL_BLOCKS_MAX + 1], nfree = 0;
  for (int b = RG_GOAL_BLOCKS_MIN; b <= RG_GOAL_BLOCKS_MAX; b++)
    if (!in_matrix(l, p, (size_t)b * span, 1024))
      free_counts[nfree++] = b;
  if (nfree == 0)
    return 0;
  int b = free_counts[goal_bits(seed, 0) % (uint64_t)nfree];
  struct rg_case c = { .part = p, .n = (size_t)b * span, .block = 1024, .kind = k,
                       .profile = true, .goal = true, .undisclosed = true };
  return rg_cases_push(l, c);
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
 * tree halves; 1024 is the other cases') and a length of
 * RG_GOAL_BLOCKS_MIN..MAX blocks, the last one partial (1 to span - 1
 * elements), all drawn (salt: which draw); n steps on past a size the
 * matrix or an earlier drawn grid runs, so that the case is one of its own
 * whatever is drawn.  Of kind k. */
static int add_drawn_grid(const struct rg_exercise *ex, struct rg_case_list *l, int p,
                          uint64_t seed, uint64_t salt, enum rg_kind k)
{
  int blocks[4], nb = drawn_blocks(ex, blocks);
  if (nb == 0)
    return 0;
  uint64_t x = goal_bits(seed, salt);
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
  struct rg_case c = { .part = p, .n = whole * span + tail, .block = block,
                       .kind = k, .profile = true, .goal = true,
                       .undisclosed = true, .drawn_block = true };
  return rg_cases_push(l, c);
}

/* The largest matrix case a goal is judged on: the model's figures cost
 * little up to there (the emulator's shuffled orders stop at 2^16 + 1). */
#define DRAWN_MATRIX_MAX_N ((size_t)65537)

/* May part p's case c be the goal case drawn from the matrix?  A case of
 * the matrix's of any kind a goal case may have, from the input's start, at a block size the goal
 * cases take (256, 512 or 1024), at least two blocks' worth of elements
 * (a figure per block of a grid, as the drawn ones) and small. */
static bool matrix_candidate(const struct rg_exercise *ex, const struct rg_case *c, int p)
{
  int blocks[4], nb = drawn_blocks(ex, blocks);
  bool block_ok = c->block == 1024;
  for (int i = 0; i < nb; i++)
    block_ok |= c->block == blocks[i];
  size_t items = ex->parts[p].items_per_thread > 0 ? (size_t)ex->parts[p].items_per_thread : 1;
  return c->part == p && block_ok && !c->profile && !c->checked && !c->sm_count && !c->no_coop &&
         goal_kind_ok(c->kind) && c->in_offset == 0 && c->rows == 0 &&
         c->n >= 2 * (size_t)c->block * items && c->n <= DRAWN_MATRIX_MAX_N;
}

static int mark_drawn_matrix(const struct rg_exercise *ex, struct rg_case_list *l, int p,
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

/* The drawn count of whole blocks takes the first kind drawn, a drawn grid
 * each of the others (one at least: of integers where the part has no
 * other kind), each grid's block size and length drawn apart (salt 1 for
 * the first, 3 + its place for the others: 0, 2 and 3 are the count's, the
 * matrix's and the kinds' order);
 * then the matrix's case. */
int rg_cases_add_drawn(const struct rg_exercise *ex, struct rg_case_list *l, int p,
                       size_t span, uint64_t seed)
{
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = drawn_kinds(&ex->parts[p], seed, kinds);
  if (add_drawn_count(l, p, span, seed, nk > 1 ? kinds[0] : RG_DATA_INT))
    return -1;
  size_t first = nk > 1 ? 1 : 0;
  for (size_t k = first; k < nk || k == first; k++)
    if (add_drawn_grid(ex, l, p, seed, k == first ? 1 : 3 + k, k < nk ? kinds[k] : RG_DATA_INT))
      return -1;
  return mark_drawn_matrix(ex, l, p, seed);
}
