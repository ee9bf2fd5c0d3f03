/* test_devvars.c — the emulator's build gathers the submission's marked
 * variables into sections of their own (ir_devvars.c): a __device__ or
 * __constant__ one into .bss.simt_dev or .data.simt_dev, a __managed__ one
 * into .bss/.data.simt_managed, between marks placed first and last; an
 * unmarked global, a declaration and a read-only constant stay as they
 * were; each __device__ one is followed by a pad and has a bounds entry.
 * IR as clang 14 (typed pointers) and later clangs (ptr) write it. */
#define _DEFAULT_SOURCE
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>
#include "simt.h"

/* The IR text after simt_ir_devvars. */
static char *rewritten(const char *ir)
{
  char path[] = OUTDIR "/devvars-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, ir, strlen(ir)), (ssize_t)strlen(ir));
  close(fd);
  assert_int_equal(simt_ir_devvars(path), 0);
  size_t len;
  char *out = simt_ir_read(path, &len);
  unlink(path);
  assert_non_null(out);
  return out;
}

/* The line of text that starts with start. */
static const char *line(const char *text, const char *start)
{
  static char buf[512];
  for (const char *p = text; p; p = strchr(p, '\n')) {
    p += *p == '\n';
    if (strncmp(p, start, strlen(start)) == 0) {
      const char *e = strchr(p, '\n');
      snprintf(buf, sizeof buf, "%.*s", (int)(e ? e - p : (long)strlen(p)), p);
      return buf;
    }
  }
  fail_msg("no line starting %s in:\n%s", start, text);
  return NULL;
}

static void expect_in(const char *text, const char *start, const char *what)
{
  const char *l = line(text, start);
  if (!strstr(l, what))
    fail_msg("%s: no %s in: %s", start, what, l);
}

static void expect_not_in(const char *text, const char *start, const char *what)
{
  const char *l = line(text, start);
  if (strstr(l, what))
    fail_msg("%s: %s in: %s", start, what, l);
}

static const char typed_ir[] =
  "; ModuleID = 'entry.cu'\n"
  "@host_count = global i32 0, align 4\n"
  "@stash = global [1024 x double] zeroinitializer, align 16, !dbg !5\n"
  "@table = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16\n"
  "@shared_view = linkonce_odr global [2 x float] zeroinitializer, comdat, align 4\n"
  "@elsewhere = external global i32, align 4\n"
  "@ro = constant [2 x i32] [i32 7, i32 8], align 4\n"
  "@\"_Z5quoted\" = global float 0.000000e+00, align 4\n"
  "@.str = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section \"llvm.metadata\"\n"
  "@.str.1 = private unnamed_addr constant [9 x i8] c\"entry.cu\\00\", section \"llvm.metadata\"\n"
  "@.str.2 = private unnamed_addr constant [13 x i8] c\"simt_managed\\00\", section \"llvm.metadata\"\n"
  "@llvm.global.annotations = appending global [6 x { i8*, i8*, i8*, i32, i8* }] ["
  "{ i8*, i8*, i8*, i32, i8* } { i8* bitcast ([1024 x double]* @stash to i8*), i8* getelementptr "
  "inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], "
  "[9 x i8]* @.str.1, i32 0, i32 0), i32 3, i8* null }, "
  "{ i8*, i8*, i8*, i32, i8* } { i8* bitcast ([4 x i32]* @table to i8*), i8* getelementptr "
  "inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* null, i32 4, i8* null }, "
  "{ i8*, i8*, i8*, i32, i8* } { i8* bitcast ([2 x float]* @shared_view to i8*), i8* "
  "getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i8* null, i32 5, i8* null }, "
  "{ i8*, i8*, i8*, i32, i8* } { i8* bitcast (i32* @elsewhere to i8*), i8* getelementptr "
  "inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* null, i32 6, i8* null }, "
  "{ i8*, i8*, i8*, i32, i8* } { i8* bitcast ([2 x i32]* @ro to i8*), i8* getelementptr "
  "inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i8* null, i32 7, i8* null }, "
  "{ i8*, i8*, i8*, i32, i8* } { i8* bitcast (float* @\"_Z5quoted\" to i8*), i8* getelementptr "
  "inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i8* null, i32 8, i8* null }], "
  "section \"llvm.metadata\"\n"
  "define void @f() {\n  ret void\n}\n";

/* Ensure each marked definition gets the section of its kind, and nothing
 * else does. */
static void test_typed_pointers(void **state)
{
  (void)state;
  char *t = rewritten(typed_ir);
  expect_in(t, "@stash = ", ", section \".bss.simt_dev\", align 16, !dbg !5");
  expect_in(t, "@table = ", "i32 4], section \".data.simt_dev\", align 16");
  /* out of its comdat group: the linker would lay the group out past the
   * section's high mark (a variable template's instance) */
  expect_in(t, "@shared_view = ", "zeroinitializer, section \".bss.simt_managed\", align 4");
  expect_in(t, "@\"_Z5quoted\" = ", "0.000000e+00, section \".data.simt_managed\", align 4");
  expect_not_in(t, "@host_count = ", "section");
  expect_not_in(t, "@elsewhere = ", "section");
  expect_not_in(t, "@ro = ", "section");
  free(t);
}

/* Ensure the marks bound the sections: the low ones before the first
 * global, the high ones after the last; the device ones on pages. */
static void test_marks(void **state)
{
  (void)state;
  char *t = rewritten(typed_ir);
  const char *lo = strstr(t, "@simt_dev_bss_lo = "), *hi = strstr(t, "@simt_dev_bss_hi = ");
  const char *first = strstr(t, "@host_count = "), *last = strstr(t, "@llvm.global.annotations");
  assert_non_null(lo);
  assert_non_null(hi);
  assert_true(lo < first);
  assert_true(hi > last);
  expect_in(t, "@simt_dev_bss_lo = ", "section \".bss.simt_dev\", align 4096");
  expect_in(t, "@simt_dev_data_hi = ", "[4096 x i8] zeroinitializer, section \".data.simt_dev\", align 4096");
  expect_in(t, "@simt_managed_bss_hi = ", "section \".bss.simt_managed\"");
  expect_in(t, "@simt_managed_data_lo = ", "section \".data.simt_managed\"");
  free(t);
}

/* Ensure the opaque pointers of later clangs read the same. */
static void test_opaque_pointers(void **state)
{
  (void)state;
  char *t = rewritten(
    "@buf = dso_local global [64 x i32] zeroinitializer, align 16\n"
    "@other = dso_local global [64 x i32] zeroinitializer, align 16\n"
    "@.str = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section \"llvm.metadata\"\n"
    "@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, "
    "ptr, i32, ptr } { ptr @buf, ptr @.str, ptr @.str.1, i32 1, ptr null }], section "
    "\"llvm.metadata\"\n");
  expect_in(t, "@buf = ", "zeroinitializer, section \".bss.simt_dev\", align 16");
  expect_not_in(t, "@other = ", "section");
  free(t);
}

/* The line after the one that starts with start. */
static const char *line_after(const char *text, const char *start)
{
  const char *l = line(text, start), *p = strstr(text, l);
  const char *e = p ? strchr(p, '\n') : NULL;
  assert_non_null(e);
  return line(e + 1, "@");
}

/* Ensure every __device__ variable is followed by a pad in its section and
 * has an entry { address, size, name } in simt_devtab, the size the type's
 * (so that an index past its end is told from its neighbour's); managed
 * variables and unmarked ones have neither. */
static void test_bounds_table(void **state)
{
  (void)state;
  char *t = rewritten(typed_ir);
  const char *pad = line_after(t, "@stash = ");
  if (!strstr(pad, "@simt_devpad.") || !strstr(pad, "section \".bss.simt_dev\""))
    fail_msg("no pad after @stash: %s", pad);
  pad = line_after(t, "@table = ");
  if (!strstr(pad, "@simt_devpad.") || !strstr(pad, "section \".data.simt_dev\""))
    fail_msg("no pad after @table: %s", pad);
  assert_null(strstr(line_after(t, "@shared_view = "), "@simt_devpad."));
  const char *stash = strstr(t, "bitcast ([1024 x double]* @stash to i8*), i64 ptrtoint "
                                "([1024 x double]* getelementptr ([1024 x double], [1024 x "
                                "double]* null, i32 1) to i64)");
  assert_non_null(stash);
  assert_non_null(strstr(t, "section \"simt_devtab\""));
  assert_non_null(strstr(t, "c\"stash\\00\""));
  assert_non_null(strstr(t, "bitcast ([4 x i32]* @table to i8*)"));
  assert_null(strstr(t, "bitcast ([2 x float]* @shared_view to i8*), i64"));
  assert_null(strstr(t, "@host_count to i8*), i64"));
  free(t);
  t = rewritten(
    "@buf = dso_local global [64 x i32] zeroinitializer, align 16\n"
    "@.str = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section \"llvm.metadata\"\n"
    "@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, "
    "ptr, i32, ptr } { ptr @buf, ptr @.str, ptr @.str.1, i32 1, ptr null }], section "
    "\"llvm.metadata\"\n");
  assert_non_null(strstr(t, "{ ptr @buf, i64 ptrtoint (ptr getelementptr ([64 x i32], ptr null, "
                            "i32 1) to i64), ptr @simt_devname."));
  free(t);
}

/* Ensure a function-scope static of device code (a kernel's, a __device__
 * function's, their guards, a lambda's in a kernel, an extern "C"
 * kernel's) is gathered as a __device__ variable, with its bounds entry
 * and its name; a __host__ __device__ function's as a __managed__ one
 * (both sides reach it); a host function's and a __shared__ one stay. */
static void test_device_statics(void **state)
{
  (void)state;
  char *t = rewritten(
    "@_ZZ1kPfE5count = internal global i32 0, align 4\n"
    "@_ZZ1kPfE1s = internal global [8 x float] zeroinitializer, section \"simt_shared\", align 16\n"
    "@_ZZ3devIfEvvE4seen = linkonce_odr global [4 x i32] zeroinitializer, comdat, align 16\n"
    "@_ZGVZ3devIfEvvE4seen = linkonce_odr global i64 0, comdat($_ZZ3devIfEvvE4seen), align 8\n"
    "@_ZZZ1kPfENKUlvE_clEvE3hit = internal global i32 0, align 4\n"
    "@_ZZ2ckE1n = internal global i32 0, align 4\n"
    "@_ZZ2hdvE5calls = internal global i32 0, align 4\n"
    "@_ZZ4hostvE5stash = internal global [64 x float] zeroinitializer, align 16\n"
    "@_ZZ1kPfiE4skip = internal global i32 0, align 4\n"
    "@.str = private unnamed_addr constant [12 x i8] c\"simt_kernel\\00\", section \"llvm.metadata\"\n"
    "@.str.1 = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section \"llvm.metadata\"\n"
    "@.str.2 = private unnamed_addr constant [17 x i8] c\"simt_host_device\\00\", section \"llvm.metadata\"\n"
    "@llvm.global.annotations = appending global [4 x { ptr, ptr, ptr, i32, ptr }] ["
    "{ ptr, ptr, ptr, i32, ptr } { ptr @_Z1kPf, ptr @.str, ptr @.str.9, i32 1, ptr null }, "
    "{ ptr, ptr, ptr, i32, ptr } { ptr @_Z3devIfEvv, ptr @.str.1, ptr @.str.9, i32 2, ptr null }, "
    "{ ptr, ptr, ptr, i32, ptr } { ptr @ck, ptr @.str, ptr @.str.9, i32 3, ptr null }, "
    "{ ptr, ptr, ptr, i32, ptr } { ptr @_Z2hdv, ptr @.str.2, ptr @.str.9, i32 4, ptr null }], "
    "section \"llvm.metadata\"\n"
    "define void @_Z1kPf(ptr %p) {\n  ret void\n}\n");
  expect_in(t, "@_ZZ1kPfE5count = ", "i32 0, section \".data.simt_dev\", align 4");
  expect_in(t, "@_ZZ3devIfEvvE4seen = ", "zeroinitializer, section \".bss.simt_dev\", align 16");
  expect_in(t, "@_ZGVZ3devIfEvvE4seen = ", "i64 0, section \".data.simt_dev\", align 8");
  expect_in(t, "@_ZZZ1kPfENKUlvE_clEvE3hit = ", "section \".data.simt_dev\"");
  expect_in(t, "@_ZZ2ckE1n = ", "section \".data.simt_dev\"");
  expect_in(t, "@_ZZ2hdvE5calls = ", "section \".data.simt_managed\"");
  expect_in(t, "@_ZZ1kPfE1s = ", "section \"simt_shared\", align 16");
  expect_not_in(t, "@_ZZ1kPfE1s = ", "simt_dev");
  expect_not_in(t, "@_ZZ4hostvE5stash = ", "section");
  expect_not_in(t, "@_ZZ1kPfiE4skip = ", "section"); /* another overload's */
  assert_non_null(strstr(t, "{ ptr @_ZZ1kPfE5count, i64 ptrtoint (ptr getelementptr (i32, ptr "
                            "null, i32 1) to i64), ptr @simt_devname."));
  assert_non_null(strstr(t, "c\"_ZZ1kPfE5count\\00\""));
  assert_null(strstr(t, "ptr @_ZZ2hdvE5calls, i64"));
  free(t);
}

/* Ensure a module with nothing marked still has every mark. */
static void test_nothing_marked(void **state)
{
  (void)state;
  char *t = rewritten("define void @f() {\n  ret void\n}\n");
  assert_non_null(strstr(t, "@simt_dev_data_lo = "));
  assert_non_null(strstr(t, "@simt_managed_bss_hi = "));
  free(t);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_typed_pointers),
    cmocka_unit_test(test_marks),
    cmocka_unit_test(test_opaque_pointers),
    cmocka_unit_test(test_nothing_marked),
    cmocka_unit_test(test_bounds_table),
    cmocka_unit_test(test_device_statics),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
