/* simt_atomic.h — the atomics of the SIMT shim, included by simt_cuda.h:
 * CUDA's overload set for sm_90 (atomicAdd & co and their _block and
 * _system forms), each one step of the runtime (atomic.c), which checks the
 * address and tells the race detectors (a _block form with its scope); simt_atomic_on, for any type the
 * runtime knows, is what cuda::atomic_ref (cuda/atomic) is made of.
 */
#ifndef SIMT_ATOMIC_H
#define SIMT_ATOMIC_H

template <typename T> struct simt_atype;
template <> struct simt_atype<int> { static const int t = SIMT_T_I32; };
template <> struct simt_atype<unsigned int> { static const int t = SIMT_T_U32; };
template <> struct simt_atype<unsigned long long> { static const int t = SIMT_T_U64; };
template <> struct simt_atype<long long> { static const int t = SIMT_T_I64; };
template <> struct simt_atype<unsigned long> { static const int t = SIMT_T_U64; };
template <> struct simt_atype<long> { static const int t = SIMT_T_I64; };
template <> struct simt_atype<float> { static const int t = SIMT_T_F32; };
template <> struct simt_atype<double> { static const int t = SIMT_T_F64; };
/* One atomic step on *p for any type the runtime knows: the overloads below
 * and cuda::atomic_ref (cuda/atomic) are made of it. */
template <typename T> SIMT_INL T simt_atomic_on(int op, T *p, T v, T cmp = T())
{
  return simt_unbits<T>(simt_atomic(op, simt_atype<T>::t, (void *)p, simt_bits<T>(v), simt_bits<T>(cmp)));
}

/* CUDA's overloads for sm_90, each with its _block and _system forms, not
 * templates: nvcc refuses atomicSub on a float, atomicMax on a float or a
 * double, any atomic on a long or a size_t, and converts the value to the
 * pointer's type (atomicAdd(float *, 1)). */
#define SIMT_ATOMIC_OF(NAME, OP, T) \
  SIMT_INL T NAME(T *p, T v) { return simt_atomic_on(OP, p, v); } \
  SIMT_INL T NAME##_block(T *p, T v) { return simt_atomic_on(OP | SIMT_A_BLOCK, p, v); } \
  SIMT_INL T NAME##_system(T *p, T v) { return simt_atomic_on(OP, p, v); }
#define SIMT_ATOMIC_INTS(NAME, OP) \
  SIMT_ATOMIC_OF(NAME, OP, int) SIMT_ATOMIC_OF(NAME, OP, unsigned int) \
  SIMT_ATOMIC_OF(NAME, OP, long long) SIMT_ATOMIC_OF(NAME, OP, unsigned long long)
SIMT_ATOMIC_OF(atomicAdd, SIMT_A_ADD, int) SIMT_ATOMIC_OF(atomicAdd, SIMT_A_ADD, unsigned int)
SIMT_ATOMIC_OF(atomicAdd, SIMT_A_ADD, unsigned long long)
SIMT_ATOMIC_OF(atomicAdd, SIMT_A_ADD, float) SIMT_ATOMIC_OF(atomicAdd, SIMT_A_ADD, double)
SIMT_ATOMIC_OF(atomicSub, SIMT_A_SUB, int) SIMT_ATOMIC_OF(atomicSub, SIMT_A_SUB, unsigned int)
SIMT_ATOMIC_OF(atomicExch, SIMT_A_EXCH, int) SIMT_ATOMIC_OF(atomicExch, SIMT_A_EXCH, unsigned int)
SIMT_ATOMIC_OF(atomicExch, SIMT_A_EXCH, unsigned long long) SIMT_ATOMIC_OF(atomicExch, SIMT_A_EXCH, float)
SIMT_ATOMIC_INTS(atomicMin, SIMT_A_MIN)
SIMT_ATOMIC_INTS(atomicMax, SIMT_A_MAX)
SIMT_ATOMIC_INTS(atomicAnd, SIMT_A_AND)
SIMT_ATOMIC_INTS(atomicOr, SIMT_A_OR)
SIMT_ATOMIC_INTS(atomicXor, SIMT_A_XOR)
SIMT_ATOMIC_OF(atomicInc, SIMT_A_INC, unsigned int)
SIMT_ATOMIC_OF(atomicDec, SIMT_A_DEC, unsigned int)
#undef SIMT_ATOMIC_INTS
#undef SIMT_ATOMIC_OF

/* sm_90's float2 and float4 atomicAdd: each component is one atomic, as on
 * the GPU (the vector as a whole is not). */
#define SIMT_ATOMIC_ADD_VEC(NAME) \
  SIMT_INL float2 NAME(float2 *p, float2 v) \
  { \
    float *f = (float *)p; \
    return make_float2(NAME(f, v.x), NAME(f + 1, v.y)); \
  } \
  SIMT_INL float4 NAME(float4 *p, float4 v) \
  { \
    float *f = (float *)p; \
    return make_float4(NAME(f, v.x), NAME(f + 1, v.y), NAME(f + 2, v.z), NAME(f + 3, v.w)); \
  }
SIMT_ATOMIC_ADD_VEC(atomicAdd) SIMT_ATOMIC_ADD_VEC(atomicAdd_block) SIMT_ATOMIC_ADD_VEC(atomicAdd_system)
#undef SIMT_ATOMIC_ADD_VEC

#define SIMT_ATOMIC_CAS_OF(T) \
  SIMT_INL T atomicCAS(T *p, T c, T v) { return simt_atomic_on(SIMT_A_CAS, p, v, c); } \
  SIMT_INL T atomicCAS_block(T *p, T c, T v) { return simt_atomic_on(SIMT_A_CAS | SIMT_A_BLOCK, p, v, c); } \
  SIMT_INL T atomicCAS_system(T *p, T c, T v) { return simt_atomic_on(SIMT_A_CAS, p, v, c); }
SIMT_ATOMIC_CAS_OF(int) SIMT_ATOMIC_CAS_OF(unsigned int) SIMT_ATOMIC_CAS_OF(unsigned long long)
#undef SIMT_ATOMIC_CAS_OF
/* A 16-bit compare-and-swap: the runtime's atomics take 4 or 8 bytes, so it
 * is a CAS of the aligned word that holds the half, retried while the other
 * half changes.  The runtime checks that whole word (in bounds, written). */
SIMT_INL unsigned short atomicCAS(unsigned short *p, unsigned short c, unsigned short v)
{
  unsigned *w = (unsigned *)((__UINTPTR_TYPE__)p & ~(__UINTPTR_TYPE__)3);
  int shift = (int)((__UINTPTR_TYPE__)p & 2) * 8;
  unsigned old = simt_atomic_on(SIMT_A_ADD, w, 0u);
  for (;;) {
    unsigned short cur = (unsigned short)(old >> shift);
    if (cur != c)
      return cur;
    unsigned want = (old & ~(0xffffu << shift)) | (unsigned)v << shift;
    unsigned seen = simt_atomic_on(SIMT_A_CAS, w, want, old);
    if (seen == old)
      return cur;
    old = seen;
  }
}

#include "simt_nv_atomic.h"

#endif /* SIMT_ATOMIC_H */
