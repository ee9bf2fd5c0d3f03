/* nccl_find.h — where NCCL is, for the multi-GPU exercises on a GPU.
 *
 * NCCL ships with the CUDA toolkit or as a pip wheel; meson looks for it at
 * configure time (tools/find-nccl.sh) and records what it saw in
 * rg_config.h.  RG_NCCL_HOME in the environment overrides that at grading
 * time (a prefix holding include/nccl.h and lib/ or lib64/).
 */
#ifndef RG_NCCL_FIND_H
#define RG_NCCL_FIND_H

#include <stdbool.h>
#include <stddef.h>

struct rg_nccl {
  char include[512];  /* folder holding nccl.h */
  char libdir[512];   /* folder holding the library */
  char lib[64];       /* libnccl.so or libnccl.so.2 */
  const char *from;   /* "RG_NCCL_HOME" or "meson setup" */
};

/* Fills out from RG_NCCL_HOME if set (and nothing else: a wrong override is
 * reported, not papered over), else from what meson found.  Returns true
 * when nccl.h and the library both exist; else false with why (one line,
 * no newline) filled. */
bool rg_nccl_find(struct rg_nccl *out, char *why, size_t cap);

#endif
