/* build_backend_gpu.c — a build for the GPU (build_backend.h): nvcc for
 * the architectures chosen (arch.h), the runtime's launch and copy entry
 * points wrapped, NCCL linked for the multi-GPU family; the -G build of
 * the profiled case cached apart. */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "build_backend.h"
#include "front_end.h"

#include "util.h"

/* The -G build's own options.  -G: device code unoptimised, each `if` a
 * branch, exact line info (-lineinfo is implied).  Unoptimised code needs
 * more registers; a block of 1024 threads must still launch (64 per
 * thread at most), spilling if it must.  The host compiler run as the
 * graded build runs it (nvcc -O3 hands gcc -O3, in the device pass's
 * preprocessing too): its predefined macros are then that build's
 * (__OPTIMIZE__; glibc's __USE_EXTERN_INLINES, bits/stdio.h), so code
 * cannot tell this build, whose branch counters judge the divergence
 * goal, from the graded one by a macro, even one made a string (nvcc 13.0:
 * both passes' macros then differ by __CUDACC_DEBUG__ alone, which
 * backend_test.c refuses).  Part of the cache key. */
static const char *const branch_flags[] = { "-G", "-maxrregcount=64", "-Xcompiler", "-O3", NULL };

/* nvcc: compile one translation unit (-c), or link the two objects. */
static int gpu_command(const struct rg_compile_opts *o, const struct build *b,
                       enum rg_build_step step, bool multi_gpu, const char *wraps,
                       struct cmd *c, int k)
{
  /* NCCL where rg_nccl_find saw it (grade_backend.c), for the multi-GPU family. */
  bool nccl = multi_gpu && o->nccl_include && o->nccl_libdir && o->nccl_lib;
  const char **argv = c->argv;
  char **own = c->own;
  int narch = rg_arch_nvcc_options(o->arch && *o->arch ? o->arch : RG_ARCH_LOWEST, c->arch,
                                   RG_ARCH_MAX + 1);
  if (step == RG_STEP_LINK) {
    argv[k++] = "-shared";
    argv[k++] = "-o";
    argv[k++] = b->tmp_obj;
    /* The glue's object first: where both define one inline function or
     * template instance, the linker keeps the glue's. */
    argv[k++] = b->glue_obj;
    argv[k++] = b->entry_obj;
    argv[k++] = "-Xlinker";
    argv[k++] = wraps;
    if (nccl) {
      /* NCCL from wherever rg_nccl_find saw it, kept even if the linker
       * drops unused ones: -l: names the file exactly (a pip wheel ships
       * libnccl.so.2 without the libnccl.so link), and the run path lets
       * the grading child load it without LD_LIBRARY_PATH. */
      argv[k++] = own[0] = rg_strdupf("-L%s", o->nccl_libdir);
      argv[k++] = "-Xlinker";
      argv[k++] = "--no-as-needed";
      argv[k++] = "-Xlinker";
      argv[k++] = own[1] = rg_strdupf("-l:%s", o->nccl_lib);
      argv[k++] = "-Xlinker";
      argv[k++] = own[2] = rg_strdupf("-rpath=%s", o->nccl_libdir);
    }
    return k;
  }
  for (int i = 0; i < narch; i++)
    argv[k++] = c->arch[i];
  if (o->keep_branches) {
    for (const char *const *f = branch_flags; *f; f++)
      argv[k++] = *f;
  } else {
    argv[k++] = "-O3";
    argv[k++] = "-lineinfo";
  }
  argv[k++] = "-std=c++17";
  /* std::numeric_limits and other constexpr host functions in device code,
   * and __device__ lambdas: common in students' kernels, accepted by
   * clang++ (so by the emulator) as they are, refused by nvcc without
   * these two flags.  The backends agree on such a file only with them. */
  argv[k++] = "--expt-relaxed-constexpr";
  argv[k++] = "--extended-lambda";
  argv[k++] = "-Xcompiler";
  argv[k++] = "-fPIC";
  if (step == RG_STEP_GLUE)
    argv[k++] = own[3] = rg_strdupf("-I%s/harness/glue", o->source_root);
  if (nccl)
    argv[k++] = own[4] = rg_strdupf("-I%s", o->nccl_include);
  return k;
}

static const char *gpu_kind(const struct rg_compile_opts *o)
{
  return o->keep_branches ? "gpu-branches" : "gpu";
}

const struct rg_build_backend rg_build_backend_gpu = {
  .wraps_single = RG_LAUNCH_WRAPS "," RG_GPU_COPY_WRAPS "," RG_GPU_ALLOC_WRAPS,
  .wraps_multi = RG_LAUNCH_WRAPS "," RG_GPU_COPY_WRAPS "," RG_GPU_ALLOC_WRAPS ","
                 RG_GPU_MULTI_WRAPS,
  .command = gpu_command,
  .kind = gpu_kind,
  .key_flags = branch_flags,
  .key_tree = NULL,
  .rewrites_sources = false,
  .refuses_uninstrumented = false,
  .entry_via_ir = false,
  .front_cpu_s = RG_FRONT_CPU_S_GPU,
  .front_mem_bytes = RG_FRONT_MEM_GPU,
};
