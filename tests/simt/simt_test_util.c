/* simt_test_util.c — compiles and loads .cu fixtures for the emulator's
 * unit tests (see simt_test_util.h).  CLANGXX, SIMT_INCLUDE, FIXTURES and
 * OUTDIR come from tests/simt/meson.build.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "rewrite.h"
#include "simt.h"
#include "simt_test_util.h"

static char *slurp(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  if (!b || fread(b, 1, (size_t)n, f) != (size_t)n) {
    fclose(f);
    free(b);
    return NULL;
  }
  b[n] = 0;
  fclose(f);
  *len = (size_t)n;
  return b;
}

static int newer(const char *path, const struct stat *than)
{
  struct stat st;
  if (stat(path, &st) != 0)
    return 1;
  return st.st_mtim.tv_sec > than->st_mtim.tv_sec ||
         (st.st_mtim.tv_sec == than->st_mtim.tv_sec && st.st_mtim.tv_nsec >= than->st_mtim.tv_nsec);
}

void *st_load(const char *name)
{
  char src[1024], rew[1024], so[1024];
  snprintf(src, sizeof src, "%s/%s", FIXTURES, name);
  snprintf(rew, sizeof rew, "%s/%s.rw.cu", OUTDIR, name);
  snprintf(so, sizeof so, "%s/%s.so", OUTDIR, name);
  if (access(CLANGXX, X_OK) != 0)
    return NULL;
  size_t len, olen;
  char *text = slurp(src, &len), *out, err[256];
  if (!text || simt_rewrite(text, len, &out, &olen, err, sizeof err) != 0) {
    fprintf(stderr, "cannot rewrite %s: %s\n", src, text ? err : "unreadable");
    exit(99);
  }
  FILE *f = fopen(rew, "w");
  if (!f) {
    perror(rew);
    exit(99);
  }
  fprintf(f, "#line 1 \"%s\"\n", src);
  fwrite(out, 1, olen, f);
  fclose(f);
  free(text);
  free(out);
  /* compile only if the fixture, the shim or this test (the rewriter and
   * runtime are linked into it) is newer than the object */
  struct stat so_st;
  if (stat(so, &so_st) != 0 || newer(src, &so_st) || newer(SIMT_INCLUDE "/simt_cuda.h", &so_st) ||
      newer(SIMT_INCLUDE "/simt_cg.h", &so_st) || newer(SIMT_INCLUDE "/simt_rt.h", &so_st) ||
      newer("/proc/self/exe", &so_st) || getenv("ST_RECOMPILE")) {
    const char *argv[64];
    int k = 0;
    argv[k++] = CLANGXX;
    for (int i = 0; simt_cxx_flags[i]; i++)
      argv[k++] = strcmp(simt_cxx_flags[i], SIMT_INCLUDE_PLACEHOLDER) == 0 ? SIMT_INCLUDE
                                                                          : simt_cxx_flags[i];
    argv[k++] = rew;
    argv[k++] = "-o";
    argv[k++] = so;
    argv[k] = NULL;
    pid_t pid = fork();
    if (pid == 0) {
      execv(CLANGXX, (char *const *)argv);
      _exit(127);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
      fprintf(stderr, "cannot compile %s\n", rew);
      exit(99);
    }
  }
  void *h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "dlopen: %s\n", dlerror());
    exit(99);
  }
  return h;
}

void *st_sym(void *so, const char *sym)
{
  void *p = dlsym(so, sym);
  if (!p) {
    fprintf(stderr, "no symbol %s in the fixture\n", sym);
    exit(99);
  }
  return p;
}

const char *st_diags(void)
{
  static char buf[16384];
  simt_diag_take(buf, sizeof buf);
  return buf;
}

int st_has(const char *diags, const char *tag, const char *sub)
{
  const char *p = diags;
  size_t tl = strlen(tag);
  while (*p) {
    const char *e = strchr(p, '\n');
    size_t l = e ? (size_t)(e - p) : strlen(p);
    if (l > tl && strncmp(p, tag, tl) == 0 && p[tl] == ':') {
      char line[2048];
      snprintf(line, sizeof line, "%.*s", (int)l, p);
      if (!sub || strstr(line, sub))
        return 1;
    }
    p += l + (e != NULL);
  }
  return 0;
}

int st_line(const char *name, const char *marker)
{
  char src[1024];
  size_t len;
  snprintf(src, sizeof src, "%s/%s", FIXTURES, name);
  char *t = slurp(src, &len);
  if (!t)
    return -1;
  char *m = strstr(t, marker);
  int line = 1;
  for (char *p = t; m && p < m; p++)
    line += *p == '\n';
  free(t);
  return m ? line : -1;
}
