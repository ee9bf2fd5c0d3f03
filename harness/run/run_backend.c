/* run_backend.c — which table a run reads (run_backend.h). */
#include "run_backend.h"

const struct rg_run_backend *rg_run_backend_for(enum rg_backend b)
{
  return b == RG_BACKEND_EMU ? &rg_run_backend_emu : &rg_run_backend_gpu;
}

const struct rg_run_backend *rg_run_backend_of(const struct rg_run_opts *o)
{
  return rg_run_backend_for(o->backend);
}
