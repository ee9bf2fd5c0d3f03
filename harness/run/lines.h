/* lines.h — the source lines that waste most SIMT lanes on the GPU.
 *
 * The SASS-metrics collector (harness/glue/cupti_lines.cu) counts, for
 * every instruction of one run of the profiled case, the warp instructions
 * executed and the lanes active in them, and names each instruction's
 * source file and line from the cubin's line table.  This module sums those
 * per line of the submission (lines of the glue, the dispatch file and CUDA's
 * headers are left out), keeps the lines that waste most lanes, and words
 * them for the report and the goals (goals.c), the way the emulator's model
 * names its lines (harness/backend/emu/simt/perf.c).
 */
#ifndef RG_LINES_H
#define RG_LINES_H

#include <stdbool.h>
#include <stddef.h>

#include "glue/glue.h"

#define RG_LINE_TABLE 256 /* distinct lines summed; a submission has fewer */

struct rg_line_sum {
  unsigned line;
  double inst, thread_inst, pred_on; /* pred_on < 0: not given */
  double shared, shared_ideal;       /* shared-memory wavefronts, and ideal */
};

/* Per-line sums of one run, before the worst are chosen. */
struct rg_line_table {
  const char *submission;  /* the graded file's path (absolute) */
  int n;
  struct rg_line_sum v[RG_LINE_TABLE];
  double other_inst;       /* warp instructions at lines of other files */
  unsigned overflow;       /* records of lines past RG_LINE_TABLE */
  double shared, shared_ideal; /* every instruction's, any file; -1: not counted */
};

/* Is the file the line table names (dir, file: as the compiler saw them,
 * either may be "") the submission at path `submission`? */
bool rg_lines_is_submission(const char *submission, const char *dir, const char *file);

void rg_lines_table_init(struct rg_line_table *t, const char *submission);

/* One instruction's counts (the collector's sink, rg_lines_sink_fn). */
void rg_lines_add(void *table, const char *dir, const char *file, unsigned line,
                  double inst, double thread_inst, double thread_inst_pred_on);

/* One instruction's shared-memory wavefronts and the ideal number for its
 * access width (the collector's rg_lines_shared_fn); -1, -1: the device
 * does not count them.  A record may carry one of the two: sums are kept,
 * the excess taken at the end. */
void rg_lines_add_shared(void *table, const char *dir, const char *file, unsigned line,
                         double wavefronts, double ideal);

/* Fill out (status OK) with the lines of t that waste most lanes, most
 * first (ties: the earlier line first), each named "SUBMISSION:LINE". */
void rg_lines_finish(const struct rg_line_table *t, rg_lines *out);

/* "FILE:LINE" of the line that wastes most lanes, or "" when none wastes any
 * or nothing was measured. */
const char *rg_lines_worst(const rg_lines *l);

/* A few lines for the report (no trailing newline on the last) into buf:
 * per line its idle lanes and efficiency, named by the file's base name as
 * the emulator's model does; when l was not measured, one line saying why. */
void rg_lines_describe(const rg_lines *l, char *buf, size_t cap);

#endif
