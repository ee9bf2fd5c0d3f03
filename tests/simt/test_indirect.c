/* test_indirect.c — device code's calls through a pointer are checked
 * (ir_indirect.c puts the check, call_targets.c makes it): a kernel may
 * call a __device__ function from a table or by a virtual call, and a call
 * of a host function whose address the host handed it is a cuda-error, as
 * on a GPU; host code calls what it likes.  The pass: every form of call
 * clang writes, with typed pointers (the callee's type rebuilt from the
 * call) and opaque ones, and only in the functions marked device code. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_rt.h"
#include "simt_test_util.h"

static int (*run_indirect)(int, int, int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* The pass run on text; what it made (free it). */
static char *passed(const char *name, const char *text)
{
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", OUTDIR, name);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  assert_int_equal(simt_ir_indirect(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  remove(path);
  return ir;
}

#define TYPED_HEAD                                                                              \
  "@llvm.global.annotations = appending global [3 x { i8*, i8*, i8*, i32, i8* }] [{ i8*, i8*, " \
  "i8*, i32, i8* } { i8* bitcast (void (float (float)*)* @k to i8*), i8* getelementptr "        \
  "inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], " \
  "[5 x i8]* @.str.1, i32 0, i32 0), i32 3, i8* null }, { i8*, i8*, i8*, i32, i8* } { i8* "      \
  "bitcast (float (float)* @d to i8*), i8* getelementptr inbounds ([12 x i8], [12 x i8]* "       \
  "@.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 " \
  "0), i32 9, i8* null }, { i8*, i8*, i8*, i32, i8* } { i8* bitcast (i32* @v to i8*), i8* "      \
  "getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr "    \
  "inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 12, i8* null }], section "         \
  "\"llvm.metadata\"\n"                                                                         \
  "@.str = private unnamed_addr constant [12 x i8] c\"simt_kernel\\00\", section "              \
  "\"llvm.metadata\"\n"                                                                         \
  "@.str.1 = private unnamed_addr constant [5 x i8] c\"x.cu\\00\", section \"llvm.metadata\"\n"  \
  "@.str.2 = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section "             \
  "\"llvm.metadata\"\n"                                                                         \
  "@v = global i32 0\n"

/* The calls of a kernel as clang 14 writes them: each through a pointer
 * checked, its callee's type rebuilt (varargs: the type the call spells;
 * arguments with attributes, aggregates and constants; an invoke; a
 * constant address), one whose types the pass cannot read checked with a
 * null target; a direct call, a named function cast, inline assembly and
 * a host function's call through a pointer left alone; the table holds
 * the __device__ function, not the kernel or the variable. */
static void test_ir_typed(void **state)
{
  (void)state;
  char *ir = passed("indirect-typed.ll", TYPED_HEAD
    "define void @k(float (float)* %f) {\n"
    "  %1 = call float %f(float 1.000000e+00), !dbg !7\n"
    "  call void (i32, ...) %g(i32 1, double 2.000000e+00)\n"
    "  %2 = tail call { i32, float } %p(%struct.S* noundef byval(%struct.S) align 8 %s, "
    "[2 x i32] [i32 1, i32 2], i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.s, i64 0, "
    "i64 0))\n"
    "  %3 = invoke noundef i32* %q(i32 (i8*)* nonnull @r)\n"
    "          to label %4 unwind label %5\n"
    "  call void inttoptr (i64 4198400 to void ()*)()\n"
    "  call void @h(float (float)* %f)\n"
    "  %6 = call float bitcast (float (float)* @d to float (float)*)(float 2.000000e+00)\n"
    "  call void asm sideeffect \"nop\", \"\"()\n"
    "  call void %u(metadata !1)\n"
    "  ret void\n"
    "}\n"
    "define void @host(void ()* %f) {\n"
    "  call void %f()\n"
    "  ret void\n"
    "}\n");
#define TABLE \
  "i8** getelementptr inbounds ([1 x i8*], [1 x i8*]* @simt_call_table, i64 0, i64 0), i64 1)"
  assert_string_equal(ir, TYPED_HEAD
    "define void @k(float (float)* %f) {\n"
    "  %simt.ct.0 = bitcast float (float)* %f to i8*\n"
    "  call void @simt_cov_call_target(i8* %simt.ct.0, " TABLE ", !dbg !7\n"
    "  %1 = call float %f(float 1.000000e+00), !dbg !7\n"
    "  %simt.ct.1 = bitcast void (i32, ...)* %g to i8*\n"
    "  call void @simt_cov_call_target(i8* %simt.ct.1, " TABLE "\n"
    "  call void (i32, ...) %g(i32 1, double 2.000000e+00)\n"
    "  %simt.ct.2 = bitcast { i32, float } (%struct.S*, [2 x i32], i8*)* %p to i8*\n"
    "  call void @simt_cov_call_target(i8* %simt.ct.2, " TABLE "\n"
    "  %2 = tail call { i32, float } %p(%struct.S* noundef byval(%struct.S) align 8 %s, "
    "[2 x i32] [i32 1, i32 2], i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.s, i64 0, "
    "i64 0))\n"
    "  %simt.ct.3 = bitcast i32* (i32 (i8*)*)* %q to i8*\n"
    "  call void @simt_cov_call_target(i8* %simt.ct.3, " TABLE "\n"
    "  %3 = invoke noundef i32* %q(i32 (i8*)* nonnull @r)\n"
    "          to label %4 unwind label %5\n"
    "  %simt.ct.4 = bitcast void ()* inttoptr (i64 4198400 to void ()*) to i8*\n"
    "  call void @simt_cov_call_target(i8* %simt.ct.4, " TABLE "\n"
    "  call void inttoptr (i64 4198400 to void ()*)()\n"
    "  call void @h(float (float)* %f)\n"
    "  %6 = call float bitcast (float (float)* @d to float (float)*)(float 2.000000e+00)\n"
    "  call void asm sideeffect \"nop\", \"\"()\n"
    "  call void @simt_cov_call_target(i8* null, " TABLE "\n"
    "  call void %u(metadata !1)\n"
    "  ret void\n"
    "}\n"
    "define void @host(void ()* %f) {\n"
    "  call void %f()\n"
    "  ret void\n"
    "}\n"
    "@simt_call_table = private unnamed_addr constant [1 x i8*] [i8* bitcast (float (float)* @d "
    "to i8*)]\n"
    "declare void @simt_cov_call_target(i8*, i8**, i64)\n");
#undef TABLE
  free(ir);
}

/* With opaque pointers (clang 15 on) the callee is passed as it is; a
 * module whose device code calls through no pointer is left as it was. */
static void test_ir_opaque(void **state)
{
  (void)state;
#define OPAQUE_HEAD                                                                             \
  "@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, " \
  "ptr, i32, ptr } { ptr @k, ptr @.str, ptr @.str.1, i32 3, ptr null }], section "              \
  "\"llvm.metadata\"\n"                                                                         \
  "@.str = private unnamed_addr constant [17 x i8] c\"simt_host_device\\00\", section "         \
  "\"llvm.metadata\"\n"
  char *ir = passed("indirect-opaque.ll", OPAQUE_HEAD
    "define void @k(ptr %f) {\n"
    "  %1 = call float %f(float 1.000000e+00), !dbg !3\n"
    "  ret void\n"
    "}\n");
  assert_string_equal(ir, OPAQUE_HEAD
    "define void @k(ptr %f) {\n"
    "  call void @simt_cov_call_target(ptr %f, ptr @simt_call_table, i64 1), !dbg !3\n"
    "  %1 = call float %f(float 1.000000e+00), !dbg !3\n"
    "  ret void\n"
    "}\n"
    "@simt_call_table = private unnamed_addr constant [1 x ptr] [ptr @k]\n"
    "declare void @simt_cov_call_target(ptr, ptr, i64)\n");
  free(ir);
  const char *direct = OPAQUE_HEAD "define void @k() {\n  call void @d()\n  ret void\n}\n";
  ir = passed("indirect-none.ll", direct);
  assert_string_equal(ir, direct);
  free(ir);
}
#undef OPAQUE_HEAD

/* Ensure a kernel's call through a __device__ table of __device__
 * functions runs, and so does a virtual call on an object it made. */
static void test_device_targets_run(void **state)
{
  (void)state;
  int out = 0;
  assert_int_equal(run_indirect(0, 5, &out), 0);
  assert_int_equal(out, 15);
  assert_int_equal(run_indirect(1, 5, &out), 0);
  assert_int_equal(out, 50);
  assert_int_equal(run_indirect(1, 4, &out), 0);
  assert_int_equal(out, 4);
  assert_false(st_has(st_diags(), "cuda-error", NULL));
}

/* Ensure a kernel's call of a host function through a pointer the host
 * handed it is an illegal address, at the call's line. */
static void test_host_target_refused(void **state)
{
  (void)state;
  int out = -1;
  assert_int_equal(run_indirect(2, 5, &out), cudaErrorIllegalAddress);
  assert_int_equal(out, -1);
  char at[64];
  snprintf(at, sizeof at, "indirect.cu:%d", st_line("indirect.cu", "a host address on a GPU"));
  const char *d = st_diags();
  assert_true(st_has(d, "cuda-error", "through a function pointer"));
  assert_true(st_has(d, "cuda-error", at));
}

/* Ensure a __host__ __device__ function run by host code calls a host
 * function through a pointer unchecked. */
static void test_host_code_unchecked(void **state)
{
  (void)state;
  int out = 0;
  assert_int_equal(run_indirect(3, 5, &out), 0);
  assert_int_equal(out, 25);
  assert_false(st_has(st_diags(), "cuda-error", NULL));
}

int main(void)
{
  const struct CMUnitTest ir_only[] = {
    cmocka_unit_test(test_ir_typed),
    cmocka_unit_test(test_ir_opaque),
  };
  int failed = cmocka_run_group_tests(ir_only, NULL, NULL);
  void *so = st_load("indirect.cu");
  if (!so)
    return failed ? 1 : 77;
  run_indirect = (int (*)(int, int, int *))st_sym(so, "run_indirect");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_device_targets_run, setup),
    cmocka_unit_test_setup(test_host_target_refused, setup),
    cmocka_unit_test_setup(test_host_code_unchecked, setup),
  };
  return failed + cmocka_run_group_tests(tests, NULL, NULL);
}
