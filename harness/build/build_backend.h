/* build_backend.h — what the two backends' builds do differently, as one
 * table each: build_backend_gpu.c (nvcc, the runtime's launch and copy
 * entry points wrapped, NCCL linked) and build_backend_emu.c (clang++
 * with the SIMT shim, the sources rewritten so that launches are calls,
 * instrumentation that may not be turned off).  The rest of the build
 * (compile*.c) reads the table and never asks which backend it builds for;
 * the run's table is run/run_backend.h. */
#ifndef RG_BUILD_BACKEND_H
#define RG_BUILD_BACKEND_H

#include <stdbool.h>

#include "compile_internal.h"

struct rg_build_backend {
  /* The linker's wraps of a single- or multi-GPU exercise (compile_internal.h). */
  const char *wraps_single, *wraps_multi;
  /* The compiler's options for one step of a build, from argv[k] on (the
   * compiler is argv[0]; compile_command.c adds the sources and the
   * output).  Returns the next free index. */
  int (*command)(const struct rg_compile_opts *o, const struct build *b,
                 enum rg_build_step step, bool multi_gpu, const char *wraps,
                 struct cmd *c, int k);
  /* The cache folder's kind: "gpu", "gpu-branches", "emu". */
  const char *(*kind)(const struct rg_compile_opts *o);
  /* What else names a build in the cache: these flags, and every file
   * under this folder of the kit (NULL: none). */
  const char *const *key_flags;
  const char *key_tree;
  /* The header under key_tree that key_flags -include in every
   * translation unit, precompiled once (compile_pch.c) with prefix_macro
   * defined; a build that loads it includes prefix_rest after it, as text
   * (what the header leaves out when the macro is defined).  NULL: none. */
  const char *prefix_header, *prefix_macro, *prefix_rest;
  /* The submission and the glue are rewritten before they are compiled
   * (launches become calls: simt/rewrite.h). */
  bool rewrites_sources;
  /* Code that turns the instrumentation off is refused (instrumented.h). */
  bool refuses_uninstrumented;
  /* The submission's object is made from its IR, each access's alignment
   * handed to the emulator's callbacks on the way (simt/ir_align.c). */
  bool entry_via_ir;
  /* The link runs the linker's command that the driver gives, kept in the
   * cache, instead of the driver (compile_link.c). */
  bool link_direct;
  /* The limits of the submission's own compile (front_end.h): CPU
   * seconds and resident bytes of the compiler's processes together. */
  double front_cpu_s;
  unsigned long long front_mem_bytes;
};

extern const struct rg_build_backend rg_build_backend_gpu, rg_build_backend_emu;

/* The table of o's backend. */
const struct rg_build_backend *rg_build_backend_of(const struct rg_compile_opts *o);

#endif
