// host_blocks.cuh — emulator: the submission's host allocations reported
// to the runtime, which records the blocks a kernel may not read
// (harness/backend/emu/simt/host_alloc.c, host_blocks.c).
//
// The link wraps each call below (compile_internal.h: RG_EMU_HEAP_WRAPS):
// every reference to it in the two objects, a call or an address taken,
// under whatever name the source gave it, comes here; __real_X is the C
// library's or libstdc++'s X.  A submission cannot name __wrap_ or __real_
// (build/compile_symbols.c), nor, on the emulator, the C library's
// underscored aliases of these calls (__libc_malloc: heap_calls there).
// The glue's own calls come here too; a kernel never reads what the glue
// allocates.  The C library's and libstdc++'s own allocations (strdup,
// getline, asprintf, a std::string's characters) and a call through an
// address read from libc's symbol table pass no wrap: the emulator's
// executable interposes malloc's family for them
// (harness/backend/emu/simt/host_libc_allocs.c).
#ifndef RG_HOST_BLOCKS_CUH
#define RG_HOST_BLOCKS_CUH

#include <stdarg.h>
#include <stddef.h>
#include <wchar.h>

#include <new>

#include "error_strings.cuh" // the emulator's other wraps of the runtime's own calls

// Each block recorded, and counted by the leak watch until its free
// (scratch_left.h: host), with the submission's call that made it.
extern "C" void simt_hb_made_by(const void *p, void *caller);
extern "C" void simt_hb_freed_by(const void *p);

// A call that hands out one block, its arguments as declared, the result
// recorded.
#define RG_HB_MAKE(name, params, args)                                          \
  extern "C" void *__real_##name params;                                      \
  extern "C" void *__wrap_##name params                                       \
  {                                                                           \
    void *p = __real_##name args;                                             \
    simt_hb_made_by(p, __builtin_return_address(0));                          \
    return p;                                                                 \
  }
// A call that frees the block at its first argument.
#define RG_HB_FREE(name, params, args)                                          \
  extern "C" void __real_##name params;                                       \
  extern "C" void __wrap_##name params                                        \
  {                                                                           \
    simt_hb_freed_by(p);                                                      \
    __real_##name args;                                                       \
  }

typedef size_t rg_sz;
typedef std::align_val_t rg_al;
typedef const std::nothrow_t &rg_nt;

RG_HB_MAKE(malloc, (rg_sz n), (n))
RG_HB_MAKE(calloc, (rg_sz k, rg_sz n), (k, n))
RG_HB_MAKE(aligned_alloc, (rg_sz a, rg_sz n), (a, n))
RG_HB_MAKE(memalign, (rg_sz a, rg_sz n), (a, n))
RG_HB_MAKE(valloc, (rg_sz n), (n))
RG_HB_MAKE(pvalloc, (rg_sz n), (n))
RG_HB_FREE(free, (void *p), (p))

// realloc and reallocarray: the old block freed unless the call failed
// (NULL with a size: the old one is kept); realloc(p, 0) frees p.
extern "C" void *__real_realloc(void *p, rg_sz n);
extern "C" void *__wrap_realloc(void *p, rg_sz n)
{
  void *q = __real_realloc(p, n);
  if (q || !n)
    simt_hb_freed_by(p);
  simt_hb_made_by(q, __builtin_return_address(0));
  return q;
}
extern "C" void *__real_reallocarray(void *p, rg_sz k, rg_sz n);
extern "C" void *__wrap_reallocarray(void *p, rg_sz k, rg_sz n)
{
  void *q = __real_reallocarray(p, k, n);
  if (q || !k || !n)
    simt_hb_freed_by(p);
  simt_hb_made_by(q, __builtin_return_address(0));
  return q;
}
extern "C" int __real_posix_memalign(void **pp, rg_sz a, rg_sz n);
extern "C" int __wrap_posix_memalign(void **pp, rg_sz a, rg_sz n)
{
  int e = __real_posix_memalign(pp, a, n);
  if (!e)
    simt_hb_made_by(*pp, __builtin_return_address(0));
  return e;
}

// The C library's calls that hand back a block of malloc's for the caller
// to free: a string copied, a printf into a block.  Their block is made
// inside the C library, whose malloc passes no wrap, so without these a
// copy left behind on every call was not counted by the leak watch.
RG_HB_MAKE(strdup, (const char *s), (s))
RG_HB_MAKE(strndup, (const char *s, rg_sz n), (s, n))
RG_HB_MAKE(wcsdup, (const wchar_t *s), (s))
extern "C" int __real_vasprintf(char **pp, const char *f, va_list ap);
extern "C" int __wrap_vasprintf(char **pp, const char *f, va_list ap)
{
  int r = __real_vasprintf(pp, f, ap);
  if (r >= 0)
    simt_hb_made_by(*pp, __builtin_return_address(0));
  return r;
}
extern "C" int __wrap_asprintf(char **pp, const char *f, ...)
{
  va_list ap;
  va_start(ap, f);
  int r = __real_vasprintf(pp, f, ap);
  va_end(ap);
  if (r >= 0)
    simt_hb_made_by(*pp, __builtin_return_address(0));
  return r;
}

// operator new and new[]: plain, nothrow, aligned, aligned nothrow
RG_HB_MAKE(_Znwm, (rg_sz n), (n))
RG_HB_MAKE(_Znam, (rg_sz n), (n))
RG_HB_MAKE(_ZnwmRKSt9nothrow_t, (rg_sz n, rg_nt t), (n, t))
RG_HB_MAKE(_ZnamRKSt9nothrow_t, (rg_sz n, rg_nt t), (n, t))
RG_HB_MAKE(_ZnwmSt11align_val_t, (rg_sz n, rg_al a), (n, a))
RG_HB_MAKE(_ZnamSt11align_val_t, (rg_sz n, rg_al a), (n, a))
RG_HB_MAKE(_ZnwmSt11align_val_tRKSt9nothrow_t, (rg_sz n, rg_al a, rg_nt t), (n, a, t))
RG_HB_MAKE(_ZnamSt11align_val_tRKSt9nothrow_t, (rg_sz n, rg_al a, rg_nt t), (n, a, t))

// operator delete and delete[]: plain, sized, nothrow, aligned, sized
// aligned, aligned nothrow
RG_HB_FREE(_ZdlPv, (void *p), (p))
RG_HB_FREE(_ZdaPv, (void *p), (p))
RG_HB_FREE(_ZdlPvm, (void *p, rg_sz n), (p, n))
RG_HB_FREE(_ZdaPvm, (void *p, rg_sz n), (p, n))
RG_HB_FREE(_ZdlPvRKSt9nothrow_t, (void *p, rg_nt t), (p, t))
RG_HB_FREE(_ZdaPvRKSt9nothrow_t, (void *p, rg_nt t), (p, t))
RG_HB_FREE(_ZdlPvSt11align_val_t, (void *p, rg_al a), (p, a))
RG_HB_FREE(_ZdaPvSt11align_val_t, (void *p, rg_al a), (p, a))
RG_HB_FREE(_ZdlPvmSt11align_val_t, (void *p, rg_sz n, rg_al a), (p, n, a))
RG_HB_FREE(_ZdaPvmSt11align_val_t, (void *p, rg_sz n, rg_al a), (p, n, a))
RG_HB_FREE(_ZdlPvSt11align_val_tRKSt9nothrow_t, (void *p, rg_al a, rg_nt t), (p, a, t))
RG_HB_FREE(_ZdaPvSt11align_val_tRKSt9nothrow_t, (void *p, rg_al a, rg_nt t), (p, a, t))

#undef RG_HB_MAKE
#undef RG_HB_FREE

#endif
