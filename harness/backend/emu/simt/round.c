/* round.c — float and double arithmetic in a rounding mode other than the
 * nearest: CUDA's __fadd_rz, __fmul_ru, __dadd_rd & co (the shim's
 * simt_intrin.h).  The CPU does the operation itself, in the mode asked for
 * (fesetround), so every case IEEE 754 defines comes out as the GPU's:
 * one ulp toward zero, down or up, an overflow to the largest finite value
 * where the mode never rounds away from zero, an exact zero sum negative
 * when rounding down.
 */
#include <fenv.h>
#include <math.h>
#include "simt_int.h"

static int fe_mode(int mode)
{
  return mode == SIMT_RZ ? FE_TOWARDZERO : mode == SIMT_RD ? FE_DOWNWARD : FE_UPWARD;
}

static float op_f(int op, float a, float b, float c)
{
  switch (op) {
  case SIMT_R_ADD: return a + b;
  case SIMT_R_SUB: return a - b;
  case SIMT_R_MUL: return a * b;
  case SIMT_R_DIV: return a / b;
  case SIMT_R_FMA: return fmaf(a, b, c);
  default: return sqrtf(a);
  }
}

static double op_d(int op, double a, double b, double c)
{
  switch (op) {
  case SIMT_R_ADD: return a + b;
  case SIMT_R_SUB: return a - b;
  case SIMT_R_MUL: return a * b;
  case SIMT_R_DIV: return a / b;
  case SIMT_R_FMA: return fma(a, b, c);
  default: return sqrt(a);
  }
}

/* The operands are read from volatile objects after the mode is set and the
 * result written to one before it is put back: the compiler, which takes
 * arithmetic to ignore the mode, can neither fold the operation nor move it
 * across fesetround. */
float simt_round_f(int op, int mode, float a, float b, float c)
{
  volatile float va = a, vb = b, vc = c, r;
  int old = fegetround();
  fesetround(fe_mode(mode));
  r = op_f(op, va, vb, vc);
  fesetround(old);
  return r;
}

double simt_round_d(int op, int mode, double a, double b, double c)
{
  volatile double va = a, vb = b, vc = c, r;
  int old = fegetround();
  fesetround(fe_mode(mode));
  r = op_d(op, va, vb, vc);
  fesetround(old);
  return r;
}

/* Conversions to a float or double that may be inexact, in a mode: PTX's
 * cvt.rz/.rm/.rp.f32.s64 & co are IEEE 754 conversions, one rounding of
 * the exact value, and the CPU's conversion instructions round in the mode
 * set (an unsigned 64-bit value past 2^63 is converted halved with its low
 * bit kept as a sticky bit, then doubled: still one rounding).  An int or
 * unsigned comes as its 64-bit value, which changes nothing. */
#define SIMT_CONVERT(NAME, FROM, TO)                                                        \
  TO NAME(int mode, FROM x)                                                                 \
  {                                                                                         \
    volatile FROM vx = x;                                                                   \
    volatile TO r;                                                                          \
    int old = fegetround();                                                                 \
    fesetround(fe_mode(mode));                                                              \
    r = (TO)vx;                                                                             \
    fesetround(old);                                                                        \
    return r;                                                                               \
  }
SIMT_CONVERT(simt_round_s2f, long long, float)
SIMT_CONVERT(simt_round_u2f, unsigned long long, float)
SIMT_CONVERT(simt_round_s2d, long long, double)
SIMT_CONVERT(simt_round_u2d, unsigned long long, double)
SIMT_CONVERT(simt_round_d2f, double, float)
#undef SIMT_CONVERT
