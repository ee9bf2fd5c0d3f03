/* simt_simd.h — CUDA's SIMD video intrinsics (__vadd4, __vmaxu2, __vsads4
 * & co), included by simt_cuda.h: a 32-bit word taken as two halfwords (the
 * 2 forms) or four bytes (the 4 forms), each lane computed on its own and
 * put back in its place, as the PTX nvcc emits computes it (the vadd2/vadd4,
 * vabsdiff, vmin/vmax, vset instructions and the bit tricks of CUDA's
 * device_functions.hpp, which give the same results):
 *   - plain add, sub, neg and abs wrap modulo the lane (abs of -128 is 0x80);
 *   - "ss" saturates to the lane's signed range, "us" to its unsigned one;
 *   - __vavgu is (a + b + 1) >> 1, __vhaddu (a + b) >> 1, __vavgs rounds
 *     half away from zero (the sum >> 1 when negative, (sum + 1) >> 1 else);
 *   - __vabsdiff is |a - b| as an unsigned lane (|-128 - 127| = 255);
 *   - __vcmpXX sets every bit of a lane whose comparison holds, __vsetXX
 *     sets the lane to 1 (a lane each, whatever the one-line summaries of
 *     the math API's __vseteq4 say);
 *   - __vsads and __vsadu add the lanes' absolute differences into one
 *     unsigned sum. */
#ifndef SIMT_SIMD_H
#define SIMT_SIMD_H

/* A lane of `bits` bits at bit k of v, sign-extended or not. */
SIMT_INL int simt_lane(unsigned v, int bits, int k, bool sgn)
{
  unsigned u = (v >> k) & ((1u << bits) - 1);
  if (sgn && (u >> (bits - 1)))
    return (int)u - (1 << bits);
  return (int)u;
}

/* f(x, y, lo, hi) for each lane of a and b: lo and hi bound the lane's
 * range (for saturation); the result is cut to the lane. */
template <typename F>
SIMT_INL unsigned simt_simd(unsigned a, unsigned b, int bits, bool sgn, F f)
{
  const unsigned mask = (1u << bits) - 1;
  const int lo = sgn ? -(1 << (bits - 1)) : 0, hi = sgn ? (1 << (bits - 1)) - 1 : (int)mask;
  unsigned r = 0;
  for (int k = 0; k < 32; k += bits)
    r |= ((unsigned)f(simt_lane(a, bits, k, sgn), simt_lane(b, bits, k, sgn), lo, hi) & mask) << k;
  return r;
}

SIMT_INL int simt_clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
SIMT_INL int simt_iabs(int x) { return x < 0 ? -x : x; }

#define SIMT_V_WIDTH(NAME, W, BITS, SGN, EXPR)                                                   \
  SIMT_INL unsigned NAME##W(unsigned a, unsigned b)                                              \
  {                                                                                              \
    return simt_simd(a, b, BITS, SGN, [](int x, int y, int lo, int hi) {                         \
      (void)x, (void)y, (void)lo, (void)hi;                                                      \
      return (EXPR);                                                                             \
    });                                                                                          \
  }
/* NAME2 on halfwords and NAME4 on bytes, of a and b */
#define SIMT_V(NAME, SGN, EXPR) SIMT_V_WIDTH(NAME, 2, 16, SGN, EXPR) SIMT_V_WIDTH(NAME, 4, 8, SGN, EXPR)
/* the one-operand forms: the two-operand one with b = 0, unused */
#define SIMT_V1(NAME, SGN, EXPR)                                                                 \
  SIMT_V(simt_v1_##NAME, SGN, EXPR)                                                              \
  SIMT_INL unsigned NAME##2(unsigned a) { return simt_v1_##NAME##2(a, 0); }                      \
  SIMT_INL unsigned NAME##4(unsigned a) { return simt_v1_##NAME##4(a, 0); }

SIMT_V(__vadd, false, x + y)
SIMT_V(__vaddss, true, simt_clamp(x + y, lo, hi))
SIMT_V(__vaddus, false, simt_clamp(x + y, lo, hi))
SIMT_V(__vsub, false, x - y)
SIMT_V(__vsubss, true, simt_clamp(x - y, lo, hi))
SIMT_V(__vsubus, false, simt_clamp(x - y, lo, hi))
SIMT_V(__vavgs, true, x + y < 0 ? (x + y) >> 1 : (x + y + 1) >> 1)
SIMT_V(__vavgu, false, (x + y + 1) >> 1)
SIMT_V(__vhaddu, false, (x + y) >> 1)
SIMT_V(__vabsdiffs, true, simt_iabs(x - y))
SIMT_V(__vabsdiffu, false, simt_iabs(x - y))
SIMT_V(__vmaxs, true, x > y ? x : y)
SIMT_V(__vmaxu, false, x > y ? x : y)
SIMT_V(__vmins, true, x < y ? x : y)
SIMT_V(__vminu, false, x < y ? x : y)
SIMT_V1(__vabs, true, simt_iabs(x))
SIMT_V1(__vabsss, true, simt_clamp(simt_iabs(x), lo, hi))
SIMT_V1(__vneg, true, -x)
SIMT_V1(__vnegss, true, simt_clamp(-x, lo, hi))

/* the comparisons: __vcmpXX a lane of ones, __vsetXX a lane of 1 */
#define SIMT_V_CMP(OP, SGN, EXPR) SIMT_V(__vcmp##OP, SGN, (EXPR) ? -1 : 0) SIMT_V(__vset##OP, SGN, (EXPR) ? 1 : 0)
SIMT_V_CMP(eq, false, x == y)
SIMT_V_CMP(ne, false, x != y)
SIMT_V_CMP(ges, true, x >= y)
SIMT_V_CMP(geu, false, x >= y)
SIMT_V_CMP(gts, true, x > y)
SIMT_V_CMP(gtu, false, x > y)
SIMT_V_CMP(les, true, x <= y)
SIMT_V_CMP(leu, false, x <= y)
SIMT_V_CMP(lts, true, x < y)
SIMT_V_CMP(ltu, false, x < y)
#undef SIMT_V_CMP

/* sums of absolute differences: one unsigned sum of the lanes' */
SIMT_INL unsigned simt_vsad(unsigned a, unsigned b, int bits, bool sgn)
{
  unsigned s = 0;
  for (int k = 0; k < 32; k += bits)
    s += (unsigned)simt_iabs(simt_lane(a, bits, k, sgn) - simt_lane(b, bits, k, sgn));
  return s;
}
SIMT_INL unsigned __vsads2(unsigned a, unsigned b) { return simt_vsad(a, b, 16, true); }
SIMT_INL unsigned __vsads4(unsigned a, unsigned b) { return simt_vsad(a, b, 8, true); }
SIMT_INL unsigned __vsadu2(unsigned a, unsigned b) { return simt_vsad(a, b, 16, false); }
SIMT_INL unsigned __vsadu4(unsigned a, unsigned b) { return simt_vsad(a, b, 8, false); }

#undef SIMT_V1
#undef SIMT_V
#undef SIMT_V_WIDTH
#endif /* SIMT_SIMD_H */
