/* not_run.c — the lines a grading shows for the cases its matrix leaves
 * out on this backend or with --quick, and where they run instead
 * (cases_internal.h). */
#include "cases_internal.h"

#include <stdio.h>
#include <string.h>

#include "simt/simt.h"

/* Say, once, that a case is not run here and where it runs. */
void rg_cases_not_run(struct rg_case_list *l, const char *line)
{
  for (int i = 0; i < l->nnot_run; i++)
    if (strcmp(l->not_run[i], line) == 0)
      return;
  if (l->nnot_run < RG_NOT_RUN_MAX)
    snprintf(l->not_run[l->nnot_run++], sizeof l->not_run[0], "%s", line);
}

/* What the default matrix leaves out on this backend or with --quick and
 * without --full, and where it runs. */
void rg_cases_matrix_not_run(struct rg_case_list *l, const struct rg_exercise *ex,
                             const struct rg_matrix_opts *o)
{
  char loop[64] = "";
  if (ex->loop_case_n)
    snprintf(loop, sizeof loop, " and %zu at block %d", ex->loop_case_n, ex->loop_case_block);
  char line[sizeof l->not_run[0]];
  snprintf(line, sizeof line,
           "past 4099 elements blocks in order; past 2^16+1 elements or threads only "
           "n=1000003 (block 256, int data, a float or double sum's huge too, a moments "
           "part's offset%s; matrices int data, a softmax's tall one large data too) — "
           "every size, block, kind and order up to 2^24 (2^28 with --full) runs on a GPU",
           loop);
  if (o->emulator && o->quick)
    rg_cases_not_run(l, "sizes past 2^16 elements, and 2^16 - 1 and 2^16 at block 1024 (block 256 "
               "has them) — run without --quick (n=1000003) and on a GPU (up to 2^24, 2^28 "
               "with --full)");
  else if (o->emulator)
    rg_cases_not_run(l, line);
  else if (o->quick)
    rg_cases_not_run(l, "sizes past 2^20 elements — run without --quick (up to 2^24, 2^28 "
                        "with --full)");
  else if (!o->full)
    rg_cases_not_run(l, "2^28 elements — runs with --full");
  if (o->emulator)
    rg_cases_not_run(l, "timing (and a batch's performance tiers) — measured on a GPU only");
  else /* no host call sees device code's malloc; the host's is linked with the runtime's */
    rg_cases_not_run(l, "leaks of host and device-heap blocks (here the leak check counts "
                        "device memory) — counted on the emulator (--backend emu)");
}

/* The emulator's --quick leaves out a row kernel's 65536 rows
 * (push_grid_y_shape): say so where the exercise has one. */
void rg_cases_rows_not_run(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                           struct rg_case_list *l)
{
  if (!o->emulator || !o->quick)
    return;
  for (int p = 0; p < ex->nparts; p++)
    if (rg_cases_is_2d(&ex->parts[p]) && ex->parts[p].family != RG_FAM_COLS) {
      rg_cases_not_run(l, "65536 rows at block 32 (past a grid's y dimension) for a row "
                          "kernel — run without --quick");
      return;
    }
}

/* The emulator's device code fuses a multiply and an add as nvcc's does
 * only where the CPU has FMA instructions (ir_fma.c): say so where it has
 * none, whatever the sizes: it concerns every case. */
void rg_cases_fma_not_run(const struct rg_matrix_opts *o, struct rg_case_list *l)
{
  if (o->emulator && !simt_host_fma())
    rg_cases_not_run(l, "fused multiply-add (nvcc fuses a * b + c in device code; this CPU has "
                        "no FMA instructions, so the emulator rounds twice) — checked on a GPU, "
                        "or on an emulator whose CPU has FMA");
}
