/* tiers.h — whether a timing earns a performance tier: the one decision
 * that single grading (report.c) and the batch's rubric (lms.c) both use.
 *
 * A tier is met when the ×CUB ratio's interval lies above its boundary; a
 * ratio whose interval holds the boundary (the glue measured it longer,
 * timing.cuh) is decided by its median and says so.  Some timings earn no
 * tier whatever their ratio: a library reduction, work left outside the
 * timed stream, a figure above the device's DRAM bandwidth (a measurement
 * that cannot be), a submission that did not pass.  A timing taken while
 * the clocks were throttled or unsteady is "not measured": neither awarded
 * nor denied, and left out of the maximum.
 */
#ifndef RG_TIERS_H
#define RG_TIERS_H

#include <stdbool.h>
#include <stddef.h>

/* What one timed entry point measured (the slowest one decides). */
struct rg_timing_fig {
  double ratio;          /* median of CUB's time / the submission's; 0: none */
  double lo, hi;         /* its 95% interval (lo = hi = ratio when unknown) */
  double gbs;            /* input bytes / the submission's median time */
  double peak_gbs;       /* the device's DRAM bandwidth; 0: unknown */
  bool outside_stream;   /* work ran outside the timed stream */
  bool unstable;         /* throttled or clocks unsteady after the retries */
  bool printed;          /* an entry point printed past RG_PRINTED_UNTIMED in its
                            checked call, and was not timed (glue/parts.cuh) */
};

enum rg_tier_state {
  RG_TIER_MET,
  RG_TIER_NOT_MET,
  RG_TIER_NOT_MEASURED,  /* counts neither way: left out of the maximum */
  RG_TIER_DENIED,        /* counts as not met, whatever the ratio */
};

struct rg_tier_decision {
  enum rg_tier_state state;
  char why[240];         /* one line for the report */
};

/* Fold one timed entry point's figure into acc (zeroed first): the
 * slowest ratio decides, with its interval; a flag or an impossible figure
 * of any entry point holds for the whole.  weighed false: an entry point
 * slow by design (in_tiers false in its manifest), whose flags count and
 * whose ratio does not. */
void rg_timing_fig_merge(struct rg_timing_fig *acc, const struct rg_timing_fig *one,
                         bool weighed);

/* A figure above the device's bandwidth cannot be: true, with one line in
 * why.  bytes / time above peak_gbs (theoretical, from the device's memory
 * clock and bus width) means the runs did not read their input. */
bool rg_timing_impossible(const struct rg_timing_fig *f, char *why, size_t cap);

/* Decide one tier at `boundary` × CUB.  passed: the submission passed;
 * library: a library reduction was found in it (rg_tier_library). */
void rg_tier_decide(const struct rg_timing_fig *f, bool passed, const char *library,
                    double boundary, struct rg_tier_decision *d);

/* Library reductions in a source text ("uses-cub", "uses-thrust",
 * space-separated, into buf; "" when none) of an exercise whose manifest
 * bans them (flags.library_reductions_banned): an exercise that teaches
 * writing a reduction earns no tier with one. */
void rg_tier_library(const char *text, int exercise, char *buf, size_t cap);

#endif
