/* simt_narrow.h — a double rounded to a narrow float format (half's 10
 * fraction bits, bfloat16's 7) to the nearest, ties to even, as PTX's
 * cvt.rn.f16.f32 and cvt.rn.bf16.f32 do: subnormals kept, a value past the
 * largest finite one (or its halfway point) infinity, any NaN the canonical
 * NaN 0x7fff.  The arithmetic of cuda_fp16.h's and cuda_bf16.h's stand-ins
 * computes in double and rounds once here: a sum, difference, product or
 * quotient of two such values is exact in double or (53 >= 2 * 11 + 2
 * bits) rounded twice to the same result as once. */
#ifndef SIMT_NARROW_H
#define SIMT_NARROW_H
#include <math.h>

/* FRAC fraction bits, EMIN the smallest normal exponent, EXPS the
 * exponent field's all-ones value (infinity and NaN). */
static inline unsigned short simt_narrow(double d, int frac, int emin, int exps)
{
  if (d != d)
    return 0x7fff;
  const unsigned short sign = signbit(d) ? 0x8000 : 0;
  const double a = fabs(d);
  if (a == 0)
    return sign;
  int e;
  frexp(a, &e); /* a = m * 2^e, m in [0.5, 1): its leading bit 2^(e - 1) */
  const int ulp = (e - 1 < emin ? emin : e - 1) - frac;
  const double q = nearbyint(ldexp(a, -ulp)); /* exact scaling, one rounding */
  const double bits = ldexp((double)(ulp - (emin - frac)), frac) + q;
  const double inf = ldexp((double)exps, frac);
  return (unsigned short)(sign | (unsigned)(bits < inf ? bits : inf));
}

/* The value of a narrow format's bits, exactly.  Any NaN, whatever its
 * sign and payload, widens to the canonical NaN: a double that narrows to
 * float as 0x7fffffff, what cvt.f32.f16 and cvt.f32.bf16 give on an H200
 * (sm_80's header widens bfloat16 by a shift, keeping the payload: no
 * right reduction depends on a NaN's bits). */
static inline double simt_widen(unsigned short h, int frac, int emin, int exps)
{
  const int field = (h & 0x7fff) >> frac;
  const unsigned m = h & ((1u << frac) - 1);
  double v;
  if (field == exps && m)
    return __builtin_nan("0xfffffffffffff");
  if (field == exps)
    v = INFINITY;
  else if (field == 0)
    v = ldexp((double)m, emin - frac);
  else
    v = ldexp((double)(m | 1u << frac), field - 1 + emin - frac);
  return (h & 0x8000) ? -v : v;
}

/* PTX max.f16/min.f16 (and .bf16) on two values x and y, bits a and b: a
 * NaN gives the other one, two NaNs the canonical NaN, -0 is below +0. */
static inline unsigned short simt_narrow_pick(unsigned short a, unsigned short b, double x,
                                              double y, bool max)
{
  if (x != x || y != y)
    return x != x ? (y != y ? 0x7fff : b) : a;
  if (x == y) /* equal, or +0 and -0: the sign bits decide */
    return ((a & 0x8000) != 0) == max ? b : a;
  return (x > y) == max ? a : b;
}

#endif /* SIMT_NARROW_H */
