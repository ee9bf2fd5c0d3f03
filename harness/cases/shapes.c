/* shapes.c — what a part's data and a matrix's cases look like: the data
 * kinds a part gets beyond plain integers, and the matrix shapes of the
 * row, column and softmax exercises (see cases_internal.h). */
#include "cases_internal.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Data kinds beyond the integer default, by what the part computes. */
size_t rg_cases_extra_kinds(const struct rg_part *p, enum rg_kind *out)
{
  size_t k = 0;
  switch (p->family) {
  case RG_FAM_ARGMAX:
    out[k++] = RG_DATA_TIES;
    out[k++] = RG_DATA_NEGATIVE;
    out[k++] = RG_DATA_REAL;
    break;
  case RG_FAM_MOMENTS:
    out[k++] = RG_DATA_ONES;
    out[k++] = RG_DATA_REAL;
    out[k++] = RG_DATA_OFFSET;
    break;
  case RG_FAM_SOFTMAX:
    out[k++] = RG_DATA_REAL;
    out[k++] = RG_DATA_LARGE;
    break;
  default:
    out[k++] = RG_DATA_NEGATIVE;
    if (p->op == RG_OP_SUM) {
      out[k++] = RG_DATA_ONES;
      out[k++] = RG_DATA_REAL;
      /* Magnitudes far from 1, both ways: a sum kept in fixed point (a
       * "deterministic" int64 of x * 2^24) loses the tiny ones and
       * overflows on the huge; every float order is within its bound. */
      if (p->dtype != RG_I32) {
        out[k++] = RG_DATA_TINY;
        out[k++] = RG_DATA_HUGE;
      }
    } else if (p->dtype != RG_I32) {
      out[k++] = RG_DATA_REAL;
      out[k++] = RG_DATA_NANS;
      out[k++] = RG_DATA_ZEROS; /* -0.0 and +0.0 (zeros_element) */
    } else {
      /* ints past 2^24: a max or min taken through float rounds them */
      out[k++] = RG_DATA_WIDE;
      /* blocks whose max or min is 0: the int data held none, so a 0 taken
       * for "empty" (identity 0, a 0 operand skipped) passed; the float
       * parts' zeros kind has them */
      out[k++] = RG_DATA_SPLIT;
    }
  }
  return k;
}

size_t rg_cases_kind_n(enum rg_kind k, size_t span)
{
  switch (k) {
  case RG_DATA_NANS:
    return 3 * span + 8192; /* its runs, from 4096 on, fill whole blocks */
  case RG_DATA_WIDE:
    /* its runs whole, then 8 blocks of distinct ints (datagen.c) */
    return (12288 + span - 1) / span * span + 8 * span + 1;
  case RG_DATA_ZEROS:
    return 4 * 4096 + 1; /* its four runs whole, and a block of one */
  default:
    return 2 * span + 1;
  }
}

/* A last, partial block of 3 elements inside the run [start, end): n ends 3
 * elements into the first block that starts in it.  Not made where no
 * block starts inside the run (a span past end - start - 3). */
static int push_run_tail(struct rg_case_list *out, struct rg_case c, size_t span, size_t start,
                         size_t end)
{
  size_t first = (start + span - 1) / span * span;
  if (first + 3 > end)
    return 0;
  c.n = first + 3;
  return rg_cases_push(out, c);
}

/* The runs (datagen.c) that end a kind's case in a partial block.  The
 * kind's own sizes end their last block whole, or far past the runs, so a
 * kernel that gives its padded slots a value of its own passed them all:
 *   nans: the NaN run (4096..8191), so a kernel that counts padded slots
 *         as numbers when it asks "all NaN?" reports -inf or +inf; and the
 *         run of -inf (8192..) for a max, of +inf (12288..) for a min, so
 *         padding of -FLT_MAX or FLT_MAX (numeric_limits' lowest() and
 *         max()) wins over the infinities;
 *   wide: the run of INT_MIN (4096..) for a max, of INT_MAX (8192..) for a
 *         min, so padding of -2147483647 (INT_MIN written out) wins;
 *   ties: the run of -inf (2048..4095, argmax), so a padded slot's
 *         candidate that ties there and wins ((-inf, 0) for a thread past
 *         n) gives its own index; only block 512's kind case (2049
 *         elements, the last block one -inf) had such a block. */
int rg_cases_push_run_tails(struct rg_case_list *out, struct rg_case c, size_t span,
                            enum rg_op op)
{
  if (c.kind == RG_DATA_NANS) {
    size_t inf = op == RG_OP_MIN ? 12288 : 8192;
    if (push_run_tail(out, c, span, 4096, 8192) ||
        (op != RG_OP_SUM && push_run_tail(out, c, span, inf, inf + 4096)))
      return -1;
  }
  if (c.kind == RG_DATA_TIES)
    return push_run_tail(out, c, span, 2048, 4096);
  if (c.kind == RG_DATA_WIDE && op != RG_OP_SUM) {
    size_t run = op == RG_OP_MIN ? 8192 : 4096;
    return push_run_tail(out, c, span, run, run + 4096);
  }
  return 0;
}

/* The kind that shows a thread's own accumulation going wrong (below):
 * offset for moments, huge for a double sum; int where there is none. */
enum rg_kind rg_cases_accumulation_kind(const struct rg_part *p)
{
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = rg_cases_extra_kinds(p, kinds);
  enum rg_kind kind = RG_DATA_INT;
  for (size_t k = 0; k < nk; k++)
    if (kinds[k] == RG_DATA_OFFSET ||
        (kinds[k] == RG_DATA_HUGE && p->dtype == RG_F64 && kind == RG_DATA_INT))
      kind = kinds[k];
  return kind;
}

/* A non-integer kind of part p: its accumulation kind (offset for moments,
 * huge for a double sum), else real where the part is graded on reals;
 * RG_DATA_INT where it has neither. */
enum rg_kind rg_cases_real_kind(const struct rg_part *p)
{
  enum rg_kind kind = rg_cases_accumulation_kind(p);
  if (kind != RG_DATA_INT)
    return kind;
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = rg_cases_extra_kinds(p, kinds);
  for (size_t k = 0; k < nk; k++)
    if (kinds[k] == RG_DATA_REAL)
      return RG_DATA_REAL;
  return RG_DATA_INT;
}

/* Size case c, sizes[s] of one block's sizes[0, ns), again on huge data
 * where c is a float or double sum's largest size past 2^16.  The kinds
 * that show a narrower accumulator (huge and tiny: a float for a double,
 * a half, a 64-bit fixed point of x * 2^24) were graded only at 2^16 - 1
 * elements and below, and every larger case was of integers (or on a GPU
 * reals, multiples of 2^-23: exact in that fixed point), so a kernel that
 * switched to such an accumulator only past 2^16 passed every matrix
 * (tests/hostile/precision-drop-large-n.cu, a float accumulator for a
 * double sum; fixed-point-past-2-16.cu).  The largest size is where a
 * kernel that saves work only on large inputs does it; past it no matrix
 * can see it (the emulator's --quick stops at 2^16 and says so).  Beside
 * the integer case, not instead: integers are summed exactly (no
 * tolerance), which is what shows one element lost at the tail.  Moments
 * have no huge kind: theirs is offset (1e6 + [-1, 1)), whose large case of
 * its own (rg_cases_kind_large) is 2^16 - 1 elements on the emulator and
 * 1000003 on a GPU, below the largest size; so a moments kernel that
 * kept unshifted sums of x and x^2 (plain, compensated or in double) only
 * past 2^16 passed, exact on the integers (tests/mutants/12-mean-variance/
 * *-past-*.mutant): its largest size gets offset data the same way.
 * 0, or -1 (no memory). */
int rg_cases_push_largest_kind(struct rg_case_list *out, const struct rg_part *part,
                               struct rg_case c, const size_t *sizes, size_t ns, size_t s)
{
  if (sizes[s] <= RG_EMU_QUICK_MAX_N || c.rows)
    return 0;
  for (size_t i = 0; i < ns; i++)
    if (sizes[i] > sizes[s] || (sizes[i] == sizes[s] && i < s))
      return 0;
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = rg_cases_extra_kinds(part, kinds);
  enum rg_kind kind = RG_DATA_INT;
  for (size_t k = 0; k < nk; k++)
    if (kinds[k] == RG_DATA_HUGE || (kinds[k] == RG_DATA_OFFSET && kind == RG_DATA_INT))
      kind = kinds[k];
  if (kind == RG_DATA_INT)
    return 0;
  /* One block is enough: what it finds (a narrower sum past some size)
   * does not depend on the block, and at 10^6 elements the case costs the
   * emulator about a third of a second. */
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i].part == c.part && out->v[i].n == c.n && out->v[i].kind == kind)
      return 0;
  c.kind = kind;
  return rg_cases_push(out, c);
}

/* The data that shows a thread's own accumulation going wrong came only
 * at sizes where a grid capped at 1024 blocks (the solutions') gives each
 * thread one element: two spans and one, and 2^16 - 1 at the reference
 * block (the emulator's cap).  So a moments kernel whose threads keep
 * plain sums of x and x^2 (no shift) and merge by Chan passed, exact for
 * one element of 1e6 + [-1, 1) a thread and wrong for two; so did a
 * whole-array double sum whose threads add in a float (every element of
 * the graded kinds is exact in float).  Here that kind again at the
 * exercise's loop_case block, 2^16 - 1 elements (block 32: two a thread),
 * on every backend (a GPU's --quick has the same sizes), unless the part
 * has the case: offset for moments, else for a double sum huge (reals over
 * 11 binades, so that two of them rarely add exactly in float; the real
 * kind, multiples of 2^-23 below 1, adds exactly while |sum| < 2).  A
 * float sum's thread has no narrower float to slip into: no case, no cost
 * (a half or a fixed point meets the largest size's huge case,
 * rg_cases_push_largest_kind; a bfloat16, float's range in 8 bits, passes
 * it: tests/findings/07-multi-block/bfloat16-accumulator-past-2-19.cu).
 * A double sum's huge data again at loop_case_n (without --quick): an
 * unrolled main loop whose loads are staged in floats (`float v[UNROLL]` in
 * the template) runs only where each thread of a capped grid has UNROLL
 * elements or more, which 2^16 - 1 at block 32 is not (two a thread), and
 * the loop case itself holds integers, exact in float. */
static int push_loop_kind_at(struct rg_case_list *out, struct rg_case c)
{
  for (size_t i = 0; i < out->len; i++)
    if (out->v[i].part == c.part && out->v[i].n == c.n && out->v[i].block == c.block &&
        out->v[i].kind == c.kind && out->v[i].rows == 0)
      return 0;
  return rg_cases_push(out, c);
}

int rg_cases_push_loop_kind(struct rg_case_list *out, const struct rg_exercise *ex, int p,
                            int block, bool quick)
{
  if (!ex->loop_case_n || block != ex->loop_case_block)
    return 0;
  enum rg_kind kind = rg_cases_accumulation_kind(&ex->parts[p]);
  if (kind == RG_DATA_INT)
    return 0;
  struct rg_case c = { .part = p, .n = RG_EMU_QUICK_MAX_N - 1, .block = block, .kind = kind };
  if (push_loop_kind_at(out, c))
    return -1;
  if (kind != RG_DATA_HUGE || quick || ex->loop_case_n <= c.n)
    return 0;
  c.n = ex->loop_case_n;
  return push_loop_kind_at(out, c);
}

/* A dropped element shows in a max, min or argmax only where it was its
 * block's one extreme.  Integer data holds its extremes (8, -8) a few times
 * in every block, and the real kind, whose values are distinct, runs where
 * the last element is a block's first item (2 spans + 1) or its maximum
 * by a chance of one in a span: a second item loaded below n - 1 (or any
 * other way of losing the array's last element) passed every case.  Here
 * span - 1 elements, the last one a second item (two items a thread), 9
 * above the rest (-9 below them for a min), at every block size. */
int rg_cases_push_last_extreme(struct rg_case_list *out, int p, const struct rg_part *part,
                               int block)
{
  if (part->op == RG_OP_SUM || (part->family != RG_FAM_BLOCK && part->family != RG_FAM_ARGMAX))
    return 0;
  size_t span = (size_t)block * (size_t)(part->items_per_thread > 0 ? part->items_per_thread : 1);
  struct rg_case c = { .part = p, .n = span > 2 ? span - 1 : span, .block = block,
                       .kind = part->op == RG_OP_MIN ? RG_DATA_LAST_LOW : RG_DATA_LAST_HIGH };
  return rg_cases_push(out, c);
}

bool rg_cases_kind_large(enum rg_kind k)
{
  /* negative: as the ints; tiny, huge, zeros, split: what they show, they
   * show on one small case */
  return k != RG_DATA_NEGATIVE && k != RG_DATA_TINY && k != RG_DATA_HUGE &&
         k != RG_DATA_ZEROS && k != RG_DATA_SPLIT;
}

bool rg_cases_is_2d(const struct rg_part *p)
{
  return p->family == RG_FAM_ROWS || p->family == RG_FAM_COLS ||
         p->family == RG_FAM_SOFTMAX;
}

/* More rows than a grid's y dimension takes (65535): a kernel that gives
 * every row a block row of its own (a column sum's row groups, a row sum's
 * or a softmax's rows on blockIdx.y) cannot launch on a GPU, nor on the
 * emulator, which refuses the same grids.  One column, at block 32 only.
 * A column sum's costs nothing anywhere.  A row kernel's is 65536 blocks,
 * about two seconds of the emulator's: not in its --quick matrix (the
 * report says so), in every other.  A right kernel that launches its own
 * block of 1024 threads a row (the occupancy API's choice, the given 32
 * ignored) makes it 67M threads, a minute or two of the emulator's: it gets
 * four times the time limit, so that it is slow there, not failed
 * (tests/correct/14-softmax/block-from-occupancy-api.cu). */
static int push_grid_y_shape(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                             const struct rg_part *part, int block)
{
  if (!rg_cases_is_2d(part) || block != 32)
    return 0;
  if (part->family != RG_FAM_COLS && o->emulator && o->quick)
    return 0;
  struct rg_case c = { .part = p, .n = 65536, .rows = 65536, .cols = 1, .block = block,
                       .kind = RG_DATA_INT, .time_scale = 4 };
  return rg_cases_push(out, c);
}

/* Matrix shapes: degenerate, around the block size, short-wide, tall-thin;
 * last, the one a GPU times (the largest: mark_timed_cases): square and
 * above the L2, where one block per row and one thread per column are both
 * what the lesson teaches.  Timed on 2 x 2^20, a row sum had two blocks to
 * run on and the reference came out at 0.007x CUB, below every tier. */
static int push_matrix_shapes(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                       const struct rg_part *part, int block)
{
  size_t b = (size_t)block;
  /* Widths of every residue mod 4, each in --quick: a kernel that loads
   * float4 where cols % 4 == 0, float2 where it is 2 mod 4 and floats
   * otherwise runs each path (34 and 36: 2 and 0 mod 4). */
  size_t shapes[][2] = {
    { 1, 1 }, { 1, 33 }, { 33, 1 }, { 7, b + 1 }, { b + 1, 7 }, { 5, 34 }, { 6, 36 },
    { 3, 65537 }, { 16387, 3 }, { 257, 1000 }, { 2, 1u << 20 }, { 1u << 20, 2 },
    { 4096, 4096 },
  };
  /* indices: b+1 x 7, 3 x 65537, 16387 x 3, 257 x 1000 */
  enum { SHORT_ROWS = 4, LONG_ROWS = 7, TALL = 8, WIDE = 9, QUICK_LAST = 8 };
  size_t cap = o->emulator ? (o->quick ? RG_EMU_QUICK_MAX_N : RG_EMU_MAX_N)
                           : ((size_t)1 << 26);
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = rg_cases_extra_kinds(part, kinds);
  for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
    size_t rows = shapes[i][0], cols = shapes[i][1];
    if (rows * cols > cap || (o->quick && i > QUICK_LAST))
      continue;
    /* One block per row is the usual shape: the emulator runs every one of
     * its threads, so keep rows × block within what it runs in seconds. */
    if (o->emulator && rows * b > (o->quick ? RG_EMU_QUICK_MAX_N * 4 : RG_EMU_MAX_N))
      continue;
    struct rg_case c = { .part = p, .n = rows * cols, .rows = rows, .cols = cols,
                         .block = block, .kind = RG_DATA_INT };
    if (rg_cases_push(out, c))
      return -1;
    /* the emulator's default matrix: kinds only up to 2^16 (emu_large_only_at) */
    if (i == 3 || (i == WIDE && !o->quick && !o->emulator))
      for (size_t k = 0; k < nk; k++) {
        c.kind = kinds[k];
        if (rg_cases_push(out, c))
          return -1;
      }
    /* The tall shape gets the large kind (softmax) too: more rows than a
     * capped grid has blocks, so a block that strides over rows and carries
     * its max from one row into the next (never reset) crosses from the
     * [-100, 100) rows into those near -1000, where a stale max leaves
     * 0 / 0.  With one row per block (the other shapes) it passed.
     * A row or column sum's real data too, on the tall shape, on block +
     * 1 rows of 7 and on 3 rows of 65537: every shape of rows at most 32
     * long, of more than 1024 rows or of rows past 8195 held integers
     * alone, which an int accumulator adds exactly, so one in a path of
     * their own (a thread a short row, a tall matrix's columns unrolled
     * over rows, a long row cut into chunks, `auto sum = 0`) passed.
     * On a GPU the shapes past WIDE too (2 x 2^20, 2^20 x 2, 4096 x 4096:
     * beyond the emulator's caps), where a path for huge rows or columns
     * may hold its own int accumulator.
     * And the huge kind there: the real kind's 24-bit values are exact in
     * a 64-bit fixed point of x * 2^24 (a "deterministic" sum), so such a
     * path for tall matrices only passed every matrix, the huge kind
     * being on 7 x (block + 1) alone
     * (tests/mutants/13-rows-and-columns/cols-tall-fixed-point.mutant).
     * The longest rows get the large kind too: every other shape's rows
     * are at most 8 blocks + 3 wide, so a path for long rows only (one
     * pass, no max: "long rows do not overflow") ran on integers alone,
     * whose exp() stays finite unshifted.  At block 256 only: the path is
     * the row's, not the block's. */
    bool sum_family = part->family == RG_FAM_ROWS || part->family == RG_FAM_COLS;
    bool sum_real = sum_family && (i == SHORT_ROWS || i == LONG_ROWS || i == TALL || i > WIDE);
    bool large = i == TALL || (i == LONG_ROWS && block == 256);
    if (large || sum_real)
      for (size_t k = 0; k < nk; k++)
        if ((large && kinds[k] == RG_DATA_LARGE) ||
            (sum_real && (kinds[k] == RG_DATA_REAL || kinds[k] == RG_DATA_HUGE))) {
          c.kind = kinds[k];
          if (rg_cases_push(out, c))
            return -1;
        }
  }
  return 0;
}

/* Widths of whole block-wide strips: cols = block, 2 block, 3 block, few
 * rows.  A kernel may take a fast path only where cols % blockDim.x == 0
 * (no bounds test, two strips a trip); none of push_matrix_shapes' widths
 * within the emulator's caps or --quick is a multiple of a block, so that
 * path ran nowhere.  One and three strips are odd (a path unrolled by two
 * reads the next row), three rows odd (a column path unrolled over rows by
 * two).  At most 9 block elements (the long rows below: 24); the emulator's --quick leaves out
 * block 1024 (most of their threads: the fast path is the same at 256).
 * The two-strip shape gets real data too, and a softmax's large data:
 * its width is a multiple of 4 and of the block, where the other kinds'
 * shapes (7 x block + 1, 16387 x 3) are odd, so a float4 or whole-strip
 * path ran on integers alone, which a sum adds exactly even through an int
 * (`auto acc = 0;`) and whose exp() never overflows unshifted. */
static int push_strip_shapes(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                             const struct rg_part *part, int block)
{
  if (o->emulator && o->quick && block > 256)
    return 0;
  size_t b = (size_t)block;
  const size_t shapes[][2] = { { 3, b }, { 2, 2 * b }, { 3, 3 * b } };
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = rg_cases_extra_kinds(part, kinds);
  for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
    struct rg_case c = { .part = p, .n = shapes[i][0] * shapes[i][1], .rows = shapes[i][0],
                         .cols = shapes[i][1], .block = block, .kind = RG_DATA_INT };
    if (rg_cases_push(out, c))
      return -1;
    for (size_t k = 0; k < nk && i == 1; k++) {
      c.kind = kinds[k];
      if ((kinds[k] == RG_DATA_REAL || kinds[k] == RG_DATA_LARGE) && rg_cases_push(out, c))
        return -1;
    }
  }
  /* Rows of 8 block-widths and 3, on real (and large) data alone: a row
   * path unrolled over 4 or 8 strips a trip runs only in rows that long,
   * where every other shape holds integers (3 x 65537, 257 x 1000; kinds
   * stop at 2^16 elements on the emulator), so an int accumulator there
   * (`auto wide = 0`) passed. */
  struct rg_case w = { .part = p, .rows = 3, .cols = 8 * b + 3, .block = block };
  w.n = w.rows * w.cols;
  for (size_t k = 0; k < nk; k++) {
    w.kind = kinds[k];
    if ((kinds[k] == RG_DATA_REAL || kinds[k] == RG_DATA_LARGE) && rg_cases_push(out, w))
      return -1;
  }
  /* One such row alone, on large data: the other one-row shapes (1 x 1,
   * 1 x 33, --sizes) hold integers, so a path for a one-row matrix (a
   * plain vector: "no max needed") took exp() of raw scores and passed.
   * Its first half, [-100, 100), has a score past 88 in all but about 1
   * in 2000 draws at 259 entries (block 32), so unshifted it overflows. */
  w.rows = 1;
  w.n = w.cols;
  for (size_t k = 0; k < nk; k++) {
    w.kind = kinds[k];
    if (kinds[k] == RG_DATA_LARGE && rg_cases_push(out, w))
      return -1;
  }
  return 0;
}

int rg_cases_push_shapes(struct rg_case_list *out, const struct rg_exercise *ex,
                         const struct rg_matrix_opts *o, int p, int block)
{
  const struct rg_part *part = &ex->parts[p];
  return push_matrix_shapes(out, o, p, part, block) || push_strip_shapes(out, o, p, part, block) ||
         push_grid_y_shape(out, o, p, part, block) ||
         rg_cases_push_far_shape(out, ex, o, p, block);
}

/* A float sum over runs of zeros (the zeros kind: 4096 of -0.0 in a row,
 * whole blocks of them), at block 256 only.  Every other kind a sum gets
 * has no block whose share adds to exactly 0, so a kernel that skips a
 * zero ("nothing to add") and leaves a partial unwritten passed: the slot
 * keeps the poison or a __device__ array's value from an earlier case. */
int rg_cases_push_zero_blocks(struct rg_case_list *out, int p, const struct rg_part *part,
                              int block)
{
  if (part->op != RG_OP_SUM || part->dtype == RG_I32 || block != 256 ||
      (part->family != RG_FAM_BLOCK && part->family != RG_FAM_TOTAL &&
       part->family != RG_FAM_MULTI))
    return 0;
  struct rg_case c = { .part = p, .n = rg_cases_kind_n(RG_DATA_ZEROS, 0), .block = block,
                       .kind = RG_DATA_ZEROS };
  return rg_cases_push(out, c);
}
