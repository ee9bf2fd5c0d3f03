/* simt_math.h — device math the shim computes on the CPU, included by
 * simt_cuda.h: CUDA's fast intrinsics (__expf ...), the round-to-nearest
 * arithmetic (_rn), the reinterpreting casts and the conversions with a
 * rounding mode in the name.  The other rounding modes: simt_intrin.h.
 */
#ifndef SIMT_MATH_H
#define SIMT_MATH_H

/* ---- device math ----
 * CUDA's fast intrinsics (__expf, __logf, ...): glibc's <math.h> declares
 * the same names, with C linkage, for its own internal use, and libm does
 * not export them, so a submission that calls one compiled and then failed
 * to load ("undefined symbol: __expf").  Defined here over the precise
 * functions: on the GPU they are faster and less precise; what either
 * computes lies within the grader's tolerance or the kernel is wrong on
 * both. */
#define SIMT_FAST_MATH(NAME, EXPR) \
  extern "C" inline __attribute__((always_inline)) float NAME(float x) noexcept { return EXPR; }
SIMT_FAST_MATH(__expf, expf(x))
SIMT_FAST_MATH(__exp10f, exp10f(x))
SIMT_FAST_MATH(__logf, logf(x))
SIMT_FAST_MATH(__log2f, log2f(x))
SIMT_FAST_MATH(__log10f, log10f(x))
SIMT_FAST_MATH(__sinf, sinf(x))
SIMT_FAST_MATH(__cosf, cosf(x))
SIMT_FAST_MATH(__tanf, tanf(x))
#undef SIMT_FAST_MATH
extern "C" inline __attribute__((always_inline)) float __powf(float x, float y) noexcept
{
  return powf(x, y);
}
extern "C" inline __attribute__((always_inline)) void __sincosf(float x, float *s, float *c) noexcept
{
  *s = sinf(x);
  *c = cosf(x);
}
/* As CUDA's math API specifies it (crt/device_functions.h): for a divisor
 * between 2^126 and 2^128 in magnitude the GPU's reciprocal is flushed to
 * 0, so the result is 0 for a finite dividend and NaN for an infinite one.
 * Dividing exactly there would let a kernel tell the emulator from a GPU
 * by one division and run other code in each. */
SIMT_INL float __fdividef(float a, float b)
{
  float m = b < 0.0f ? -b : b;
  if (m > 0x1p126f && m <= 0x1.fffffep127f)
    return a * (b < 0.0f ? -0.0f : 0.0f);
  return a / b;
}
SIMT_INL float __frcp_rn(float a) { return 1.0f / a; }
SIMT_INL float __fsqrt_rn(float a) { return sqrtf(a); }
SIMT_INL float rsqrtf(float x) { return 1.0f / sqrtf(x); }
SIMT_INL double rsqrt(double x) { return 1.0 / sqrt(x); }
/* PTX's .sat: clamped to [0, 1], a NaN flushed to +0 (not kept: a kernel
 * could test __saturatef(NaN) != itself to learn where it runs). */
SIMT_INL float __saturatef(float x) { return x >= 0.0f ? (x > 1.0f ? 1.0f : x) : 0.0f; }
SIMT_INL float __fadd_rn(float a, float b) { return a + b; }
SIMT_INL float __fmul_rn(float a, float b) { return a * b; }
SIMT_INL float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
SIMT_INL double __dadd_rn(double a, double b) { return a + b; }
SIMT_INL double __dmul_rn(double a, double b) { return a * b; }
SIMT_INL double __fma_rn(double a, double b, double c) { return fma(a, b, c); }
SIMT_INL int __float_as_int(float x) { return simt_unbits<int>(simt_bits(x)); }
SIMT_INL unsigned __float_as_uint(float x) { return simt_unbits<unsigned>(simt_bits(x)); }
SIMT_INL float __int_as_float(int x) { return simt_unbits<float>(simt_bits(x)); }
SIMT_INL float __uint_as_float(unsigned x) { return simt_unbits<float>(simt_bits(x)); }
SIMT_INL long long __double_as_longlong(double x) { return simt_unbits<long long>(simt_bits(x)); }
SIMT_INL double __longlong_as_double(long long x) { return simt_unbits<double>(simt_bits(x)); }
SIMT_INL int __float2int_rn(float x) { return (int)nearbyintf(x); }
SIMT_INL int __float2int_rz(float x) { return (int)x; }
SIMT_INL float __int2float_rn(int x) { return (float)x; }
/* The rest of CUDA's round-to-nearest arithmetic and its conversions with a
 * rounding mode in the name (_rn nearest even, _rz toward zero, _rd down, _ru
 * up).  A float's conversion to an integer it does not fit saturates as on
 * the GPU (-fno-strict-float-cast-overflow, see the flags in api.c). */
SIMT_INL float __fsub_rn(float a, float b) { return a - b; }
SIMT_INL float __fdiv_rn(float a, float b) { return a / b; }
SIMT_INL float __frsqrt_rn(float x) { return (float)(1.0 / sqrt((double)x)); }
SIMT_INL double __dsub_rn(double a, double b) { return a - b; }
SIMT_INL double __ddiv_rn(double a, double b) { return a / b; }
SIMT_INL double __drcp_rn(double a) { return 1.0 / a; }
SIMT_INL double __dsqrt_rn(double a) { return sqrt(a); }
#define SIMT_CVT(FROM, FN, TO, NAME) \
  SIMT_INL TO NAME##_rn(FROM x) { return (TO)nearbyint##FN(x); } \
  SIMT_INL TO NAME##_rz(FROM x) { return (TO)trunc##FN(x); } \
  SIMT_INL TO NAME##_rd(FROM x) { return (TO)floor##FN(x); } \
  SIMT_INL TO NAME##_ru(FROM x) { return (TO)ceil##FN(x); }
SIMT_INL int __float2int_rd(float x) { return (int)floorf(x); }
SIMT_INL int __float2int_ru(float x) { return (int)ceilf(x); }
SIMT_CVT(float, f, unsigned, __float2uint)
SIMT_CVT(float, f, long long, __float2ll)
SIMT_CVT(float, f, unsigned long long, __float2ull)
SIMT_CVT(double, , int, __double2int)
SIMT_CVT(double, , unsigned, __double2uint)
SIMT_CVT(double, , long long, __double2ll)
SIMT_CVT(double, , unsigned long long, __double2ull)
#undef SIMT_CVT
SIMT_INL float __double2float_rn(double x) { return (float)x; }
SIMT_INL float __uint2float_rn(unsigned x) { return (float)x; }
SIMT_INL float __ll2float_rn(long long x) { return (float)x; }
SIMT_INL float __ull2float_rn(unsigned long long x) { return (float)x; }
SIMT_INL double __int2double_rn(int x) { return (double)x; }
SIMT_INL double __uint2double_rn(unsigned x) { return (double)x; }
SIMT_INL double __ll2double_rn(long long x) { return (double)x; }
SIMT_INL double __ull2double_rn(unsigned long long x) { return (double)x; }

#endif
