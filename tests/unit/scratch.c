/* scratch.c — a test's scratch folder (see scratch.h). */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include "scratch.h"

#include <stdio.h>
#include <stdlib.h>

#include "util.h"

int rg_scratch_make(char *path, size_t cap, const char *tag)
{
  int n = snprintf(path, cap, "/tmp/rg-test-%s-XXXXXX", tag);
  return n > 0 && (size_t)n < cap && mkdtemp(path) ? 0 : -1;
}

int rg_scratch_remove(const char *path)
{
  char *cmd = rg_strdupf("rm -rf '%s'", path);
  int rc = system(cmd);
  free(cmd);
  return rc == 0 ? 0 : -1;
}
