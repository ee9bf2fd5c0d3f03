/* cuda_bf16.h — stand-in for CUDA's header on the SIMT emulator:
 * __nv_bfloat16 and __nv_bfloat162 (nv_bfloat16, nv_bfloat162), their
 * conversions to and from float, rounded to the nearest even as PTX's
 * cvt.rn.bf16.f32 does (simt_narrow.h: 7 fraction bits, float's exponent
 * range, NaN to 0x7fff), and the basic arithmetic and comparisons, each one
 * rounding (computed in double: 53 >= 2 * 8 + 2 bits, so rounding twice
 * gives the once-rounded result).  __hmax/__hmin as for half.  What CUDA's
 * header has and this one lacks (__hfma on bfloat16, the _sat forms ...)
 * fails to compile as the emulator's gap. */
#ifndef SIMT_CUDA_BF16_H
#define SIMT_CUDA_BF16_H
#include "simt_cuda.h"
#include "simt_narrow.h"

#define SIMT_BF16 7, -126, 255

struct __nv_bfloat16_raw {
  unsigned short x;
};

struct __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __host__ __device__ __nv_bfloat16(double v) : __x(simt_narrow(v, SIMT_BF16)) {}
  __host__ __device__ __nv_bfloat16(float v) : __nv_bfloat16((double)v) {}
  __host__ __device__ __nv_bfloat16(int v) : __nv_bfloat16((double)v) {}
  __host__ __device__ __nv_bfloat16(unsigned v) : __nv_bfloat16((double)v) {}
  __host__ __device__ __nv_bfloat16(long long v) : __nv_bfloat16((double)v) {}
  __host__ __device__ __nv_bfloat16(unsigned long long v) : __nv_bfloat16((double)v) {}
  __host__ __device__ __nv_bfloat16(short v) : __nv_bfloat16((double)v) {}
  __host__ __device__ __nv_bfloat16(unsigned short v) : __nv_bfloat16((double)v) {}
  /* a bfloat16 is a float's high half: widened exactly; a NaN to the
   * canonical 0x7fffffff, as cvt.f32.bf16 does on sm_90 */
  __host__ __device__ operator float() const { return (float)simt_widen(__x, SIMT_BF16); }
  __host__ __device__ operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{ __x }; }
};
typedef __nv_bfloat16 nv_bfloat16;

struct __nv_bfloat162 {
  __nv_bfloat16 x, y;
};
typedef __nv_bfloat162 nv_bfloat162;

typedef __nv_bfloat16 simt_bf;
SIMT_INL double simt_bv(simt_bf h) { return simt_widen(h.__x, SIMT_BF16); }
SIMT_INL simt_bf __ushort_as_bfloat16(unsigned short b) { return simt_bf(__nv_bfloat16_raw{ b }); }
SIMT_INL unsigned short __bfloat16_as_ushort(simt_bf h) { return h.__x; }
SIMT_INL simt_bf __float2bfloat16(float v) { return simt_bf(v); }
SIMT_INL simt_bf __float2bfloat16_rn(float v) { return simt_bf(v); }
SIMT_INL simt_bf __double2bfloat16(double v) { return simt_bf(v); }
SIMT_INL float __bfloat162float(simt_bf h) { return (float)h; }
SIMT_INL __nv_bfloat162 __floats2bfloat162_rn(float a, float b) { return __nv_bfloat162{ simt_bf(a), simt_bf(b) }; }
SIMT_INL __nv_bfloat162 __float2bfloat162_rn(float a) { return __nv_bfloat162{ simt_bf(a), simt_bf(a) }; }
SIMT_INL __nv_bfloat162 __halves2bfloat162(simt_bf a, simt_bf b) { return __nv_bfloat162{ a, b }; }
SIMT_INL float __low2float(__nv_bfloat162 v) { return (float)v.x; }
SIMT_INL float __high2float(__nv_bfloat162 v) { return (float)v.y; }
SIMT_INL float2 __bfloat1622float2(__nv_bfloat162 v) { return make_float2((float)v.x, (float)v.y); }

SIMT_INL simt_bf __hadd(simt_bf a, simt_bf b) { return simt_bf(simt_bv(a) + simt_bv(b)); }
SIMT_INL simt_bf __hsub(simt_bf a, simt_bf b) { return simt_bf(simt_bv(a) - simt_bv(b)); }
SIMT_INL simt_bf __hmul(simt_bf a, simt_bf b) { return simt_bf(simt_bv(a) * simt_bv(b)); }
SIMT_INL simt_bf __hdiv(simt_bf a, simt_bf b) { return simt_bf(simt_bv(a) / simt_bv(b)); }
SIMT_INL simt_bf __hneg(simt_bf a) { return __ushort_as_bfloat16((unsigned short)(a.__x ^ 0x8000)); }
SIMT_INL bool __hisnan(simt_bf a) { return simt_bv(a) != simt_bv(a); }
SIMT_INL bool __heq(simt_bf a, simt_bf b) { return simt_bv(a) == simt_bv(b); }
SIMT_INL bool __hlt(simt_bf a, simt_bf b) { return simt_bv(a) < simt_bv(b); }
SIMT_INL bool __hgt(simt_bf a, simt_bf b) { return simt_bv(a) > simt_bv(b); }
SIMT_INL simt_bf __hmax(simt_bf a, simt_bf b)
{
  return __ushort_as_bfloat16(simt_narrow_pick(a.__x, b.__x, simt_bv(a), simt_bv(b), true));
}
SIMT_INL simt_bf __hmin(simt_bf a, simt_bf b)
{
  return __ushort_as_bfloat16(simt_narrow_pick(a.__x, b.__x, simt_bv(a), simt_bv(b), false));
}
/* __hfma on bfloat16: its one rounding of a * b + c is not modelled (the
 * exact sum can span 500 bits): a call is the emulator's named gap. */
template <typename T, typename = typename ::std::enable_if<::std::is_same<T, simt_bf>::value>::type>
SIMT_INL T __hfma(T a, T, T)
{
  static_assert(sizeof(T) == 0, "emulator-unsupported: __hfma on __nv_bfloat16");
  return a;
}
template <typename T, typename = typename ::std::enable_if<::std::is_same<T, __nv_bfloat162>::value>::type>
SIMT_INL T __hfma2(T a, T, T)
{
  static_assert(sizeof(T) == 0, "emulator-unsupported: __hfma2 on __nv_bfloat162");
  return a;
}
SIMT_INL __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b)
{
  return __nv_bfloat162{ __hadd(a.x, b.x), __hadd(a.y, b.y) };
}

/* the warp shuffles of CUDA's header for TYPE: its bits moved as a 32-bit word's */
#define SIMT_SHFL_NARROW(T) \
  SIMT_INL T __shfl_sync(unsigned m, T v, int src, int w = 32) { return simt_shfl(SIMT_SHFL_IDX, m, v, src, w); } \
  SIMT_INL T __shfl_up_sync(unsigned m, T v, unsigned d, int w = 32) { return simt_shfl(SIMT_SHFL_UP, m, v, (int)d, w); } \
  SIMT_INL T __shfl_down_sync(unsigned m, T v, unsigned d, int w = 32) { return simt_shfl(SIMT_SHFL_DOWN, m, v, (int)d, w); } \
  SIMT_INL T __shfl_xor_sync(unsigned m, T v, int x, int w = 32) { return simt_shfl(SIMT_SHFL_XOR, m, v, x, w); }
SIMT_SHFL_NARROW(__nv_bfloat16)
SIMT_SHFL_NARROW(__nv_bfloat162)
#undef SIMT_SHFL_NARROW

SIMT_INL simt_bf operator+(simt_bf a, simt_bf b) { return __hadd(a, b); }
SIMT_INL simt_bf operator-(simt_bf a, simt_bf b) { return __hsub(a, b); }
SIMT_INL simt_bf operator*(simt_bf a, simt_bf b) { return __hmul(a, b); }
SIMT_INL simt_bf operator/(simt_bf a, simt_bf b) { return __hdiv(a, b); }
SIMT_INL simt_bf operator-(simt_bf a) { return __hneg(a); }
SIMT_INL simt_bf &operator+=(simt_bf &a, simt_bf b) { return a = __hadd(a, b); }
SIMT_INL bool operator==(simt_bf a, simt_bf b) { return __heq(a, b); }
SIMT_INL bool operator!=(simt_bf a, simt_bf b) { return !__heq(a, b); }
SIMT_INL bool operator<(simt_bf a, simt_bf b) { return __hlt(a, b); }
SIMT_INL bool operator>(simt_bf a, simt_bf b) { return __hgt(a, b); }

#undef SIMT_BF16
#endif /* SIMT_CUDA_BF16_H */
