/* cuda_fp16.h — stand-in for CUDA's header on the SIMT emulator: __half and
 * __half2 (half, half2), their conversions to and from float, rounded to
 * the nearest even (simt_narrow.h), and the basic arithmetic and
 * comparisons, each one rounding as PTX's add.f16 & co (no .ftz: nvcc's
 * default).  __hmax and __hmin return the number when one operand is NaN,
 * the canonical NaN when both are (PTX max.f16).  The __h comparisons are
 * ordered (false with a NaN, __hne too); the operator != is unordered.
 * __hfma rounds once, exactly.  What CUDA's header has and this one lacks
 * (the _sat forms, the half2 comparisons ...) fails to compile as the
 * emulator's gap. */
#ifndef SIMT_CUDA_FP16_H
#define SIMT_CUDA_FP16_H
#include "simt_cuda.h"
#include "simt_narrow.h"

struct __half_raw {
  unsigned short x;
};

struct __half {
  unsigned short __x;
  __half() = default;
  __host__ __device__ __half(const __half_raw &r) : __x(r.x) {}
  __host__ __device__ __half(double v) : __x(simt_narrow(v, 10, -14, 31)) {}
  __host__ __device__ __half(float v) : __half((double)v) {}
  __host__ __device__ __half(int v) : __half((double)v) {}
  __host__ __device__ __half(unsigned v) : __half((double)v) {}
  __host__ __device__ __half(long long v) : __half((double)v) {}
  __host__ __device__ __half(unsigned long long v) : __half((double)v) {}
  __host__ __device__ __half(short v) : __half((double)v) {}
  __host__ __device__ __half(unsigned short v) : __half((double)v) {}
  __host__ __device__ operator float() const { return (float)simt_widen(__x, 10, -14, 31); }
  __host__ __device__ operator __half_raw() const { return __half_raw{ __x }; }
};
typedef __half half;

struct __half2 {
  __half x, y;
};
typedef __half2 half2;

SIMT_INL double simt_hv(__half h) { return simt_widen(h.__x, 10, -14, 31); }
SIMT_INL __half simt_hr(double v) { return __half(v); }

SIMT_INL __half __float2half(float v) { return __half(v); }
SIMT_INL __half __float2half_rn(float v) { return __half(v); }
SIMT_INL __half __double2half(double v) { return __half(v); }
SIMT_INL float __half2float(__half h) { return (float)h; }
SIMT_INL __half __int2half_rn(int v) { return __half(v); }
SIMT_INL __half __uint2half_rn(unsigned v) { return __half(v); }
SIMT_INL __half __ll2half_rn(long long v) { return __half(v); }
/* to an int: toward zero or to the nearest even, NaN 0, infinities saturated
 * (cvt.rzi/.rni.s32.f16; the shim's float-to-int casts saturate, api.c) */
SIMT_INL int __half2int_rz(__half h) { return (int)(float)h; }
SIMT_INL int __half2int_rn(__half h) { return (int)nearbyintf((float)h); }
SIMT_INL __half __ushort_as_half(unsigned short b) { return __half(__half_raw{ b }); }
SIMT_INL unsigned short __half_as_ushort(__half h) { return h.__x; }
SIMT_INL __half2 __halves2half2(__half a, __half b) { return __half2{ a, b }; }
SIMT_INL __half2 __half2half2(__half a) { return __half2{ a, a }; }
SIMT_INL __half2 __floats2half2_rn(float a, float b) { return __half2{ __half(a), __half(b) }; }
SIMT_INL __half2 __float2half2_rn(float a) { return __half2{ __half(a), __half(a) }; }
SIMT_INL __half2 __float22half2_rn(float2 v) { return __floats2half2_rn(v.x, v.y); }
SIMT_INL float2 __half22float2(__half2 v) { return make_float2((float)v.x, (float)v.y); }
SIMT_INL float __low2float(__half2 v) { return (float)v.x; }
SIMT_INL float __high2float(__half2 v) { return (float)v.y; }
SIMT_INL __half __low2half(__half2 v) { return v.x; }
SIMT_INL __half __high2half(__half2 v) { return v.y; }

SIMT_INL __half __hadd(__half a, __half b) { return simt_hr(simt_hv(a) + simt_hv(b)); }
SIMT_INL __half __hsub(__half a, __half b) { return simt_hr(simt_hv(a) - simt_hv(b)); }
SIMT_INL __half __hmul(__half a, __half b) { return simt_hr(simt_hv(a) * simt_hv(b)); }
SIMT_INL __half __hdiv(__half a, __half b) { return simt_hr(simt_hv(a) / simt_hv(b)); }
SIMT_INL __half __hneg(__half a) { return __ushort_as_half((unsigned short)(a.__x ^ 0x8000)); }
SIMT_INL __half __habs(__half a) { return __ushort_as_half((unsigned short)(a.__x & 0x7fff)); }
SIMT_INL bool __hisnan(__half a) { return simt_hv(a) != simt_hv(a); }
SIMT_INL bool __hisinf(__half a) { return (a.__x & 0x7fff) == 0x7c00; }
SIMT_INL bool __heq(__half a, __half b) { return simt_hv(a) == simt_hv(b); }
SIMT_INL bool __hne(__half a, __half b) { return simt_hv(a) < simt_hv(b) || simt_hv(a) > simt_hv(b); }
SIMT_INL bool __hlt(__half a, __half b) { return simt_hv(a) < simt_hv(b); }
SIMT_INL bool __hle(__half a, __half b) { return simt_hv(a) <= simt_hv(b); }
SIMT_INL bool __hgt(__half a, __half b) { return simt_hv(a) > simt_hv(b); }
SIMT_INL bool __hge(__half a, __half b) { return simt_hv(a) >= simt_hv(b); }
SIMT_INL __half simt_hpick(__half a, __half b, bool max)
{
  return __ushort_as_half(simt_narrow_pick(a.__x, b.__x, simt_hv(a), simt_hv(b), max));
}
SIMT_INL __half __hmax(__half a, __half b) { return simt_hpick(a, b, true); }
SIMT_INL __half __hmin(__half a, __half b) { return simt_hpick(a, b, false); }

/* __hfma (PTX fma.rn.f16): a * b + c rounded once.  Exactly: each half is
 * an integer number of 2^-24, the product of two of 2^-48, and the sum of
 * the product and c, in units of 2^-48, fits in 82 bits; it is rounded to
 * the nearest even here.  A zero sum (its sign) and an infinite or NaN
 * operand are double's fma, exact there, then narrowed. */
SIMT_INL __half simt_hfma_round(unsigned __int128 m, bool neg)
{
  const unsigned long long hi = (unsigned long long)(m >> 64);
  const int top = hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll((unsigned long long)m);
  const int ulp = (top - 48 < -14 ? -14 : top - 48) - 10, k = ulp + 48; /* k >= 24 */
  unsigned __int128 q = m >> k;
  const unsigned __int128 rem = m - (q << k), half = (unsigned __int128)1 << (k - 1);
  if (rem > half || (rem == half && (q & 1)))
    q++;
  const unsigned long long bits = ((unsigned long long)(ulp + 24) << 10) + (unsigned long long)q;
  return __ushort_as_half((unsigned short)((neg ? 0x8000 : 0) | (bits < 0x7c00 ? bits : 0x7c00)));
}
SIMT_INL __half __hfma(__half a, __half b, __half c)
{
  const double x = simt_hv(a), y = simt_hv(b), z = simt_hv(c);
  if (!isfinite(x) || !isfinite(y) || !isfinite(z))
    return simt_hr(fma(x, y, z));
  const __int128 p = (__int128)(long long)ldexp(x, 24) * (long long)ldexp(y, 24);
  const __int128 sum = p + ((__int128)(long long)ldexp(z, 24) << 24);
  if (sum == 0)
    return simt_hr(fma(x, y, z)); /* +0, or -0 where both terms are -0 */
  return simt_hfma_round(sum < 0 ? (unsigned __int128)-sum : (unsigned __int128)sum, sum < 0);
}
SIMT_INL __half2 __hfma2(__half2 a, __half2 b, __half2 c)
{
  return __half2{ __hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y) };
}

SIMT_INL __half2 __hadd2(__half2 a, __half2 b) { return __half2{ __hadd(a.x, b.x), __hadd(a.y, b.y) }; }
SIMT_INL __half2 __hsub2(__half2 a, __half2 b) { return __half2{ __hsub(a.x, b.x), __hsub(a.y, b.y) }; }
SIMT_INL __half2 __hmul2(__half2 a, __half2 b) { return __half2{ __hmul(a.x, b.x), __hmul(a.y, b.y) }; }
SIMT_INL __half2 __hmax2(__half2 a, __half2 b) { return __half2{ __hmax(a.x, b.x), __hmax(a.y, b.y) }; }
SIMT_INL __half2 __hmin2(__half2 a, __half2 b) { return __half2{ __hmin(a.x, b.x), __hmin(a.y, b.y) }; }

/* the warp shuffles of CUDA's header for TYPE: its bits moved as a 32-bit word's */
#define SIMT_SHFL_NARROW(T) \
  SIMT_INL T __shfl_sync(unsigned m, T v, int src, int w = 32) { return simt_shfl(SIMT_SHFL_IDX, m, v, src, w); } \
  SIMT_INL T __shfl_up_sync(unsigned m, T v, unsigned d, int w = 32) { return simt_shfl(SIMT_SHFL_UP, m, v, (int)d, w); } \
  SIMT_INL T __shfl_down_sync(unsigned m, T v, unsigned d, int w = 32) { return simt_shfl(SIMT_SHFL_DOWN, m, v, (int)d, w); } \
  SIMT_INL T __shfl_xor_sync(unsigned m, T v, int x, int w = 32) { return simt_shfl(SIMT_SHFL_XOR, m, v, x, w); }
SIMT_SHFL_NARROW(__half)
SIMT_SHFL_NARROW(__half2)
#undef SIMT_SHFL_NARROW

SIMT_INL __half operator+(__half a, __half b) { return __hadd(a, b); }
SIMT_INL __half operator-(__half a, __half b) { return __hsub(a, b); }
SIMT_INL __half operator*(__half a, __half b) { return __hmul(a, b); }
SIMT_INL __half operator/(__half a, __half b) { return __hdiv(a, b); }
SIMT_INL __half operator-(__half a) { return __hneg(a); }
SIMT_INL __half &operator+=(__half &a, __half b) { return a = __hadd(a, b); }
SIMT_INL __half &operator-=(__half &a, __half b) { return a = __hsub(a, b); }
SIMT_INL __half &operator*=(__half &a, __half b) { return a = __hmul(a, b); }
SIMT_INL __half &operator/=(__half &a, __half b) { return a = __hdiv(a, b); }
SIMT_INL bool operator==(__half a, __half b) { return __heq(a, b); }
SIMT_INL bool operator!=(__half a, __half b) { return !__heq(a, b); }
SIMT_INL bool operator<(__half a, __half b) { return __hlt(a, b); }
SIMT_INL bool operator<=(__half a, __half b) { return __hle(a, b); }
SIMT_INL bool operator>(__half a, __half b) { return __hgt(a, b); }
SIMT_INL bool operator>=(__half a, __half b) { return __hge(a, b); }
SIMT_INL __half2 operator+(__half2 a, __half2 b) { return __hadd2(a, b); }
SIMT_INL __half2 operator*(__half2 a, __half2 b) { return __hmul2(a, b); }

#endif /* SIMT_CUDA_FP16_H */
