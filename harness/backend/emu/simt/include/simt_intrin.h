/* simt_intrin.h — device intrinsics the shim computes on the CPU, included
 * by simt_cuda.h: funnel shifts, __byte_perm, and float and double
 * arithmetic with a rounding mode in the name (_rz toward zero, _rd down,
 * _ru up; the _rn ones are plain C++ operators, in simt_cuda.h), and the
 * conversions to a float or double in those modes.
 */
#ifndef SIMT_INTRIN_H
#define SIMT_INTRIN_H

/* ---- funnel shifts: hi:lo as one 64-bit value, shifted, one half kept ---- */
SIMT_INL unsigned long long simt_funnel(unsigned lo, unsigned hi)
{
  return (unsigned long long)hi << 32 | lo;
}
/* _l and _r shift by the low 5 bits of shift; _lc and _rc by at most 32. */
SIMT_INL unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned shift)
{
  return (unsigned)((simt_funnel(lo, hi) << (shift & 31)) >> 32);
}
SIMT_INL unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift)
{
  return (unsigned)((simt_funnel(lo, hi) << (shift < 32 ? shift : 32)) >> 32);
}
SIMT_INL unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned shift)
{
  return (unsigned)(simt_funnel(lo, hi) >> (shift & 31));
}
SIMT_INL unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift)
{
  return (unsigned)(simt_funnel(lo, hi) >> (shift < 32 ? shift : 32));
}

/* Byte n of the result is byte (s >> 4n) & 7 of y:x (x's bytes 0 to 3, y's
 * 4 to 7); the upper 16 bits of s are not used. */
SIMT_INL unsigned __byte_perm(unsigned x, unsigned y, unsigned s)
{
  unsigned long long v = simt_funnel(x, y);
  unsigned r = 0;
  for (int n = 0; n < 4; n++)
    r |= (unsigned)(v >> (8 * ((s >> (4 * n)) & 7)) & 0xff) << (8 * n);
  return r;
}

/* __fns (PTX fns.b32): the bit position of the |offset|-th set bit of mask
 * counted from bit base upward (offset > 0) or downward (offset < 0), base
 * counting as the first; offset 0: base itself if that bit is set.  None:
 * 0xffffffff.  A base past 31 finds nothing. */
SIMT_INL unsigned __fns(unsigned mask, unsigned base, int offset)
{
  if (offset == 0)
    return base < 32 && (mask >> base & 1) ? base : 0xffffffffu;
  unsigned count = offset > 0 ? (unsigned)offset - 1 : ~(unsigned)offset;
  for (int pos = (int)(base < 32 ? base : 32); pos >= 0 && pos < 32; pos += offset > 0 ? 1 : -1) {
    if (mask >> pos & 1) {
      if (count == 0)
        return (unsigned)pos;
      count--;
    }
  }
  return 0xffffffffu;
}

/* ---- arithmetic in a rounding mode (round.c does it in that mode) ---- */
#define SIMT_ROUNDED(MODE, SUFFIX)                                                               \
  SIMT_INL float __fadd_##SUFFIX(float a, float b) { return simt_round_f(SIMT_R_ADD, MODE, a, b, 0); } \
  SIMT_INL float __fsub_##SUFFIX(float a, float b) { return simt_round_f(SIMT_R_SUB, MODE, a, b, 0); } \
  SIMT_INL float __fmul_##SUFFIX(float a, float b) { return simt_round_f(SIMT_R_MUL, MODE, a, b, 0); } \
  SIMT_INL float __fdiv_##SUFFIX(float a, float b) { return simt_round_f(SIMT_R_DIV, MODE, a, b, 0); } \
  SIMT_INL float __frcp_##SUFFIX(float a) { return simt_round_f(SIMT_R_DIV, MODE, 1.0f, a, 0); }     \
  SIMT_INL float __fsqrt_##SUFFIX(float a) { return simt_round_f(SIMT_R_SQRT, MODE, a, 0, 0); }     \
  SIMT_INL float __fmaf_##SUFFIX(float a, float b, float c) { return simt_round_f(SIMT_R_FMA, MODE, a, b, c); } \
  SIMT_INL double __dadd_##SUFFIX(double a, double b) { return simt_round_d(SIMT_R_ADD, MODE, a, b, 0); } \
  SIMT_INL double __dsub_##SUFFIX(double a, double b) { return simt_round_d(SIMT_R_SUB, MODE, a, b, 0); } \
  SIMT_INL double __dmul_##SUFFIX(double a, double b) { return simt_round_d(SIMT_R_MUL, MODE, a, b, 0); } \
  SIMT_INL double __ddiv_##SUFFIX(double a, double b) { return simt_round_d(SIMT_R_DIV, MODE, a, b, 0); } \
  SIMT_INL double __drcp_##SUFFIX(double a) { return simt_round_d(SIMT_R_DIV, MODE, 1.0, a, 0); }       \
  SIMT_INL double __dsqrt_##SUFFIX(double a) { return simt_round_d(SIMT_R_SQRT, MODE, a, 0, 0); }       \
  SIMT_INL double __fma_##SUFFIX(double a, double b, double c) { return simt_round_d(SIMT_R_FMA, MODE, a, b, c); }
/* Conversions that may be inexact, in the mode (cvt.rz, .rm, .rp); and
 * __fmaf_ieee_*, fma.f32 in the mode that -ftz=true never flushes: the
 * shim flushes nothing, so they are the __fmaf_ ones. */
#define SIMT_CONVERTED(MODE, SUFFIX)                                                             \
  SIMT_INL float __int2float_##SUFFIX(int x) { return simt_round_s2f(MODE, x); }                 \
  SIMT_INL float __uint2float_##SUFFIX(unsigned x) { return simt_round_u2f(MODE, x); }           \
  SIMT_INL float __ll2float_##SUFFIX(long long x) { return simt_round_s2f(MODE, x); }            \
  SIMT_INL float __ull2float_##SUFFIX(unsigned long long x) { return simt_round_u2f(MODE, x); }   \
  SIMT_INL double __ll2double_##SUFFIX(long long x) { return simt_round_s2d(MODE, x); }          \
  SIMT_INL double __ull2double_##SUFFIX(unsigned long long x) { return simt_round_u2d(MODE, x); } \
  SIMT_INL float __double2float_##SUFFIX(double x) { return simt_round_d2f(MODE, x); }           \
  SIMT_INL float __fmaf_ieee_##SUFFIX(float a, float b, float c) { return __fmaf_##SUFFIX(a, b, c); }
SIMT_ROUNDED(SIMT_RZ, rz)
SIMT_ROUNDED(SIMT_RD, rd)
SIMT_ROUNDED(SIMT_RU, ru)
SIMT_CONVERTED(SIMT_RZ, rz)
SIMT_CONVERTED(SIMT_RD, rd)
SIMT_CONVERTED(SIMT_RU, ru)
#undef SIMT_ROUNDED
#undef SIMT_CONVERTED
SIMT_INL float __fmaf_ieee_rn(float a, float b, float c) { return __fmaf_rn(a, b, c); }

#endif /* SIMT_INTRIN_H */
