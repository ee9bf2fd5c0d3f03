/* cases_checked.c — the checked run's cases (see cases.h): small integer
 * cases of every part and block size, which the emulator runs with its race,
 * barrier and bounds checks beside a GPU grading. */
#include "cases.h"
#include "cases_internal.h"

/* Small enough for the checked run: up to two spans of a 1D part (every
 * edge of a block and of the grid), a matrix of up to 8 rows or columns
 * around the block size.  The emulator runs these in milliseconds. */
static bool small_case(const struct rg_exercise *ex, const struct rg_case *c)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t span = (size_t)c->block * (size_t)(p->items_per_thread > 0 ? p->items_per_thread : 1);
  size_t cap = c->rows ? 8 * ((size_t)c->block + 1) : 2 * span + 1;
  /* not the whole-strip widths (shapes.c push_strip_shapes): the GPU runs
   * them itself, and the checked run keeps the shapes it picked before */
  if (c->rows && c->cols % (size_t)c->block == 0)
    return false;
  /* not the drawn goal case: what the checked run picks must not depend on
   * the seed, and a failure there would name its size */
  return c->kind == RG_DATA_INT && c->in_offset == 0 && !c->timed && !c->checked &&
         !c->undisclosed && c->n <= cap;
}

/* The checked cases of one part and block size: the two largest small
 * cases (whole blocks and a ragged last one), and the smallest past one
 * element (a block mostly past n).  Returns how many were pushed. */
static long add_checked_group(const struct rg_exercise *ex, struct rg_case_list *l,
                              size_t upto, int part, int block)
{
  size_t pick[RG_CHECKED_PER_BLOCK];
  size_t k = 0;
  for (int round = 0; round < RG_CHECKED_PER_BLOCK; round++) {
    bool smallest = round == RG_CHECKED_PER_BLOCK - 1;
    size_t best = (size_t)-1;
    for (size_t i = 0; i < upto; i++) {
      const struct rg_case *c = &l->v[i];
      bool taken = false;
      for (size_t j = 0; j < k; j++)
        taken |= l->v[pick[j]].n == c->n;
      if (c->part != part || c->block != block || taken || !small_case(ex, c) ||
          (smallest && c->n < 2))
        continue;
      if (best == (size_t)-1 || (smallest ? c->n < l->v[best].n : c->n > l->v[best].n))
        best = i;
    }
    if (best != (size_t)-1)
      pick[k++] = best;
  }
  for (size_t j = 0; j < k; j++) {
    struct rg_case c = l->v[pick[j]];
    c.checked = true;
    c.profile = c.goal = false;
    if (rg_cases_push(l, c))
      return -1;
  }
  return (long)k;
}

/* Cases of many blocks for part p: its largest integer case of up to
 * RG_CHECKED_MANY_MAX elements at block 256 (at any block where the
 * matrix has no 256), whole from the input's start, and the same size at
 * the part's smallest block size.  A kernel that sizes its grid for itself
 * (15's occupancy grid of 16 items a thread) launches one block on the
 * small cases, and a hand-off between blocks (a last block reading the
 * others' partials, a missing __threadfence()) shows only with several; a
 * grid past what the kernel's own arrays hold (a __device__ array of 1024
 * partials, 2049 blocks of 32) only with that many, which no case of the
 * GPU's own has below 2^16 + 1 elements.  Returns how many were pushed, or
 * -1 if memory ran out. */
static long add_many_blocks(const struct rg_exercise *ex, struct rg_case_list *l, size_t upto,
                            int part)
{
  long best = -1;
  int smallest = 0;
  for (size_t i = 0; i < upto; i++) {
    const struct rg_case *c = &l->v[i];
    if (c->part != part || c->rows != 0)
      continue;
    if (smallest == 0 || c->block < smallest)
      smallest = c->block;
    if (c->kind != RG_DATA_INT || c->in_offset != 0 || c->timed || c->checked ||
        c->undisclosed || c->n > RG_CHECKED_MANY_MAX)
      continue;
    /* block 256 first; a matrix without it (--blocks): its largest case */
    bool at256 = c->block == 256, best256 = best >= 0 && l->v[best].block == 256;
    if (best < 0 || (at256 && !best256) || (at256 == best256 && c->n > l->v[best].n))
      best = (long)i;
  }
  if (best < 0 || small_case(ex, &l->v[best]))
    return 0; /* none, or one the groups already take */
  struct rg_case c = l->v[best];
  c.checked = true;
  c.profile = c.goal = false;
  if (rg_cases_push(l, c))
    return -1;
  if (smallest <= 0 || smallest >= c.block)
    return 1;
  c.block = smallest; /* the widest grid */
  return rg_cases_push(l, c) ? -1 : 2;
}

/* A part left with no checked case (--sizes of large cases only, e.g.
 * 100000): its first 1D case scaled down to two spans and one more
 * element, on integer data, then to RG_CHECKED_MANY_MAX elements at most; else the checks of a host sum through memory
 * a kernel fills (host_stores.c), a race or a missing fence would not run
 * at all beside the GPU, which cannot see them.  Returns how many were
 * pushed, or -1 if memory ran out. */
static long add_fallback(const struct rg_exercise *ex, struct rg_case_list *l, size_t upto,
                         int part)
{
  for (size_t i = upto; i < l->len; i++)
    if (l->v[i].part == part)
      return 0;
  for (size_t i = 0; i < upto; i++) {
    struct rg_case c = l->v[i];
    if (c.part != part || c.rows != 0 || ex->parts[part].family == RG_FAM_MULTI)
      continue;
    const struct rg_part *p = &ex->parts[part];
    size_t span = (size_t)c.block * (size_t)(p->items_per_thread > 0 ? p->items_per_thread : 1);
    size_t asked = c.n;
    if (c.n > 2 * span + 1)
      c.n = 2 * span + 1;
    c.kind = RG_DATA_INT;
    c.in_offset = 0;
    c.timed = c.profile = c.goal = c.undisclosed = c.drawn_block = false;
    c.checked = true;
    if (rg_cases_push(l, c))
      return -1;
    /* and one of many blocks after it, as add_many_blocks would have
     * taken: a kernel that sizes its own grid runs one block on the small
     * one, where a last block's hand-off cannot go wrong */
    if (asked <= c.n)
      return 1;
    c.n = asked < RG_CHECKED_MANY_MAX ? asked : RG_CHECKED_MANY_MAX;
    return rg_cases_push(l, c) ? -1 : 2;
  }
  return 0;
}

/* Inputs that start past an aligned address (unaligned_input): the cases
 * of one block size whose input starts 1 to 3 elements in.  A read before the input's start (a vector base rounded down) or
 * past a short input's end lands, on a GPU, in memory the kernel may read
 * without a fault: only a NaN or a wrong sum shows it there, and no line.
 * The checked cases above are all aligned; these are of a few thousand
 * elements at most (cases.c, add_unaligned_cases).  Returns how many were
 * pushed, or -1 if memory ran out. */
static long add_unaligned(struct rg_case_list *l, size_t upto, int part)
{
  long added = 0;
  int block = 0;
  for (size_t i = 0; i < upto; i++) {
    struct rg_case c = l->v[i];
    if (c.part != part || c.in_offset == 0 || (block && c.block != block) ||
        c.kind != RG_DATA_INT || c.timed || c.checked || c.undisclosed ||
        c.n > RG_CHECKED_MANY_MAX)
      continue;
    block = c.block;
    c.checked = true;
    c.profile = c.goal = false;
    if (rg_cases_push(l, c))
      return -1;
    added++;
  }
  return added;
}

long rg_cases_add_checked(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                          struct rg_case_list *list)
{
  size_t upto = list->len;
  long added = 0;
  for (size_t i = 0; i < upto; i++) {
    const struct rg_case *c = &list->v[i];
    bool first = true; /* of its part and block size */
    for (size_t j = 0; j < i && first; j++)
      first = !(list->v[j].part == c->part && list->v[j].block == c->block);
    if (!first)
      continue;
    long k = add_checked_group(ex, list, upto, c->part, c->block);
    if (k < 0)
      return -1;
    added += k;
  }
  /* The cases of many blocks after the small ones: a part's first checked
   * case is its run's first (run_order.c), and a process that starts a
   * part with a small case and then a larger one is what overflows state
   * sized by the first call (a static buffer allocated once); first, the
   * largest case started every process that took it. */
  for (int p = 0; p < ex->nparts; p++) {
    long k = add_many_blocks(ex, list, upto, p);
    if (k < 0)
      return -1;
    added += k;
  }
  for (int p = 0; p < ex->nparts && ex->unaligned_input; p++) {
    long k = add_unaligned(list, upto, p);
    if (k < 0)
      return -1;
    added += k;
  }
  for (int p = 0; p < ex->nparts; p++) {
    long k = add_fallback(ex, list, upto, p);
    if (k < 0)
      return -1;
    added += k;
  }
  long k = rg_cases_add_small_gpu_checked(ex, o, list);
  if (k < 0)
    return -1;
  long nc = rg_cases_add_no_coop_checked(ex, o, list);
  return nc < 0 ? -1 : added + k + nc;
}
