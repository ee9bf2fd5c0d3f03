/* counters.c — figures from CUPTI counters (see counters.h). */
#include "counters.h"

#include <stdio.h>
#include <string.h>

/* a / b, or -1 when either is missing or b is 0. */
static double ratio(double a, double b)
{
  return a < 0 || b <= 0 ? -1 : a / b;
}

void rg_counters_figures(const rg_counters *c, const rg_counters *branches,
                         const struct rg_case *k, size_t elem,
                         struct rg_counter_figures *f)
{
  f->simt_efficiency_pct = 100 * ratio(c->thread_inst, 32 * c->inst);
  f->pred_on_pct = 100 * ratio(c->thread_inst_pred_on, 32 * c->inst);
  f->optimised_divergent = c->branch_divergent;
  f->branches_kept = branches && branches->status == RG_COUNTERS_OK &&
                     branches->branch_divergent >= 0;
  const rg_counters *b = f->branches_kept ? branches : c;
  f->branch_uniform_pct = 100 * ratio(b->branch_uniform, b->branch_targets);
  if (b->branch_targets == 0 && b->branch_uniform >= 0)
    f->branch_uniform_pct = 100; /* no branch: nothing diverged */
  f->divergent = b->branch_divergent;
  int steps = 0;
  for (int w = k->block; w > 1; w /= 2)
    steps++;
  f->divergent_per_step = ratio(b->branch_divergent, steps);
  f->bank_conflicts = c->shared_ld_conflicts < 0 || c->shared_st_conflicts < 0
                          ? -1 : c->shared_ld_conflicts + c->shared_st_conflicts;
  /* Load efficiency: the bytes the input holds (n * elem, each element
   * read once) over the bytes global loads fetched (32 per sector), as the
   * emulator's model counts it.  Not elem / sectors per request: that
   * assumes elem-byte loads, and a float4 load asks 16 sectors per warp
   * request, so a perfectly coalesced vector kernel read as 25%.  The bytes
   * each load asked for (smsp__sass_data_bytes...) need SASS patching,
   * which the range profiler does not do (0 on an H200).  Loads of partial
   * sums and re-reads count as fetched: a bound from below. */
  f->sectors_per_request = ratio(c->global_ld_sectors, c->global_ld_requests);
  f->load_efficiency_pct = c->global_ld_sectors > 0
                               ? 100 * (double)k->n * (double)elem / (32 * c->global_ld_sectors)
                               : -1;
  if (f->load_efficiency_pct > 100)
    f->load_efficiency_pct = 100;
  f->dram_read_bytes = c->dram_read_sectors < 0 ? -1 : 32 * c->dram_read_sectors;
  f->ideal_bytes = (double)k->n * (double)elem;
}

/* Append a formatted piece to buf. */
#define ADD(...) \
  snprintf(buf + strlen(buf), cap - strlen(buf), __VA_ARGS__)

/* A figure, or "n/a". */
static const char *fig(char *tmp, size_t cap, const char *fmt, double v)
{
  if (v < 0)
    return "n/a";
  snprintf(tmp, cap, fmt, v);
  return tmp;
}

void rg_counters_describe(const rg_counters *c, const rg_counters *branches,
                          const struct rg_case *k, size_t elem, char *buf, size_t cap)
{
  buf[0] = '\0';
  if (cap == 0)
    return;
  if (c->status != RG_COUNTERS_OK) {
    ADD("not measured: %s%s", c->note[0] ? c->note : "CUPTI gave no counters",
        c->status == RG_COUNTERS_DENIED ? RG_PROFILING_ALLOW : "");
    return;
  }
  struct rg_counter_figures f;
  rg_counters_figures(c, branches, k, elem, &f);
  char a[32], b[32], d[32];
  ADD("SIMT efficiency %s (lanes with a true predicate %s), %d kernel%s\n",
      fig(a, sizeof a, "%.1f%%", f.simt_efficiency_pct),
      fig(b, sizeof b, "%.1f%%", f.pred_on_pct), c->kernels, c->kernels == 1 ? "" : "s");
  ADD("branches%s: %s uniform, %s divergent targets (%s per step of the tree)\n",
      f.branches_kept ? " (build that keeps the source's branches, nvcc -G)" : "",
      fig(a, sizeof a, "%.1f%%", f.branch_uniform_pct), fig(b, sizeof b, "%.0f", f.divergent),
      fig(d, sizeof d, "%.1f", f.divergent_per_step));
  /* Why two builds: the graded one may have no branch left to diverge. */
  if (f.branches_kept)
    ADD("  the graded build (nvcc -O3) has %s divergent targets: it predicates short "
        "ifs, so there a naive tree costs issue slots, not divergence\n",
        fig(a, sizeof a, "%.0f", f.optimised_divergent));
  else if (branches && branches->status != RG_COUNTERS_OK)
    ADD("  (the build that keeps the source's branches was not measured: %s)\n",
        branches->note[0] ? branches->note : "no reason given");
  ADD("shared memory: %s bank-conflict wavefronts (loads %s, stores %s)\n",
      fig(a, sizeof a, "%.0f", f.bank_conflicts), fig(b, sizeof b, "%.0f", c->shared_ld_conflicts),
      fig(d, sizeof d, "%.0f", c->shared_st_conflicts));
  ADD("global loads: %s of fetched bytes used, %s sectors per request\n",
      fig(a, sizeof a, "%.1f%%", f.load_efficiency_pct),
      fig(b, sizeof b, "%.2f", f.sectors_per_request));
  ADD("DRAM read %s bytes against %.0f ideal (n x %zu; a small input stays in L2)",
      fig(a, sizeof a, "%.0f", f.dram_read_bytes), f.ideal_bytes, elem);
  if (c->note[0])
    ADD("\nnote: %s", c->note);
}
