/* test_compile.c — reading compiler output: the first error's file, line
 * and message (gcc/clang and nvcc formats), and the TODO probably at fault;
 * the generated sources (the submission's translation unit and the
 * glue's), the cubin, the cache key. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "scratch.h"

#include "compile.h"
#include "compile_internal.h"
#include "exercise.h"
#include "util.h"

/* Fixture: what rg_compile_first_error returns, freed after. */
struct fx {
  char *file, *msg;
  int line;
};

static int fx_setup(void **state)
{
  *state = calloc(1, sizeof(struct fx));
  return *state ? 0 : -1;
}

static int fx_teardown(void **state)
{
  struct fx *f = *state;
  free(f->file);
  free(f->msg);
  free(f);
  return 0;
}

static int first(struct fx *f, const char *log)
{
  return rg_compile_first_error(log, &f->file, &f->line, &f->msg);
}

/* Ensure gcc/clang "file:line:col: error: msg" is read. */
static void test_compile_first_error_clang(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "/k/reduce.cu:21:9: error: use of undeclared identifier 'sdata'\n"), 0);
  assert_string_equal(f->file, "/k/reduce.cu");
  assert_int_equal(f->line, 21);
  assert_string_equal(f->msg, "error: use of undeclared identifier 'sdata'");
}

/* Ensure "file:line: error: msg" without a column is read. */
static void test_compile_first_error_no_column(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "reduce.cu:7: error: expected ';'\n"), 0);
  assert_string_equal(f->file, "reduce.cu");
  assert_int_equal(f->line, 7);
}

/* Ensure nvcc "file(line): error: msg" is read. */
static void test_compile_first_error_nvcc(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "/k/reduce.cu(33): error: identifier \"x\" is undefined\n"), 0);
  assert_string_equal(f->file, "/k/reduce.cu");
  assert_int_equal(f->line, 33);
  assert_string_equal(f->msg, "error: identifier \"x\" is undefined");
}

/* Ensure warnings and notes before the error are skipped. */
static void test_compile_first_error_skips_warnings(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "In file included from glue.cu:3:\n"
                            "a.cu:2:1: warning: unused variable 'y'\n"
                            "a.cu:5:3: note: declared here\n"
                            "a.cu:9:4: error: boom\n"
                            "a.cu:12:4: error: later\n"), 0);
  assert_int_equal(f->line, 9);
  assert_string_equal(f->msg, "error: boom");
}

/* Ensure a fatal error counts as an error. */
static void test_compile_first_error_fatal(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "a.cu:1:10: fatal error: 'nope.h' file not found\n"), 0);
  assert_int_equal(f->line, 1);
}

/* Ensure an error with no location (the driver's) is not taken. */
static void test_compile_first_error_driver_only(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "clang++: error: no such file or directory: 'x.cu'\n"), -1);
}

/* Ensure a log without errors gives -1. */
static void test_compile_first_error_none(void **state)
{
  struct fx *f = *state;
  assert_int_equal(first(f, "a.cu:2:1: warning: unused\n"), -1);
  assert_int_equal(first(f, ""), -1);
}

static const char todo_file[] = "line 1\n"              /* 1 */
                                "// TODO 1: declare\n"  /* 2 */
                                "x\n"                   /* 3 */
                                "if (/* TODO 2: cond */) {\n" /* 4 */
                                "y\n"                   /* 5 */
                                "// TODO 3: accumulate\n" /* 6 */
                                "z\n";                  /* 7 */

/* Ensure the TODO at or just above the error line is chosen. */
static void test_compile_nearest_todo_above(void **state)
{
  (void)state;
  assert_int_equal(rg_compile_nearest_todo(todo_file, 5), 2);
  assert_int_equal(rg_compile_nearest_todo(todo_file, 7), 3);
}

/* Ensure a TODO on the error line itself is chosen. */
static void test_compile_nearest_todo_same_line(void **state)
{
  (void)state;
  assert_int_equal(rg_compile_nearest_todo(todo_file, 4), 2);
}

/* Ensure an error outside every TODO's region gets no TODO: above them
 * all, past an END TODO, or far below a marker (the student's own code). */
static void test_compile_nearest_todo_outside(void **state)
{
  (void)state;
  assert_int_equal(rg_compile_nearest_todo(todo_file, 1), 0);
  static const char ended[] = "// BEGIN TODO 4: loop\n" /* 1 */
                              "for (;;) {}\n"           /* 2 */
                              "// END TODO\n"           /* 3 */
                              "__shared__ float s[1024 / warpSize];\n"; /* 4 */
  assert_int_equal(rg_compile_nearest_todo(ended, 2), 4);
  assert_int_equal(rg_compile_nearest_todo(ended, 4), 0);
  assert_int_equal(rg_compile_nearest_todo(todo_file, 40), 0);
}

/* Ensure a file with no TODO left gives 0. */
static void test_compile_nearest_todo_none(void **state)
{
  (void)state;
  assert_int_equal(rg_compile_nearest_todo("int x;\n// TODOs are done\n", 2), 0);
}

/* Line n (from 1) of text, without its newline (fresh). */
static char *line_of(const char *text, int n)
{
  for (int i = 1; i < n && text; i++) {
    text = strchr(text, '\n');
    if (text)
      text++;
  }
  assert_non_null(text);
  const char *eol = strchr(text, '\n');
  return strndup(text, eol ? (size_t)(eol - text) : strlen(text));
}

/* Ensure the submission and the glue are two translation units: entry.cu
 * holds the submission, then only part k's entry point on line
 * part_line0 + k, converted to the contract's type; dispatch.cu never names
 * the submission, and declares and calls those entry points. */
/* Ensure a header that is missing gets no TODO hint (it is not an
 * unfinished TODO), and a CUDA header the emulator lacks (libcu++'s, the
 * half type's) says what the emulator has and what to do. */
static void test_compile_explain_missing_header(void **state)
{
  (void)state;
  struct rg_exercise ex = { 0 };
  struct rg_compile_result res = { 0 };
  const char *text = "#include <cuda/barrier>\n// TODO 1: the sum\n";
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:1:10: fatal error: 'cuda/barrier' file not found\n",
                     "/b/entry.cu", 12, &res);
  assert_non_null(res.summary);
  assert_null(strstr(res.summary, "TODO"));
  assert_non_null(strstr(res.summary, "grade the file on a GPU"));
  assert_int_equal(res.error_line, 1);
  free(res.summary);
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:1:10: fatal error: 'cuda_fp16.h' file not found\n",
                     "/b/entry.cu", 12, &res);
  assert_non_null(strstr(res.summary, "leave the include out"));
  assert_true(res.emulator_gap);
  free(res.summary);
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:1:10: fatal error: mine.h: No such file or directory\n",
                     "/b/entry.cu", 12, &res);
  assert_null(strstr(res.summary, "TODO"));
  assert_null(strstr(res.summary, "on a GPU"));
  free(res.summary);
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:3: error: expected expression\n", "/b/entry.cu", 12, &res);
  assert_non_null(strstr(res.summary, "is TODO 1 finished?"));
  free(res.summary);
}

/* Ensure a <<<...>>> launch that does not compile (the emulator's rewriter
 * made it a call of simt_launch_kernel) is said in the launch's terms,
 * without the call's name or a TODO hint; other calls keep clang's line. */
static void test_compile_explain_launch(void **state)
{
  (void)state;
  struct rg_exercise ex = { 0 };
  struct rg_compile_result res = { 0 };
  const char *text = "// TODO 1: launch it\nk<<<g, b, s>>>(x);\n";
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:1: error: no matching function for call to "
                     "'simt_launch_kernel'\n", "/b/entry.cu", 12, &res);
  assert_non_null(strstr(res.summary, "/w/reduce.cu:2: error: this kernel launch does not "
                                      "compile: in <<<grid, block, shared, stream>>>"));
  assert_null(strstr(res.summary, "simt_"));
  assert_null(strstr(res.summary, "TODO"));
  free(res.summary);
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:1: error: no matching function for call to 'sum_up'\n",
                     "/b/entry.cu", 12, &res);
  assert_non_null(strstr(res.summary, "no matching function for call to 'sum_up'"));
  free(res.summary);
}

/* Ensure a CUDA name the emulator lacks (cuda_names.inc) is reported as
 * the emulator's gap, named, with what to do; a misspelt name is not. */
static void test_compile_explain_unknown_cuda_name(void **state)
{
  (void)state;
  struct rg_exercise ex = { 0 };
  struct rg_compile_result res = { 0 };
  const char *text = "// TODO 1: the sum\n";
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:5: error: unknown type name 'cudaMemLocation'\n",
                     "/b/entry.cu", 12, &res);
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "emulator-unsupported: cudaMemLocation is part of CUDA"));
  assert_non_null(strstr(res.summary, "grade the file on a GPU"));
  assert_non_null(strstr(res.summary, "leave the prefetch"));
  assert_null(strstr(res.summary, "TODO"));
  free(res.summary);
  /* a peer attribute's enumerator, met before the call that takes it */
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:5: error: use of undeclared identifier "
                     "'cudaDevP2PAttrAccessSupported'\n", "/b/entry.cu", 12, &res);
  assert_true(res.emulator_gap);
  assert_non_null(strstr(res.summary, "use cudaDeviceCanAccessPeer"));
  free(res.summary);
  /* a runtime function the shim does not model: declared now
   * (simt_rt_gap.h), so no compile error of the shim's names it
   * (test_cg_gap.c, test_runtime_api_gap) */
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:5: error: use of undeclared identifier 'cudaMallocc'; "
                     "did you mean 'cudaMalloc'?\n", "/b/entry.cu", 12, &res);
  assert_false(res.emulator_gap);
  assert_null(strstr(res.summary, "emulator-unsupported"));
  free(res.summary);
  res = (struct rg_compile_result){ 0 };
  rg_compile_explain(&ex, "/w/reduce.cu", text,
                     "/w/reduce.cu:2:5: error: unknown type name 'cudaMemLocationX'\n",
                     "/b/entry.cu", 12, &res);
  assert_false(res.emulator_gap);
  free(res.summary);
}

static void test_compile_sources_apart(void **state)
{
  (void)state;
  struct rg_exercise ex = {
    .number = 7, .nparts = 2,
    .parts = { { .symbol = "sum_atomic<double>", .family = RG_FAM_TOTAL, .dtype = RG_F64 },
               { .symbol = "reduce_max<int>", .family = RG_FAM_BLOCK, .op = RG_OP_MAX,
                 .dtype = RG_I32 } },
  };
  int line0 = 0;
  char *entry = rg_compile_entry(&ex, "/students/ana/reduce.cu", &line0);
  char *dispatch = rg_compile_dispatch(&ex);
  char *include = line_of(entry, line0 - 1);
  assert_string_equal(include, "#include \"/students/ana/reduce.cu\"");
  /* NVTX off before the submission: CUB's ranges would call dlopen. */
  char *nvtx = strstr(entry, "\n#define NVTX_DISABLE\n");
  assert_non_null(nvtx);
  assert_true(nvtx < strstr(entry, "#include \"/students/ana/reduce.cu\""));
  char *part0 = line_of(entry, line0), *part1 = line_of(entry, line0 + 1);
  assert_string_equal(part0, "extern \"C\" void (*const rg_entry_0)(const double *, double *, "
                             "size_t, int) = sum_atomic<double>;");
  assert_string_equal(part1, "extern \"C\" void (*const rg_entry_1)(const int *, int *, int) = "
                             "reduce_max<int>;");
  int lines = 0; /* nothing after the parts */
  for (const char *c = entry; *c; c++)
    lines += *c == '\n';
  assert_int_equal(lines, line0 + 1);
  assert_null(strstr(dispatch, "reduce.cu"));
  assert_null(strstr(dispatch, "sum_atomic"));
  assert_non_null(strstr(dispatch, "extern \"C\" void (*const rg_entry_1)(const int *, int *, "
                                   "int);\n"));
  assert_non_null(strstr(dispatch, "case 0: return rg_run_total<double>(job, res, 0, "
                                   "rg_entry_0);\n"));
  assert_non_null(strstr(dispatch, "case 1: return rg_run_block<int>(job, res, 1, "
                                   "rg_entry_1);\n"));
  assert_null(strstr(dispatch, "multi.cuh"));
  free(include);
  free(part0);
  free(part1);
  free(entry);
  free(dispatch);
}

/* Ensure a multi-GPU exercise's entry.cu has NCCL's types before the
 * submission, and its dispatch.cu the multi-GPU glue. */
static void test_compile_sources_multi(void **state)
{
  (void)state;
  struct rg_exercise ex = {
    .number = 16, .nparts = 1, .multi_gpu = true,
    .parts = { { .symbol = "sum_multi_gpu", .family = RG_FAM_MULTI, .dtype = RG_F32 } },
  };
  int line0 = 0;
  char *entry = rg_compile_entry(&ex, "/s/reduce.cu", &line0);
  char *dispatch = rg_compile_dispatch(&ex);
  char *nccl = line_of(entry, line0 - 2);
  assert_string_equal(nccl, "#include <nccl.h>");
  assert_non_null(strstr(entry, "const cudaStream_t *, const ncclComm_t *) = sum_multi_gpu;"));
  assert_non_null(strstr(dispatch, "#include \"multi.cuh\"\n"));
  assert_non_null(strstr(dispatch, "case 0: return rg_run_multi<float>(job, res, 0, "
                                   "rg_entry_0);\n"));
  free(nccl);
  free(entry);
  free(dispatch);
}

/* Ensure the link step names the wraps: the launches and the copies on a
 * GPU, the NCCL calls and waits too for a multi-GPU exercise; on the
 * emulator the copies and the NCCL calls.  The glue's object is linked
 * before the submission's. */
static void test_compile_link_wraps(void **state)
{
  (void)state;
  struct rg_exercise one = { .number = 7 };
  struct rg_exercise multi = { .number = 16, .multi_gpu = true, .nparts = 1,
                               .parts = { { .family = RG_FAM_MULTI } } };
  struct rg_compile_opts gpu = { .backend = RG_BACKEND_GPU, .compiler = "nvcc",
                                 .source_root = "/kit" };
  struct rg_compile_opts emu = { .backend = RG_BACKEND_EMU, .compiler = "clang++",
                                 .source_root = "/kit" };
  const char *w = rg_compile_wraps(&one, &gpu);
  assert_non_null(strstr(w, "--wrap=cudaMemcpy,"));
  assert_non_null(strstr(w, "--wrap=cudaMemcpy3DPeerAsync_ptsz"));
  assert_non_null(strstr(w, "--wrap=__cudaLaunchKernel,"));
  assert_null(strstr(w, "nccl"));
  w = rg_compile_wraps(&multi, &gpu);
  assert_non_null(strstr(w, "--wrap=ncclAllReduce,"));
  assert_non_null(strstr(w, "--wrap=cudaStreamSynchronize,"));
  w = rg_compile_wraps(&multi, &emu);
  assert_non_null(strstr(w, "--wrap=simt_ncclGroupEnd"));
  assert_null(strstr(w, "Launch"));
  struct build b = { .dir = "/c/d", .tmp_obj = "/c/d/submission.so.tmp",
                     .entry_path = "/c/d/entry.cu", .entry_obj = "/c/d/entry.o",
                     .glue_dir = "/c/g", .dispatch_path = "/c/g/dispatch.cu",
                     .glue_obj = "/c/g/glue.o", .glue_tmp = "/c/g/glue.o.tmp.1" };
  struct cmd c;
  rg_compile_command(&one, &emu, &b, RG_STEP_LINK, &c);
  int glue_at = -1, entry_at = -1, wraps_at = -1;
  for (int i = 0; c.argv[i]; i++) {
    glue_at = strcmp(c.argv[i], "/c/g/glue.o") == 0 ? i : glue_at;
    entry_at = strcmp(c.argv[i], "/c/d/entry.o") == 0 ? i : entry_at;
    wraps_at = strncmp(c.argv[i], "-Wl,--wrap=cudaMemcpy,", 22) == 0 ? i : wraps_at;
  }
  assert_true(glue_at > 0 && entry_at > glue_at && wraps_at > 0);
  rg_compile_command_free(&c);
  /* the submission's own step compiles entry.cu alone, without the glue's folder */
  rg_compile_command(&one, &gpu, &b, RG_STEP_ENTRY, &c);
  int k = 0;
  while (c.argv[k])
    assert_null(strstr(c.argv[k++], "harness/glue"));
  assert_string_equal(c.argv[k - 1], "/c/d/entry.cu");
  assert_string_equal(c.argv[k - 2], "/c/d/entry.o");
  rg_compile_command_free(&c);
  /* the glue's step compiles dispatch.cu in its own folder, into the
   * temporary name that is moved into place once whole */
  rg_compile_command(&one, &emu, &b, RG_STEP_GLUE, &c);
  k = 0;
  while (c.argv[k])
    k++;
  assert_string_equal(c.argv[k - 1], "/c/g/dispatch.cu");
  assert_string_equal(c.argv[k - 2], "/c/g/glue.o.tmp.1");
  assert_string_equal(c.argv[1], "-I/c/g");
  rg_compile_command_free(&c);
}

/* The -G build (the divergence goal's counters) runs the host compiler with
 * -O3 as the graded build does, so that the predefined macros of both agree
 * (glibc's __USE_EXTERN_INLINES is set only under __OPTIMIZE__). */
static void test_compile_branch_build_host_optimised(void **state)
{
  (void)state;
  struct rg_exercise one = { .number = 2 };
  struct rg_compile_opts o = { .backend = RG_BACKEND_GPU, .compiler = "nvcc",
                               .source_root = "/kit", .keep_branches = true };
  struct build b = { .dir = "/c/d", .entry_path = "/c/d/entry.cu", .entry_obj = "/c/d/entry.o" };
  for (int branches = 1; branches >= 0; branches--) {
    o.keep_branches = branches;
    struct cmd c;
    rg_compile_command(&one, &o, &b, RG_STEP_ENTRY, &c);
    bool g = false, host_o3 = false, o3 = false;
    for (int i = 0; c.argv[i]; i++) {
      g |= strcmp(c.argv[i], "-G") == 0;
      o3 |= strcmp(c.argv[i], "-O3") == 0;
      host_o3 |= strcmp(c.argv[i], "-Xcompiler") == 0 && c.argv[i + 1] &&
                 strcmp(c.argv[i + 1], "-O3") == 0;
    }
    assert_true(g == branches && o3 && host_o3 == branches);
    rg_compile_command_free(&c);
  }
}

/* A toolkit folder holding a fake nvcc and, when `script` is not NULL, a
 * cuobjdump beside it running script; a GPU object in a cache folder. */
static void fake_toolkit(char *root, size_t cap, const char *script, char **nvcc,
                         char **object)
{
  snprintf(root, cap, "/tmp/rg-test-cubin-XXXXXX");
  assert_non_null(mkdtemp(root));
  char path[512];
  snprintf(path, sizeof path, "%s/bin", root);
  assert_int_equal(mkdir(path, 0755), 0);
  snprintf(path, sizeof path, "%s/cache", root);
  assert_int_equal(mkdir(path, 0755), 0);
  *nvcc = malloc(512);
  *object = malloc(512);
  snprintf(*nvcc, 512, "%s/bin/nvcc", root);
  snprintf(*object, 512, "%s/cache/submission.so", root);
  FILE *f = fopen(*object, "w");
  assert_non_null(f);
  fclose(f);
  if (script) {
    snprintf(path, sizeof path, "%s/bin/cuobjdump", root);
    f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "#!/bin/sh\n%s\n", script);
    fclose(f);
    assert_int_equal(chmod(path, 0755), 0);
  }
}

static void remove_toolkit(const char *root)
{
  assert_int_equal(rg_scratch_remove(root), 0);
}

/* Ensure the cubin cuobjdump extracts (for the object's architecture, when
 * it writes several) from the submission's own object beside the linked
 * one (entry.o: the glue's kernels are not in it) is kept beside the
 * object, and its folder is clean. */
static void test_compile_cubin_extracted(void **state)
{
  (void)state;
  char root[64], why[200] = "";
  char *nvcc, *object;
  fake_toolkit(root, sizeof root,
               "[ \"$1 $2\" = \"-xelf all\" ] && [ -f \"$3\" ] || exit 2\n"
               "[ \"${3##*/}\" = entry.o ] || exit 3\n"
               "echo other >submission.1.sm_80.cubin; echo ours >submission.2.sm_90.cubin",
               &nvcc, &object);
  char entry[600];
  snprintf(entry, sizeof entry, "%s/cache/entry.o", root);
  assert_int_equal(rg_write_file_atomic(entry, "", 0), 0);
  struct rg_compile_opts o = { .backend = RG_BACKEND_GPU, .compiler = nvcc, .arch = "sm_90" };
  char *cubin = rg_compile_cubin(&o, object, why, sizeof why);
  assert_non_null(cubin);
  char want[600], text[16] = "";
  snprintf(want, sizeof want, "%s/cache/submission.cubin", root);
  assert_string_equal(cubin, want);
  FILE *f = fopen(cubin, "r");
  assert_non_null(f);
  assert_non_null(fgets(text, sizeof text, f));
  fclose(f);
  assert_string_equal(text, "ours\n");
  /* only the objects, the cubin and cuobjdump's log are left */
  char cmd[700];
  snprintf(cmd, sizeof cmd, "test $(ls -A '%s/cache' | wc -l) -le 4", root);
  assert_int_equal(system(cmd), 0);
  free(cubin);
  /* cached: a second call does not run cuobjdump */
  snprintf(cmd, sizeof cmd, "rm '%s/bin/cuobjdump'", root);
  assert_int_equal(system(cmd), 0);
  cubin = rg_compile_cubin(&o, object, why, sizeof why);
  assert_non_null(cubin);
  free(cubin);
  remove_toolkit(root);
  free(nvcc);
  free(object);
}

/* Ensure a failing or missing cuobjdump gives NULL and a reason. */
static void test_compile_cubin_unavailable(void **state)
{
  (void)state;
  char root[64], why[200] = "";
  char *nvcc, *object;
  fake_toolkit(root, sizeof root, "exit 1", &nvcc, &object);
  struct rg_compile_opts o = { .backend = RG_BACKEND_GPU, .compiler = nvcc, .arch = "sm_90" };
  assert_null(rg_compile_cubin(&o, object, why, sizeof why));
  assert_non_null(strstr(why, "could not extract the cubin"));
  remove_toolkit(root);
  free(nvcc);
  free(object);
  /* nothing extracted: no cubin either */
  fake_toolkit(root, sizeof root, "exit 0", &nvcc, &object);
  o.compiler = nvcc;
  why[0] = '\0';
  assert_null(rg_compile_cubin(&o, object, why, sizeof why));
  assert_non_null(strstr(why, "found no cubin"));
  remove_toolkit(root);
  free(nvcc);
  free(object);
}

/* Writes text into root/rel (its folder made first). */
static void put(const char *root, const char *rel, const char *text)
{
  char path[512], cmd[600];
  snprintf(path, sizeof path, "%s/%s", root, rel);
  snprintf(cmd, sizeof cmd, "mkdir -p \"$(dirname '%s')\"", path);
  assert_int_equal(system(cmd), 0);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

/* Ensure a build, and the glue's object that builds share, are cached
 * under keys that every glue file and, on the emulator, every file of the
 * CUDA shim enter: an edited glue file (the last listed, one that only
 * multi.cuh includes) or shim must never reuse an older object.  The
 * glue's key has no submission in it. */
static void test_compile_key_covers_glue(void **state)
{
  (void)state;
  char root[256];
  assert_int_equal(rg_scratch_make(root, sizeof root, "key"), 0);
  char rel[128];
  /* The shim's files, one in a subfolder (a submission may include
   * cooperative_groups/reduce.h). */
  static const char *const shim[] = { "simt_cuda.h", "simt_rt.h", "simt_cg.h", "nccl.h",
                                      "cooperative_groups/reduce.h" };
  size_t nshim = sizeof shim / sizeof shim[0];
  for (size_t i = 0; i < rg_nglue + nshim; i++) {
    if (i < rg_nglue)
      snprintf(rel, sizeof rel, "harness/glue/%s", rg_glue_files[i]);
    else
      snprintf(rel, sizeof rel, "harness/backend/emu/simt/include/%s", shim[i - rg_nglue]);
    put(root, rel, "// kit\n");
  }
  struct rg_exercise ex = { .number = 7 };
  struct rg_compile_opts o = { .backend = RG_BACKEND_EMU, .source_root = root,
                               .cache_dir = root, .compiler = "clang++" };
  char *before = rg_compile_object_dir(&ex, "x", 1, "d", &o);
  char *glue_before = rg_compile_glue_dir(&ex, "d", &o);
  assert_string_not_equal(before, glue_before);
  for (size_t i = 0; i < rg_nglue + nshim; i++) {
    if (i < rg_nglue)
      snprintf(rel, sizeof rel, "harness/glue/%s", rg_glue_files[i]);
    else
      snprintf(rel, sizeof rel, "harness/backend/emu/simt/include/%s", shim[i - rg_nglue]);
    put(root, rel, "// kit, edited\n");
    char *after = rg_compile_object_dir(&ex, "x", 1, "d", &o);
    char *glue_after = rg_compile_glue_dir(&ex, "d", &o);
    if (!strcmp(before, after) || !strcmp(glue_before, glue_after))
      fail_msg("%s edited, the same key", rel);
    free(after);
    free(glue_after);
    put(root, rel, "// kit\n");
  }
  char *after = rg_compile_object_dir(&ex, "x", 1, "d", &o);
  char *glue_after = rg_compile_glue_dir(&ex, "d", &o);
  assert_string_equal(before, after); /* the same files: the same keys */
  assert_string_equal(glue_before, glue_after);
  free(after);
  free(glue_after);
  free(before);
  free(glue_before);
  rg_scratch_remove(root);
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, fx_setup, fx_teardown)
  const struct CMUnitTest tests[] = {
    T(test_compile_first_error_clang),
    T(test_compile_first_error_no_column),
    T(test_compile_first_error_nvcc),
    T(test_compile_first_error_skips_warnings),
    T(test_compile_first_error_fatal),
    T(test_compile_first_error_driver_only),
    T(test_compile_first_error_none),
    cmocka_unit_test(test_compile_nearest_todo_above),
    cmocka_unit_test(test_compile_explain_missing_header),
    cmocka_unit_test(test_compile_explain_launch),
    cmocka_unit_test(test_compile_explain_unknown_cuda_name),
    cmocka_unit_test(test_compile_nearest_todo_same_line),
    cmocka_unit_test(test_compile_nearest_todo_outside),
    cmocka_unit_test(test_compile_nearest_todo_none),
    cmocka_unit_test(test_compile_sources_apart),
    cmocka_unit_test(test_compile_sources_multi),
    cmocka_unit_test(test_compile_link_wraps),
    cmocka_unit_test(test_compile_branch_build_host_optimised),
    cmocka_unit_test(test_compile_cubin_extracted),
    cmocka_unit_test(test_compile_cubin_unavailable),
    cmocka_unit_test(test_compile_key_covers_glue),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
