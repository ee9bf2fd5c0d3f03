/* auto_fill.c — what a float or double local of device code reads before
 * it is written (ir_autofill.c makes clang's pattern a call of these).
 *
 * In the first schedule, and in host code, clang's own pattern: the NaN
 * of all bytes 0xFF, the bytes of the grader's output poison, so that a
 * sum that reads it is named unwritten-output as before.  fmaxf and
 * fminf drop a NaN, though: in the second schedule a kernel's thread
 * reads +1e21 or -1e21, by the parity of its rank and its block's, so
 * that a block holding two such threads makes a max and a min wrong
 * alike.  Neither is a fill the check names (shared memory's 1e20, a
 * shuffle's 1e19, the over-read's 1e30: simt.h). */
#include <stdint.h>
#include <string.h>
#include "simt_int.h"

#define AUTO_FILL_BIG 1e21

/* 0: the pattern; else the sign of the second schedule's value. */
static int fill_sign(void)
{
  if (!simt_self || simt_opt.schedule != 1)
    return 0;
  return ((simt_cur->rank ^ simt_cur->block_rank) & 1u) ? -1 : 1;
}

float simt_cov_auto_fill_f32(void)
{
  int s = fill_sign();
  if (s)
    return (float)(s * AUTO_FILL_BIG);
  uint32_t bits = UINT32_MAX;
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

double simt_cov_auto_fill_f64(void)
{
  int s = fill_sign();
  if (s)
    return s * AUTO_FILL_BIG;
  uint64_t bits = UINT64_MAX;
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}
