/* build_backend_emu.c — a build for the SIMT emulator (build_backend.h):
 * clang++ with the shim's headers and flags (simt/simt.h: the
 * instrumentation every check of the emulator reads), the submission and
 * the glue rewritten so that a launch is a call, code that turns the
 * instrumentation off refused; the runtime's copies wrapped for the glue's
 * count, the host allocations for the runtime's record of host blocks
 * (glue/host_blocks.cuh), the emulator's own NCCL for the multi-GPU family. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "build_backend.h"
#include "front_end.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "simt/simt.h"
#include "util.h"

/* clang++ with the shim: compile one translation unit, or link the two. */
/* Is ld.gold on PATH?  Asked once. */
static bool have_gold(void)
{
  static int known = -1;
  if (known >= 0)
    return known;
  known = 0;
  const char *path = getenv("PATH");
  char *dirs = strdup(path ? path : "");
  for (char *d = dirs ? strtok(dirs, ":") : NULL; d && !known; d = strtok(NULL, ":")) {
    char *f = rg_strdupf("%s/ld.gold", d);
    known = access(f, X_OK) == 0;
    free(f);
  }
  free(dirs);
  return known;
}

/* With the wraps, so that it keys the cache as they do: the glue's code the
 * loader runs before any constructor of the object (its DT_INIT): device
 * memory closed to host code from the load (glue/device_vars.cuh). */
#define EMU_AT_LOAD "-init=rg_glue_at_load"

/* The runtime's error strings copied into the object (glue/error_strings.cuh). */
#define RG_EMU_STRING_WRAPS "--wrap=cudaGetErrorString,--wrap=cudaGetErrorName"

static int emu_command(const struct rg_compile_opts *o, const struct build *b,
                       enum rg_build_step step, bool multi_gpu, const char *wraps,
                       struct cmd *c, int k)
{
  (void)multi_gpu; /* the emulator's NCCL is part of it */
  const char **argv = c->argv;
  char **own = c->own;
  if (step == RG_STEP_LINK) {
    /* gold where the machine has it: the same object, linked in about half
     * the time of the default linker (most of a grading is compiling and
     * linking the submission, once per file of the kit's tests). */
    if (have_gold())
      argv[k++] = "-fuse-ld=gold";
    argv[k++] = "-shared";
    argv[k++] = "-o";
    argv[k++] = b->tmp_obj;
    argv[k++] = b->glue_obj; /* first, as on the GPU */
    argv[k++] = b->entry_obj;
    argv[k++] = own[5] = rg_strdupf("-Wl,%s", wraps);
    return k;
  }
  if (step == RG_STEP_GLUE)
    argv[k++] = own[6] = rg_strdupf("-I%s", b->glue_dir); /* the rewritten glue */
  own[7] = rg_strdupf("%s/harness/backend/emu/simt/include", o->source_root);
  /* An object, not the shared one the flags are written for; the shim
   * precompiled, where it is and the step compiles code (the refusals'
   * step reads the preprocessed text: the header as text).  The shim's
   * headers by their full paths: clang looks for an -include's file in its
   * working directory first, which is the student's, where a file named
   * simt_cuda.h would have replaced the shim and its checks. */
  bool pch = b->pch && (step == RG_STEP_ENTRY_IR || step == RG_STEP_GLUE);
  for (const char *const *f = simt_cxx_flags; *f && k < 56; f++) {
    if (strcmp(*f, "-shared") == 0)
      continue;
    if (strcmp(*f, "-include") == 0 && f[1] &&
        strcmp(f[1], rg_build_backend_emu.prefix_header) == 0) {
      f++;
      if (pch) {
        argv[k++] = "-include-pch";
        argv[k++] = b->pch;
        argv[k++] = "-include"; /* each object's own part (simt_cuda.h) */
        argv[k++] = own[9] = rg_strdupf("%s/%s", own[7], rg_build_backend_emu.prefix_rest);
      } else {
        argv[k++] = "-include";
        argv[k++] = own[9] = rg_strdupf("%s/%s", own[7], *f);
      }
      continue;
    }
    argv[k++] = strcmp(*f, SIMT_INCLUDE_PLACEHOLDER) == 0 ? own[7] : *f;
  }
  return k;
}

static const char *emu_kind(const struct rg_compile_opts *o)
{
  (void)o;
  return "emu";
}

const struct rg_build_backend rg_build_backend_emu = {
  .wraps_single = RG_EMU_COPY_WRAPS "," RG_EMU_HEAP_WRAPS "," RG_EMU_STRING_WRAPS "," EMU_AT_LOAD,
  .wraps_multi = RG_EMU_COPY_WRAPS "," RG_EMU_HEAP_WRAPS "," RG_EMU_MULTI_WRAPS ","
                 RG_EMU_STRING_WRAPS "," EMU_AT_LOAD,
  .command = emu_command,
  .kind = emu_kind,
  .key_flags = simt_cxx_flags,
  .key_tree = "harness/backend/emu/simt/include",
  .prefix_header = "simt_cuda.h",
  .prefix_macro = "SIMT_PRECOMPILING",
  .prefix_rest = "simt_module.h",
  .rewrites_sources = true,
  .refuses_uninstrumented = true,
  .entry_via_ir = true,
  .link_direct = true,
  .front_cpu_s = RG_FRONT_CPU_S_EMU,
  .front_mem_bytes = RG_FRONT_MEM_EMU,
};
