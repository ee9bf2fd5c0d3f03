/* atomic.c — atomicAdd & co.  Fibers switch only at scheduling points (in a
 * concurrent run, also right before a global atomic), never inside one, so a
 * plain read-modify-write is atomic here; what this file adds is the check of
 * the address (device or shared memory, in bounds, initialised) and telling
 * the race detectors it was an atomic, of which kind and scope (on global
 * memory one may race with a plain store, and an exchange or a block-scope
 * atomic with other blocks' atomics: gshadow.c).  It is
 * compiled without coverage instrumentation, unlike the shim.
 */
#include <math.h>
#include <string.h>
#include "simt_int.h"

/* Does op add into the word (a sum or a count), as against moving it one
 * way only (min, max, a bit set or cleared, a compare-and-swap, an
 * exchange)?  A plain read beside an adding atomic reads a total half made
 * (shadow.c). */
static int adds(int op)
{
  return op == SIMT_A_ADD || op == SIMT_A_SUB || op == SIMT_A_INC || op == SIMT_A_DEC ||
         op == SIMT_A_XOR;
}

/* What the global race shadow needs of the atomic (gshadow.c): an
 * exchange overwrites, an add, min, max or bit op accumulates, one whose
 * operand changes nothing (atomicAdd(p, 0): cuda::atomic_ref's load) only
 * reads, as does a compare-and-swap (locks, CAS loops); and its scope. */
static int kind(int op, uint64_t val, size_t n)
{
  int k = op & SIMT_A_BLOCK ? SIMT_GA_BLOCK : 0;
  op &= ~SIMT_A_BLOCK;
  uint64_t bits = n == 4 ? (uint32_t)val : val;
  if (op == SIMT_A_EXCH)
    return k | SIMT_GA_EXCH;
  if (op == SIMT_A_CAS || (bits == 0 && (op == SIMT_A_ADD || op == SIMT_A_SUB ||
                                         op == SIMT_A_OR || op == SIMT_A_XOR)))
    return k;
  return k | SIMT_GA_ACC;
}

static void check(void *p, size_t n, void *pc, int op, uint64_t val)
{
  if (!simt_self)
    return;
  uintptr_t a = (uintptr_t)p;
  if (simt_lp_on) { /* it reads the word, then writes it (provenance.c) */
    simt_lp_access(a, n, 0);
    simt_lp_access(a, n, 1);
  }
  if (simt_mem_in_arena(a)) {
    /* 2: it reads the old value first (written.c), as all but an exchange do */
    simt_mem_check(a, n, (op & ~SIMT_A_BLOCK) == SIMT_A_EXCH ? 1 : 2, pc);
    if (simt_perf_on)
      simt_perf_atomic();
  } else if (simt_is_shared(a)) {
    simt_shared_atomic(a, n, pc, adds(op & ~SIMT_A_BLOCK));
    return;
  } else if (a - (uintptr_t)simt_self->fiber->stack >= simt_self->fiber->size) {
    simt_mem_kernel_store(a, n, pc); /* no host global, and pinned bytes counted */
  }
  /* device memory or a __device__ variable */
  if (simt_fp_on)
    simt_fp_touch(a, n, 1);
  if (simt_concurrent)
    simt_sched_switch_point();
  simt_gshadow_atomic(a, n, pc, kind(op, val, n));
}

/* One read-modify-write function per type; bit ops only for integers. */
#define RMW_FN(name, T, INTOPS) \
  static uint64_t name(int op, void *p, uint64_t vb, uint64_t cb) \
  { \
    T o, n, v, c; \
    uint64_t ret = 0; \
    memcpy(&o, p, sizeof o); \
    memcpy(&v, &vb, sizeof v); \
    memcpy(&c, &cb, sizeof c); \
    switch (op) { \
    case SIMT_A_ADD: n = o + v; break; \
    case SIMT_A_SUB: n = o - v; break; \
    case SIMT_A_MIN: n = v < o ? v : o; break; \
    case SIMT_A_MAX: n = v > o ? v : o; break; \
    case SIMT_A_EXCH: n = v; break; \
    case SIMT_A_CAS: n = o == c ? v : o; break; \
    INTOPS \
    default: n = o; break; \
    } \
    memcpy(p, &n, sizeof n); \
    memcpy(&ret, &o, sizeof o); \
    return ret; \
  }
#define INT_OPS \
    case SIMT_A_AND: n = o & v; break; \
    case SIMT_A_OR: n = o | v; break; \
    case SIMT_A_XOR: n = o ^ v; break; \
    case SIMT_A_INC: n = o >= v ? 0 : o + 1; break; \
    case SIMT_A_DEC: n = (o == 0 || o > v) ? v : o - 1; break;

RMW_FN(rmw_i32, int32_t, INT_OPS)
RMW_FN(rmw_u32, uint32_t, INT_OPS)
RMW_FN(rmw_u64, uint64_t, INT_OPS)
RMW_FN(rmw_i64, int64_t, INT_OPS)
RMW_FN(rmw_f32_ieee, float, )
RMW_FN(rmw_f64, double, )

/* A subnormal float made a zero of its sign. */
static float flush(float x)
{
  return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x;
}

/* PTX's atom.add.f32 (atomicAdd of a float) flushes subnormal inputs and
 * results to sign-preserving zero, as its double form does not: a float
 * atomicAdd of 1e-40f into 0 leaves 0 on a GPU, and a kernel could read the
 * difference to learn where it runs (tests/hostile/atomic-add-subnormal-
 * hides-race.cu).  The other float atomics (exchange, compare-and-swap)
 * move bits. */
static uint64_t rmw_f32(int op, void *p, uint64_t vb, uint64_t cb)
{
  if (op != SIMT_A_ADD)
    return rmw_f32_ieee(op, p, vb, cb);
  float o, v, n;
  memcpy(&o, p, sizeof o);
  memcpy(&v, &vb, sizeof v);
  n = flush(flush(o) + flush(v));
  memcpy(p, &n, sizeof n);
  uint64_t ret = 0;
  memcpy(&ret, &o, sizeof o);
  return ret;
}

uint64_t simt_atomic(int op, int type, void *p, uint64_t val, uint64_t cmp)
{
  static const size_t size[] = {4, 4, 8, 8, 4, 8};
  static uint64_t (*const fn[])(int, void *, uint64_t, uint64_t) = {
      rmw_i32, rmw_u32, rmw_u64, rmw_i64, rmw_f32, rmw_f64};
  check(p, size[type], __builtin_return_address(0), op, val);
  /* val and cmp hold the operand's bits in their low bytes (little endian) */
  return fn[type](op & ~SIMT_A_BLOCK, p, val, cmp);
}
