/* goals.c — learning-goal checks (see goals.h). */
#include "goals.h"

#include <stdio.h>
#include <string.h>

#include "counters.h"
#include "lines.h"

/* The profiled outcome of part 0, if any. */
static const struct rg_outcome *profiled(const struct rg_case_list *cases,
                                         const struct rg_outcome *outcomes,
                                         const struct rg_case **which)
{
  for (size_t i = 0; i < cases->len; i++)
    if (cases->v[i].profile && cases->v[i].part == 0 &&
        (outcomes[i].has_perf || outcomes[i].has_counters)) {
      *which = &cases->v[i];
      return &outcomes[i];
    }
  return NULL;
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

static void check_one(const struct rg_goal_spec *g, const struct rg_case *c,
                      const struct simt_perf *p, struct rg_goal_result *r)
{
  switch (g->check) {
  case RG_GOAL_NO_EARLY_DIVERGENCE: {
    /* Interval 0 loads; interval k is the k-th step of the tree.  With a
     * block of B threads the first log2(B/32) steps have ≥ 32 active. */
    int steps = 0;
    for (int b = c->block; b > 32; b /= 2)
      steps++;
    r->met = true;
    for (int k = 1; k <= steps && k < SIMT_PERF_INTERVALS; k++) {
      if (p->divergent_warps[k] == 0)
        continue;
      r->met = false;
      snprintf(r->detail, sizeof r->detail,
               "%u of %d warps diverge in step %d of the tree (block %d), while "
               "at least 32 threads are still active; most lanes wasted at %s",
               p->divergent_warps[k], c->block / 32, k, c->block, worst_line(p));
      return;
    }
    snprintf(r->detail, sizeof r->detail,
             "no warp diverged in the first %d steps (block %d); SIMT efficiency %.0f%%",
             steps, c->block, p->simt_efficiency_pct);
    return;
  }
  case RG_GOAL_LOAD_EFFICIENCY: {
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
             "%.0f%% of the bytes fetched by global loads are used (%.2f sectors per "
             "load request: 4 is ideal for float loads, 8 for float2, 16 for float4)%s",
             eff, spr, see);
    return;
  }
  case RG_GOAL_NO_BANK_CONFLICTS: {
    r->met = p->shared_extra_wavefronts == 0;
    const char *where = "";
    for (int i = 0; i < p->nlines; i++)
      if (p->lines[i].extra_wavefronts > 0) {
        where = p->lines[i].where;
        break;
      }
    snprintf(r->detail, sizeof r->detail, "%llu extra shared-memory wavefronts from bank "
             "conflicts%s%s", (unsigned long long)p->shared_extra_wavefronts,
             r->met ? "" : " at ", r->met ? "" : where);
    return;
  }
  }
}

/* The same goals from CUPTI counters (GPU).  Counters have no source line:
 * the line that wastes most lanes comes from the SASS metrics of the -G
 * build (lines, may be NULL; lines.h), named as the emulator names it; the
 * memory goals, which lane counts do not explain, and a GPU without those
 * metrics leave it to the emulator (--backend emu). */
static void check_counters(const struct rg_goal_spec *g, const struct rg_case *c, size_t elem,
                           const rg_counters *k, const rg_counters *branches,
                           const rg_lines *lines, struct rg_goal_result *r)
{
  struct rg_counter_figures f;
  rg_counters_figures(k, branches, c, elem, &f);
  const char *see = "; the emulator names the line (--backend emu)";
  char lanes[RG_LINES_WHERE + 40];
  const char *worst = rg_lines_worst(lines);
  snprintf(lanes, sizeof lanes, "; most lanes wasted at %s", worst);
  switch (g->check) {
  case RG_GOAL_NO_EARLY_DIVERGENCE: {
    /* A tree that keeps active threads together diverges only once fewer
     * than 32 threads work: its last log2(min(block, 32)) steps, in warp 0,
     * one divergent branch per step.  Twice that is allowed, for a compiler
     * that splits the step's condition into two branches.  A tree that
     * spreads active threads over the block diverges in every warp of every
     * early step: tens to hundreds at block 1024. */
    int tail = 0;
    for (int b = c->block < 32 ? c->block : 32; b > 1; b /= 2)
      tail++;
    double allowed = 2.0 * tail;
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
               "no branch diverged because nvcc predicated the tree (%.0f%% of issued lanes "
               "had a true predicate, %.0f%% were active): on this GPU no warp diverges "
               "either way; the emulator checks the goal (--backend emu)",
               f.pred_on_pct, f.simt_efficiency_pct);
      return;
    }
    r->measured = true;
    r->met = f.divergent <= allowed;
    snprintf(r->detail, sizeof r->detail,
             "%.0f divergent branch targets in one block of %d%s (%.1f per step of the "
             "tree; at most %.0f allowed, from the last %d steps with fewer than 32 "
             "threads active); SIMT efficiency %.0f%%%s",
             f.divergent, c->block,
             f.branches_kept ? ", built with nvcc -G to keep the source's branches" : "",
             f.divergent_per_step, allowed, tail, f.simt_efficiency_pct,
             r->met ? "" : worst[0] ? lanes : see);
    return;
  }
  case RG_GOAL_LOAD_EFFICIENCY:
    if (f.load_efficiency_pct < 0)
      break;
    r->measured = true;
    r->met = f.load_efficiency_pct >= g->min_used_pct;
    snprintf(r->detail, sizeof r->detail,
             "%.0f%% of the bytes fetched by global loads are used (%.2f sectors per "
             "request: 4 is ideal for float loads, 16 for float4)%s", f.load_efficiency_pct,
             f.sectors_per_request, r->met ? "" : see);
    return;
  case RG_GOAL_NO_BANK_CONFLICTS:
    if (f.bank_conflicts < 0)
      break;
    r->measured = true;
    r->met = f.bank_conflicts == 0;
    snprintf(r->detail, sizeof r->detail, "%.0f extra shared-memory wavefronts from bank "
             "conflicts (loads %.0f, stores %.0f)%s", f.bank_conflicts,
             k->shared_ld_conflicts, k->shared_st_conflicts, r->met ? "" : see);
    return;
  }
  snprintf(r->detail, sizeof r->detail, "this GPU or CUPTI does not give the counter "
           "it needs");
}

int rg_goals_check(const struct rg_exercise *ex, const struct rg_case_list *cases,
                   const struct rg_outcome *outcomes, struct rg_goal_result *out)
{
  int k = 0;
  const struct rg_case *c = NULL;
  const struct rg_outcome *o = profiled(cases, outcomes, &c);
  for (int i = 0; i < ex->ngoals && k < RG_MAX_GOALS; i++) {
    const struct rg_goal_spec *g = &ex->goals[i];
    struct rg_goal_result *r = &out[k++];
    memset(r, 0, sizeof *r);
    r->name = g->name;
    if (!o) {
      snprintf(r->detail, sizeof r->detail, "no case of 1024 threads was profiled "
               "(--sizes replaces it; add --profile)");
      continue;
    }
    if (o->has_counters) {
      /* Profiling refused or unsupported: a note, never a failed goal. */
      if (o->counters.status != RG_COUNTERS_OK)
        snprintf(r->detail, sizeof r->detail, "%s", o->counters.note);
      else
        check_counters(g, c, rg_dtype_size(ex->parts[c->part].dtype),
                       &o->counters, o->has_branch_counters ? &o->branch_counters : NULL,
                       o->has_lines ? &o->lines : NULL, r);
      continue;
    }
    r->measured = true;
    check_one(g, c, &o->perf, r);
  }
  return k;
}
