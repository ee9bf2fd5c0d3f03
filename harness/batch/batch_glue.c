/* batch_glue.c — the grader's glue and the precompiled shim (compile_pch.c),
 * built once for a class on the emulator and copied into every grading's
 * private cache.
 *
 * Each grading has a cache of its own (sandbox.c: a classmate's code must
 * never reach another's build), so each built the glue's object again:
 * about 2.5 s of CPU per student, for an object that never depends on the
 * submission (compile_glue.c).  The batch builds it here, outside any
 * sandbox, from the kit's sources alone, with the options a grading on the
 * emulator uses; each work folder gets a copy of its own, which its
 * grading links as it would have linked the one it built.  Where it cannot
 * be built here, each grading builds its own, as before. */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch_internal.h"
#include "compile.h"
#include "rg_config.h"
#include "toolchain.h"
#include "util.h"

void rg_batch_glue_build(struct batch_class *c)
{
  c->glue_tried = true;
  c->glue = NULL;
  c->pch = NULL;
  if (c->gpu)
    return; /* the GPU's builds share the kit's cache already (the warm-up) */
  char *clang = rg_find_clangxx();
  if (!clang)
    return;
  /* The kit's own cache, as a grading outside a batch uses.  This file
   * exists for the emulator's glue (the GPU's needs no copy, above), so it
   * names that backend itself rather than asking a table. */
  char *cache = rg_strdupf("%s/rg-cache", RG_BUILD_ROOT);
  struct rg_compile_opts co = { .backend = RG_BACKEND_EMU, .source_root = rg_source_root(),
                                .cache_dir = cache, .compiler = clang, .timeout_s = 300 };
  char why[512] = "";
  if (rg_mkdirs(cache) == 0) {
    c->glue = rg_compile_glue_ready(c->o->ex, &co, why, sizeof why);
    c->pch = rg_compile_pch(&co);
    char *slash = c->pch ? strrchr(c->pch, '/') : NULL;
    if (slash)
      *slash = '\0'; /* its folder */
  }
  free(cache);
  free(clang);
}

/* Whether name is one of the glue folder's files a build reads: not its
 * lock, nor a compile still being written (glue.o.tmp.PID). */
static bool glue_file(const char *name)
{
  return name[0] != '.' && !strstr(name, ".tmp.");
}

/* A copy of the folder from (in the kit's cache) under cache. */
static int copy_folder(const char *from, const char *cache)
{
  if (!from)
    return 0;
  const char *base = strrchr(from, '/');
  char *into = rg_strdupf("%s/%s", cache, base ? base + 1 : from);
  DIR *d = rg_mkdirs(into) == 0 ? opendir(from) : NULL;
  int rc = d ? 0 : -1;
  for (struct dirent *e; d && rc == 0 && (e = readdir(d));) {
    if (!glue_file(e->d_name))
      continue;
    char *src = rg_strdupf("%s/%s", from, e->d_name);
    char *dst = rg_strdupf("%s/%s", into, e->d_name);
    size_t len = 0;
    char *bytes = rg_is_file(src) ? rg_read_file(src, &len) : NULL;
    if (bytes && rg_write_file_atomic(dst, bytes, len) != 0)
      rc = -1;
    free(bytes);
    free(src);
    free(dst);
  }
  if (d)
    closedir(d);
  free(into);
  return rc;
}

int rg_batch_glue_copy(const struct batch_class *c, const char *cache)
{
  return copy_folder(c->glue, cache) != 0 || copy_folder(c->pch, cache) != 0 ? -1 : 0;
}
