/* toolchain.c — the kit, its compilers and the backend (see toolchain.h). */
#define _DEFAULT_SOURCE
#include "toolchain.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch.h"
#include "exitcode.h"
#include "gpu_facts.h"
#include "rg_config.h"
#include "run.h"
#include "util.h"

const char *rg_source_root(void)
{
  const char *env = getenv("REDUCE_GRADE_ROOT");
  return env && *env ? env : RG_SOURCE_ROOT;
}
char *rg_find_nvcc(void)
{
  const char *home = getenv("CUDA_HOME");
  if (home && *home) {
    char *p = rg_strdupf("%s/bin/nvcc", home);
    if (rg_is_file(p))
      return p;
    free(p);
  }
  char *p = rg_find_program("nvcc");
  if (p)
    return p;
  return rg_is_file("/usr/local/cuda/bin/nvcc") ? rg_strdupf("/usr/local/cuda/bin/nvcc") : NULL;
}
char *rg_find_clangxx(void)
{
  const char *env = getenv("REDUCE_GRADE_CXX");
  if (env && *env)
    return rg_find_program(env);
  const char *names[] = { RG_CLANGXX, "clang++", "clang++-16", "clang++-15", "clang++-14" };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    if (!names[i][0])
      continue;
    char *p = rg_find_program(names[i]);
    if (p)
      return p;
  }
  return NULL;
}
/* The GPU build's architecture (arch.h): --arch, else -Dgpu_arch, else the
 * probed GPU's own.  Returns 0 with arch filled, or an exit code after one
 * line saying why; *too_old when the GPU predates the kit's oldest. */
static int choose_arch(const struct rg_cli *cli, const char *nvcc, char *arch, size_t cap,
                       bool *too_old)
{
  const struct rg_gpu_facts *dev = rg_gpu_facts_last();
  char *cache = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  struct rg_compile_opts co = { .compiler = nvcc, .cache_dir = cache };
  char *codes = dev && !cli->arch ? rg_compile_gpu_codes(&co) : NULL;
  free(cache);
  struct rg_arch_set a;
  enum rg_arch_source src;
  char why[512];
  enum rg_arch_choice c = rg_arch_choose(cli->arch, RG_DEFAULT_ARCH, dev, codes, &a, &src,
                                         why, sizeof why);
  free(codes);
  *too_old = c == RG_ARCH_TOO_OLD;
  if (c != RG_ARCH_OK) {
    rg_warn("%s", why);
    return c == RG_ARCH_BAD || c == RG_ARCH_MISMATCH ? RG_EXIT_USAGE : RG_EXIT_NOT_ATTEMPTED;
  }
  if (src == RG_ARCH_FROM_DEVICE && a.v[0].major * 10 + a.v[0].minor !=
      dev->major * 10 + dev->minor)
    rg_warn("this nvcc cannot build for sm_%d (%s): building for %s, whose PTX the driver "
            "compiles for the GPU", dev->major * 10 + dev->minor, dev->name, a.name);
  snprintf(arch, cap, "%s", a.name);
  return 0;
}
int rg_choose_backend(const struct rg_cli *cli, enum rg_backend *b, char **compiler,
                      int *gpus_seen, size_t *gpu_bytes, char *arch, size_t arch_cap)
{
  enum rg_backend_choice want = cli->backend;
  char why[256] = "";
  if (want != RG_CHOOSE_EMU) {
    char *nvcc = rg_find_nvcc();
    int gpus = nvcc ? rg_gpu_probe(why, sizeof why, gpu_bytes) : 0;
    if (!nvcc)
      snprintf(why, sizeof why, "nvcc not found (set CUDA_HOME or PATH)");
    /* Building needs nvcc, not a GPU: --compile-only --backend gpu builds
     * for --arch (or -Dgpu_arch) on a machine without one. */
    bool deviceless = want == RG_CHOOSE_GPU && cli->compile_only && nvcc && gpus <= 0 &&
                      (cli->arch || RG_DEFAULT_ARCH[0]);
    if (gpus > 0 || deviceless) {
      bool too_old = false;
      int rc = choose_arch(cli, nvcc, arch, arch_cap, &too_old);
      if (rc == 0) {
        *b = RG_BACKEND_GPU;
        *compiler = nvcc;
        *gpus_seen = gpus;
        return 0;
      }
      if (!too_old || want != RG_CHOOSE_AUTO) {
        free(nvcc);
        return rc;
      }
      snprintf(why, sizeof why, "the GPU is older than the kit supports");
    }
    free(nvcc);
    if (want == RG_CHOOSE_GPU && cli->compile_only && gpus <= 0)
      snprintf(why + strlen(why), sizeof why - strlen(why), "; --compile-only builds "
               "without one for --arch ARCH (e.g. --arch %s)", RG_ARCH_LOWEST);
    if (want == RG_CHOOSE_GPU) {
      rg_warn("no CUDA GPU: %s; use --backend emu to grade on the CPU emulator", why);
      return RG_EXIT_NOT_ATTEMPTED;
    }
  }
  char *clang = rg_find_clangxx();
  if (!clang) {
    rg_warn("no usable backend: %s%sand no clang++ for the emulator "
            "(apt-get install clang)", why, why[0] ? ", " : "");
    return RG_EXIT_NOT_ATTEMPTED;
  }
  *b = RG_BACKEND_EMU;
  *compiler = clang;
  return 0;
}
