/* cases.c — the case matrix (see cases.h and design.md "Case matrix"). */
#define _GNU_SOURCE
#include "cases.h"
#include "cases_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int rg_cases_push(struct rg_case_list *l, struct rg_case c)
{
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *o = &l->v[i];
    if (o->part == c.part && o->n == c.n && o->block == c.block &&
        o->kind == c.kind && o->in_offset == c.in_offset && o->rows == c.rows &&
        o->cols == c.cols && o->checked == c.checked && o->sm_count == c.sm_count &&
        o->no_coop == c.no_coop)
      return 0; /* the small sizes overlap (block-1 = 31 ...): keep one */
  }
  if (l->len == l->cap) {
    size_t cap = l->cap ? l->cap * 2 : 64;
    struct rg_case *v = realloc(l->v, cap * sizeof *v);
    if (!v)
      return -1;
    l->v = v;
    l->cap = cap;
  }
  l->v[l->len++] = c;
  return 0;
}

static const int default_blocks[] = { 32, 64, 128, 256, 512, 1024 };
static const int quick_blocks[] = { 32, 64, 256, 1024 };
/* Non-powers of two, tried where the algorithm claims multiples of 32:
 * 3, 11 and 21 warps.  11, not 15 (480 threads, as it was): a fold of the
 * warp sums that halves the live count but tests partners against the
 * first count is right for 3, 7, 15 warps and the powers of two, wrong for
 * 5, 6, 9 to 14 warps.  21: past 16 warps the sums no longer fit a
 * half-warp, and a second level that starts its shuffles at 8 lanes unless
 * the block has all 32 warps is wrong for 17 to 31 of them, which no other
 * block size here has (tests/mutants/05-warp-shuffle/second-level-from-8-
 * unless-32-warps.cu).  --quick takes the first only. */
static const int odd_blocks[] = { 96, 352, 672 };

/* Sizes every block size gets: the edges around one and two blocks, and
 * (default matrix) a last block half full whose last warp is not: every
 * other size is 0-3 or 31 mod 32, so a tail mistake in a partly filled
 * warp (a lane bound off by a few) would pass (tests/mutants/01-interleaved/
 * last-element-dropped-mid-warp-remainder.mutant). */
static size_t edge_sizes(int block, int items, bool quick, size_t *out)
{
  size_t span = (size_t)block * (size_t)(items > 0 ? items : 1);
  size_t k = 0;
  out[k++] = 1;
  out[k++] = 33;
  out[k++] = span - 1;
  out[k++] = span + 1;
  out[k++] = 2 * span + 1;
  if (!quick) {
    out[k++] = 2;
    out[k++] = 31;
    out[k++] = 32;
    out[k++] = span;
    out[k++] = span + span / 2 + 5; /* 5 or 21 mod 32 when span is a multiple of 32 */
  }
  return k;
}

/* The emulator's default matrix: sizes past 2^16 (indexing and the tail at
 * scale) cost about a second per schedule each, nearly all of a grading's
 * time, and the checks that need the shuffled orders, other block sizes or
 * data kinds find what they find on smaller cases.  So past 2^16 one size,
 * 1000003, at block 256, on integer data, blocks in order only; and the
 * same for a matrix case of more than 2^16 elements or threads
 * (rg_cases_matrix_not_run says so). */
static bool emu_large_only_at(const struct rg_matrix_opts *o, int block)
{
  return o->emulator && !o->quick && block != 256;
}

/* Sizes the reference block sizes get: primes and powers of two ± 1.  The
 * emulator's default matrix stops the powers at 2^16 + 1 and adds 1000003
 * (prime: a ragged tail at scale) where emu_large_only_at allows (not
 * reduced). */
static size_t large_sizes(const struct rg_matrix_opts *o, bool reduced, size_t *out)
{
  size_t k = 0;
  size_t cap = o->emulator ? (o->quick ? RG_EMU_QUICK_MAX_N : RG_EMU_MAX_N)
                           : (o->quick ? ((size_t)1 << 20) : ((size_t)1 << 24));
  size_t pow_cap = o->emulator && !o->quick ? RG_EMU_QUICK_MAX_N : cap;
  static const int pows[] = { 10, 16, 20, 24 };
  out[k++] = 4099; /* prime, a few blocks with a ragged tail */
  if (!o->quick && cap >= 1000003 && !reduced)
    out[k++] = 1000003;
  for (size_t i = 0; i < sizeof pows / sizeof pows[0]; i++) {
    size_t p = (size_t)1 << pows[i];
    if (p > pow_cap)
      break;
    if (o->quick && pows[i] != 16 && pows[i] != 20)
      continue;
    out[k++] = p - 1;
    out[k++] = p;
    if (p + 1 <= cap) out[k++] = p + 1; /* the emulator cap is a hard limit */
  }
  if (!o->emulator && o->full)
    out[k++] = (size_t)1 << 28;
  return k;
}

/* Multi-GPU: one element per device, the largest remainder (devices − 1
 * left over), and in the full GPU matrix shards of more than 2^31 bytes. */
static size_t multi_sizes(const struct rg_matrix_opts *o, int block, size_t *out)
{
  size_t d = o->devices > 0 ? (size_t)o->devices : 1, k = 0;
  out[k++] = d;
  out[k++] = d * 1000 + d - 1;
  if (!o->emulator && o->full && block == 256)
    out[k++] = d * (((size_t)1 << 29) + ((size_t)1 << 20)) + d - 1;
  return k;
}

static bool is_reference_block(int block)
{
  return block == 256 || block == 1024;
}

/* The emulator's --quick matrix grades a 1D single-device part's cases
 * of 2^16 - 1 and 2^16 elements (int and the large kinds) at block 256
 * only; block 1024 keeps its edges, 4099 and its kinds at their own
 * sizes.  Those at 1024 were a quarter of a passing --quick grading's CPU
 * (bench/results.md, 2026-11-28), and over every mutant and attack of the
 * kit none failed there alone: each one that failed there first fails
 * another case first now, with the same causes.  The default matrix keeps
 * them. */
static bool emu_quick_large_left_out(const struct rg_exercise *ex,
                                     const struct rg_matrix_opts *o,
                                     const struct rg_part *part, int block)
{
  return o->emulator && o->quick && !o->sizes && !o->blocks && block == 1024 &&
         part->family != RG_FAM_MULTI && rg_exercise_block_ok(ex, 256);
}

/* The emulator's large cases: one schedule, blocks in order, every check
 * on (a 1D case past 4099 elements, a matrix past 2^16 + 1 elements or
 * threads: cases.h; emu_large_only_at).  A goal
 * case keeps both: its goals are judged in the shuffled schedule too
 * (goals.c), and goal cases are small (drawn_case.c). */
static void mark_one_schedule(struct rg_case_list *l, const struct rg_matrix_opts *o)
{
  if (!o->emulator)
    return;
  for (size_t i = 0; i < l->len; i++) {
    struct rg_case *c = &l->v[i];
    size_t n_max = c->rows == 0 ? RG_EMU_QUICK_SHUFFLED_MAX_N : RG_EMU_SHUFFLED_MAX_N;
    c->one_schedule = !c->goal && (c->n > n_max ||
                                   c->rows * (size_t)c->block > RG_EMU_SHUFFLED_MAX_N);
  }
}

/* The matrix's own integer case of part p with n elements at block 1024,
 * whole from the input's start, or -1. */
long rg_cases_find_model(const struct rg_case_list *l, int p, size_t n)
{
  for (size_t i = 0; i < l->len; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part == p && c->n == n && c->block == 1024 && c->kind == RG_DATA_INT &&
        c->in_offset == 0)
      return (long)i;
  }
  return -1;
}

/* Mark part p's case of n elements at block 1024 as profiled (and as a
 * goal case, undisclosed or not), adding it if the matrix lacks it. */
int rg_cases_mark_model(struct rg_case_list *l, int p, size_t n, bool goal,
                        bool undisclosed)
{
  struct rg_case c = { .part = p, .n = n, .block = 1024, .kind = RG_DATA_INT };
  long i = rg_cases_find_model(l, p, n);
  if (i < 0 && rg_cases_push(l, c))
    return -1;
  struct rg_case *m = &l->v[i < 0 ? l->len - 1 : (size_t)i];
  m->profile = true;
  m->goal = goal;
  m->undisclosed = undisclosed;
  return 0;
}

/* The performance model: one block of 1024 threads, as in PMPP's
 * exercises (1024 elements: which warps diverge in which iteration), the
 * case the report describes.  Where the exercise has learning goals, part
 * 0 also gets the drawn cases (drawn_case.c), after it (the first profiled
 * case is the one described). */
static int add_model_cases(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                           struct rg_case_list *out)
{
  if (!o->profile || !rg_exercise_block_ok(ex, 1024))
    return 0;
  for (int p = 0; p < ex->nparts; p++) {
    const struct rg_part *part = &ex->parts[p];
    if (part->family != RG_FAM_BLOCK && part->family != RG_FAM_ARGMAX)
      continue;
    size_t span = (size_t)1024 * (size_t)part->items_per_thread;
    bool goals = p == 0 && ex->ngoals > 0;
    if (rg_cases_mark_model(out, p, span, goals, false) ||
        (goals && rg_cases_add_drawn(ex, out, p, span, o->seed)))
      return -1;
  }
  return 0;
}

/* The block sizes to run: --blocks, or the matrix's (at most 14), and
 * where the exercise must take any multiple of 32, the odd ones too (only
 * the first with --quick).  Returns how many it wrote to all_blocks[16]. */
static size_t choose_blocks(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                            int all_blocks[16])
{
  const int *blocks = o->blocks;
  size_t nblocks = o->nblocks;
  if (!blocks) {
    blocks = o->quick ? quick_blocks : default_blocks;
    nblocks = o->quick ? sizeof quick_blocks / sizeof quick_blocks[0]
                       : sizeof default_blocks / sizeof default_blocks[0];
  }
  size_t nall = 0;
  for (size_t i = 0; i < nblocks && nall < 14; i++)
    all_blocks[nall++] = blocks[i];
  if (!o->blocks && ex->any_multiple_of_32)
    for (size_t i = 0; i < sizeof odd_blocks / sizeof odd_blocks[0]; i++)
      if (!o->quick || i == 0)
        all_blocks[nall++] = odd_blocks[i];
  return nall;
}

/* Int cases of a 1D part at one block: --sizes, or the edges of the block
 * and grid, the large sizes (at the reference block, or the only block)
 * and a multi-GPU part's own sizes. */
static int add_size_cases(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                          const struct rg_part *part, int block, size_t nall, bool large)
{
  size_t sizes[32];
  size_t ns;
  if (o->sizes) {
    ns = o->nsizes < 32 ? o->nsizes : 32;
    for (size_t i = 0; i < ns; i++)
      sizes[i] = o->sizes[i];
  } else {
    ns = edge_sizes(block, part->items_per_thread, o->quick, sizes);
    if (is_reference_block(block) || nall == 1) {
      size_t nl = large_sizes(o, nall > 1 && emu_large_only_at(o, block), sizes + ns);
      ns += large ? nl : 1; /* else its first only, 4099 */
    }
  }
  if (part->family == RG_FAM_MULTI && !o->sizes)
    ns += multi_sizes(o, block, sizes + ns);
  for (size_t s = 0; s < ns; s++) {
    struct rg_case c = { .part = p, .n = sizes[s], .block = block,
                         .kind = RG_DATA_INT };
    if (rg_cases_is_2d(part)) /* --sizes on a matrix exercise: one row */
      c.rows = 1, c.cols = sizes[s];
    if (rg_cases_push(out, c) ||
        (!o->sizes && rg_cases_push_largest_kind(out, part, c, sizes, ns, s)))
      return -1;
  }
  return 0;
}

/* Other data kinds on a few sizes (rg_cases_kind_n: two spans and one,
 * longer for kinds with runs), and at the reference block a large size too
 * (rg_cases_kind_large). */
static int add_kind_cases(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                          const struct rg_part *part, int block, bool large)
{
  size_t span = (size_t)block * (size_t)(part->items_per_thread > 0 ? part->items_per_thread : 1);
  enum rg_kind kinds[RG_KINDS_MAX];
  size_t nk = rg_cases_extra_kinds(part, kinds);
  for (size_t k = 0; k < nk; k++) {
    size_t n = rg_cases_kind_n(kinds[k], span);
    struct rg_case c = { .part = p, .n = n, .block = block, .kind = kinds[k] };
    if (rg_cases_push(out, c) || rg_cases_push_run_tails(out, c, span, part->op))
      return -1;
    if (large && is_reference_block(block) && rg_cases_kind_large(kinds[k])) {
      c.n = o->quick ? (o->emulator ? RG_EMU_QUICK_MAX_N - 1 : 65537)
            : o->emulator ? RG_EMU_QUICK_MAX_N - 1 : 1000003;
      if (rg_cases_push(out, c))
        return -1;
    }
  }
  /* Three elements of the part's non-integer kind, at block 256: the
   * kinds' sizes start at a block, so a path for short inputs only (one
   * thread, E[x^2] - E[x]^2 or an int accumulator) ran on integers alone,
   * which such a path gets right. */
  struct rg_case shortest = { .part = p, .n = 3, .block = block,
                              .kind = rg_cases_real_kind(part) };
  if (block == 256 && part->op == RG_OP_SUM && part->family != RG_FAM_MULTI &&
      shortest.kind != RG_DATA_INT && rg_cases_push(out, shortest))
    return -1;
  return rg_cases_push_zero_blocks(out, p, part, block) ||
         rg_cases_push_last_extreme(out, p, part, block);
}

/* An index carried in a float is exact only up to 2^24: the answer at odd
 * indices past it (rg_far_index_points), built on the device (a 75 MB far
 * input).  The emulator would run 2^24 threads: not there. */
static int add_far_index_case(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                              const struct rg_part *part, int block)
{
  if (part->family != RG_FAM_ARGMAX || block != 256)
    return 0;
  struct rg_case fi = { .part = p, .n = RG_FAR_INDEX_N, .block = block,
                        .kind = RG_DATA_FAR };
  if (!o->emulator && rg_cases_push(out, fi))
    return -1;
  if (o->emulator)
    rg_cases_not_run(out, "2^24+2^21+1 elements, the answer at odd indices past 2^24 (an "
                 "index carried in a float) — runs on a GPU");
  return 0;
}

/* The emulator's loop_case past 2^16 (default matrix, one schedule: a capped
 * grid's unrolled main loop); --quick too, a whole-array sum's 4099 at that
 * block, both schedules (block 32: a second level of several blocks). */
static int add_loop_case(struct rg_case_list *out, const struct rg_exercise *ex,
                         const struct rg_matrix_opts *o, int p, int block)
{
  if (!o->emulator || !ex->loop_case_n || block != ex->loop_case_block)
    return 0;
  struct rg_case c = { .part = p, .n = 4099, .block = block, .kind = RG_DATA_INT };
  if (ex->parts[p].family == RG_FAM_TOTAL && rg_cases_push(out, c))
    return -1;
  c.n = ex->loop_case_n;
  return o->quick ? 0 : rg_cases_push(out, c);
}

/* A grid the submission sizes itself (a whole-array part) past 1024
 * blocks in the emulator's --quick matrix: its largest size, 2^16 + 1 at
 * block 256, is 257 blocks (the small GPU's case 625), so a grid capped at
 * 1024 blocks with no grid-stride loop, launches in chunks of 1024 blocks
 * that zero the result each time, or a 2D grid of 1024 columns whose row is
 * scaled by gridDim.y all passed it (the default matrix's 1000003 at block
 * 256 is 3907 blocks; a GPU's --quick has 2^20 + 1, 4097).  Here 2^16 - 1
 * at block 32: 2048 blocks of one element a thread, under a second. */
static int add_wide_grid_case(struct rg_case_list *out, const struct rg_matrix_opts *o, int p,
                              const struct rg_part *part, int block)
{
  if (!o->emulator || !o->quick || part->family != RG_FAM_TOTAL || block != 32)
    return 0;
  struct rg_case c = { .part = p, .n = RG_EMU_QUICK_MAX_N - 1, .block = block,
                       .kind = RG_DATA_INT };
  return rg_cases_push(out, c);
}

/* Where the exercise asks for it (unaligned_input), inputs that start 1 to
 * 3 floats past an aligned address, and an aligned one with a tail of 2. */
static int add_unaligned_cases(struct rg_case_list *out, const struct rg_exercise *ex, int p,
                               int block)
{
  if (!ex->unaligned_input || !is_reference_block(block))
    return 0;
  /* Aligned, 2 past a multiple of 4: the only size that leaves the vector
   * part a tail of 2 floats beside n = 2 itself (every other size is odd,
   * a multiple of 4, or unaligned below with a tail of 1 or 3). */
  struct rg_case pair = { .part = p, .n = 4098, .block = block, .kind = RG_DATA_INT };
  if (rg_cases_push(out, pair))
    return -1;
  for (size_t off = 1; off < 4; off++) {
    struct rg_case u = { .part = p, .n = 4099 + off, .block = block,
                         .kind = RG_DATA_INT, .in_offset = off };
    if (rg_cases_push(out, u))
      return -1;
    u.kind = RG_DATA_REAL; /* a head of 3 on reals: an int one (`auto h = 0`) adds ints exactly */
    if (off == 1 && rg_cases_push(out, u))
      return -1;
  }
  /* An input shorter than its own unaligned head (1 to 3 elements before
   * the first 16-byte boundary): a head not capped at n reads past it, and
   * n - head wraps below zero in a size_t. */
  for (size_t off = 1; off < 3; off++)
    for (size_t n = 1; n <= 4 - off - 1; n++) {
      struct rg_case u = { .part = p, .n = n, .block = block, .kind = RG_DATA_INT,
                           .in_offset = off };
      if (rg_cases_push(out, u))
        return -1;
    }
  /* The largest integer case again (the loop case where there is one),
   * a float past a boundary (a head of 3): the cases above stop at 4102
   * elements, so a kernel that peeled its head only for short inputs
   * (n < 2^20) and read long ones as float4s from the start passed every
   * matrix.  At block 256 only, as the large sizes are. */
  size_t big = 0;
  for (size_t i = 0; block == 256 && i < out->len; i++) {
    const struct rg_case *c = &out->v[i];
    if (c->part == p && c->block == block && c->kind == RG_DATA_INT && !c->in_offset &&
        !c->sm_count && !c->no_coop && c->n > big)
      big = c->n;
  }
  struct rg_case far = { .part = p, .n = big, .block = block, .kind = RG_DATA_INT,
                         .in_offset = 1 };
  return big > 4102 && rg_cases_push(out, far) ? -1 : 0;
}

/* Every case of part p at one supported block size, in the order graded. */
static int add_block_cases(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                           struct rg_case_list *out, int p, int block, size_t nall)
{
  const struct rg_part *part = &ex->parts[p];
  if (rg_cases_is_2d(part) && !o->sizes)
    return rg_cases_push_shapes(out, ex, o, p, block);
  bool large = !emu_quick_large_left_out(ex, o, part, block);
  if (add_size_cases(out, o, p, part, block, nall, large))
    return -1;
  if (o->sizes)
    return 0;
  if (add_kind_cases(out, o, p, part, block, large) ||
      rg_cases_push_far(out, ex, o, p, block) ||
      add_far_index_case(out, o, p, part, block) ||
      add_loop_case(out, ex, o, p, block) ||
      add_wide_grid_case(out, o, p, part, block) ||
      rg_cases_push_loop_kind(out, ex, p, block, o->quick) ||
      add_unaligned_cases(out, ex, p, block))
    return -1;
  return 0;
}

/* Multi-GPU parts: one result per device. */
static void set_multi_results(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                              struct rg_case_list *out)
{
  for (size_t i = 0; i < out->len; i++)
    if (ex->parts[out->v[i].part].family == RG_FAM_MULTI)
      out->v[i].cols = o->devices > 0 ? (size_t)o->devices : 1;
}

/* The emulator's multi-GPU matrix: cases on the device counts 2..4 that
 * --gpus did not ask for, so that a split written for the one count every
 * other case has (`dev == 0 ? (n + 1) / 2 : n / 2`) fails, and one that
 * agrees with the grader's on some counts only (ceil(n / ndev) shards, the
 * rest to the last: right when n % ndev is 0 or ndev - 1): one element
 * per device, then every remainder.  A GPU grading has the machine's
 * devices only. */
static int add_other_device_count(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                                  struct rg_case_list *out)
{
  if (!o->emulator || o->sizes || o->devices < 2)
    return 0;
  for (int p = 0; p < ex->nparts; p++)
    for (size_t other = 2; ex->parts[p].family == RG_FAM_MULTI && other <= 4; other++)
      for (size_t r = 0; other != (size_t)o->devices && r < other; r++) {
        struct rg_case c = { .part = p, .n = r ? other * 1000 + r : other, .block = 256,
                             .kind = RG_DATA_INT, .cols = other };
        if (rg_cases_push(out, c))
          return -1;
      }
  return 0;
}

/* Timing: the largest int case of each part at the reference block, up
 * to 2^28 elements.  The index-overflow cases past 2^31 and 2^32 are
 * checked, not timed: 1 GiB already dwarfs the L2 cache, and timing 8.6 or
 * 17 GB (runs, CUB beside it, the CPU baseline) would double the time of a
 * full grading. */
static void mark_timed_cases(const struct rg_exercise *ex, struct rg_case_list *out)
{
  const size_t timed_max = (size_t)1 << 28;
  for (int p = 0; p < ex->nparts; p++) {
    struct rg_case *best = NULL;
    for (size_t i = 0; i < out->len; i++) {
      struct rg_case *c = &out->v[i];
      if (c->part == p && c->block == 256 && c->kind == RG_DATA_INT &&
          c->in_offset == 0 && c->n <= timed_max && (!best || c->n > best->n))
        best = c;
    }
    if (best)
      best->timed = true;
  }
}

int rg_cases_build(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                   struct rg_case_list *out)
{
  int all_blocks[16];
  size_t nall = choose_blocks(ex, o, all_blocks);
  for (int p = 0; p < ex->nparts; p++) {
    for (size_t b = 0; b < nall; b++) {
      int block = all_blocks[b];
      if (!rg_exercise_block_ok(ex, block)) {
        if (p == 0 && out->nunsupported < 16)
          out->unsupported[out->nunsupported++] = block;
        continue;
      }
      if (add_block_cases(ex, o, out, p, block, nall))
        return -1;
    }
  }
  set_multi_results(ex, o, out);
  if (add_other_device_count(ex, o, out) != 0 || add_model_cases(ex, o, out) != 0 ||
      rg_cases_add_small_gpu(ex, o, out) != 0 || rg_cases_add_no_coop(ex, o, out) != 0)
    return -1;
  if (!o->sizes) {
    rg_cases_matrix_not_run(out, ex, o);
    rg_cases_rows_not_run(ex, o, out);
    mark_one_schedule(out, o);
  }
  rg_cases_fma_not_run(o, out);
  if (o->timing)
    mark_timed_cases(ex, out);
  return 0;
}

void rg_cases_free(struct rg_case_list *l)
{
  free(l->v);
  memset(l, 0, sizeof *l); /* the not-run lines too: a list built again starts empty */
}

void rg_case_describe(const struct rg_exercise *ex, const struct rg_case *c,
                      char *buf, size_t cap)
{
  const struct rg_part *p = &ex->parts[c->part];
  int k = 0;
  if (ex->nparts > 1)
    k = snprintf(buf, cap, "%s ", p->symbol);
  if (k < 0 || (size_t)k >= cap)
    return;
  if (c->cols && !c->rows)
    snprintf(buf + k, cap - (size_t)k, "n=%zu block=%d %s on %zu devices", c->n, c->block,
             rg_kind_name(c->kind), c->cols);
  else if (c->rows)
    snprintf(buf + k, cap - (size_t)k, "%zux%zu block=%d %s", c->rows, c->cols,
             c->block, rg_kind_name(c->kind));
  else if (c->in_offset)
    snprintf(buf + k, cap - (size_t)k, "n=%zu block=%d %s offset=%zu", c->n,
             c->block, rg_kind_name(c->kind), c->in_offset);
  else
    snprintf(buf + k, cap - (size_t)k, "n=%zu block=%d %s", c->n, c->block,
             rg_kind_name(c->kind));
  size_t len = strlen(buf);
  if (c->sm_count && len < cap)
    snprintf(buf + len, cap - len, ", on a GPU with %d SMs", c->sm_count);
  len = strlen(buf);
  if (c->no_coop && len < cap)
    snprintf(buf + len, cap - len, ", on a device without cooperative launch");
  len = strlen(buf);
  if (c->checked && len < cap)
    snprintf(buf + len, cap - len, ", the emulator's checked run");
}
