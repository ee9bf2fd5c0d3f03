/* test_arch_view.c — host code that reads __CUDA_ARCH__
 * (harness/build/arch_view.c): a preprocessed file's lines given back to
 * the submission's line numbers, and which differences between the
 * emulator's view and nvcc's host view reach host code.  Found where host
 * code runs or reads the line, never where only device code does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "arch_view.h"
#include "scratch.h"
#include "util.h"

/* Lines 1..n of a submission as the two views give them: dev[k] and
 * host[k] for line k + 1, the same everywhere but `line`. */
struct views {
  char *dev[16], *host[16];
  int n;
};

static void views_of(struct views *v, const char *text, int line, const char *dev_text,
                     const char *host_text)
{
  memset(v, 0, sizeof *v);
  int k = 0;
  for (const char *p = text; *p && k < 16; k++) {
    const char *end = strchr(p, '\n');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    v->dev[k] = rg_strdupf("%.*s", (int)len, p);
    v->host[k] = rg_strdupf("%.*s", (int)len, p);
    p = end ? end + 1 : p + len;
  }
  v->n = k;
  free(v->dev[line - 1]);
  free(v->host[line - 1]);
  v->dev[line - 1] = rg_strdupf("%s", dev_text);
  v->host[line - 1] = rg_strdupf("%s", host_text);
}

static int differs(const char *text, int line, const char *dev_text, const char *host_text)
{
  struct views v;
  views_of(&v, text, line, dev_text, host_text);
  int found = rg_arch_view_differs(text, v.dev, v.n, v.host, v.n);
  for (int k = 0; k < v.n; k++) {
    free(v.dev[k]);
    free(v.host[k]);
  }
  return found;
}

/* Ensure a difference inside a kernel (the lesson's `#if __CUDA_ARCH__ >=
 * 700` around __syncwarp) is left alone. */
static void test_kernel_branch_allowed(void **state)
{
  (void)state;
  const char *src = "__global__ void k(float *x)\n"
                    "{\n"
                    "    x[0] = 1;\n"
                    "}\n"
                    "void run(float *x) { k<<<1, 32>>>(x); }\n";
  assert_int_equal(differs(src, 3, "__syncwarp();", ""), 0);
}

/* Ensure a difference in a host function is found, at its line. */
static void test_host_function_found(void **state)
{
  (void)state;
  const char *src = "__global__ void k(float *x, bool c) { x[0] = c; }\n"
                    "static bool checked()\n"
                    "{\n"
                    "    return CHECKED;\n"
                    "}\n";
  assert_int_equal(differs(src, 4, "return true;", "return false;"), 4);
}

/* Ensure a __host__ __device__ helper only kernels call may take its
 * device branch, and the same helper called from the host may not. */
static void test_host_device_helper(void **state)
{
  (void)state;
  const char *only_kernels = "__host__ __device__ int lane()\n"
                             "{\n"
                             "    return 0;\n"
                             "}\n"
                             "__global__ void k(int *x) { x[lane()] = 1; }\n"
                             "void run(int *x) { k<<<1, 32>>>(x); }\n";
  assert_int_equal(differs(only_kernels, 3, "return threadIdx.x % 32;", "return 0;"), 0);
  const char *from_host = "__host__ __device__ int lane()\n"
                          "{\n"
                          "    return 0;\n"
                          "}\n"
                          "static int pick() { return lane(); }\n"
                          "void run(int *x) { if (pick()) x[0] = 0; }\n";
  assert_int_equal(differs(from_host, 3, "return 1;", "return 0;"), 3);
}

/* Ensure a file-scope constant counts only where host code names it, and
 * a file-scope initialiser that calls a helper makes the helper host code. */
static void test_file_scope(void **state)
{
  (void)state;
  const char *kernel_reads = "constexpr int UNROLL = 4;\n"
                             "__global__ void k(int *x) { x[0] = UNROLL; }\n"
                             "void run(int *x) { k<<<1, 32>>>(x); }\n";
  assert_int_equal(differs(kernel_reads, 1, "constexpr int UNROLL = 8;",
                           "constexpr int UNROLL = 4;"), 0);
  const char *host_reads = "constexpr bool SAFE = false;\n"
                           "__global__ void k(int *x, bool s) { x[0] = s; }\n"
                           "void run(int *x) { k<<<1, 32>>>(x, SAFE); }\n";
  assert_int_equal(differs(host_reads, 1, "constexpr bool SAFE = true;",
                           "constexpr bool SAFE = false;"), 1);
  const char *initialiser = "__host__ __device__ bool flag()\n"
                            "{\n"
                            "    return false;\n"
                            "}\n"
                            "static const bool g_flag = flag();\n"
                            "void run(int *x) { x[0] = g_flag; }\n";
  assert_int_equal(differs(initialiser, 3, "return true;", "return false;"), 3);
}

/* Ensure a preprocessed file's lines go back to the submission's numbers:
 * markers move the count, another file's lines are left out, each run of
 * blanks is one space. */
static void test_lines_from_markers(void **state)
{
  (void)state;
  char dir[256], path[300];
  assert_int_equal(rg_scratch_make(dir, sizeof dir, "archview"), 0);
  snprintf(path, sizeof path, "%s/x.i", dir);
  const char *pre = "# 1 \"/k/sub.cu\"\n"
                    "int   a;\n"
                    "# 1 \"/usr/include/other.h\" 1\n"
                    "int b;\n"
                    "# 5 \"/k/sub.cu\" 2\n"
                    "void  f()\n"
                    "{ }\n";
  assert_int_equal(rg_write_file_atomic(path, pre, strlen(pre)), 0);
  char **lines = NULL;
  int n = rg_arch_view_lines(path, "/k/sub.cu", &lines);
  assert_int_equal(n, 6);
  assert_string_equal(lines[0], "int a; ");
  assert_null(lines[1]);
  assert_string_equal(lines[4], "void f() ");
  assert_string_equal(lines[5], "{ } ");
  rg_arch_view_lines_free(lines, n);
  assert_int_equal(rg_scratch_remove(dir), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_kernel_branch_allowed),
    cmocka_unit_test(test_host_function_found),
    cmocka_unit_test(test_host_device_helper),
    cmocka_unit_test(test_file_scope),
    cmocka_unit_test(test_lines_from_markers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
