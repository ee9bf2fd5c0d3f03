/* heatmap.h — active lanes per warp and barrier interval, drawn from the
 * emulator's performance model (struct simt_perf's heat cells): a compact
 * terminal map, the full number table behind it, and the same map as SVG.
 *
 * A cell is one warp of the profiled block in one barrier interval (interval
 * k >= 1 is round k of a tree with one barrier per round).  Its value is the
 * fewest lanes active in any warp-block the warp issued there: 32 means the
 * warp never diverged, 1 means some instruction ran with a single lane.
 */
#ifndef RG_HEATMAP_H
#define RG_HEATMAP_H

#include <stdio.h>

#include "simt/simt.h"

/* The character for one cell: ' ' ran nothing, '#' no divergence (all live
 * lanes together), then '+', '=', '-', ':', '.' for ever fewer lanes. */
char rg_heatmap_shade(const struct simt_perf_cell *c);

/* Writes the terminal heat map of p (one row per interval, one character per
 * warp, a legend), each line prefixed by indent.  Writes nothing when p has
 * no heat cells. */
void rg_heatmap_text(FILE *f, const struct simt_perf *p, const char *indent);

/* Writes the table behind the map: per interval, each warp's fewest active
 * lanes ('-' where the warp ran nothing), and the interval's divergent warps. */
void rg_heatmap_table(FILE *f, const struct simt_perf *p, const char *indent);

/* Writes the heat map as a standalone SVG document: one <rect class="cell">
 * per (warp, interval) of p, heat_warps x heat_intervals of them, each with a
 * <title> naming its warp, interval and lanes; title (may be NULL) is the
 * caption, XML-escaped.  Returns 0, or -1 when p has no cells or f failed. */
int rg_heatmap_svg(FILE *f, const struct simt_perf *p, const char *title);

/* Writes rg_heatmap_svg into the file at path.  Returns 0, or -1 after
 * printing "reduce-grade: --svg PATH: why". */
int rg_heatmap_save(const char *path, const struct simt_perf *p, const char *title);

#endif
