/* simt_nv_atomic.h — CUDA 12.8's built-in atomics (__nv_atomic_fetch_add,
 * __nv_atomic_add & co, programming guide "Built-in Atomic Functions"), included
 * by simt_atomic.h.  Each is one step of the runtime's atomics (atomic.c), as
 * atomicAdd is, with the fences its memory order stands for, as cuda/atomic's
 * atomic_ref has them: at device or system scope a release order (release,
 * acq_rel, seq_cst) is __threadfence() before the operation and an acquire
 * order (acquire, consume, acq_rel, seq_cst) one after it, so a ticket taken
 * with __NV_ATOMIC_ACQ_REL needs no fence of its own, as on a GPU.  A
 * narrower scope (thread, block, and cluster: the emulator has no clusters)
 * is a _block atomic, atomic only within the block (the race detectors check
 * it against other blocks' threads), and its order fences nothing for other
 * blocks.  The scope defaults to the system's, as nvcc's does.
 */
#ifndef SIMT_NV_ATOMIC_H
#define SIMT_NV_ATOMIC_H

#define __NV_ATOMIC_RELAXED 0
#define __NV_ATOMIC_CONSUME 1
#define __NV_ATOMIC_ACQUIRE 2
#define __NV_ATOMIC_RELEASE 3
#define __NV_ATOMIC_ACQ_REL 4
#define __NV_ATOMIC_SEQ_CST 5

#define __NV_THREAD_SCOPE_THREAD 0
#define __NV_THREAD_SCOPE_BLOCK 1
#define __NV_THREAD_SCOPE_CLUSTER 2
#define __NV_THREAD_SCOPE_DEVICE 3
#define __NV_THREAD_SCOPE_SYSTEM 4

/* The value's type is the pointer's (the value converts to it, as for the
 * overloads of atomicAdd): no deduction from the value. */
template <typename T> struct simt_nv_same { typedef T type; };

SIMT_INL bool simt_nv_wide(int scope) { return scope >= __NV_THREAD_SCOPE_DEVICE; }

/* One operation of the runtime between the fences its order and scope ask for. */
template <typename T> SIMT_INL T simt_nv_atomic(int op, T *p, T v, int order, int scope)
{
  bool wide = simt_nv_wide(scope);
  if (wide && (order == __NV_ATOMIC_RELEASE || order == __NV_ATOMIC_ACQ_REL ||
               order == __NV_ATOMIC_SEQ_CST))
    simt_threadfence();
  T r = simt_atomic_on(wide ? op : op | SIMT_A_BLOCK, p, v);
  if (wide && (order == __NV_ATOMIC_ACQUIRE || order == __NV_ATOMIC_CONSUME ||
               order == __NV_ATOMIC_ACQ_REL || order == __NV_ATOMIC_SEQ_CST))
    simt_threadfence();
  return r;
}

#define SIMT_NV_ATOMIC_RMW(NAME, OP) \
  template <typename T> \
  SIMT_INL T __nv_atomic_fetch_##NAME(T *p, typename simt_nv_same<T>::type v, int order, \
                                      int scope = __NV_THREAD_SCOPE_SYSTEM) \
  { \
    return simt_nv_atomic<T>(OP, p, v, order, scope); \
  } \
  template <typename T> \
  SIMT_INL void __nv_atomic_##NAME(T *p, typename simt_nv_same<T>::type v, int order, \
                                   int scope = __NV_THREAD_SCOPE_SYSTEM) \
  { \
    (void)__nv_atomic_fetch_##NAME(p, v, order, scope); \
  }
SIMT_NV_ATOMIC_RMW(add, SIMT_A_ADD)
SIMT_NV_ATOMIC_RMW(sub, SIMT_A_SUB)
SIMT_NV_ATOMIC_RMW(min, SIMT_A_MIN)
SIMT_NV_ATOMIC_RMW(max, SIMT_A_MAX)
SIMT_NV_ATOMIC_RMW(and, SIMT_A_AND)
SIMT_NV_ATOMIC_RMW(or, SIMT_A_OR)
SIMT_NV_ATOMIC_RMW(xor, SIMT_A_XOR)
#undef SIMT_NV_ATOMIC_RMW

template <typename T>
SIMT_INL T __nv_atomic_exchange_n(T *p, typename simt_nv_same<T>::type v, int order,
                                  int scope = __NV_THREAD_SCOPE_SYSTEM)
{
  return simt_nv_atomic<T>(SIMT_A_EXCH, p, v, order, scope);
}

/* A load is an atomic add of zero (the runtime sees an atomic read), a store
 * an exchange whose old value is dropped. */
template <typename T>
SIMT_INL T __nv_atomic_load_n(T *p, int order, int scope = __NV_THREAD_SCOPE_SYSTEM)
{
  return simt_nv_atomic<T>(SIMT_A_ADD, p, T(0), order, scope);
}
template <typename T>
SIMT_INL void __nv_atomic_store_n(T *p, typename simt_nv_same<T>::type v, int order,
                                  int scope = __NV_THREAD_SCOPE_SYSTEM)
{
  (void)__nv_atomic_exchange_n(p, v, order, scope);
}

#endif /* SIMT_NV_ATOMIC_H */
