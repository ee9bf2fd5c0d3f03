/* simt_cuda.h — the CUDA shim of the SIMT emulator, force-included (clang++
 * -include simt_cuda.h) into every submission compiled for the emulator.  It
 * makes CUDA C++ ordinary C++: qualifiers become attributes, threadIdx & co
 * read the running fiber's view, __shared__ variables go to the simt_shared
 * section (one instance, re-poisoned for every block), intrinsics call the
 * runtime (include/simt_rt.h, implemented in the C files of harness/backend/emu/simt), and
 * kernel<<<...>>> (rewritten by rewrite.c) becomes simt_launch_kernel().
 */
#ifndef SIMT_CUDA_H
#define SIMT_CUDA_H

#ifndef __cplusplus
#error "simt_cuda.h is C++ (compile the .cu file with clang++ -x c++)"
#endif

/* Exactly the system headers nvcc 13's cuda_runtime.h includes in its host
 * pass (with --extended-lambda, as the GPU backend compiles), and so the
 * names a submission may use without an #include of its own: printf,
 * FLT_MAX, uint32_t are not among them, and nvcc refuses a file that uses
 * one without its header (tests/kit/shim-names checks every such name).
 * The shim's own code uses only what these bring (<functional> brings
 * <tuple> and <type_traits>) and the compiler's builtins. */
#include <ctype.h>
#include <limits.h>
#include <stddef.h>
#include <string.h>
#include <time.h>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <math.h>
#include <stdlib.h>
#include <utility>

#include "simt_rt.h"

#define __CUDACC__ 1
#define CUDART_VERSION SIMT_CUDART_VERSION
#define __CUDACC_VER_MAJOR__ 13
#define __CUDACC_VER_MINOR__ 0
#define SIMT_EMULATOR 1
/* nvcc defines __CUDA_ARCH__ in its device pass only, so that a kernel's
 * `#if __CUDA_ARCH__ >= 700` keeps its __syncwarp() and a __host__
 * __device__ function takes its `#ifdef __CUDA_ARCH__` branch on the GPU.
 * Here one compile makes both the host and the device code, and what
 * matters is that kernels take the device branch: sm_90, the kit's GPU.
 * Host code sees it too: a __host__ __device__ function called from the
 * host takes its device branch here (run there, threadIdx reads 0, a warp
 * intrinsic acts as a warp of one and an atomic as a plain update), and
 * something defined only under #ifndef __CUDA_ARCH__ is missing.  Neither
 * the system headers nor this shim ask for it.  Host code whose text the
 * macro changes is refused (harness/build/arch_view.h): it would run
 * otherwise on a GPU. */
#ifndef SIMT_HOST_VIEW /* the build's check of host code (harness/build/arch_view.h) */
#define __CUDA_ARCH__ 900
#endif

/* ---- qualifiers ---- */
/* A kernel is marked (nvcc makes it device code): its function-scope
 * statics are device memory (ir_devvars.c), as a __device__ function's are. */
#define __global__ __attribute__((annotate("simt_kernel")))
#define __device__
#define __host__
/* A variable of device memory is marked for the build (ir_devvars.c), which
 * gathers such variables into sections of their own: host code may not
 * touch a __device__ or __constant__ one while the entry point runs (on a
 * GPU it would read the host's shadow copy), and a __managed__ one is
 * searched for the input like managed memory (memory.c).  The rewriter
 * turns the submission's __device__ into __simt_device__ (everywhere but a
 * lambda's); on a function the mark does nothing. */
#define __simt_device__ __attribute__((annotate("simt_device")))
#define __constant__ __attribute__((annotate("simt_device")))
/* __host__ __device__ (the rewriter's): a function both sides call, whose
 * statics both reach (ir_devvars.c gathers them as __managed__ ones). */
#define __simt_hd__ __attribute__((annotate("simt_host_device")))
#define __managed__ __attribute__((annotate("simt_managed")))
/* Code run at load is host code, and on a GPU its stores to a __device__
 * variable reach the host's shadow, never the kernel's copy.  clang's
 * optimiser (GlobalOpt) evaluates a constructor that only stores constants
 * (a constructor attribute, a global's initialiser, a __host__ __device__
 * function made a constructor) at compile time and writes its stores into
 * the globals' initialisers: the kernel's copy here.  A constructor of a
 * priority of its own stops that (clang 14 evaluates none where one has a
 * priority; later ones stop at the first they cannot evaluate, an asm
 * statement); the stores then run at load, where device memory is closed
 * (harness/glue/device_vars.cuh, rg_glue_at_load). */
__attribute__((constructor(101), used)) static void simt_ctors_not_folded(void)
{
  __asm__ __volatile__("");
}
#define __forceinline__ __attribute__((always_inline)) inline
/* Not __attribute__((noinline)): libstdc++ writes __attribute__((__noinline__))
 * and [[__gnu__::__noinline__]] (<memory>, included after this shim), where
 * that would nest one __attribute__ in another.  __declspec (-fdeclspec, on
 * for the vector types' properties) is a specifier where CUDA puts
 * __noinline__, and inside an attribute list only an unknown attribute,
 * ignored with a warning. */
#define __noinline__ __declspec(noinline)
#define __launch_bounds__(...)
/* A kernel's compiled-in cluster shape: clusters are not run as such
 * (simt_launch_ex.h); the rewriter opens the kernel's body with
 * simt_cluster_dims, which fails a launch whose grid is not a whole number
 * of them, as cudaLaunchKernelEx's attribute does (simt_launch_cluster_check). */
#define __cluster_dims__(...)
#define __align__(n) __attribute__((aligned(n)))
#define __grid_constant__
/* One instance per module; the runtime poisons and shadows the section for
 * every block (and swaps it between blocks of a cooperative launch). */
#define __shared__ static __attribute__((section("simt_shared")))

#define SIMT_INL static inline __attribute__((always_inline))

/* ---- vector types ---- */
struct uint3 { unsigned int x, y, z; };
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};

#define SIMT_VEC1(T, N, A) struct __attribute__((aligned(A))) N##1 { T x; }; \
  SIMT_INL N##1 make_##N##1(T x) { N##1 v; v.x = x; return v; }
#define SIMT_VEC3(T, N) struct N##3 { T x, y, z; }; \
  SIMT_INL N##3 make_##N##3(T x, T y, T z) { N##3 v; v.x = x; v.y = y; v.z = z; return v; }
/* Wider than 16 bytes: the GPU makes two requests too (and the coverage pass
 * traces no load over 16 bytes, so a vector that wide would go unchecked). */
#define SIMT_VEC4S(T, N, A) struct __attribute__((aligned(A))) N##4 { T x, y, z, w; }; \
  SIMT_INL N##4 make_##N##4(T x, T y, T z, T w) { N##4 v; v.x = x; v.y = y; v.z = z; v.w = w; return v; }

/* The 2- and 4-wide types of 4 to 16 bytes hold their components in one clang
 * vector, so that a load or store of the whole type stays ONE access of its
 * full width, as nvcc makes it (ld.global.v4.f32): the coverage pass reports
 * `float4 v = p[i]` as a 16-byte load, where a struct of four floats is split
 * by the optimiser into four 4-byte loads and the coalescing model would see
 * a quarter of each sector used (and a misaligned float4 would pass unseen).
 * x, y, z, w are properties (-fdeclspec) so that they read and write like the
 * members of CUDA's structs (`v.x += 1`), and the type stays a class, so that
 * a submission may overload operators on it.  The assignment copies the
 * vector, so `out[i] = in[i]` is one load and one store, not a memcpy the
 * coverage pass cannot see (the copy constructor stays trivial: a vector is
 * still passed in registers).  Not kept: the address of a component
 * (`&v.x`), which CUDA allows and a clang vector element forbids. */
#define SIMT_VPROP(T, C, I) \
  T simt_get_##C() const { return simt_v[I]; } \
  T simt_put_##C(T c) { simt_v[I] = c; return c; } \
  __declspec(property(get = simt_get_##C, put = simt_put_##C)) T C;
#define SIMT_VEC2(T, N) struct N##2 { \
  typedef T simt_vt __attribute__((ext_vector_type(2))); \
  simt_vt simt_v; \
  N##2() = default; \
  N##2(const N##2 &) = default; \
  N##2 &operator=(const N##2 &o) { simt_v = o.simt_v; return *this; } \
  N##2(T vx, T vy = 0) : simt_v{vx, vy} {} \
  SIMT_VPROP(T, x, 0) SIMT_VPROP(T, y, 1) \
  }; \
  SIMT_INL N##2 make_##N##2(T x, T y) { return N##2(x, y); }
#define SIMT_VEC4(T, N) struct N##4 { \
  typedef T simt_vt __attribute__((ext_vector_type(4))); \
  simt_vt simt_v; \
  N##4() = default; \
  N##4(const N##4 &) = default; \
  N##4 &operator=(const N##4 &o) { simt_v = o.simt_v; return *this; } \
  N##4(T vx, T vy = 0, T vz = 0, T vw = 0) : simt_v{vx, vy, vz, vw} {} \
  SIMT_VPROP(T, x, 0) SIMT_VPROP(T, y, 1) SIMT_VPROP(T, z, 2) SIMT_VPROP(T, w, 3) \
  }; \
  SIMT_INL N##4 make_##N##4(T x, T y, T z, T w) { return N##4(x, y, z, w); }

SIMT_VEC1(float, float, 4) SIMT_VEC2(float, float) SIMT_VEC3(float, float) SIMT_VEC4(float, float)
SIMT_VEC1(double, double, 8) SIMT_VEC2(double, double) SIMT_VEC3(double, double) SIMT_VEC4S(double, double, 16)
SIMT_VEC1(int, int, 4) SIMT_VEC2(int, int) SIMT_VEC3(int, int) SIMT_VEC4(int, int)
SIMT_VEC1(unsigned int, uint, 4) SIMT_VEC2(unsigned int, uint) SIMT_VEC4(unsigned int, uint)
SIMT_VEC2(long long, longlong) SIMT_VEC2(unsigned long long, ulonglong)
SIMT_VEC2(short, short) SIMT_VEC2(unsigned short, ushort)
SIMT_VEC4(signed char, char) SIMT_VEC4(unsigned char, uchar)
static_assert(sizeof(float4) == 16 && alignof(float4) == 16 && sizeof(float3) == 12 &&
              sizeof(float2) == 8 && alignof(float2) == 8 && alignof(double2) == 16 &&
              sizeof(char4) == 4 && alignof(short2) == 4, "CUDA's vector type sizes");
SIMT_INL uint3 make_uint3(unsigned x, unsigned y, unsigned z) { return uint3{x, y, z}; }

/* ---- the running thread ---- */
#define threadIdx (*(const uint3 *)&simt_cur->thread_idx)
#define blockIdx (*(const uint3 *)&simt_cur->block_idx)
#define blockDim (*(const dim3 *)&simt_cur->block_dim)
#define gridDim (*(const dim3 *)&simt_cur->grid_dim)
/* A run-time value on the GPU (nvcc refuses `__shared__ float s[1024 /
 * warpSize]` or a constexpr from it), so not a constant expression here
 * either: an integer cast through a pointer, which the front end still
 * emits as the constant 32 (no constructor: simt_ctors_not_folded keeps
 * the optimiser from folding those).  const: a kernel cannot assign it.
 * Not a macro: host code reads cudaDeviceProp::warpSize. */
static const int warpSize = (int)(long)(void *)32;

/* ---- barriers and fences ---- */
SIMT_INL void __syncthreads(void) { simt_syncthreads(); }
SIMT_INL int __syncthreads_count(int p) { return simt_syncthreads_op(0, p); }
SIMT_INL int __syncthreads_and(int p) { return simt_syncthreads_op(1, p); }
SIMT_INL int __syncthreads_or(int p) { return simt_syncthreads_op(2, p); }
SIMT_INL void __syncwarp(unsigned mask = 0xffffffffu) { simt_syncwarp(mask); }
SIMT_INL void __threadfence(void) { simt_threadfence(); }
SIMT_INL void __threadfence_block(void) { simt_shared_fence(); }
SIMT_INL void __threadfence_system(void) { simt_threadfence(); }
SIMT_INL void __nanosleep(unsigned ns) { simt_nanosleep(ns); }
SIMT_INL void __trap(void) { simt_trap(); }
SIMT_INL unsigned __activemask(void) { return simt_activemask(); }
SIMT_INL unsigned __lanemask_lt(void) { return (1u << simt_cur->lane) - 1; }

/* ---- warp collectives ---- */
template <typename T> SIMT_INL simt_u64 simt_bits(T v) { simt_u64 b = 0; __builtin_memcpy(&b, &v, sizeof v); return b; }
template <typename T> SIMT_INL T simt_unbits(simt_u64 b) { T v; __builtin_memcpy(&v, &b, sizeof v); return v; }
/* Up to 8 bytes in one collective; a cooperative groups tile moves any
 * trivially copyable type of up to 32 bytes, as CUDA's (helpers.h), here 8
 * bytes at a time, every piece from the same lane. */
template <typename T> SIMT_INL T simt_shfl(int op, unsigned mask, T v, int arg, int width)
{
  static_assert(sizeof(T) <= 32, "Cooperative groups collectives are limited to types smaller than 32B");
  T r;
  if constexpr (sizeof(T) <= 8) {
    simt_u64 b = 0;
    __builtin_memcpy(&b, &v, sizeof v);
    b = simt_warp(op | (int)((sizeof(T) + 3) / 4) << SIMT_WARP_WORDS, mask, b, arg, width);
    __builtin_memcpy(&r, &b, sizeof r);
  } else {
    unsigned char in[sizeof(T)], out[sizeof(T)];
    __builtin_memcpy(in, &v, sizeof v);
    for (size_t at = 0; at < sizeof(T); at += 8) {
      size_t len = sizeof(T) - at < 8 ? sizeof(T) - at : 8;
      simt_u64 b = 0;
      __builtin_memcpy(&b, in + at, len);
      b = simt_warp(op | (int)((len + 3) / 4) << SIMT_WARP_WORDS, mask, b, arg, width);
      __builtin_memcpy(out + at, &b, len);
    }
    __builtin_memcpy(&r, out, sizeof r);
  }
  return r;
}
/* CUDA's overloads, one per type, not a template: nvcc refuses a struct or a
 * float2 (a cooperative groups tile moves those, simt_cg.h calls simt_shfl),
 * and a short or a bool promotes to int. */
#define SIMT_SHFL_OF(T) \
  SIMT_INL T __shfl_sync(unsigned m, T v, int src, int w = 32) { return simt_shfl(SIMT_SHFL_IDX, m, v, src, w); } \
  SIMT_INL T __shfl_up_sync(unsigned m, T v, unsigned d, int w = 32) { return simt_shfl(SIMT_SHFL_UP, m, v, (int)d, w); } \
  SIMT_INL T __shfl_down_sync(unsigned m, T v, unsigned d, int w = 32) { return simt_shfl(SIMT_SHFL_DOWN, m, v, (int)d, w); } \
  SIMT_INL T __shfl_xor_sync(unsigned m, T v, int x, int w = 32) { return simt_shfl(SIMT_SHFL_XOR, m, v, x, w); }
SIMT_SHFL_OF(int) SIMT_SHFL_OF(unsigned int) SIMT_SHFL_OF(long) SIMT_SHFL_OF(unsigned long)
SIMT_SHFL_OF(long long) SIMT_SHFL_OF(unsigned long long) SIMT_SHFL_OF(float) SIMT_SHFL_OF(double)
#undef SIMT_SHFL_OF
SIMT_INL unsigned __ballot_sync(unsigned m, int p) { return (unsigned)simt_warp(SIMT_BALLOT, m, p != 0, 0, 32); }
SIMT_INL int __any_sync(unsigned m, int p) { return (int)simt_warp(SIMT_ANY, m, p != 0, 0, 32); }
SIMT_INL int __all_sync(unsigned m, int p) { return (int)simt_warp(SIMT_ALL, m, p != 0, 0, 32); }
/* Uniform: every lane of the mask holds the same predicate (both votes are
 * collectives that every lane of the mask reaches, in the same order). */
SIMT_INL int __uni_sync(unsigned m, int p) { return __all_sync(m, p) || !__any_sync(m, p); }
/* __match_*_sync compare the values' bits (1.5f and 1.25f differ). */
template <typename T> SIMT_INL unsigned __match_any_sync(unsigned m, T v) { return (unsigned)simt_warp(SIMT_MATCH_ANY, m, simt_bits(v), 0, 32); }
template <typename T> SIMT_INL unsigned __match_all_sync(unsigned m, T v, int *pred)
{
  unsigned r = (unsigned)simt_warp(SIMT_MATCH_ALL, m, simt_bits(v), 0, 32);
  *pred = r != 0;
  return r;
}
/* __reduce_*_sync: over the lanes of the mask, any subset of the warp (a
 * butterfly would read lanes outside it): every lane of m reads each lane of
 * m in turn.  The sum wraps, as the GPU's, in unsigned arithmetic. */
template <typename T, typename F> SIMT_INL T simt_reduce_sync(unsigned m, T v, F combine)
{
  T r = simt_shfl(SIMT_SHFL_IDX, m, v, __builtin_ctz(m), 32);
  for (unsigned rest = m & (m - 1); rest; rest &= rest - 1)
    r = combine(r, simt_shfl(SIMT_SHFL_IDX, m, v, __builtin_ctz(rest), 32));
  return r;
}
/* CUDA's overloads: add, min and max of an int or an unsigned (a float or
 * a 64-bit value is ambiguous, as for nvcc), and, or, xor of an unsigned
 * only (a float converts to it). */
#define SIMT_REDUCE_OF(NAME, T, A, B, COMBINE) \
  SIMT_INL T NAME(unsigned m, T v) { return simt_reduce_sync(m, v, [](T A, T B) -> T { return COMBINE; }); }
SIMT_REDUCE_OF(__reduce_add_sync, int, a, b, (int)((unsigned)a + (unsigned)b))
SIMT_REDUCE_OF(__reduce_add_sync, unsigned, a, b, a + b)
SIMT_REDUCE_OF(__reduce_min_sync, int, a, b, b < a ? b : a)
SIMT_REDUCE_OF(__reduce_min_sync, unsigned, a, b, b < a ? b : a)
SIMT_REDUCE_OF(__reduce_max_sync, int, a, b, a < b ? b : a)
SIMT_REDUCE_OF(__reduce_max_sync, unsigned, a, b, a < b ? b : a)
SIMT_REDUCE_OF(__reduce_and_sync, unsigned, a, b, a & b)
SIMT_REDUCE_OF(__reduce_or_sync, unsigned, a, b, a | b)
SIMT_REDUCE_OF(__reduce_xor_sync, unsigned, a, b, a ^ b)
#undef SIMT_REDUCE_OF

#include "simt_atomic.h"
#include "simt_math.h"
SIMT_INL int __popc(unsigned x) { return __builtin_popcount(x); }
SIMT_INL int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
SIMT_INL int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
SIMT_INL int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
SIMT_INL int __ffs(int x) { return __builtin_ffs(x); }
SIMT_INL int __ffsll(long long x) { return __builtin_ffsll(x); }
SIMT_INL unsigned __brev(unsigned x)
{
  unsigned r = 0;
  for (int i = 0; i < 32; i++) r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
#include "simt_intrin.h"
#include "simt_dpx.h"
#include "simt_intarith.h"
#include "simt_math_gap.h"
#include "simt_simd.h"
SIMT_INL unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
SIMT_INL int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
/* PTX's mul24.lo: the low 32 bits of the product of each operand's low 24
 * bits (sign-extended from bit 23 for the signed one); bits 24 to 31 count
 * for nothing, so __mul24(1 << 24, 1) is 0, as on a GPU, not 2^24. */
SIMT_INL int __mul24(int a, int b)
{
  long long x = (int)((unsigned)a << 8) >> 8, y = (int)((unsigned)b << 8) >> 8;
  return (int)(unsigned)(unsigned long long)(x * y);
}
SIMT_INL unsigned __umul24(unsigned a, unsigned b) { return (a & 0xffffffu) * (b & 0xffffffu); }
/* __ldg: the read-only (non-coherent) path, whose data must not be written
 * while the kernel runs: the runtime checks no other block wrote it in this
 * launch (gshadow.c).  The other cache hints are plain loads. */
template <typename T> SIMT_INL T __ldg(const T *p) { simt_ldg(p, sizeof(T)); return *p; }
template <typename T> SIMT_INL T __ldcg(const T *p) { return *p; }
template <typename T> SIMT_INL T __ldcs(const T *p) { return *p; }
template <typename T> SIMT_INL T __ldlu(const T *p) { return *p; }
template <typename T> SIMT_INL void __stcg(T *p, T v) { *p = v; }
template <typename T> SIMT_INL void __stcs(T *p, T v) { *p = v; }
template <typename T> SIMT_INL T __ldca(const T *p) { return *p; }
template <typename T> SIMT_INL T __ldcv(const T *p) { return *p; }
template <typename T> SIMT_INL void __stwb(T *p, T v) { *p = v; }
template <typename T> SIMT_INL void __stwt(T *p, T v) { *p = v; }
SIMT_INL long long clock64(void) { return simt_clock64(); }

/* max/min for every mix of arithmetic types, as CUDA's overloads; floating
 * point ones ignore a NaN like fmaxf/fminf. */
template <typename A, typename B,
          typename = typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value>::type>
SIMT_INL typename std::common_type<A, B>::type max(A a, B b)
{
  typedef typename std::common_type<A, B>::type C;
  if (std::is_floating_point<C>::value)
    return (C)std::fmax((C)a, (C)b);
  return (C)a > (C)b ? (C)a : (C)b;
}
template <typename A, typename B,
          typename = typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value>::type>
SIMT_INL typename std::common_type<A, B>::type min(A a, B b)
{
  typedef typename std::common_type<A, B>::type C;
  if (std::is_floating_point<C>::value)
    return (C)std::fmin((C)a, (C)b);
  return (C)a < (C)b ? (C)a : (C)b;
}

/* ---- host API: C++ forms of the runtime's C functions ---- */
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceMapHost 0x08
#define cudaDeviceLmemResizeToMax 0x10
#define cudaDeviceSyncMemops 0x80
#define cudaEventInterprocess 0x04
#define cudaEventWaitExternal 0x01
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaCooperativeLaunchMultiDeviceNoPreSync 0x01

template <typename T> SIMT_INL cudaError_t cudaMalloc(T **p, size_t n) { return cudaMalloc((void **)p, n); }
template <typename T> SIMT_INL cudaError_t cudaMallocAsync(T **p, size_t n, cudaStream_t s) { return cudaMallocAsync((void **)p, n, s); }
template <typename T> SIMT_INL cudaError_t cudaMallocFromPoolAsync(T **p, size_t n, cudaMemPool_t m, cudaStream_t s) { return cudaMallocFromPoolAsync((void **)p, n, m, s); }
template <typename T> SIMT_INL cudaError_t cudaMallocManaged(T **p, size_t n, unsigned f = cudaMemAttachGlobal) { return cudaMallocManaged((void **)p, n, f); }
template <typename T> SIMT_INL cudaError_t cudaMallocHost(T **p, size_t n) { return cudaMallocHost((void **)p, n); }
template <typename T> SIMT_INL cudaError_t cudaMallocPitch(T **p, size_t *pitch, size_t w, size_t h) { return cudaMallocPitch((void **)p, pitch, w, h); }
template <typename T> SIMT_INL cudaError_t cudaHostAlloc(T **p, size_t n, unsigned f) { return cudaHostAlloc((void **)p, n, f); }
template <typename T> SIMT_INL cudaError_t cudaHostGetDevicePointer(T **d, void *h, unsigned f) { return cudaHostGetDevicePointer((void **)d, h, f); }
SIMT_INL cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind k) { return cudaMemcpyAsync(d, s, n, k, (cudaStream_t)0); }
SIMT_INL cudaError_t cudaMemcpy2DAsync(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, cudaMemcpyKind k)
{ return cudaMemcpy2DAsync(d, dp, s, sp, w, h, k, (cudaStream_t)0); }
SIMT_INL cudaError_t cudaMemcpyPeerAsync(void *d, int dd, const void *s, int sd, size_t n)
{ return cudaMemcpyPeerAsync(d, dd, s, sd, n, (cudaStream_t)0); }
SIMT_INL cudaError_t cudaMemsetAsync(void *p, int v, size_t n) { return cudaMemsetAsync(p, v, n, (cudaStream_t)0); }
SIMT_INL cudaError_t cudaMemset2DAsync(void *p, size_t pitch, int v, size_t w, size_t h) { return cudaMemset2DAsync(p, pitch, v, w, h, (cudaStream_t)0); }
SIMT_INL cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, int dev) { return cudaMemPrefetchAsync(p, n, dev, (cudaStream_t)0); }
/* CUDA 13's forms: a location (a device, or the host: cudaCpuDeviceId) */
SIMT_INL int simt_location_device(cudaMemLocation l) { return l.type == cudaMemLocationTypeDevice ? l.id : l.type == cudaMemLocationTypeInvalid ? cudaInvalidDeviceId : cudaCpuDeviceId; }
SIMT_INL cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, cudaMemLocation l, unsigned flags, cudaStream_t s = 0)
{ return flags ? cudaErrorInvalidValue : cudaMemPrefetchAsync(p, n, simt_location_device(l), s); }
SIMT_INL cudaError_t cudaMemAdvise(const void *p, size_t n, cudaMemoryAdvise a, cudaMemLocation l) { return cudaMemAdvise(p, n, a, simt_location_device(l)); }
SIMT_INL cudaError_t cudaEventRecord(cudaEvent_t e) { return cudaEventRecord(e, (cudaStream_t)0); }
/* Stream priorities: the H100's range (0 least, -5 greatest); the emulator
 * runs a stream's work when it is waited for, whatever its priority. */
SIMT_INL cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest)
{
  if (least) *least = 0;
  if (greatest) *greatest = -5;
  return cudaSuccess;
}
SIMT_INL cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned flags, int priority)
{
  cudaError_t e = cudaStreamCreateWithFlags(s, flags);
  if (e == cudaSuccess) simt_stream_priority_set(*s, priority); /* cudaStreamGetPriority's */
  return e;
}
SIMT_INL cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e) { return cudaStreamWaitEvent(s, e, 0); }

/* __device__ and __constant__ variables are ordinary globals here; a copy
 * to or from one is ordered with the device's work like cudaMemcpy. */
template <typename T> SIMT_INL cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n,
    size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice)
{
  (void)k;
  if (cudaError_t e = simt_symbol_range(&sym, off, n, sizeof(T))) return e;
  return simt_symbol_copy((char *)&sym + off, src, n, (cudaStream_t)0, 0);
}
template <typename T> SIMT_INL cudaError_t cudaMemcpyFromSymbol(void *dst, const T &sym, size_t n,
    size_t off = 0, cudaMemcpyKind k = cudaMemcpyDeviceToHost)
{
  (void)k;
  if (cudaError_t e = simt_symbol_range(&sym, off, n, sizeof(T))) return e;
  return simt_symbol_copy(dst, (const char *)&sym + off, n, (cudaStream_t)0, 0);
}
template <typename T> SIMT_INL cudaError_t cudaMemcpyToSymbolAsync(const T &sym, const void *src, size_t n,
    size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice, cudaStream_t s = 0)
{
  (void)k;
  if (cudaError_t e = simt_symbol_range(&sym, off, n, sizeof(T))) return e;
  simt_symbol_address(&sym, sizeof sym); /* device memory to the copy, as cudaGetSymbolAddress */
  return simt_symbol_copy((char *)&sym + off, src, n, s, 1);
}
template <typename T> SIMT_INL cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &sym, size_t n,
    size_t off = 0, cudaMemcpyKind k = cudaMemcpyDeviceToHost, cudaStream_t s = 0)
{
  (void)k;
  if (cudaError_t e = simt_symbol_range(&sym, off, n, sizeof(T))) return e;
  simt_symbol_address(&sym, sizeof sym);
  return simt_symbol_copy(dst, (const char *)&sym + off, n, s, 1);
}
template <typename T> SIMT_INL cudaError_t cudaGetSymbolAddress(void **p, const T &sym) {
  if (cudaError_t e = simt_symbol_range(&sym, 0, 0, sizeof(T))) return e;
  *p = (void *)&sym; simt_symbol_address(&sym, sizeof sym); return cudaSuccess; }
template <typename T> SIMT_INL cudaError_t cudaGetSymbolSize(size_t *n, const T &sym) {
  if (cudaError_t e = simt_symbol_range(&sym, 0, 0, sizeof(T))) return e;
  *n = sizeof(T); return cudaSuccess; }

#include "simt_func.h"

/* ---- launches: the kernel's parameters as a GPU passes them ---- */
#include "simt_launch.h"

#include "simt_launch_ex.h"
#include "simt_stream_attr.h"
#include "simt_graph.h"
/* The rest of CUDA's runtime API, each a gap where it runs (generated). */
#include "simt_rt_gap.h"

/* This module's own definitions (simt_module.h): not in the precompiled
 * shim, which the build loads before it includes that file as text. */
#ifndef SIMT_PRECOMPILING
#include "simt_module.h"
#endif

#endif /* SIMT_CUDA_H */
