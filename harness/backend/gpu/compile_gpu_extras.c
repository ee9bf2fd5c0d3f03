/* compile_gpu_extras.c — the GPU's builds beside the submission's, each
 * made once per content, compiler and architecture: CUB's reduction (the
 * timing baseline) and the CUPTI collectors (counters, lines), with CUPTI
 * found beside nvcc (see compile.h). */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "compile_internal.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "proc.h"
#include "util.h"

/* Build harness/glue/<file> into <cache>/<stem>-<hash>.so with nvcc, once
 * per content, compiler and architecture; extra (NULL-terminated, at most 8)
 * are added to the command line.  Returns the path (caller frees) or NULL. */
static char *compile_extra(const struct rg_compile_opts *o, const char *file,
                           const char *stem, char *const *extra)
{
  char *src = rg_strdupf("%s/harness/glue/%s", o->source_root, file);
  size_t len = 0;
  char *text = rg_read_file(src, &len);
  if (!text) {
    free(src);
    return NULL;
  }
  uint64_t h = rg_hash(RG_HASH_SEED, text, len);
  /* glue.h too: these files include it, and a changed ABI needs a rebuild */
  h = rg_hash_file(h, rg_strdupf("%s/harness/glue/glue.h", o->source_root));
  h = rg_hash_str(h, o->compiler);
  h = rg_hash_str(h, o->arch && *o->arch ? o->arch : RG_ARCH_LOWEST);
  for (char *const *e = extra; *e; e++)
    h = rg_hash_str(h, *e);
  free(text);
  char *object = rg_strdupf("%s/%s-%016" PRIx64 ".so", o->cache_dir, stem, h);
  if (rg_is_file(object)) {
    free(src);
    return object;
  }
  rg_mkdirs(o->cache_dir);
  char *tmp = rg_strdupf("%s.tmp.%ld", object, (long)getpid());
  char *log = rg_strdupf("%s.log", object);
  char *inc = rg_strdupf("-I%s/harness/glue", o->source_root);
  char arch[RG_ARCH_MAX + 1][64];
  int narch = rg_arch_nvcc_options(o->arch && *o->arch ? o->arch : RG_ARCH_LOWEST, arch,
                                   RG_ARCH_MAX + 1);
  char *argv[25 + RG_ARCH_MAX] = { (char *)o->compiler, "-O3", "-std=c++17",
                                   "-Xcompiler", "-fPIC", "-shared", inc, "-o", tmp, src };
  int k = 10;
  for (int i = 0; i < narch; i++)
    argv[k++] = arch[i];
  for (char *const *e = extra; *e && k < 23 + RG_ARCH_MAX; e++)
    argv[k++] = *e;
  argv[k] = NULL;
  struct rg_proc_result pr;
  int ok = rg_proc_run(argv, log, 300, &pr) == 0 && pr.exited && pr.status == 0 &&
           rename(tmp, object) == 0;
  unlink(tmp);
  free(tmp);
  free(log);
  free(inc);
  free(src);
  if (!ok) {
    free(object);
    return NULL;
  }
  return object;
}

char *rg_compile_cub(const struct rg_compile_opts *o)
{
  char *const none[] = { NULL };
  return compile_extra(o, "cub_baseline.cu", "cub", none);
}

/* The first of dirs (under the toolkit root) that holds name, or NULL. */
static char *toolkit_dir(const char *root, const char *const *dirs, const char *name)
{
  for (const char *const *d = dirs; *d; d++) {
    char *path = rg_strdupf("%s/%s/%s", root, *d, name);
    bool found = rg_is_file(path);
    free(path);
    if (found)
      return rg_strdupf("%s/%s", root, *d);
  }
  return NULL;
}

/* Build a CUPTI collector (harness/glue/<file>) once, finding CUPTI's
 * headers (one that holds `header`) and library beside nvcc. */
static char *compile_cupti_extra(const struct rg_compile_opts *o, const char *file,
                                 const char *stem, const char *header, const char *since,
                                 char *why, size_t cap)
{
  /* The toolkit root is two levels above nvcc; CUPTI sits in extras/CUPTI
   * in NVIDIA's installers and beside the runtime in packaged ones. */
  char *root = rg_strdupf("%s", o->compiler);
  for (int up = 0; up < 2; up++) {
    char *slash = strrchr(root, '/');
    if (slash)
      *slash = '\0';
  }
  static const char *const incs[] = { "extras/CUPTI/include", "include",
                                      "targets/x86_64-linux/include", NULL };
  static const char *const libs[] = { "extras/CUPTI/lib64", "lib64",
                                      "targets/x86_64-linux/lib", NULL };
  char *inc = toolkit_dir(root, incs, header);
  char *lib = toolkit_dir(root, libs, "libcupti.so");
  char *object = NULL;
  if (!inc || !lib) {
    snprintf(why, cap, "CUPTI %s not found under %s (CUDA %s or later has it)",
             inc ? "library" : "headers", root, since);
  } else {
    char *i_inc = rg_strdupf("-I%s", inc), *l_lib = rg_strdupf("-L%s", lib);
    char *rpath = rg_strdupf("-rpath=%s", lib); /* the child finds libcupti */
    char *const extra[] = { i_inc, l_lib, "-Xlinker", rpath, "-lcupti", "-lcuda", NULL };
    object = compile_extra(o, file, stem, extra);
    if (!object)
      snprintf(why, cap, "the CUPTI collector %s did not compile (its log is beside "
               "the cached objects in %s)", file, o->cache_dir);
    free(i_inc), free(l_lib), free(rpath);
  }
  free(root);
  free(inc);
  free(lib);
  return object;
}

char *rg_compile_cupti(const struct rg_compile_opts *o, char *why, size_t cap)
{
  return compile_cupti_extra(o, "cupti_counters.cu", "cupti", "cupti_range_profiler.h",
                              "12.6", why, cap);
}

char *rg_compile_cupti_lines(const struct rg_compile_opts *o, char *why, size_t cap)
{
  return compile_cupti_extra(o, "cupti_lines.cu", "cupti-lines", "cupti_sass_metrics.h",
                              "12.4", why, cap);
}

pid_t rg_compile_extras_start(const struct rg_compile_opts *o)
{
  fflush(NULL);
  pid_t pid = fork();
  if (pid != 0)
    return pid; /* the caller, or -1: then it builds them one by one */
  pid_t kids[3];
  for (int i = 0; i < 3; i++) {
    kids[i] = fork();
    if (kids[i] == 0) {
      char why[200];
      char *obj = i == 0 ? rg_compile_cub(o)
                  : i == 1 ? rg_compile_cupti(o, why, sizeof why)
                  : rg_compile_cupti_lines(o, why, sizeof why);
      free(obj);
      _exit(0);
    }
  }
  for (int i = 0; i < 3; i++)
    while (kids[i] > 0 && waitpid(kids[i], NULL, 0) < 0 && errno == EINTR)
      ;
  _exit(0);
}
