/* compile_toolkit.c — what the CUDA toolkit says of a build or of itself:
 * the cubin of the -G build (cuobjdump), for its line table, and the
 * architectures nvcc can build for (see compile.h). */
#define _DEFAULT_SOURCE /* realpath */
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "proc.h"
#include "util.h"

char *rg_compile_cubin(const struct rg_compile_opts *o, const char *object, char *why,
                       size_t cap)
{
  char *dir = rg_strdupf("%s", object);
  char *slash = strrchr(dir, '/');
  if (slash)
    *slash = '\0';
  else
    snprintf(dir, strlen(dir) + 1, ".");
  char *cubin = rg_strdupf("%s/submission.cubin", dir);
  if (rg_is_file(cubin)) {
    free(dir);
    return cubin;
  }
  /* cuobjdump, beside nvcc, else on PATH.  It writes what it extracts into
   * its working folder: a fresh one, so that only this object's cubins are
   * there. */
  char *tool = rg_strdupf("%s", o->compiler);
  slash = strrchr(tool, '/');
  char *beside = slash ? rg_strdupf("%.*s/cuobjdump", (int)(slash - tool), tool) : NULL;
  free(tool);
  tool = beside && access(beside, X_OK) == 0 ? beside : rg_strdupf("cuobjdump");
  if (tool != beside)
    free(beside);
  char *tmp = rg_strdupf("%s/cubin.tmp.%ld", dir, (long)getpid());
  char *log = rg_strdupf("%s/cubin.log", dir);
  /* The submission's own object beside the linked one: its module holds
   * the submission's kernels alone (the glue's are in the glue's). */
  char *own = rg_strdupf("%s/entry.o", dir);
  const char *from = rg_is_file(own) ? own : object;
  char *abs_object = realpath(from, NULL); /* cuobjdump runs in tmp */
  if (!abs_object)
    abs_object = rg_strdupf("%s", from);
  free(own);
  char *argv[] = { "sh", "-c", "cd \"$1\" && exec \"$2\" -xelf all \"$3\"", "sh", tmp, tool,
                   abs_object, NULL };
  struct rg_proc_result pr;
  char *found = NULL;
  unlink(log);
  if (rg_mkdirs(tmp) != 0) {
    snprintf(why, cap, "cannot create %s: %s", tmp, strerror(errno));
  } else if (rg_proc_run(argv, log, 60, &pr) != 0 || !pr.exited || pr.status != 0) {
    snprintf(why, cap, "%s could not extract the cubin of the nvcc -G build (%s)", tool,
             pr.exited && pr.status == 127 ? "not found beside nvcc nor on PATH"
                                           : "see cubin.log beside the object");
  } else {
    /* One module, one architecture: one cubin; with more, the arch's. */
    DIR *d = opendir(tmp);
    struct dirent *e;
    while (d && (e = readdir(d))) {
      size_t len = strlen(e->d_name);
      if (len < 6 || strcmp(e->d_name + len - 6, ".cubin") != 0)
        continue;
      if (!found || (o->arch && strstr(e->d_name, o->arch))) {
        free(found);
        found = rg_strdupf("%s/%s", tmp, e->d_name);
      }
    }
    if (d)
      closedir(d);
    if (!found)
      snprintf(why, cap, "%s found no cubin in the nvcc -G build", tool);
    else if (rename(found, cubin) != 0)
      snprintf(why, cap, "cannot keep the cubin as %s: %s", cubin, strerror(errno));
  }
  /* leave nothing behind in the temporary folder */
  DIR *d = opendir(tmp);
  struct dirent *e;
  while (d && (e = readdir(d))) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    char *f = rg_strdupf("%s/%s", tmp, e->d_name);
    unlink(f);
    free(f);
  }
  if (d)
    closedir(d);
  rmdir(tmp);
  bool ok = rg_is_file(cubin);
  free(found);
  free(tmp);
  free(log);
  free(abs_object);
  free(tool);
  free(dir);
  if (!ok) {
    free(cubin);
    return NULL;
  }
  return cubin;
}

char *rg_compile_gpu_codes(const struct rg_compile_opts *o)
{
  if (rg_mkdirs(o->cache_dir) != 0)
    return NULL;
  char *log = rg_strdupf("%s/gpu-codes.%ld.txt", o->cache_dir, (long)getpid());
  char *argv[] = { (char *)o->compiler, "--list-gpu-code", NULL };
  struct rg_proc_result pr;
  unlink(log);
  char *codes = NULL;
  if (rg_proc_run(argv, log, 30, &pr) == 0 && pr.exited && pr.status == 0)
    codes = rg_read_file(log, NULL);
  unlink(log);
  free(log);
  return codes;
}
