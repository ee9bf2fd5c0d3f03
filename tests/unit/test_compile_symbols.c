/* test_compile_symbols.c — the names of an object (elf_symbols.c) and what
 * the submission's object may define or name beside the glue's
 * (compile_symbols.c), on small objects compiled by cc for each test. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "scratch.h"

#include "compile_internal.h"
#include "elf_symbols.h"
#include "util.h"

/* Fixture: a scratch folder holding the objects a test compiles. */
struct fx {
  char dir[256];
  char log[300];
  char why[300];
  const char *shim;  /* the emulator's headers, or NULL for a GPU's build */
};

static int fx_setup(void **state)
{
  struct fx *f = calloc(1, sizeof *f);
  if (!f || rg_scratch_make(f->dir, sizeof f->dir, "symbols") != 0)
    return -1;
  snprintf(f->log, sizeof f->log, "%s/compile.log", f->dir);
  *state = f;
  return 0;
}

static int fx_teardown(void **state)
{
  struct fx *f = *state;
  rg_scratch_remove(f->dir);
  free(f);
  return 0;
}

/* Compiles C source text into dir/name.o; returns its path (freed by the
 * caller). */
static char *object(const struct fx *f, const char *name, const char *text)
{
  char *src = rg_strdupf("%s/%s.c", f->dir, name);
  char *obj = rg_strdupf("%s/%s.o", f->dir, name);
  assert_int_equal(rg_write_file_atomic(src, text, strlen(text)), 0);
  char *cmd = rg_strdupf("cc -c -o '%s' '%s'", obj, src);
  assert_int_equal(system(cmd), 0);
  free(cmd);
  free(src);
  return obj;
}

static const struct rg_elf_symbol *find(const struct rg_elf_symbols *s, const char *name)
{
  for (size_t i = 0; i < s->n; i++)
    if (strcmp(s->v[i].name, name) == 0)
      return &s->v[i];
  return NULL;
}

/* Ensure an object's global names are read: defined strong or weak, or only
 * referenced; its static names are not there. */
static void test_elf_symbols_read(void **state)
{
  struct fx *f = *state;
  char *obj = object(f, "names",
                     "extern int called(void);\n"
                     "static int kept_inside(void) { return 1; }\n"
                     "int strong(void) { return called() + kept_inside(); }\n"
                     "__attribute__((weak)) int weak_one(void) { return 2; }\n");
  struct rg_elf_symbols s;
  assert_int_equal(rg_elf_symbols_read(obj, &s, f->why, sizeof f->why), 0);
  const struct rg_elf_symbol *strong = find(&s, "strong"), *weak = find(&s, "weak_one"),
                             *called = find(&s, "called");
  assert_non_null(strong);
  assert_true(strong->defined && !strong->weak);
  assert_non_null(weak);
  assert_true(weak->defined && weak->weak);
  assert_non_null(called);
  assert_false(called->defined);
  assert_null(find(&s, "kept_inside"));
  rg_elf_symbols_free(&s);
  free(obj);
}

/* Ensure a file that is not an ELF object, or one cut short, is refused
 * with a reason, never read past its end. */
static void test_elf_symbols_broken(void **state)
{
  struct fx *f = *state;
  struct rg_elf_symbols s;
  char *text = rg_strdupf("%s/text.o", f->dir);
  assert_int_equal(rg_write_file_atomic(text, "int x;\n", 7), 0);
  assert_int_equal(rg_elf_symbols_read(text, &s, f->why, sizeof f->why), -1);
  assert_non_null(strstr(f->why, "not an ELF object"));
  char *obj = object(f, "whole", "int whole(void) { return 0; }\n");
  size_t len = 0;
  char *bytes = rg_read_file(obj, &len);
  assert_non_null(bytes);
  char *cut = rg_strdupf("%s/cut.o", f->dir);
  assert_int_equal(rg_write_file_atomic(cut, bytes, len / 2), 0);
  assert_int_equal(rg_elf_symbols_read(cut, &s, f->why, sizeof f->why), -1);
  assert_non_null(strstr(f->why, "tables are broken"));
  assert_int_equal(rg_elf_symbols_read("/no/such.o", &s, f->why, sizeof f->why), -1);
  free(bytes);
  free(cut);
  free(obj);
  free(text);
}

/* The glue's object of the tests below: it calls cudaMemcpy through the
 * wrap (__real_) and memset, defines an inline-like weak function and a
 * strong one, and calls the submission's rg_entry_0. */
static const char glue_text[] =
    "extern int __real_cudaMemcpy(void);\n"
    "extern void *memset(void *, int, unsigned long);\n"
    "extern void (*const rg_entry_0)(void);\n"
    "__attribute__((weak)) int shared_inline(void) { return 1; }\n"
    "int rg_glue_run(unsigned long n) { char b[64]; memset(b, 0, n); rg_entry_0();\n"
    "  return __real_cudaMemcpy() + shared_inline() + b[0]; }\n";

/* Is the submission of text refused beside the glue?  The log's line is
 * kept in f->log's file. */
static int refused(struct fx *f, const char *text)
{
  char *glue = object(f, "glue", glue_text);
  char *entry = object(f, "entry", text);
  int rc = rg_compile_symbols_refused("/sub/reduce.cu", text, entry, glue, f->shim, f->log,
                                      f->why, sizeof f->why);
  free(glue);
  free(entry);
  return rc;
}

static void assert_log_has(const struct fx *f, const char *what)
{
  char *log = rg_read_file(f->log, NULL);
  assert_non_null(log);
  if (!strstr(log, what))
    fail_msg("the log does not say '%s': %s", what, log);
  free(log);
}

/* Ensure an ordinary submission links: its own names, the generated
 * rg_entry_0, a main left in, and an inline function the glue has too. */
static void test_symbols_ordinary(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "static void sum(void) {}\n"
                              "void (*const rg_entry_0)(void) = sum;\n"
                              "__attribute__((weak)) int shared_inline(void) { return 1; }\n"
                              "int add_one(int x) { return x + shared_inline(); }\n"
                              "int main(void) { return add_one(0); }\n"),
                   0);
}

/* Ensure a name the glue calls, defined by the submission, is refused: by
 * the name the glue calls it by, and behind the wrap (__real_cudaMemcpy
 * calls cudaMemcpy), hidden or not. */
static void test_symbols_defines_what_glue_calls(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "void *memset(void *p, int c, unsigned long n)\n"
                              "{ (void)c; (void)n; return p; }\n"),
                   1);
  assert_log_has(f, "/sub/reduce.cu:1: error: glue-symbol: the submission defines memset, "
                    "which the grader's glue calls");
  assert_int_equal(refused(f, "\n__attribute__((visibility(\"hidden\"))) int cudaMemcpy(void)\n"
                              "{ return 0; }\n"),
                   1);
  assert_log_has(f, "reduce.cu:2: error: glue-symbol: the submission defines cudaMemcpy");
}

/* Ensure the linker's wrap names are refused, referenced or defined, and
 * so are the emulator runtime's names, even where this glue calls none. */
static void test_symbols_reserved_names(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "extern int __real_cudaMemcpy(void);\n"
                              "int sum(void) { return __real_cudaMemcpy(); }\n"),
                   1);
  assert_log_has(f, "the submission names __real_cudaMemcpy, the linker's name");
  assert_int_equal(refused(f, "int __wrap_cudaMemcpyAsync(void) { return 0; }\n"), 1);
  assert_log_has(f, "defines __wrap_cudaMemcpyAsync");
  assert_int_equal(refused(f, "unsigned long simt_watch_disarm(void) { return 0; }\n"), 1);
  assert_log_has(f, "defines simt_watch_disarm, a name of the emulator's runtime");
  /* an asm label spells it too */
  assert_int_equal(refused(f, "int quiet(void) __asm__(\"__sanitizer_cov_load4\");\n"
                              "int quiet(void) { return 0; }\n"),
                   1);
  assert_log_has(f, "defines __sanitizer_cov_load4");
}

/* Ensure a strong definition of a name the glue defines weak (an explicit
 * specialisation of a template instance the glue makes) is refused. */
static void test_symbols_strong_over_glue(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "int shared_inline(void) { return 2; }\n"), 1);
  assert_log_has(f, "defines shared_inline, which the grader's glue defines too");
}

/* Ensure the calls that reach the runtime or the driver behind the watch
 * on copies are refused as forbidden-call, at the line that spells them
 * (its first spelling a parenthesis follows), and that the
 * names beside them a student does use still link. */
static void test_symbols_forbidden_calls(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "extern int cudaGetDriverEntryPoint(const char *, void **);\n"
                              "void *find(void) { void *p = 0;\n"
                              "  cudaGetDriverEntryPoint(\"cuMemcpyDtoH\", &p); return p; }\n"),
                   1);
  assert_log_has(f, "reduce.cu:1: error: forbidden-call: the submission calls "
                    "cudaGetDriverEntryPoint, which reaches the CUDA runtime behind");
  assert_int_equal(refused(f, "\n#define cuMemcpyDtoH cuMemcpyDtoH_v2\n"
                              "extern int cuMemcpyDtoH_v2(void *, unsigned long, unsigned long);\n"
                              "int back(void *h) { return cuMemcpyDtoH(h, 0, 4); }\n"),
                   1);
  assert_log_has(f, "reduce.cu:3: error: forbidden-call: the submission calls cuMemcpyDtoH_v2, "
                    "a function of the CUDA driver API");
  assert_int_equal(refused(f, "extern int cudaHostRegister(void *, unsigned long, unsigned);\n"
                              "int pin(void *p) { return cudaHostRegister(p, 64, 0); }\n"),
                   1);
  assert_log_has(f, "calls cudaHostRegister");
  assert_int_equal(refused(f, "extern int cudaMemcpyAsync(void *, const void *, unsigned long);\n"
                              "extern int cudaMallocManaged(void **, unsigned long);\n"
                              "extern int cub_like(void); extern int cufftPlan1d(void);\n"
                              "extern void *dlsym(void *, const char *);\n"
                              "int use(void *p) { return cudaMallocManaged(&p, 4) + !!dlsym(0, \"x\") +\n"
                              "  cudaMemcpyAsync(p, p, 4) + cub_like() + cufftPlan1d(); }\n"),
                   0);
}

/* Ensure CUDA graphs and stream capture are refused on both backends (a
 * graph's copy node copies past the GPU's watch; the emulator has no
 * graphs), a _ptsz form too, while a query of
 * a stream (cudaStreamIsCapturing, which CUB's headers may call) links. */
static void test_symbols_graphs(void **state)
{
  struct fx *f = *state;
  static const char graph[] =
      "extern int cudaGraphCreate(void **, unsigned);\n"
      "extern int cudaGraphLaunch(void *, void *);\n"
      "int run(void) { void *g = 0;\n"
      "  return cudaGraphCreate(&g, 0) + cudaGraphLaunch(g, 0); }\n";
  static const char capture[] =
      "extern int cudaStreamBeginCapture_ptsz(void *, int);\n"
      "int record(void *s) {\n"
      "  return cudaStreamBeginCapture_ptsz(s, 0); }\n";
  static const char query[] = "extern int cudaStreamIsCapturing(void *, int *);\n"
                              "int busy(void *s) { int c; return cudaStreamIsCapturing(s, &c); }\n";
  for (int emu = 0; emu < 2; emu++) {
    f->shim = emu ? "" : NULL;
    assert_int_equal(refused(f, graph), 1);
    assert_log_has(f, "reduce.cu:1: error: forbidden-call: the submission calls "
                      "cudaGraph");
    assert_log_has(f, "a CUDA graph or stream capture call");
    assert_int_equal(refused(f, capture), 1);
    assert_log_has(f, "reduce.cu:1: error: forbidden-call: the submission calls "
                      "cudaStreamBeginCapture_ptsz, a CUDA graph");
    assert_int_equal(refused(f, query), 0);
  }
  f->shim = NULL;
}

/* Ensure calls on the process itself (its memory map and protection, raw
 * system calls, /proc-free routes to other libraries) are refused on both
 * backends: host code reaches the input through them. */
static void test_symbols_process_calls(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "extern int mprotect(void *, unsigned long, int);\n"
                              "int open_up(void *p) { return mprotect(p, 4096, 3); }\n"),
                   1);
  assert_log_has(f, "reduce.cu:1: error: forbidden-call: the submission calls mprotect, which "
                    "works on the process itself");
  assert_int_equal(refused(f, "extern long syscall(long, ...);\n"
                              "long raw(void) { return syscall(10, 0, 0, 0); }\n"),
                   1);
  assert_log_has(f, "calls syscall");
  /* NVTX's header brings dlopen in: the message says so, at the include */
  assert_int_equal(refused(f, "// #include <nvtx3/nvToolsExt.h>\n"
                              "extern void *dlopen(const char *, int);\n"
                              "void *tool(void) { return dlopen(\"x\", 1); }\n"),
                   1);
  assert_log_has(f, "reduce.cu:1: error: forbidden-call: the submission calls dlopen, which "
                    "works on the process itself (its memory, its system calls): NVTX's header");
  assert_log_has(f, "take the NVTX include and calls out");
}

/* Ensure the grader's own functions are refused on both backends: the
 * graded process is a fork of the grader and could call them. */
static void test_symbols_grader_functions(void **state)
{
  struct fx *f = *state;
  assert_int_equal(refused(f, "extern int rg_wire_write(int, const void *, unsigned long);\n"
                              "int forge(void) { return rg_wire_write(4, \"x\", 1); }\n"),
                   1);
  assert_log_has(f, "calls rg_wire_write, a function of the grader");
}

/* Ensure what only the emulator must refuse is refused with its headers
 * (a host thread, a lookup by name, a runtime function its headers do not
 * spell) and left alone on a GPU, while the shim's own names link. */
static void test_symbols_emulator_only(void **state)
{
  struct fx *f = *state;
  static const char threads[] =
      "extern int pthread_create(void *, const void *, void *(*)(void *), void *);\n"
      "static void *spin(void *p) { return p; }\n"
      "int start(void *t) { return pthread_create(t, 0, spin, 0); }\n";
  static const char lookup[] = "extern void *dlsym(void *, const char *);\n"
                               "void *find(void) { return dlsym(0, \"mprotect\"); }\n";
  static const char internal[] = "extern void simt_mem_open(void);\n"
                                 "void reopen(void) { simt_mem_open(); }\n";
  static const char spelt_by_shim[] = "extern void simt_syncthreads(void);\n"
                                      "void sync(void) { simt_syncthreads(); }\n";
  f->shim = NULL;
  assert_int_equal(refused(f, threads), 0);
  assert_int_equal(refused(f, lookup), 0);
  /* a GPU build has no use for any of the emulator's names */
  assert_int_equal(refused(f, internal), 1);
  assert_log_has(f, "calls simt_mem_open, a function of the emulator's runtime, which a GPU");
  assert_int_equal(refused(f, spelt_by_shim), 1);
  f->shim = "static inline void __syncthreads(void) { simt_syncthreads(); }\n";
  assert_int_equal(refused(f, threads), 1);
  assert_log_has(f, "calls pthread_create, which starts a host thread");
  assert_int_equal(refused(f, lookup), 1);
  assert_log_has(f, "calls dlsym, which looks a function up by name");
  assert_int_equal(refused(f, internal), 1);
  assert_log_has(f, "calls simt_mem_open, a function of the emulator's runtime");
  assert_int_equal(refused(f, spelt_by_shim), 0);
  f->shim = NULL;
}

/* Ensure an object that cannot be read is no verdict: -1 and why. */
static void test_symbols_unreadable(void **state)
{
  struct fx *f = *state;
  char *glue = object(f, "glue", glue_text);
  assert_int_equal(rg_compile_symbols_refused("/sub/reduce.cu", "", "/no/such.o", glue, NULL,
                                              f->log, f->why, sizeof f->why),
                   -1);
  assert_non_null(strstr(f->why, "/no/such.o"));
  free(glue);
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, fx_setup, fx_teardown)
  const struct CMUnitTest tests[] = {
    T(test_elf_symbols_read),
    T(test_elf_symbols_broken),
    T(test_symbols_ordinary),
    T(test_symbols_defines_what_glue_calls),
    T(test_symbols_reserved_names),
    T(test_symbols_strong_over_glue),
    T(test_symbols_forbidden_calls),
    T(test_symbols_graphs),
    T(test_symbols_process_calls),
    T(test_symbols_grader_functions),
    T(test_symbols_emulator_only),
    T(test_symbols_unreadable),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
