/* test_devheap.c — malloc and free in device code take from the device
 * heap (ir_devheap.c renames them, devheap.c allocates in the arena): a
 * kernel's block is device memory to every check, stays after its kernel,
 * and NULL comes back past cudaLimitMallocHeapSize.  The pass renames only
 * in the functions marked device code, only calls, only names the module
 * declares.  The leak watch (scratch_left.c) counts a kernel's block as
 * the heap's, not as memory, until a kernel frees it. */
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
#include "../../harness/glue/scratch_left.h"

int simt_mem_is_device(const void *p, size_t n);

static uintptr_t (*run_devheap)(int, size_t);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  st_diags();
  return 0;
}

/* Ensure a kernel's malloc is device memory that stays after the kernel. */
static void test_kernel_block_is_device(void **state)
{
  (void)state;
  uintptr_t p = run_devheap(0, 100);
  assert_true(p != 0);
  assert_true(simt_mem_is_device((void *)p, 100));
  assert_false(simt_mem_is_device((void *)p, 101));
}

/* Ensure a write past a kernel's block is out-of-bounds. */
static void test_overrun_found(void **state)
{
  (void)state;
  run_devheap(2, 0);
  assert_true(st_has(st_diags(), "out-of-bounds", "past the end of a 16-byte allocation"));
}

/* Ensure a write that starts inside a block and runs over its end says
 * where it starts and how many bytes lie past, not a count that wrapped. */
static void test_straddle_found(void **state)
{
  (void)state;
  run_devheap(5, 0);
  const char *d = st_diags();
  assert_true(st_has(d, "out-of-bounds", "from byte 0 of a 2-byte allocation: 2 of them past"));
  assert_null(strstr(d, "18446744073709551614"));
}

/* Ensure the heap is 8 MiB unless set: 9 MiB is NULL, then not once set. */
static void test_heap_limit(void **state)
{
  (void)state;
  assert_true(run_devheap(0, 9u << 20) == 0);
  uintptr_t p = run_devheap(3, 9u << 20);
  assert_true(p != 0);
  assert_true(simt_mem_is_device((void *)p, 9u << 20));
}

/* Ensure a block a second kernel frees is no longer device memory, and
 * its bytes are the heap's again. */
static void test_freed_by_later_kernel(void **state)
{
  (void)state;
  uintptr_t p = run_devheap(4, 6u << 20);
  assert_true(p != 0);
  assert_false(simt_mem_is_device((void *)p, 1));
  assert_true(run_devheap(0, 6u << 20) != 0);
}

/* Ensure a kernel's block is the device heap's to the leak watch, held
 * from the call that made it until a kernel frees it, and not memory. */
static void test_block_counted_as_heap(void **state)
{
  (void)state;
  rg_scratch s;
  simt_scratch_begin();
  assert_true(run_devheap(0, 100) != 0);
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_DHEAP].after, 1);
  assert_int_equal(s.held[RG_HELD_DHEAP].kept, 1);
  assert_true(s.held[RG_HELD_DHEAP].kept_bytes == 100);
  assert_int_equal(s.kept, 0); /* not counted as the host API's memory */
  simt_scratch_begin();
  assert_true(run_devheap(4, 100) != 0); /* made and freed */
  simt_scratch_end(&s);
  assert_int_equal(s.held[RG_HELD_DHEAP].before, 1);
  assert_int_equal(s.held[RG_HELD_DHEAP].after, 1);
  assert_int_equal(s.held[RG_HELD_DHEAP].kept, 0);
}

/* Ensure the pass renames malloc, free, new and delete in a kernel and a
 * __device__ function, not in a host function, not an address taken, and
 * declares the runtime's as the module declared the C library's. */
static void test_ir_renamed(void **state)
{
  (void)state;
  char path[1024];
  snprintf(path, sizeof path, "%s/devheap-rename.ll", OUTDIR);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  static const char head[] =
    "@.str = private unnamed_addr constant [12 x i8] c\"simt_kernel\\00\", section \"llvm.metadata\"\n"
    "@.str.1 = private unnamed_addr constant [12 x i8] c\"simt_device\\00\", section \"llvm.metadata\"\n"
    "@.str.2 = private unnamed_addr constant [5 x i8] c\"x.cu\\00\", section \"llvm.metadata\"\n"
    "@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] ["
    "{ ptr, ptr, ptr, i32, ptr } { ptr @k, ptr @.str, ptr @.str.2, i32 1, ptr null }, "
    "{ ptr, ptr, ptr, i32, ptr } { ptr @d, ptr @.str.1, ptr @.str.2, i32 2, ptr null }], "
    "section \"llvm.metadata\"\n"
    "@fp = global ptr @malloc, align 8\n";
  fputs(head, f);
  fputs("define void @k() {\n"
        "  %1 = call noalias ptr @malloc(i64 noundef 8) #2\n"
        "  %2 = call noalias nonnull ptr @_Znwm(i64 noundef 4) #3\n"
        "  call void @_ZdlPv(ptr noundef %2) #4\n"
        "  call void @free(ptr noundef %1) #2\n"
        "  ret void\n"
        "}\n"
        "define ptr @d() {\n"
        "  %1 = call noalias ptr @malloc(i64 noundef 16) #2\n"
        "  ret ptr %1\n"
        "}\n"
        "define void @h() {\n"
        "  %1 = call noalias ptr @malloc(i64 noundef 16) #2\n"
        "  call void @free(ptr noundef %1) #2\n"
        "  ret void\n"
        "}\n"
        "declare noalias ptr @malloc(i64 noundef) #1\n"
        "declare void @free(ptr noundef) #1\n"
        "declare noundef nonnull ptr @_Znwm(i64 noundef) #5\n"
        "declare void @_ZdlPv(ptr noundef) #6\n", f);
  fclose(f);
  assert_int_equal(simt_ir_devheap(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  assert_memory_equal(ir, head, strlen(head));
  assert_string_equal(ir + strlen(head),
                      "define void @k() {\n"
                      "  %1 = call noalias ptr @simt_cov_dev_malloc(i64 noundef 8) #2\n"
                      "  %2 = call noalias nonnull ptr @simt_cov_dev_new(i64 noundef 4) #3\n"
                      "  call void @simt_cov_dev_delete(ptr noundef %2) #4\n"
                      "  call void @simt_cov_dev_free(ptr noundef %1) #2\n"
                      "  ret void\n"
                      "}\n"
                      "define ptr @d() {\n"
                      "  %1 = call noalias ptr @simt_cov_dev_malloc(i64 noundef 16) #2\n"
                      "  ret ptr %1\n"
                      "}\n"
                      "define void @h() {\n"
                      "  %1 = call noalias ptr @malloc(i64 noundef 16) #2\n"
                      "  call void @free(ptr noundef %1) #2\n"
                      "  ret void\n"
                      "}\n"
                      "declare noalias ptr @malloc(i64 noundef) #1\n"
                      "declare void @free(ptr noundef) #1\n"
                      "declare noundef nonnull ptr @_Znwm(i64 noundef) #5\n"
                      "declare void @_ZdlPv(ptr noundef) #6\n"
                      "declare noalias ptr @simt_cov_dev_malloc(i64 noundef) #1\n"
                      "declare void @simt_cov_dev_free(ptr noundef) #1\n"
                      "declare noundef nonnull ptr @simt_cov_dev_new(i64 noundef) #5\n"
                      "declare void @simt_cov_dev_delete(ptr noundef) #6\n");
  free(ir);
  remove(path);
}

int main(void)
{
  const struct CMUnitTest ir_only[] = {
    cmocka_unit_test(test_ir_renamed),
  };
  int failed = cmocka_run_group_tests(ir_only, NULL, NULL);
  void *so = st_load("devheap.cu");
  if (!so)
    return failed ? 1 : 77;
  run_devheap = (uintptr_t(*)(int, size_t))st_sym(so, "run_devheap");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_kernel_block_is_device, setup),
    cmocka_unit_test_setup(test_overrun_found, setup),
    cmocka_unit_test_setup(test_straddle_found, setup),
    cmocka_unit_test_setup(test_heap_limit, setup),
    cmocka_unit_test_setup(test_freed_by_later_kernel, setup),
    cmocka_unit_test_setup(test_block_counted_as_heap, setup),
  };
  return failed + cmocka_run_group_tests(tests, NULL, NULL);
}
