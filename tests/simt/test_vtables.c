/* test_vtables.c — a kernel's virtual call on an object the host made (a
 * parameter, a copy in device memory) is an illegal address, as on a GPU,
 * where the object's vtable pointer is the host's; on an object device code
 * made it runs, and so does host code's (ir_vtables.c, vcall_origin.c).
 * The pass: the vtable's copy (none for a vtable only declared), the vptr
 * store chosen at run time, a global's initializer naming the copy, and the check before device code's
 * call through a loaded pointer only. */
#define _GNU_SOURCE
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

static int (*run_vtables)(int, int, int *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure virtual calls on objects device code made run, in the kernel
 * that made one and in a later kernel, and host code's too. */
static void test_device_made_runs(void **state)
{
  (void)state;
  int out = 0;
  assert_int_equal(run_vtables(0, 5, &out), 0);
  assert_int_equal(out, 25);
  assert_int_equal(run_vtables(3, 6, &out), 0);
  assert_int_equal(out, 36);
  assert_int_equal(run_vtables(4, 7, &out), 0);
  assert_int_equal(out, 49);
  assert_false(st_has(st_diags(), "cuda-error", NULL));
}

/* Ensure a virtual call on a kernel parameter the host made, and on a host
 * object copied to device memory, is an illegal address at the call. */
static void test_host_made_refused(void **state)
{
  (void)state;
  char at[64];
  snprintf(at, sizeof at, "vtables.cu:%d", st_line("vtables.cu", "the virtual call"));
  for (int which = 1; which <= 2; which++) {
    int out = -1;
    assert_int_equal(run_vtables(which, 5, &out), cudaErrorIllegalAddress);
    assert_int_equal(out, -1);
    const char *d = st_diags();
    assert_true(st_has(d, "cuda-error", "vtable pointer host code stored"));
    assert_true(st_has(d, "cuda-error", at));
    simt_reset();
  }
}

static const char head[] =
  "@llvm.global.annotations = appending global [1 x { i8*, i8*, i8*, i32, i8* }] [{ i8*, "
  "i8*, i8*, i32, i8* } { i8* bitcast (i32 (%struct.S*)* @d to i8*), i8* getelementptr "
  "inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* null, i32 1, i8* null }], "
  "section \"llvm.metadata\"\n"
  "@.str = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section "
  "\"llvm.metadata\"\n"
  "@_ZTV1S = linkonce_odr unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* "
  "null, i8* bitcast (i32 (%struct.S*)* @f to i8*)] }, comdat, align 8\n"
  "@_ZTV1E = external unnamed_addr constant { [4 x i8*] }, align 8\n";

/* Ensure the pass copies the vtable, makes its vptr store the runtime's
 * choice, names the copy in a global's initializer, and checks the slot of
 * a device function's call through a loaded pointer (its line kept), not
 * a host function's. */
static void test_ir_rewritten(void **state)
{
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/vtables-rewrite.ll", OUTDIR);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fprintf(f, "%s%s", head,
          "@g = global i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1S, "
          "i64 0, inrange i32 0, i64 2)\n"
          "define void @h(%struct.S* %0, i32 (%struct.S*)** %1) {\n"
          "  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x "
          "i8*] }* @_ZTV1S, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, "
          "align 8\n"
          "  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x "
          "i8*] }* @_ZTV1E, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, "
          "align 8\n"
          "  %3 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
          "  %4 = call i32 %3(%struct.S* %0)\n"
          "  ret void\n"
          "}\n"
          "define i32 @d(%struct.S* %0, i32 (%struct.S*)** %1) {\n"
          "  %3 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
          "  %4 = call i32 %3(%struct.S* %0), !dbg !9\n"
          "  ret i32 %4\n"
          "}\n");
  fclose(f);
  assert_int_equal(simt_ir_vtables(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  remove(path);
  const char *e = strstr(head, "@_ZTV1E");
  assert_memory_equal(ir, head, (size_t)(e - head));
  assert_string_equal(
      ir + (e - head),
      "@_ZTV1S.simt_dev = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, "
      "i8* null, i8* bitcast (i32 (%struct.S*)* @f to i8*)] }, align 8\n"
      "@_ZTV1E = external unnamed_addr constant { [4 x i8*] }, align 8\n"
      "@g = global i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* "
      "@_ZTV1S.simt_dev, i64 0, inrange i32 0, i64 2)\n"
      "define void @h(%struct.S* %0, i32 (%struct.S*)** %1) {\n"
      "  %simt.vp.0 = call i8* @simt_cov_vptr(i8* bitcast (i32 (...)** bitcast (i8** "
      "getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1S, i64 0, inrange i32 0, "
      "i64 2) to i32 (...)**) to i8*), i8* bitcast (i32 (...)** bitcast (i8** getelementptr "
      "inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1S.simt_dev, i64 0, inrange i32 0, i64 2) "
      "to i32 (...)**) to i8*))\n"
      "  %simt.vp.0.t = bitcast i8* %simt.vp.0 to i32 (...)**\n"
      "  store i32 (...)** %simt.vp.0.t, i32 (...)*** %2, align 8\n"
      "  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* "
      "@_ZTV1E, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8\n"
      "  %3 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
      "  %4 = call i32 %3(%struct.S* %0)\n"
      "  ret void\n"
      "}\n"
      "define i32 @d(%struct.S* %0, i32 (%struct.S*)** %1) {\n"
      "  %3 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
      "  %simt.vs.0 = bitcast i32 (%struct.S*)** %1 to i8*\n"
      "  call void @simt_cov_vcall_slot(i8* %simt.vs.0, i8** getelementptr inbounds ([2 x "
      "i8*], [2 x i8*]* @simt.vtable_bounds, i64 0, i64 0), i64 1), !dbg !9\n"
      "  %4 = call i32 %3(%struct.S* %0), !dbg !9\n"
      "  ret i32 %4\n"
      "}\n"
      "@simt.vtable_bounds = private constant [2 x i8*] [i8* bitcast ({ [3 x i8*] }* @_ZTV1S "
      "to i8*), i8* bitcast ({ [3 x i8*] }* getelementptr ({ [3 x i8*] }, { [3 x i8*] }* "
      "@_ZTV1S, i64 1) to i8*)]\n"
      "declare void @simt_cov_vcall_slot(i8*, i8**, i64)\n"
      "declare i8* @simt_cov_vptr(i8*, i8*)\n");
  free(ir);
}

/* Ensure a device function's call through a pointer to a virtual member
 * (a phi of the pointer loaded from the vtable and the non-virtual one)
 * has its slot checked right after that load, at the call's line; a load
 * no call reaches is not checked. */
static void test_ir_member_pointer(void **state)
{
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/vtables-phi.ll", OUTDIR);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fprintf(f, "%s%s", head,
          "define i32 @d(%struct.S* %0, i32 (%struct.S*)** %1, i32 (%struct.S*)* %2, i1 %3) {\n"
          "  br i1 %3, label %5, label %7\n"
          "5:\n"
          "  %6 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
          "  br label %7\n"
          "7:\n"
          "  %8 = phi i32 (%struct.S*)* [ %6, %5 ], [ %2, %4 ], !dbg !7\n"
          "  %9 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
          "  %10 = call i32 %8(%struct.S* %0), !dbg !9\n"
          "  ret i32 %10\n"
          "}\n");
  fclose(f);
  assert_int_equal(simt_ir_vtables(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  remove(path);
  const char *d = strstr(ir, "define i32 @d(");
  assert_non_null(d);
  const char *e = strstr(d, "\n}\n");
  assert_non_null(e);
  char *body = strndup(d, (size_t)(e + 3 - d));
  assert_string_equal(
      body,
      "define i32 @d(%struct.S* %0, i32 (%struct.S*)** %1, i32 (%struct.S*)* %2, i1 %3) {\n"
      "  br i1 %3, label %5, label %7\n"
      "5:\n"
      "  %6 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
      "  %simt.vs.0 = bitcast i32 (%struct.S*)** %1 to i8*\n"
      "  call void @simt_cov_vcall_slot(i8* %simt.vs.0, i8** getelementptr inbounds ([2 x "
      "i8*], [2 x i8*]* @simt.vtable_bounds, i64 0, i64 0), i64 1), !dbg !9\n"
      "  br label %7\n"
      "7:\n"
      "  %8 = phi i32 (%struct.S*)* [ %6, %5 ], [ %2, %4 ], !dbg !7\n"
      "  %9 = load i32 (%struct.S*)*, i32 (%struct.S*)** %1, align 8\n"
      "  %10 = call i32 %8(%struct.S* %0), !dbg !9\n"
      "  ret i32 %10\n"
      "}\n");
  free(body);
  free(ir);
}

int main(void)
{
  const struct CMUnitTest ir_only[] = {
    cmocka_unit_test(test_ir_rewritten),
    cmocka_unit_test(test_ir_member_pointer),
  };
  int failed = cmocka_run_group_tests(ir_only, NULL, NULL);
  void *so = st_load("vtables.cu");
  if (!so)
    return failed ? 1 : 77;
  run_vtables = (int (*)(int, int, int *))st_sym(so, "run_vtables");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_device_made_runs, setup),
    cmocka_unit_test_setup(test_host_made_refused, setup),
  };
  return failed + cmocka_run_group_tests(tests, NULL, NULL);
}
