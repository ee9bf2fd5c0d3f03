/* simt_intarith.h — integer intrinsics of CUDA's math API that the shim
 * computes itself, included by simt_cuda.h: halving adds, sums of absolute
 * differences, the high half of a 64-bit product, byte and halfword dot
 * products, a 64-bit bit reversal, and a double split into its two words.
 * Each as the PTX instruction nvcc emits for it computes it: 32-bit sums
 * wrap where PTX's do, the halving adds keep the carry the 32-bit sum would
 * lose (PTX computes them in 33 bits), and the dot products add their
 * products and c modulo 2^32.
 */
#ifndef SIMT_INTARITH_H
#define SIMT_INTARITH_H

/* ---- halving adds: (x + y) / 2 rounded down, or up for the r forms, with
 * no overflow (the sum taken in 64 bits) ---- */
SIMT_INL int __hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
SIMT_INL int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
SIMT_INL unsigned __uhadd(unsigned x, unsigned y)
{
  return (unsigned)(((unsigned long long)x + y) >> 1);
}
SIMT_INL unsigned __urhadd(unsigned x, unsigned y)
{
  return (unsigned)(((unsigned long long)x + y + 1) >> 1);
}

/* ---- |x - y| + z (PTX sad): the difference of the larger and the smaller,
 * then z added, both modulo 2^32 ---- */
SIMT_INL unsigned __sad(int x, int y, unsigned z)
{
  unsigned d = x < y ? (unsigned)y - (unsigned)x : (unsigned)x - (unsigned)y;
  return d + z;
}
SIMT_INL unsigned __usad(unsigned x, unsigned y, unsigned z)
{
  return (x < y ? y - x : x - y) + z;
}

/* ---- the high 64 bits of a 128-bit product ---- */
SIMT_INL unsigned long long __umul64hi(unsigned long long x, unsigned long long y)
{
  return (unsigned long long)(((unsigned __int128)x * y) >> 64);
}
SIMT_INL long long __mul64hi(long long x, long long y)
{
  return (long long)(((__int128)x * y) >> 64);
}

/* ---- dot products: byte k of a is bits 8k..8k+7, halfword k bits
 * 16k..16k+15; signed forms sign-extend each, unsigned ones do not ---- */
SIMT_INL int simt_byte_s(unsigned v, int k) { return (int)(signed char)(v >> (8 * k)); }
SIMT_INL int simt_half_s(unsigned v, int k) { return (int)(short)(v >> (16 * k)); }
SIMT_INL unsigned simt_byte_u(unsigned v, int k) { return (v >> (8 * k)) & 0xffu; }
SIMT_INL unsigned simt_half_u(unsigned v, int k) { return (v >> (16 * k)) & 0xffffu; }

/* dp4a: c + the four products of a's and b's bytes */
SIMT_INL int __dp4a(int a, int b, int c)
{
  unsigned s = (unsigned)c;
  for (int k = 0; k < 4; k++)
    s += (unsigned)(simt_byte_s((unsigned)a, k) * simt_byte_s((unsigned)b, k));
  return (int)s;
}
SIMT_INL unsigned __dp4a(unsigned a, unsigned b, unsigned c)
{
  for (int k = 0; k < 4; k++)
    c += simt_byte_u(a, k) * simt_byte_u(b, k);
  return c;
}
SIMT_INL unsigned simt_bytes_of(unsigned char x, unsigned char y, unsigned char z,
                                unsigned char w)
{
  return (unsigned)x | (unsigned)y << 8 | (unsigned)z << 16 | (unsigned)w << 24;
}
SIMT_INL int __dp4a(char4 a, char4 b, int c)
{
  return __dp4a((int)simt_bytes_of(a.x, a.y, a.z, a.w), (int)simt_bytes_of(b.x, b.y, b.z, b.w), c);
}
SIMT_INL unsigned __dp4a(uchar4 a, uchar4 b, unsigned c)
{
  return __dp4a(simt_bytes_of(a.x, a.y, a.z, a.w), simt_bytes_of(b.x, b.y, b.z, b.w), c);
}
/* dp2a: c + a's two halfwords times two bytes of b, bytes 0 and 1 (_lo) or
 * 2 and 3 (_hi) */
SIMT_INL int simt_dp2a(unsigned a, unsigned b, int c, int first)
{
  unsigned s = (unsigned)c;
  for (int k = 0; k < 2; k++)
    s += (unsigned)(simt_half_s(a, k) * simt_byte_s(b, first + k));
  return (int)s;
}
SIMT_INL unsigned simt_dp2a_u(unsigned a, unsigned b, unsigned c, int first)
{
  for (int k = 0; k < 2; k++)
    c += simt_half_u(a, k) * simt_byte_u(b, first + k);
  return c;
}
SIMT_INL int __dp2a_lo(int a, int b, int c) { return simt_dp2a((unsigned)a, (unsigned)b, c, 0); }
SIMT_INL int __dp2a_hi(int a, int b, int c) { return simt_dp2a((unsigned)a, (unsigned)b, c, 2); }
SIMT_INL unsigned __dp2a_lo(unsigned a, unsigned b, unsigned c) { return simt_dp2a_u(a, b, c, 0); }
SIMT_INL unsigned __dp2a_hi(unsigned a, unsigned b, unsigned c) { return simt_dp2a_u(a, b, c, 2); }

/* ---- bits ---- */
SIMT_INL unsigned long long __brevll(unsigned long long x)
{
  return (unsigned long long)__brev((unsigned)x) << 32 | __brev((unsigned)(x >> 32));
}
/* A double's high and low 32-bit words, and the double of two words. */
SIMT_INL int __double2hiint(double x)
{
  unsigned long long b;
  memcpy(&b, &x, sizeof b);
  return (int)(unsigned)(b >> 32);
}
SIMT_INL int __double2loint(double x)
{
  unsigned long long b;
  memcpy(&b, &x, sizeof b);
  return (int)(unsigned)b;
}
SIMT_INL double __hiloint2double(int hi, int lo)
{
  unsigned long long b = (unsigned long long)(unsigned)hi << 32 | (unsigned)lo;
  double x;
  memcpy(&x, &b, sizeof x);
  return x;
}

#endif
