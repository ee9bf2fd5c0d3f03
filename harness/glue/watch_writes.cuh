// watch_writes.cuh — a GPU's records of host_write.h, from the copy wraps
// of watch.cuh (which includes this, after rg_cw) and the wraps below:
// the fills (cudaMemset*) and copies to a __device__ variable
// (cudaMemcpyToSymbol*), which bring nothing to the host but write device
// memory, the output's or memory copied on into it.  In call order, the
// kernels counted by launches.cuh.  The emulator's runtime keeps its own
// records (host_write.c): nothing here is compiled for it.
#ifndef RG_WATCH_WRITES_CUH
#define RG_WATCH_WRITES_CUH

#ifndef SIMT_EMULATOR
static unsigned long rg_watch_ran(void)
{
  return (unsigned long)__atomic_load_n(&rg_launch_ran, __ATOMIC_RELAXED);
}

// What the runtime says p is (a plain host pointer: unregistered).
static cudaMemoryType rg_watch_mem_type(const void *p)
{
  cudaPointerAttributes a;
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    cudaGetLastError(); // old runtimes refuse a plain host pointer
    return cudaMemoryTypeUnregistered;
  }
  return a.type;
}

// A copy of n bytes from src to dst, done (sync: the host's side holds its
// bytes already): data come back to memory the host reads, or a write of
// device memory from the host's memory or the device's.  Managed memory is
// both: the host reads it, a kernel writes it.
static void rg_watch_hw(void *dst, const void *src, size_t n, bool sync)
{
  if (!rg_cw.hw.lo || !dst || !src || n == 0)
    return;
  cudaMemoryType dt = rg_watch_mem_type(dst), st = rg_watch_mem_type(src);
  bool dst_host = dt != cudaMemoryTypeDevice, src_host = st != cudaMemoryTypeDevice;
  bool src_dev = !src_host || st == cudaMemoryTypeManaged;
  if (dst_host && src_dev) {
    // An async copy into pageable memory is done when it returns; into
    // pinned or managed memory it may not be: its bytes are not read.
    rg_hw_back(&rg_cw.hw, sync || dt == cudaMemoryTypeUnregistered ? dst : nullptr, n);
    return;
  }
  if (dst_host)
    return;
  if (st == cudaMemoryTypeManaged)
    cudaDeviceSynchronize(); // its bytes as the copy read them
  bool from_host = src_host && !rg_hw_relay(&rg_cw.hw, src, n, nullptr, 0);
  rg_hw_write(&rg_cw.hw, dst, n, from_host, src, rg_watch_ran());
}

// A 2D copy, row by row (as the emulator's runtime makes it).
static void rg_watch_hw_2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                           size_t width, size_t height, bool sync)
{
  for (size_t r = 0; rg_cw.hw.lo && width <= dpitch && width <= spitch && r < height; r++)
    rg_watch_hw((char *)dst + r * dpitch, (const char *)src + r * spitch, width, sync);
}

// The device address of byte off of a __device__ variable (null: unknown).
static const char *rg_watch_symbol(const void *sym, size_t off)
{
  void *p = nullptr;
  if (!rg_cw.hw.lo || cudaGetSymbolAddress(&p, sym) != cudaSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return (const char *)p + off;
}

#define RG_WRAP_WRITE(name, params, args, done)                                \
  extern "C" cudaError_t __real_##name params;                                 \
  extern "C" cudaError_t __wrap_##name params                                  \
  {                                                                            \
    cudaError_t e = __real_##name args;                                        \
    if (e == cudaSuccess && rg_watch_armed())                                  \
      done;                                                                    \
    return e;                                                                  \
  }
// A fill writes device bytes that no host code computed.
#define RG_SET_DONE rg_hw_write(&rg_cw.hw, p, n, false, nullptr, rg_watch_ran())
#define RG_SET_PARAMS (void *p, int v, size_t n)
#define RG_SET_ASYNC_PARAMS (void *p, int v, size_t n, cudaStream_t s)
#define RG_TO_SYMBOL_PARAMS                                                    \
  (const void *sym, const void *src, size_t n, size_t off, cudaMemcpyKind kind)
#define RG_TO_SYMBOL_ASYNC_PARAMS                                              \
  (const void *sym, const void *src, size_t n, size_t off, cudaMemcpyKind kind, cudaStream_t s)
#define RG_TO_SYMBOL_DONE                                                      \
  rg_watch_hw((void *)rg_watch_symbol(sym, off), src, n, true)

RG_WRAP_WRITE(cudaMemset, RG_SET_PARAMS, (p, v, n), RG_SET_DONE)
RG_WRAP_WRITE(cudaMemset_ptds, RG_SET_PARAMS, (p, v, n), RG_SET_DONE)
RG_WRAP_WRITE(cudaMemsetAsync, RG_SET_ASYNC_PARAMS, (p, v, n, s), RG_SET_DONE)
RG_WRAP_WRITE(cudaMemsetAsync_ptsz, RG_SET_ASYNC_PARAMS, (p, v, n, s), RG_SET_DONE)
RG_WRAP_WRITE(cudaMemcpyToSymbol, RG_TO_SYMBOL_PARAMS, (sym, src, n, off, kind),
              RG_TO_SYMBOL_DONE)
RG_WRAP_WRITE(cudaMemcpyToSymbol_ptds, RG_TO_SYMBOL_PARAMS, (sym, src, n, off, kind),
              RG_TO_SYMBOL_DONE)
RG_WRAP_WRITE(cudaMemcpyToSymbolAsync, RG_TO_SYMBOL_ASYNC_PARAMS, (sym, src, n, off, kind, s),
              RG_TO_SYMBOL_DONE)
RG_WRAP_WRITE(cudaMemcpyToSymbolAsync_ptsz, RG_TO_SYMBOL_ASYNC_PARAMS,
              (sym, src, n, off, kind, s), RG_TO_SYMBOL_DONE)

#undef RG_WRAP_WRITE
#undef RG_SET_DONE
#undef RG_SET_PARAMS
#undef RG_SET_ASYNC_PARAMS
#undef RG_TO_SYMBOL_PARAMS
#undef RG_TO_SYMBOL_ASYNC_PARAMS
#undef RG_TO_SYMBOL_DONE
#define RG_HW(call) call
#else
#define RG_HW(call) ((void)0) // the runtime keeps the records (host_write.c)
#endif

#endif
