/* simt_dpx.h — the DPX integer intrinsics (CUDA 12: three-way min and max,
 * add then min or max, with or without a clamp at zero, and min or max that
 * also says which operand won), included by simt_cuda.h.  nvcc builds them
 * for every architecture (compute capability 9.0 runs them in hardware),
 * so a kernel that takes the max of ints with __vimax3_s32 must build here
 * too.  The sums wrap, as 32-bit (or 16-bit) adds do on the GPU; the 16x2
 * forms work on the two halfwords of an unsigned apart (bits 0-15 the low
 * one), and __vib*_16x2 set *pred_hi for the high halfword, *pred_lo for
 * the low.
 */
#ifndef SIMT_DPX_H
#define SIMT_DPX_H

SIMT_INL int simt_dpx_max(int a, int b) { return a > b ? a : b; }
SIMT_INL int simt_dpx_min(int a, int b) { return a < b ? a : b; }
SIMT_INL unsigned simt_dpx_maxu(unsigned a, unsigned b) { return a > b ? a : b; }
SIMT_INL unsigned simt_dpx_minu(unsigned a, unsigned b) { return a < b ? a : b; }
SIMT_INL int simt_dpx_add(int a, int b) { return (int)((unsigned)a + (unsigned)b); }

/* ---- 32 bits ---- */
SIMT_INL int __vimax3_s32(int a, int b, int c) { return simt_dpx_max(simt_dpx_max(a, b), c); }
SIMT_INL int __vimin3_s32(int a, int b, int c) { return simt_dpx_min(simt_dpx_min(a, b), c); }
SIMT_INL unsigned __vimax3_u32(unsigned a, unsigned b, unsigned c) { return simt_dpx_maxu(simt_dpx_maxu(a, b), c); }
SIMT_INL unsigned __vimin3_u32(unsigned a, unsigned b, unsigned c) { return simt_dpx_minu(simt_dpx_minu(a, b), c); }
SIMT_INL int __vimax_s32_relu(int a, int b) { return simt_dpx_max(simt_dpx_max(a, b), 0); }
SIMT_INL int __vimin_s32_relu(int a, int b) { return simt_dpx_max(simt_dpx_min(a, b), 0); }
SIMT_INL int __vimax3_s32_relu(int a, int b, int c) { return simt_dpx_max(__vimax3_s32(a, b, c), 0); }
SIMT_INL int __vimin3_s32_relu(int a, int b, int c) { return simt_dpx_max(__vimin3_s32(a, b, c), 0); }
SIMT_INL int __viaddmax_s32(int a, int b, int c) { return simt_dpx_max(simt_dpx_add(a, b), c); }
SIMT_INL int __viaddmin_s32(int a, int b, int c) { return simt_dpx_min(simt_dpx_add(a, b), c); }
SIMT_INL unsigned __viaddmax_u32(unsigned a, unsigned b, unsigned c) { return simt_dpx_maxu(a + b, c); }
SIMT_INL unsigned __viaddmin_u32(unsigned a, unsigned b, unsigned c) { return simt_dpx_minu(a + b, c); }
SIMT_INL int __viaddmax_s32_relu(int a, int b, int c) { return simt_dpx_max(__viaddmax_s32(a, b, c), 0); }
SIMT_INL int __viaddmin_s32_relu(int a, int b, int c) { return simt_dpx_max(__viaddmin_s32(a, b, c), 0); }
SIMT_INL int __vibmax_s32(int a, int b, bool *pred) { *pred = a >= b; return simt_dpx_max(a, b); }
SIMT_INL int __vibmin_s32(int a, int b, bool *pred) { *pred = a <= b; return simt_dpx_min(a, b); }
SIMT_INL unsigned __vibmax_u32(unsigned a, unsigned b, bool *pred) { *pred = a >= b; return simt_dpx_maxu(a, b); }
SIMT_INL unsigned __vibmin_u32(unsigned a, unsigned b, bool *pred) { *pred = a <= b; return simt_dpx_minu(a, b); }

/* ---- two halfwords: each computed as the 32-bit form of its 16-bit
 * values (signed or not), cut back to 16 bits ---- */
SIMT_INL int simt_dpx_s16(unsigned v, int half) { return (short)(v >> (16 * half)); }
SIMT_INL unsigned simt_dpx_u16(unsigned v, int half) { return (v >> (16 * half)) & 0xffffu; }
SIMT_INL unsigned simt_dpx_pack(unsigned lo, unsigned hi) { return (lo & 0xffffu) | (hi & 0xffffu) << 16; }
#define SIMT_DPX_S16X2_3(NAME, F)                                                            \
  SIMT_INL unsigned NAME(unsigned a, unsigned b, unsigned c)                                 \
  {                                                                                          \
    return simt_dpx_pack((unsigned)F((short)simt_dpx_s16(a, 0), (short)simt_dpx_s16(b, 0),  \
                                     (short)simt_dpx_s16(c, 0)),                            \
                         (unsigned)F((short)simt_dpx_s16(a, 1), (short)simt_dpx_s16(b, 1),  \
                                     (short)simt_dpx_s16(c, 1)));                           \
  }
#define SIMT_DPX_U16X2_3(NAME, F)                                                            \
  SIMT_INL unsigned NAME(unsigned a, unsigned b, unsigned c)                                 \
  {                                                                                          \
    return simt_dpx_pack(F(simt_dpx_u16(a, 0), simt_dpx_u16(b, 0), simt_dpx_u16(c, 0)),     \
                         F(simt_dpx_u16(a, 1), simt_dpx_u16(b, 1), simt_dpx_u16(c, 1)));    \
  }
/* The 16-bit sum of a and b wraps before the min or max. */
SIMT_INL int simt_dpx_add16(int a, int b, int c, int max)
{
  int s = (short)(a + b);
  return max ? simt_dpx_max(s, c) : simt_dpx_min(s, c);
}
SIMT_INL int simt_dpx_addmax16(int a, int b, int c) { return simt_dpx_add16(a, b, c, 1); }
SIMT_INL int simt_dpx_addmin16(int a, int b, int c) { return simt_dpx_add16(a, b, c, 0); }
SIMT_INL int simt_dpx_addmax16_relu(int a, int b, int c) { return simt_dpx_max(simt_dpx_add16(a, b, c, 1), 0); }
SIMT_INL int simt_dpx_addmin16_relu(int a, int b, int c) { return simt_dpx_max(simt_dpx_add16(a, b, c, 0), 0); }
SIMT_INL unsigned simt_dpx_uaddmax16(unsigned a, unsigned b, unsigned c) { return simt_dpx_maxu((a + b) & 0xffffu, c); }
SIMT_INL unsigned simt_dpx_uaddmin16(unsigned a, unsigned b, unsigned c) { return simt_dpx_minu((a + b) & 0xffffu, c); }
SIMT_INL int simt_dpx_max3_relu(int a, int b, int c) { return __vimax3_s32_relu(a, b, c); }
SIMT_INL int simt_dpx_min3_relu(int a, int b, int c) { return __vimin3_s32_relu(a, b, c); }
SIMT_DPX_S16X2_3(__vimax3_s16x2, __vimax3_s32)
SIMT_DPX_S16X2_3(__vimin3_s16x2, __vimin3_s32)
SIMT_DPX_S16X2_3(__vimax3_s16x2_relu, simt_dpx_max3_relu)
SIMT_DPX_S16X2_3(__vimin3_s16x2_relu, simt_dpx_min3_relu)
SIMT_DPX_S16X2_3(__viaddmax_s16x2, simt_dpx_addmax16)
SIMT_DPX_S16X2_3(__viaddmin_s16x2, simt_dpx_addmin16)
SIMT_DPX_S16X2_3(__viaddmax_s16x2_relu, simt_dpx_addmax16_relu)
SIMT_DPX_S16X2_3(__viaddmin_s16x2_relu, simt_dpx_addmin16_relu)
SIMT_DPX_U16X2_3(__vimax3_u16x2, __vimax3_u32)
SIMT_DPX_U16X2_3(__vimin3_u16x2, __vimin3_u32)
SIMT_DPX_U16X2_3(__viaddmax_u16x2, simt_dpx_uaddmax16)
SIMT_DPX_U16X2_3(__viaddmin_u16x2, simt_dpx_uaddmin16)
#undef SIMT_DPX_S16X2_3
#undef SIMT_DPX_U16X2_3
SIMT_INL unsigned __vimax_s16x2_relu(unsigned a, unsigned b) { return __vimax3_s16x2_relu(a, b, b); }
SIMT_INL unsigned __vimin_s16x2_relu(unsigned a, unsigned b) { return __vimin3_s16x2_relu(a, b, b); }
#define SIMT_DPX_B16X2(NAME, S, F, CMP)                                                      \
  SIMT_INL unsigned NAME(unsigned a, unsigned b, bool *pred_hi, bool *pred_lo)               \
  {                                                                                          \
    *pred_lo = S(a, 0) CMP S(b, 0);                                                          \
    *pred_hi = S(a, 1) CMP S(b, 1);                                                          \
    return simt_dpx_pack((unsigned)F(S(a, 0), S(b, 0)), (unsigned)F(S(a, 1), S(b, 1)));      \
  }
SIMT_DPX_B16X2(__vibmax_s16x2, simt_dpx_s16, simt_dpx_max, >=)
SIMT_DPX_B16X2(__vibmin_s16x2, simt_dpx_s16, simt_dpx_min, <=)
SIMT_DPX_B16X2(__vibmax_u16x2, simt_dpx_u16, simt_dpx_maxu, >=)
SIMT_DPX_B16X2(__vibmin_u16x2, simt_dpx_u16, simt_dpx_minu, <=)
#undef SIMT_DPX_B16X2

#endif /* SIMT_DPX_H */
