/* simt_test_util.c — compiles and loads .cu fixtures for the emulator's
 * unit tests (see simt_test_util.h).  CLANGXX, SIMT_INCLUDE, FIXTURES and
 * OUTDIR come from tests/simt/meson.build.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <ftw.h>
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

/* Rewrites fixtures/name as the grader does into OUTDIR/name.rw.cu (rew). */
static void rewrite_fixture(const char *name, char *rew, size_t cap)
{
  char src[1024];
  snprintf(src, sizeof src, "%s/%s", FIXTURES, name);
  snprintf(rew, cap, "%s/%s.rw.cu", OUTDIR, name);
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
}

/* Is the object `so` older than a fixture, the shim or this test (the
 * rewriter and runtime are linked into it)? */
/* The modification time the walk below compares with, and what it found. */
static struct timespec walk_than;
static int walk_newer;

static int walk_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
  (void)path;
  (void)ftw;
  if (type == FTW_F && (st->st_mtim.tv_sec > walk_than.tv_sec ||
                        (st->st_mtim.tv_sec == walk_than.tv_sec &&
                         st->st_mtim.tv_nsec > walk_than.tv_nsec)))
    walk_newer = 1;
  return walk_newer; /* stop at the first newer file */
}

/* The fixture's module is rebuilt when the test program, any header of the
 * shim (every file under SIMT_INCLUDE, so that a new header needs no list
 * here) or a fixture it is made of is newer than it. */
static int stale(const char *so, const char *const *names)
{
  struct stat so_st;
  if (stat(so, &so_st) != 0 || newer("/proc/self/exe", &so_st) || getenv("ST_RECOMPILE"))
    return 1;
  walk_than = so_st.st_mtim;
  walk_newer = 0;
  if (nftw(SIMT_INCLUDE, walk_one, 16, FTW_PHYS) != 0 || walk_newer)
    return 1;
  for (; *names; names++) {
    char src[1024];
    snprintf(src, sizeof src, "%s/%s", FIXTURES, *names);
    if (newer(src, &so_st))
      return 1;
  }
  return 0;
}

/* clang++ with argv; exits the test program, saying what it could not
 * do to what, if it fails. */
static void run_clang(const char *const *argv, const char *doing, const char *what)
{
  pid_t pid = fork();
  if (pid == 0) {
    execv(CLANGXX, (char *const *)argv);
    _exit(127);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
    fprintf(stderr, "cannot %s %s\n", doing, what);
    exit(99);
  }
}

/* The rewritten source rew compiled as the grader does: to IR with the
 * grader's flags, the IR's alignments given to the callbacks
 * (simt_ir_align) and the grader's other IR passes, then the object obj;
 * exits the test program if a step fails. */
static void compile_object(const char *rew, const char *obj)
{
  char ll[1100];
  snprintf(ll, sizeof ll, "%s.ll", obj);
  const char *argv[64];
  int k = 0;
  argv[k++] = CLANGXX;
  for (int i = 0; simt_cxx_flags[i]; i++)
    if (strcmp(simt_cxx_flags[i], "-shared") != 0)
      argv[k++] = strcmp(simt_cxx_flags[i], SIMT_INCLUDE_PLACEHOLDER) == 0 ? SIMT_INCLUDE
                                                                          : simt_cxx_flags[i];
  const char *const to_ir[] = { "-S", "-emit-llvm", "-o", ll, rew, NULL };
  for (int i = 0; to_ir[i]; i++)
    argv[k++] = to_ir[i];
  argv[k] = NULL;
  run_clang(argv, "compile", rew);
  if (simt_ir_align(ll) != 0 || simt_ir_shared(ll) != 0 || simt_ir_memcalls(ll) != 0 ||
      simt_ir_prints(ll) != 0 || simt_ir_devheap(ll) != 0 || simt_ir_indirect(ll) != 0 ||
      simt_ir_autofill(ll) != 0 || simt_ir_vtables(ll) != 0 || simt_ir_fma(ll) != 0 ||
      simt_ir_nan_arith(ll) != 0) {
    fprintf(stderr, "cannot rewrite %s\n", ll);
    exit(99);
  }
  k = 1;
  for (int i = 0; simt_ir_flags[i]; i++)
    argv[k++] = simt_ir_flags[i];
  const char *const to_obj[] = { "-c", "-o", obj, ll, NULL };
  for (int i = 0; to_obj[i]; i++)
    argv[k++] = to_obj[i];
  argv[k] = NULL;
  run_clang(argv, "compile", ll);
}

static void *open_module(const char *so)
{
  void *h = dlopen(so, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "dlopen: %s\n", dlerror());
    exit(99);
  }
  return h;
}

void *st_load(const char *name)
{
  char rew[1024], so[1024];
  snprintf(so, sizeof so, "%s/%s.so", OUTDIR, name);
  if (access(CLANGXX, X_OK) != 0)
    return NULL;
  rewrite_fixture(name, rew, sizeof rew);
  const char *const names[] = { name, NULL };
  if (stale(so, names)) {
    char obj[1100];
    snprintf(obj, sizeof obj, "%s.o", rew);
    compile_object(rew, obj);
    const char *argv[] = { CLANGXX, "-shared", "-o", so, obj, NULL };
    run_clang(argv, "link", so);
  }
  return open_module(so);
}

void *st_load_linked(const char *first, const char *name)
{
  char rew_first[1024], rew[1024], obj_first[1100], obj[1100], so[1024];
  snprintf(so, sizeof so, "%s/%s+%s.so", OUTDIR, first, name);
  if (access(CLANGXX, X_OK) != 0)
    return NULL;
  rewrite_fixture(first, rew_first, sizeof rew_first);
  rewrite_fixture(name, rew, sizeof rew);
  const char *const names[] = { first, name, NULL };
  if (stale(so, names)) {
    snprintf(obj_first, sizeof obj_first, "%s.o", rew_first);
    snprintf(obj, sizeof obj, "%s.o", rew);
    compile_object(rew_first, obj_first);
    compile_object(rew, obj);
    const char *argv[] = { CLANGXX, "-shared", "-o", so, obj_first, obj, NULL };
    run_clang(argv, "link", so);
  }
  return open_module(so);
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
