/* build_backend.c — the build table of a compile's backend (build_backend.h). */
#include "build_backend.h"

const struct rg_build_backend *rg_build_backend_of(const struct rg_compile_opts *o)
{
  return o->backend == RG_BACKEND_EMU ? &rg_build_backend_emu : &rg_build_backend_gpu;
}
