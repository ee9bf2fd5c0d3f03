// lookups.cuh — a runtime function looked up by name is the watched one.
//
// GPU: the linker's wraps (launches.cuh, watch.cuh) see every call the
// objects make by name; a submission that asks the dynamic linker for the
// runtime's cudaMemcpy (dlsym, dlvsym) would get the runtime's own, past
// the watch, and could bring the input to the host unseen.  dlsym and
// dlvsym are wrapped too (compile_internal.h): a watched name gets its
// __wrap_ function, any other name what the dynamic linker says.  CUB's
// headers and the static runtime look up the driver's functions this way;
// those pass through.  (The driver API and cudaGetDriverEntryPoint may not
// be called at all: build/compile_symbols.c.)
//
// Emulator: nothing here; its runtime counts the copies itself, however
// they were reached.
#ifndef RG_LOOKUPS_CUH
#define RG_LOOKUPS_CUH

#ifndef SIMT_EMULATOR
#include <string.h>

#include "launches.cuh"
#include "watch.cuh"

struct rg_watched_name {
  const char *name;
  void *wrap;
};

#define RG_WATCHED(x) { #x, (void *)&__wrap_##x }
static const rg_watched_name rg_watched_names[] = {
  RG_WATCHED(cudaMemcpy), RG_WATCHED(cudaMemcpyAsync), RG_WATCHED(cudaMemcpy2D),
  RG_WATCHED(cudaMemcpy2DAsync), RG_WATCHED(cudaMemcpyPeer), RG_WATCHED(cudaMemcpyPeerAsync),
  RG_WATCHED(cudaMemcpy_ptds), RG_WATCHED(cudaMemcpyAsync_ptsz), RG_WATCHED(cudaMemcpy2D_ptds),
  RG_WATCHED(cudaMemcpy2DAsync_ptsz), RG_WATCHED(cudaMemcpy3D), RG_WATCHED(cudaMemcpy3D_ptds),
  RG_WATCHED(cudaMemcpy3DAsync), RG_WATCHED(cudaMemcpy3DAsync_ptsz),
  RG_WATCHED(cudaMemcpy3DPeer), RG_WATCHED(cudaMemcpy3DPeer_ptds),
  RG_WATCHED(cudaMemcpy3DPeerAsync), RG_WATCHED(cudaMemcpy3DPeerAsync_ptsz),
  RG_WATCHED(cudaMemcpyFromSymbol), RG_WATCHED(cudaMemcpyFromSymbol_ptds),
  RG_WATCHED(cudaMemcpyFromSymbolAsync), RG_WATCHED(cudaMemcpyFromSymbolAsync_ptsz),
  RG_WATCHED(cudaMemcpyToSymbol), RG_WATCHED(cudaMemcpyToSymbol_ptds),
  RG_WATCHED(cudaMemcpyToSymbolAsync), RG_WATCHED(cudaMemcpyToSymbolAsync_ptsz),
  RG_WATCHED(cudaMemset), RG_WATCHED(cudaMemset_ptds), RG_WATCHED(cudaMemsetAsync),
  RG_WATCHED(cudaMemsetAsync_ptsz),
  RG_WATCHED(cudaMallocManaged), RG_WATCHED(cudaMallocHost), RG_WATCHED(cudaHostAlloc),
  RG_WATCHED(cudaFree), RG_WATCHED(cudaFreeHost),
  RG_WATCHED(cudaMalloc), RG_WATCHED(cudaMallocPitch), RG_WATCHED(cudaMallocAsync),
  RG_WATCHED(cudaMallocAsync_ptsz), RG_WATCHED(cudaMallocFromPoolAsync),
  RG_WATCHED(cudaMallocFromPoolAsync_ptsz), RG_WATCHED(cudaFreeAsync),
  RG_WATCHED(cudaFreeAsync_ptsz),
  RG_WATCHED(cudaStreamCreate), RG_WATCHED(cudaStreamCreateWithFlags),
  RG_WATCHED(cudaStreamCreateWithPriority), RG_WATCHED(cudaStreamDestroy),
  RG_WATCHED(cudaEventCreate), RG_WATCHED(cudaEventCreateWithFlags), RG_WATCHED(cudaEventDestroy),
  RG_WATCHED(cudaLaunchKernel), RG_WATCHED(cudaLaunchKernel_ptsz),
  RG_WATCHED(cudaLaunchCooperativeKernel), RG_WATCHED(cudaLaunchCooperativeKernel_ptsz),
  RG_WATCHED(cudaLaunchKernelExC), RG_WATCHED(cudaLaunchKernelExC_ptsz),
  RG_WATCHED(cudaGraphLaunch), RG_WATCHED(cudaGraphLaunch_ptsz),
};
#undef RG_WATCHED

// The watched function called name, or nullptr.
static void *rg_watched(const char *name)
{
  if (!name)
    return nullptr;
  for (const rg_watched_name &w : rg_watched_names)
    if (strcmp(w.name, name) == 0)
      return w.wrap;
  return nullptr;
}

extern "C" void *__real_dlsym(void *handle, const char *name);
extern "C" void *__wrap_dlsym(void *handle, const char *name)
{
  void *w = rg_watched(name);
  return w ? w : __real_dlsym(handle, name);
}

extern "C" void *__real_dlvsym(void *handle, const char *name, const char *version);
extern "C" void *__wrap_dlvsym(void *handle, const char *name, const char *version)
{
  void *w = rg_watched(name);
  return w ? w : __real_dlvsym(handle, name, version);
}
#endif

#endif
