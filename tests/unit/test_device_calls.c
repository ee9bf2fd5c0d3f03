/* test_device_calls.c — host code that calls what only device code can
 * (harness/build/device_calls.c): found where nvcc refuses it, never where
 * nvcc builds it, and no kit file taken for one. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "device_calls.h"
#include "rg_config.h"
#include "util.h"

static bool kernel;

static int find(const char *text, int *line, char *callee, char *caller, int *callee_line)
{
  return rg_device_call_find(text, line, callee, caller, 64, callee_line, &kernel);
}

/* Ensure a barrier or fence written in the host function between two
 * launches, and an atomic on the host, are found at the call's line. */
static void test_cuda_device_only(void **state)
{
  (void)state;
  int line, callee_line = -1;
  char callee[64], caller[64];
  const char *src = "__global__ void k(float *x) { x[0] = 1; }\n"
                    "void run(float *x)\n{\n    k<<<1, 1>>>(x);\n"
                    "    __syncthreads();\n    k<<<1, 1>>>(x);\n}\n";
  assert_int_equal(find(src, &line, callee, caller, &callee_line), 1);
  assert_string_equal(callee, "__syncthreads");
  assert_string_equal(caller, "run");
  assert_int_equal(line, 5);
  assert_int_equal(callee_line, 0);
  assert_int_equal(find("template <typename T> void run(T *x) { __threadfence(); }\n", &line,
                        callee, caller, &callee_line), 1);
  assert_string_equal(callee, "__threadfence");
  assert_int_equal(find("static float total;\nvoid run(float v) { atomicAdd(&total, v); }\n",
                        &line, callee, caller, &callee_line), 1);
  assert_string_equal(callee, "atomicAdd");
}

/* Ensure a helper the submission marks __device__ only, called by a host
 * function, is found with the helper's line; __host__ __device__,
 * constexpr and a host overload of the name are not. */
static void test_own_device_helper(void **state)
{
  (void)state;
  int line, callee_line = -1;
  char callee[64], caller[64];
  const char *src = "__device__ unsigned blocks_for(unsigned n) { return (n + 255) / 256; }\n"
                    "void run(unsigned n)\n{\n    unsigned b = blocks_for(n);\n    (void)b;\n}\n";
  assert_int_equal(find(src, &line, callee, caller, &callee_line), 1);
  assert_string_equal(callee, "blocks_for");
  assert_int_equal(line, 4);
  assert_int_equal(callee_line, 1);
  assert_false(kernel);
  assert_int_equal(find("template <typename T> __global__ void pass2(T *x) { x[0] = 0; }\n"
                        "void run(float *x) { pass2<float><<<1, 32>>>(x); pass2<float>(x); }\n",
                        &line, callee, caller, &callee_line), 1);
  assert_string_equal(callee, "pass2");
  assert_true(kernel);
  assert_int_equal(find("__host__ __device__ int f(int n) { return n; }\n"
                        "constexpr int g(int n) { return n; }\n"
                        "__device__ int h(int n) { return n; }\nint h(long n) { return 1; }\n"
                        "void run(int n) { n = f(n) + g(n) + h(n); }\n", &line, callee, caller,
                        &callee_line), 0);
}

/* Ensure what nvcc builds is left alone: device code's own calls, a
 * __device__ lambda in host code, a local or parameter of the name, a
 * member, the submission's own host atomicAdd, and a body the scan cannot
 * close (a skeleton's open TODO). */
static void test_what_nvcc_builds(void **state)
{
  (void)state;
  int line, callee_line;
  char callee[64], caller[64];
  assert_int_equal(find("__device__ float w(float v) { return v; }\n"
                        "__global__ void k(float *x) { __syncthreads(); x[0] = w(x[0]);"
                        " atomicAdd(x, 1.0f); }\n", &line, callee, caller, &callee_line), 0);
  assert_int_equal(find("void run(float *x) { auto f = [] __device__ (float *p) {"
                        " atomicAdd(p, 1.0f); }; (void)f; }\n", &line, callee, caller,
                        &callee_line), 0);
  assert_int_equal(find("struct Q { void __syncthreads(); };\n"
                        "void run(Q q, int (*__ldg)(int)) { q.__syncthreads(); __ldg(2); }\n",
                        &line, callee, caller, &callee_line), 0);
  assert_int_equal(find("static void atomicAdd(float *p, float v) { *p += v; }\n"
                        "void run(float *p) { atomicAdd(p, 1.0f); }\n", &line, callee, caller,
                        &callee_line), 0);
  assert_int_equal(find("__device__ float w(float v)\n{\n    return v;\n"
                        "void run(float *x) { x[0] = w(x[0]); }\n", &line, callee, caller,
                        &callee_line), 0);
}

/* Ensure no reference solution, skeleton or correct variant of the kit is
 * refused: every one builds with nvcc. */
static int scanned;

static void scan_dir(const char *dir, const char *file)
{
  DIR *d = opendir(dir);
  if (!d)
    return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char *path = file ? rg_strdupf("%s/%s/%s", dir, e->d_name, file)
                      : rg_strdupf("%s/%s", dir, e->d_name);
    size_t len = strlen(path);
    if (file || (len > 3 && strcmp(path + len - 3, ".cu") == 0)) {
      char *text = rg_read_file(path, NULL);
      if (text) {
        scanned++;
        int line, callee_line;
        char callee[64], caller[64];
        if (find(text, &line, callee, caller, &callee_line))
          fail_msg("%s:%d: %s called from %s taken for a device call", path, line, callee,
                   caller);
        free(text);
      }
    } else if (!strchr(e->d_name, '.')) {
      scan_dir(path, NULL);
    }
    free(path);
  }
  closedir(d);
}

static void scan_in(const char *sub, const char *file)
{
  char *dir = rg_strdupf("%s%s", RG_SOURCE_ROOT, sub);
  scan_dir(dir, file);
  free(dir);
}

static void test_kit_files_clean(void **state)
{
  (void)state;
  scan_in("/solutions", "reduce.cu");
  scan_in("/exercises", "reduce.cu");
  scan_in("/tests/correct", NULL);
  assert_true(scanned >= 16);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_cuda_device_only),
    cmocka_unit_test(test_own_device_helper),
    cmocka_unit_test(test_what_nvcc_builds),
    cmocka_unit_test(test_kit_files_clean),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
