/* goals.c — learning-goal checks (see goals.h). */
#include "goals.h"

#include <stdio.h>
#include <string.h>

#include "counters.h"
#include "lines.h"

/* The goal cases judged at most: the public one, the drawn count, a drawn
 * grid per kind of data (drawn_case.c), the matrix's case drawn. */
#define RG_GOAL_CASES_MAX 16

/* Part 0's goal cases (cases.c: the public one first, then the drawn ones,
 * one of which may stand anywhere in the matrix) into idx (at most cap);
 * without any (--sizes --profile), its first profiled case.  Returns how
 * many. */
static size_t goal_cases(const struct rg_case_list *cases, size_t *idx, size_t cap)
{
  size_t k = 0;
  for (int drawn = 0; drawn < 2; drawn++)
    for (size_t i = 0; i < cases->len && k < cap; i++)
      if (cases->v[i].goal && cases->v[i].part == 0 && cases->v[i].undisclosed == drawn)
        idx[k++] = i;
  for (size_t i = 0; i < cases->len && k == 0; i++)
    if (cases->v[i].profile && cases->v[i].part == 0)
      idx[k++] = i;
  return k;
}

/* Blocks of the case's grid: the figures of the drawn case are shown per
 * block, since a total would tell its size. */
static size_t grid_of(const struct rg_exercise *ex, const struct rg_case *c)
{
  size_t b = rg_part_grid(&ex->parts[c->part], c->n, c->block);
  return b ? b : 1;
}

/* How a goal's line names the case: the public one by nothing (its
 * figures are PMPP's, one block), a drawn one without its size (nor, for
 * the drawn grid and the graded case drawn, which of the two it is). */
static void scope(const struct rg_case *c, char *buf, size_t cap)
{
  if (c->drawn_block)
    snprintf(buf, cap, "on a profiled grid whose block size and length are drawn from "
             "the seed, per block: ");
  else if (c->undisclosed)
    snprintf(buf, cap, "on the second profiled grid (whole blocks of %d threads, as many "
             "as the seed draws), per block: ", c->block);
  else
    buf[0] = '\0';
}

/* "block 256", or where the block size is drawn (a target too) words
 * that do not name it. */
static const char *block_name(const struct rg_case *c, char *buf, size_t cap)
{
  if (c->drawn_block)
    snprintf(buf, cap, "the drawn block size");
  else
    snprintf(buf, cap, "block %d", c->block);
  return buf;
}

/* A count as the line shows it: whole for the public case, to a tenth for
 * a per-block average. */
static const char *count(char *buf, size_t cap, double v, const struct rg_case *c)
{
  snprintf(buf, cap, c->undisclosed ? "%.1f" : "%.0f", v);
  return buf;
}

/* The line that wastes most lanes, or "" if the model named none. */
static const char *worst_line(const struct simt_perf *p)
{
  return p->nlines > 0 ? p->lines[0].where : "";
}

/* The line whose global loads fetch the most bytes no lane asked for (the
 * load that breaks coalescing, not the line that idles most lanes, which is
 * often an index computation or the tree); NULL if no load wasted any. */
static const struct simt_perf_line *worst_load(const struct simt_perf *p)
{
  const struct simt_perf_line *best = NULL;
  uint64_t most = 0;
  for (int i = 0; i < p->nlines; i++) {
    const struct simt_perf_line *l = &p->lines[i];
    uint64_t fetched = l->global_ld_sectors * 32;
    uint64_t unused = fetched > l->global_ld_bytes ? fetched - l->global_ld_bytes : 0;
    if (unused > most) {
      most = unused;
      best = l;
    }
  }
  return best;
}

/* What 02's goal names, shared by its checks: the case's scope, block and
 * warps ("" or " of N"). */
struct div_words {
  const char *in, *bn, *of;
};

/* Interval 0 loads; interval k is the k-th step of the tree.  With a block
 * of B threads the first log2(B/32) steps have >= 32 active.  A warp counts
 * where it diverged on code another warp ran too: a tree that stops its
 * barriers at 64 threads and finishes in warp 0 puts that finish (at most
 * 32 threads) in the interval of step log2(B/32).  Returns whether missed. */
static bool early_step_missed(const struct rg_case *c, size_t blocks, const struct simt_perf *p,
                              int steps, const struct div_words *w, struct rg_goal_result *r)
{
  char a[32];
  for (int k = 1; k <= steps && k < SIMT_PERF_INTERVALS; k++) {
    if (p->spread_divergent_warps[k] == 0)
      continue;
    snprintf(r->detail, sizeof r->detail,
             "%s%s%s warps diverge in step %d of the tree (%s), while "
             "at least 32 threads are still active; most lanes wasted at %s", w->in,
             count(a, sizeof a, (double)p->spread_divergent_warps[k] / (double)blocks, c),
             w->of, k, w->bn, worst_line(p));
    return true;
  }
  return false;
}

/* The same by what ran, not by the interval's index nor one basic block:
 * empty barriers (or other work) before the tree move its steps past the
 * first ones, a step written once per warp diverges in each warp on a
 * block of its own, and trees of each warp's 32 elements under __syncwarp
 * run before the first barrier, in the load's interval. */
static bool spread_missed(const struct rg_case *c, size_t blocks, const struct simt_perf *p,
                          const struct div_words *w, struct rg_goal_result *r)
{
  char a[32];
  if (p->wide_divergent_warps == 0)
    return false;
  snprintf(r->detail, sizeof r->detail,
           "%swarps diverge %s times (a warp in a barrier interval) where two or more "
           "warps of the block diverge at once, from barrier interval %d on (0: before "
           "the first barrier; %s); most lanes wasted at %s", w->in,
           count(a, sizeof a, (double)p->wide_divergent_warps / (double)blocks, c),
           p->first_wide_interval, w->bn, worst_line(p));
  return true;
}

/* A tree that keeps its active threads together diverges only in its last
 * log2(32) steps, in warp 0: a step run one warp at a time (a barrier
 * between warps) diverges in one warp an interval, but in every warp over
 * the block.  The GPU's allowance (check_counters): four divergent warps
 * per step of that tail, a block. */
static bool pairs_missed(const struct rg_case *c, size_t blocks, const struct simt_perf *p,
                         const struct div_words *w, struct rg_goal_result *r)
{
  char a[32];
  int tail = 0;
  for (int t = c->block < 32 ? c->block : 32; t > 1; t /= 2)
    tail++;
  double pairs = (double)p->divergent_warp_intervals / (double)blocks;
  if (pairs <= 4.0 * tail)
    return false;
  snprintf(r->detail, sizeof r->detail,
           "%s%s (warp, barrier interval) pairs diverge in one block (%s), more than the "
           "%d a tree that keeps its active threads together makes (its last %d steps, in "
           "warp 0); most lanes wasted at %s", w->in, count(a, sizeof a, pairs, c), w->bn,
           4 * tail, tail, worst_line(p));
  return true;
}

/* Basic blocks the model could not number (past its table of a process's
 * blocks) ran unseen: a kernel that runs hundreds of blocks first hides
 * its tree's divergence.  Not met, since no figure says it diverged not. */
static bool untracked_missed(const struct simt_perf *p, const struct div_words *w,
                             struct rg_goal_result *r)
{
  if (p->untracked_edges == 0)
    return false;
  snprintf(r->detail, sizeof r->detail,
           "%sthe kernel ran more distinct basic blocks than the emulator's model follows "
           "(511; a reduction runs a few dozen): the lanes of those past them were not seen, "
           "so no figure shows that no warp diverged (%s)", w->in, w->bn);
  return true;
}

/* 02's goal on the emulator's figures of one case. */
static void check_divergence(const struct rg_case *c, size_t blocks, const struct simt_perf *p,
                             const char *in, const char *bn, const char *of,
                             struct rg_goal_result *r)
{
  const struct div_words w = { in, bn, of };
  char a[32];
  int steps = 0;
  for (int b = c->block; b > 32; b /= 2)
    steps++;
  r->met = !untracked_missed(p, &w, r) && !early_step_missed(c, blocks, p, steps, &w, r) &&
           !spread_missed(c, blocks, p, &w, r) && !pairs_missed(c, blocks, p, &w, r);
  if (!r->met)
    return;
  if (!c->drawn_block)
    snprintf(a, sizeof a, "first %d ", steps);
  else
    a[0] = '\0';
  snprintf(r->detail, sizeof r->detail,
           "%sno warp diverged in the %ssteps with 32 or more threads active (%s); "
           "SIMT efficiency %.0f%%", in, a, bn, p->simt_efficiency_pct);
}

/* Loads and stores the model could not count (past the 255th of a thread
 * in one visit of a basic block) were not seen: a kernel that makes
 * hundreds of shared accesses first hides the global loads or the shared
 * accesses after them.  The memory goals are not met on such a case. */
static bool accesses_missed(const struct simt_perf *p, const char *in,
                            struct rg_goal_result *r)
{
  if (p->untracked_accesses == 0)
    return false;
  r->met = false;
  snprintf(r->detail, sizeof r->detail,
           "%sa thread made more than 255 memory accesses in one basic block, more than the "
           "emulator's model counts (a reduction makes a few): the accesses past them were "
           "not seen, so no figure shows this goal met", in);
  return true;
}

static void check_one(const struct rg_goal_spec *g, const struct rg_case *c, size_t blocks,
                      const struct simt_perf *p, struct rg_goal_result *r)
{
  char in[160], a[32], bn[24], of[16] = "";
  scope(c, in, sizeof in);
  block_name(c, bn, sizeof bn);
  if (!c->drawn_block)
    snprintf(of, sizeof of, " of %d", c->block / 32);
  switch (g->check) {
  case RG_GOAL_NO_EARLY_DIVERGENCE:
    check_divergence(c, blocks, p, in, bn, of, r);
    return;
  case RG_GOAL_LOAD_EFFICIENCY: {
    if (accesses_missed(p, in, r))
      return;
    /* Loads only, as CUPTI's l1tex__t_sectors_..._op_ld counts them: the
     * input's bytes over the bytes the loads fetched (32 per sector). */
    double fetched = (double)p->global_ld_sectors * 32;
    double used = (double)c->n * 4;
    double eff = fetched > 0 ? 100 * used / fetched : 0;
    if (eff > 100)
      eff = 100;
    double spr = p->global_ld_requests
                     ? (double)p->global_ld_sectors / (double)p->global_ld_requests : 0;
    r->met = eff >= g->min_used_pct;
    char see[SIMT_PERF_WHERE + 96] = "";
    const struct simt_perf_line *l = worst_load(p);
    if (!r->met && l)
      snprintf(see, sizeof see, "; the load at %s uses %.0f%% of the bytes it fetches",
               l->where, 100.0 * (double)l->global_ld_bytes / (32.0 * (double)l->global_ld_sectors));
    else if (!r->met)
      snprintf(see, sizeof see, "; see %s", worst_line(p));
    snprintf(r->detail, sizeof r->detail,
             "%s%.0f%% of the bytes fetched by global loads are used (%.2f sectors per "
             "load request: 4 is ideal for float loads, 8 for float2, 16 for float4)%s",
             in, eff, spr, see);
    return;
  }
  case RG_GOAL_NO_BANK_CONFLICTS: {
    if (accesses_missed(p, in, r))
      return;
    r->met = p->shared_extra_wavefronts == 0;
    const char *where = "";
    for (int i = 0; i < p->nlines; i++)
      if (p->lines[i].extra_wavefronts > 0) {
        where = p->lines[i].where;
        break;
      }
    snprintf(r->detail, sizeof r->detail, "%s%s extra shared-memory wavefronts from bank "
             "conflicts%s%s", in,
             count(a, sizeof a, (double)p->shared_extra_wavefronts / (double)blocks, c),
             r->met ? "" : " at ", r->met ? "" : where);
    return;
  }
  }
}

/* The bank-conflict goal from the SASS metrics of the -G build: each
 * shared-memory instruction's wavefronts past the ideal for its access
 * width, as Nsight Compute's "excessive wavefronts" count them.  Not the
 * L1 conflict counters: they also count wavefronts no access of the source
 * makes (a correct 05 read 3 to 6 a block on an H100, where per instruction
 * every access took its ideal); they are shown beside it. */
static void shared_excess(const rg_lines *lines, const char *in, double per,
                          const struct rg_case *c, const rg_counters *k,
                          struct rg_goal_result *r)
{
  char a[32], b[32], d[32], see[RG_LINES_WHERE + 64] = "";
  r->measured = true;
  r->met = lines->shared_excess == 0;
  if (!r->met && lines->shared_worst[0])
    snprintf(see, sizeof see, "; most at %s (%.0f)", lines->shared_worst,
             lines->shared_worst_excess / per);
  else if (!r->met)
    snprintf(see, sizeof see, "; in code the kernel inlined from a header");
  char l1[192] = "";
  if (k->shared_ld_conflicts >= 0 && k->shared_st_conflicts >= 0)
    snprintf(l1, sizeof l1, "; the L1 counters, which also count wavefronts no access "
             "makes: loads %s, stores %s", count(b, sizeof b, k->shared_ld_conflicts / per, c),
             count(d, sizeof d, k->shared_st_conflicts / per, c));
  snprintf(r->detail, sizeof r->detail, "%s%s shared-memory wavefronts past the ideal of each "
           "access (bank conflicts, counted per instruction in the nvcc -G build)%s%s", in,
           count(a, sizeof a, lines->shared_excess / per, c), see, l1);
}

/* The L1 counters saw conflicts but no per-instruction figure says whether
 * an access of the kernel made them (they also count wavefronts none
 * makes): not measured, and why, rather than a goal missed on a count a
 * correct kernel also gets.  None counted is a goal met either way. */
static void unmeasured_conflicts(const rg_lines *lines, const char *in, double per,
                                 const struct rg_case *c, const struct rg_counter_figures *f,
                                 struct rg_goal_result *r)
{
  char a[32], why[240];
  if (!lines)
    snprintf(why, sizeof why, "no SASS metrics were collected");
  else if (lines->status != RG_COUNTERS_OK)
    snprintf(why, sizeof why, "%.200s", lines->note[0] ? lines->note : "the SASS metrics failed");
  else
    snprintf(why, sizeof why, "this GPU's SASS metrics have no shared-memory wavefronts");
  snprintf(r->detail, sizeof r->detail, "%snot measured: the L1 counters give %s extra "
           "shared-memory wavefronts, which may hold some no access makes, and the "
           "per-instruction figure that tells was not measured (%s); the emulator checks the "
           "goal (--backend emu)", in, count(a, sizeof a, f->bank_conflicts / per, c), why);
}

/* The same goals from CUPTI counters (GPU).  Counters have no source line:
 * the line that wastes most lanes comes from the SASS metrics of the -G
 * build (lines, may be NULL; lines.h), named as the emulator names it; the
 * memory goals, which lane counts do not explain, and a GPU without those
 * metrics leave it to the emulator (--backend emu). */
static void check_counters(const struct rg_goal_spec *g, const struct rg_case *c, size_t elem,
                           size_t blocks, const rg_counters *k, const rg_counters *branches,
                           const rg_lines *lines, struct rg_goal_result *r)
{
  struct rg_counter_figures f;
  rg_counters_figures(k, branches, c, elem, &f);
  const char *see = "; the emulator names the line (--backend emu)";
  char lanes[RG_LINES_WHERE + 40], in[160], a[32], b[32], d[32], bn[24];
  scope(c, in, sizeof in);
  block_name(c, bn, sizeof bn);
  const char *worst = rg_lines_worst(lines);
  snprintf(lanes, sizeof lanes, "; most lanes wasted at %s", worst);
  double per = (double)blocks;
  switch (g->check) {
  case RG_GOAL_NO_EARLY_DIVERGENCE: {
    /* A tree that keeps active threads together diverges only once fewer
     * than 32 threads work: its last log2(min(block, 32)) steps, in warp 0,
     * one divergent branch per step.  Four times that is allowed: a step
     * written as a read phase and a write phase (two ifs, a barrier
     * between), each condition maybe split in two by the compiler, and the
     * final store.  (A correct two-phase tree gave 11 on an H200, past the
     * 10 allowed before.)  A tree that
     * spreads active threads over the block diverges in every warp of every
     * early step: tens to hundreds at block 1024.  Each block of the grid
     * has its own tree: the allowance is per block. */
    int tail = 0;
    for (int w = c->block < 32 ? c->block : 32; w > 1; w /= 2)
      tail++;
    double allowed = 4.0 * tail;
    if (f.divergent < 0)
      break;
    /* nvcc -O3 turns the step's `if` into predicated instructions: no
     * branch is left to diverge, every warp issues every step, and the
     * graded build runs the interleaved and the sequential tree alike.  The
     * figure is therefore read from the -G build, which keeps the source's
     * branches; without it the counters cannot tell the lesson apart, and
     * the emulator's model, which follows the source's branches, decides. */
    if (!f.branches_kept && f.divergent == 0 && f.pred_on_pct >= 0 &&
        f.pred_on_pct < f.simt_efficiency_pct - 5) {
      snprintf(r->detail, sizeof r->detail,
               "%sno branch diverged because nvcc predicated the tree (%.0f%% of issued lanes "
               "had a true predicate, %.0f%% were active): on this GPU no warp diverges "
               "either way; the emulator checks the goal (--backend emu)",
               in, f.pred_on_pct, f.simt_efficiency_pct);
      return;
    }
    r->measured = true;
    r->met = f.divergent <= allowed * per;
    snprintf(r->detail, sizeof r->detail,
             "%s%s divergent branch targets in one block (%s)%s (%s per step of the "
             "tree; at most %.0f allowed, from the last %d steps with fewer than 32 "
             "threads active); SIMT efficiency %.0f%%%s", in,
             count(a, sizeof a, f.divergent / per, c), bn,
             f.branches_kept ? ", built with nvcc -G to keep the source's branches" : "",
             count(b, sizeof b, f.divergent_per_step / per, c), allowed, tail,
             f.simt_efficiency_pct, r->met ? "" : worst[0] ? lanes : see);
    return;
  }
  case RG_GOAL_LOAD_EFFICIENCY:
    if (f.load_efficiency_pct < 0)
      break;
    r->measured = true;
    r->met = f.load_efficiency_pct >= g->min_used_pct;
    snprintf(r->detail, sizeof r->detail,
             "%s%.0f%% of the bytes fetched by global loads are used (%.2f sectors per "
             "request: 4 is ideal for float loads, 16 for float4)%s", in,
             f.load_efficiency_pct, f.sectors_per_request, r->met ? "" : see);
    return;
  case RG_GOAL_NO_BANK_CONFLICTS:
    if (lines && lines->status == RG_COUNTERS_OK && lines->shared_excess >= 0) {
      shared_excess(lines, in, per, c, k, r);
      return;
    }
    if (f.bank_conflicts < 0)
      break;
    if (f.bank_conflicts > 0) {
      unmeasured_conflicts(lines, in, per, c, &f, r);
      return;
    }
    r->measured = true;
    r->met = f.bank_conflicts == 0;
    snprintf(r->detail, sizeof r->detail, "%s%s extra shared-memory wavefronts from bank "
             "conflicts (loads %s, stores %s)%s", in,
             count(a, sizeof a, f.bank_conflicts / per, c),
             count(b, sizeof b, k->shared_ld_conflicts / per, c),
             count(d, sizeof d, k->shared_st_conflicts / per, c), r->met ? "" : see);
    return;
  }
  snprintf(r->detail, sizeof r->detail, "%sthis GPU or CUPTI does not give the counter "
           "it needs", in);
}

/* Goal g on one case, from the emulator's model or the GPU's counters. */
static void check_case(const struct rg_exercise *ex, const struct rg_goal_spec *g,
                       const struct rg_case *c, const struct rg_outcome *o,
                       struct rg_goal_result *r)
{
  memset(r, 0, sizeof *r);
  r->name = g->name;
  size_t blocks = c->undisclosed ? grid_of(ex, c) : 1;
  if (o->has_counters) {
    /* Profiling refused or unsupported: a note, never a failed goal. */
    if (o->counters.status != RG_COUNTERS_OK)
      snprintf(r->detail, sizeof r->detail, "%s", o->counters.note);
    else
      check_counters(g, c, rg_dtype_size(ex->parts[c->part].dtype), blocks,
                     &o->counters, o->has_branch_counters ? &o->branch_counters : NULL,
                     o->has_lines ? &o->lines : NULL, r);
    return;
  }
  r->measured = true;
  check_one(g, c, blocks, &o->perf, r);
  if (!o->has_perf_shuffled)
    return;
  /* The emulator's second schedule runs the blocks out of index order, 4
   * at once, and a block's threads shuffled: a kernel that takes the right
   * path only when blocks or threads arrive in order (a ticket, the first
   * block to start, a flag an earlier block set) misses the goal there.
   * Both are judged; the worse is shown, the schedule named. */
  struct rg_goal_result shuffled;
  memset(&shuffled, 0, sizeof shuffled);
  shuffled.name = g->name;
  shuffled.measured = true;
  check_one(g, c, blocks, &o->perf_shuffled, &shuffled);
  if (!r->met || shuffled.met)
    return;
  static const char in_shuffled[] = "with blocks run out of index order and their "
                                    "threads shuffled (the emulator's second schedule): ";
  r->met = false;
  snprintf(r->detail, sizeof r->detail, "%s%.*s", in_shuffled,
           (int)(sizeof r->detail - sizeof in_shuffled), shuffled.detail);
}

/* What "met on every profiled case" covers: the grids, and the kinds of
 * data between them (drawn_case.c: every kind the part is graded on;
 * which case had which is not said). */
static void met_everywhere(const struct rg_case_list *cases, const size_t *idx, size_t nidx,
                           char *buf, size_t cap)
{
  size_t grids = 0;
  bool seen[RG_DATA_FAR + 1] = { false };
  char kinds[160] = "";
  for (size_t j = 0; j < nidx; j++) {
    grids += cases->v[idx[j]].drawn_block;
    seen[cases->v[idx[j]].kind] = true;
  }
  /* in the kinds' own order, not the cases': which grid had which stays
   * the seed's */
  for (int k = 0; k <= RG_DATA_FAR; k++) {
    size_t len = strlen(kinds);
    if (seen[k])
      snprintf(kinds + len, sizeof kinds - len, "%s%s", len ? ", " : "",
               rg_kind_name((enum rg_kind)k));
  }
  snprintf(buf, cap, "; met on every profiled case: one block, a grid of whole blocks drawn "
           "from the seed, and %zu whose block size and length are drawn too (one a graded "
           "case); their data %s", grids, kinds);
}

/* Goal g on every goal case: met only where met on each one measured.
 * The line shown is the first case's that misses it, else the first
 * measured (the public case's); a case not measured (GPU counters refused
 * for it) is said, since the emulator would have judged it. */
static void check_all(const struct rg_exercise *ex, const struct rg_goal_spec *g,
                      const struct rg_case_list *cases, const struct rg_outcome *outcomes,
                      const size_t *idx, size_t nidx, struct rg_goal_result *r)
{
  size_t ran = 0, measured = 0;
  bool gpu = false;
  for (size_t j = 0; j < nidx; j++) {
    const struct rg_outcome *o = &outcomes[idx[j]];
    gpu |= o->has_counters;
    if (!o->has_perf && !o->has_counters)
      continue;
    struct rg_goal_result one;
    check_case(ex, g, &cases->v[idx[j]], o, &one);
    measured += one.measured;
    if (ran++ == 0 || (one.measured && (!r->measured || (r->met && !one.met))))
      *r = one;
  }
  size_t len = strlen(r->detail);
  if (ran == 0)
    snprintf(r->detail, sizeof r->detail, "no case of 1024 threads was profiled "
             "(--sizes replaces it; add --profile)");
  else if (r->measured && measured < nidx && r->met) {
    /* Met where measured, but a goal case gave no figure (a GPU's counters
     * busy or refused for it): the public case alone is the one a kernel
     * can aim at, so the goal is not decided, never met. */
    r->measured = r->met = false;
    snprintf(r->detail + len, sizeof r->detail - len, " — but only %zu of the %zu profiled "
             "cases gave a figure%s: not decided", measured, nidx,
             gpu ? " on this GPU (--backend emu judges every one)" : "");
  } else if (r->measured && measured < nidx)
    snprintf(r->detail + len, sizeof r->detail - len, " (judged on %zu of the %zu profiled "
             "cases: the others gave no figure%s)", measured, nidx,
             gpu ? " on this GPU; --backend emu judges every one" : "");
  else if (r->met && measured > 1)
    met_everywhere(cases, idx, nidx, r->detail + len, sizeof r->detail - len);
}

int rg_goals_check(const struct rg_exercise *ex, const struct rg_case_list *cases,
                   const struct rg_outcome *outcomes, struct rg_goal_result *out)
{
  size_t idx[RG_GOAL_CASES_MAX];
  size_t nidx = goal_cases(cases, idx, sizeof idx / sizeof idx[0]);
  int k = 0;
  for (int i = 0; i < ex->ngoals && k < RG_MAX_GOALS; i++) {
    struct rg_goal_result *r = &out[k++];
    memset(r, 0, sizeof *r);
    r->name = ex->goals[i].name;
    check_all(ex, &ex->goals[i], cases, outcomes, idx, nidx, r);
  }
  return k;
}
