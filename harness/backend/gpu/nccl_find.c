/* nccl_find.c — find NCCL's header and library (see nccl_find.h). */
#include "nccl_find.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rg_config.h"
#include "util.h"

/* A prefix's library folder and file: lib, lib64 or lib/<triplet>, and
 * libnccl.so or the wheel's libnccl.so.2. */
static bool find_lib(const char *prefix, struct rg_nccl *out)
{
  static const char *const dirs[] = { "lib", "lib64", "lib/x86_64-linux-gnu",
                                      "targets/x86_64-linux/lib" };
  static const char *const names[] = { "libnccl.so", "libnccl.so.2" };
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
      char *path = rg_strdupf("%s/%s/%s", prefix, dirs[i], names[k]);
      bool found = rg_is_file(path);
      free(path);
      if (found) {
        snprintf(out->libdir, sizeof out->libdir, "%s/%s", prefix, dirs[i]);
        snprintf(out->lib, sizeof out->lib, "%s", names[k]);
        return true;
      }
    }
  return false;
}

bool rg_nccl_find(struct rg_nccl *out, char *why, size_t cap)
{
  memset(out, 0, sizeof *out);
  const char *home = getenv("RG_NCCL_HOME");
  if (home && *home) {
    out->from = "RG_NCCL_HOME";
    char *header = rg_strdupf("%s/include/nccl.h", home);
    bool has_header = rg_is_file(header);
    free(header);
    snprintf(out->include, sizeof out->include, "%s/include", home);
    if (has_header && find_lib(home, out))
      return true;
    snprintf(why, cap, "RG_NCCL_HOME=%s holds no %s", home,
             has_header ? "lib/libnccl.so (or lib64/, libnccl.so.2)" : "include/nccl.h");
    return false;
  }
  out->from = "meson setup";
  snprintf(out->include, sizeof out->include, "%s", RG_NCCL_INCLUDE);
  snprintf(out->libdir, sizeof out->libdir, "%s", RG_NCCL_LIBDIR);
  snprintf(out->lib, sizeof out->lib, "%s", RG_NCCL_LIB);
  char *header = rg_strdupf("%s/nccl.h", out->include);
  char *lib = rg_strdupf("%s/%s", out->libdir, out->lib);
  bool ok = out->include[0] && rg_is_file(header) && rg_is_file(lib);
  free(header);
  free(lib);
  if (!ok)
    snprintf(why, cap, "NCCL was not found when the kit was set up (meson setup; "
             "set RG_NCCL_HOME to a folder holding include/nccl.h and lib/libnccl.so)");
  return ok;
}
