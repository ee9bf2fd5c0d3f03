/* counters.h — figures from a GPU case's hardware counters (CUPTI).
 *
 * The collector (harness/glue/cupti_counters.cu) returns raw sums over the
 * kernels of one case; this module turns them into the figures the report
 * shows beside the emulator's model (harness/backend/emu/simt/perf.c) and the goals
 * check (goals.c): SIMT efficiency, divergent branches, bank conflicts,
 * global load efficiency, DRAM bytes against the ideal.
 */
#ifndef RG_COUNTERS_H
#define RG_COUNTERS_H

#include <stdbool.h>
#include <stddef.h>

#include "cases.h"
#include "glue/glue.h"

/* Each figure is -1 when a counter it needs was not given. */
struct rg_counter_figures {
  double simt_efficiency_pct; /* 100 * active lanes / (32 * warp instructions) */
  double pred_on_pct;         /* the same, counting only lanes whose predicate held */
  double branch_uniform_pct;  /* 100 * uniform branch targets / all targets */
  double divergent;           /* divergent branch targets */
  bool branches_kept;         /* the three above are from the -G build */
  double optimised_divergent; /* divergent targets of the graded (-O3) build */
  double divergent_per_step;  /* ... per step of a block's tree (log2 block) */
  double bank_conflicts;      /* shared loads + stores, extra wavefronts */
  double load_efficiency_pct; /* 100 * n * elem / (32 * sectors fetched by loads) */
  double sectors_per_request; /* global load sectors per warp request */
  double dram_read_bytes;     /* measured */
  double ideal_bytes;         /* n * element size: each input read once */
};

/* Fill f from the counters c of case k, whose input has elements of elem
 * bytes.  branches (may be NULL) are the same case's counters from the
 * build that keeps the source's branches (nvcc -G): when measured, the
 * branch figures come from it, since nvcc -O3 predicates a short `if` and
 * leaves no branch to diverge. */
void rg_counters_figures(const rg_counters *c, const rg_counters *branches,
                         const struct rg_case *k, size_t elem,
                         struct rg_counter_figures *f);

/* Appended to "profiling is not permitted" (RG_COUNTERS_DENIED): how to
 * allow it.  Consumer drivers restrict the counters to root by default. */
#define RG_PROFILING_ALLOW                                                        \
  "; to allow it, grade as root or set the NVIDIA driver option "              \
  "NVreg_RestrictProfilingToAdminUsers=0 (options nvidia "                      \
  "NVreg_RestrictProfilingToAdminUsers=0 in a file under /etc/modprobe.d, then reboot)"

/* A few short lines for the report (no trailing newline on the last),
 * written into buf (cap bytes, NUL-terminated).  When c was not measured,
 * one line saying why; when branches were not, the branch line says why. */
void rg_counters_describe(const rg_counters *c, const rg_counters *branches,
                          const struct rg_case *k, size_t elem, char *buf, size_t cap);

#endif
