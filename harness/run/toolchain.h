/* toolchain.h — where the kit and its compilers are, and which backend
 * grades: the GPU (nvcc and a usable device, the build's architecture
 * chosen) or the CPU emulator (clang++).  Single gradings and --compare
 * both start here. */
#ifndef RG_TOOLCHAIN_H
#define RG_TOOLCHAIN_H

#include <stddef.h>

#include "cli.h"
#include "compile.h"

/* The kit's tree: REDUCE_GRADE_ROOT, else where it was built from. */
const char *rg_source_root(void);

/* The emulator's C++ compiler: REDUCE_GRADE_CXX, else the clang++ meson
 * found, else one on PATH; NULL if none (the caller frees). */
char *rg_find_clangxx(void);

/* nvcc: CUDA_HOME's, else one on PATH, else the usual place's; NULL if
 * none (the caller frees). */
char *rg_find_nvcc(void);

/* Pick the backend.  Returns 0 and sets *b, *compiler (the caller frees),
 * (GPU) *gpus_seen, the devices the driver sees, *gpu_bytes (may be NULL)
 * and arch, or prints why no backend is usable and returns
 * RG_EXIT_NOT_ATTEMPTED (RG_EXIT_USAGE for an architecture that cannot run
 * on the GPU). */
int rg_choose_backend(const struct rg_cli *cli, enum rg_backend *b, char **compiler,
                      int *gpus_seen, size_t *gpu_bytes, char *arch, size_t arch_cap);

#endif
