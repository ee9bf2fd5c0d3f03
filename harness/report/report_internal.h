/* report_internal.h — what the text report (report.c) and the JSON report
 * (report_json.c) share: the groups of cases and the facts both print. */
#ifndef RG_REPORT_INTERNAL_H
#define RG_REPORT_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "report.h"
#include "tiers.h"

/* A group of cases: one part at one block size. */
struct group {
  int part, block;
  size_t passed, total;
  size_t first_failed; /* index into cases, or SIZE_MAX */
  size_t left_out;     /* cases --fail-fast did not run (failed, no cause) */
  size_t ungraded;     /* cases that ran a function the emulator does not
                          compute (emulator-unsupported): no verdict */
};

/* Every group of the cases, in the order first seen (malloc'd, *n of them;
 * NULL when there are none). */
struct group *rg_report_groups_of(const struct rg_grading *g, size_t *n);

/* When every failing group has a block size that is not a power of two and
 * a power of two passed: the classic tree's mistake, said in buf (the
 * sizes named), and true.  A tree that starts at blockDim.x / 2 and halves
 * drops an element whenever the stride is odd. */
bool rg_report_odd_blocks_hint(const struct group *gr, size_t ng, char *buf, size_t cap);

/* "GPU" or "emulator". */
const char *rg_report_backend_name(enum rg_backend b);

/* The device the cases ran on, from the first outcome that says (NULL:
 * none does). */
const rg_result *rg_report_device_facts(const struct rg_grading *g);

/* Whether the kernel launches of the student's host functions were counted
 * (launches.cuh): 1 yes, 0 not counted, -1 nothing to count. */
int rg_report_launches_counted(const struct rg_grading *g);

/* The library reductions in the submission (tiers.c's rule), into buf. */
void rg_report_library_of(const struct rg_grading *g, char *buf, size_t cap);

/* Timed case i's figure, as tiers.c weighs it. */
void rg_report_timing_fig_of(const struct rg_grading *g, size_t i, struct rg_timing_fig *f);

#endif
