/* test_constant_writes.c — device code that assigns to a __constant__
 * variable of an arithmetic type, which nvcc refuses ("expression must be
 * a modifiable lvalue") and the emulator stored (harness/build/
 * constant_writes.c): found where nvcc refuses it, never where nvcc builds
 * it (an array's element, a struct's member, a read, host code, a local
 * or parameter of the same name). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "constant_writes.h"

static int find(const char *text, int *line, char *var)
{
  char fn[64];
  return rg_constant_write_find(text, line, var, fn, sizeof fn);
}

/* Ensure =, += and ++ (either side) on a __constant__ scalar in device
 * code are found at their line. */
static void test_scalar_written(void **state)
{
  (void)state;
  int line = 0;
  char var[64];
  assert_int_equal(find("__constant__ unsigned c_count;\n"
                        "__global__ void k()\n{\n    c_count = gridDim.x;\n}\n", &line, var), 1);
  assert_int_equal(line, 4);
  assert_string_equal(var, "c_count");
  assert_int_equal(find("__constant__ float c_s;\n__device__ void f(float v) { c_s += v; }\n",
                        &line, var), 1);
  assert_int_equal(find("__constant__ float c_s;\n__device__ void f() { c_s++; }\n", &line, var),
                   1);
  assert_int_equal(find("__constant__ float c_s;\n__device__ void f(int k) { if (k) { ++c_s; } }\n",
                        &line, var), 1);
}

static int find_element(const char *text, int *line, char *var)
{
  char fn[64];
  return rg_constant_array_write_find(text, line, var, fn, sizeof fn);
}

/* Ensure a store into a __constant__ array's element in device code (=, +=,
 * ++ either side, two dimensions) is found at its line, and reads,
 * comparisons, host code, a parameter of the same name and a file that
 * tests __CUDA_ARCH__ are not. */
static void test_array_element_written(void **state)
{
  (void)state;
  int line = 0;
  char var[64];
  assert_int_equal(find_element("__constant__ float c_a[4];\n__device__ void f(float v)\n"
                                "{\n  c_a[blockIdx.x] = v;\n}\n", &line, var), 1);
  assert_int_equal(line, 4);
  assert_string_equal(var, "c_a");
  assert_int_equal(find_element("__constant__ int c_a[4];\n__global__ void k() { c_a[0] += 1; }\n",
                                &line, var), 1);
  assert_int_equal(find_element("__constant__ int c_a[4];\n__global__ void k() { c_a[1]++; }\n",
                                &line, var), 1);
  assert_int_equal(find_element("__constant__ int c_a[4];\n__global__ void k() { ++c_a[1]; }\n",
                                &line, var), 1);
  assert_int_equal(find_element("__constant__ double c_m[2][3];\n"
                                "__global__ void k(double v) { c_m[1][2] = v; }\n", &line, var), 1);
  assert_int_equal(find_element("__constant__ float c_a[4];\n"
                                "__device__ float f(int i) { return c_a[i] == 1 ? c_a[i + 1] : 0; }\n"
                                "void h() { c_a[0] = 1; }\n"
                                "__device__ void g(float *c_a) { c_a[0] = 1; }\n", &line, var), 0);
  assert_int_equal(find_element("__constant__ float c_a[4];\n__device__ void f() {\n"
                                "#ifndef __CUDA_ARCH__\n    c_a[0] = 1;\n#endif\n}\n", &line,
                                var), 0);
  assert_int_equal(find_element("__constant__ float c_s;\n__device__ void f() { c_s = 1; }\n",
                                &line, var), 0); /* a scalar: rg_constant_write_find's */
}

/* Ensure what nvcc builds is left alone: an array's element, a struct's
 * member, a read, a comparison, host code, a parameter of the same name, a
 * file that tests __CUDA_ARCH__. */
static void test_what_nvcc_builds(void **state)
{
  (void)state;
  int line = 0;
  char var[64];
  assert_int_equal(find("__constant__ float c_a[4];\n__device__ void f(float v) { c_a[1] = v; }\n",
                        &line, var), 0);
  assert_int_equal(find("struct P { float x; };\n__constant__ P c_p;\n"
                        "__device__ void f(float v) { c_p.x = v; }\n", &line, var), 0);
  assert_int_equal(find("__constant__ float c_s;\n__device__ bool f(float v) { return c_s == v; }\n"
                        "void h() { c_s = 1; }\n"
                        "__device__ float g(float c_s) { c_s = 1; return c_s; }\n", &line, var), 0);
  assert_int_equal(find("__constant__ float c_s;\n__device__ void f() {\n#ifndef __CUDA_ARCH__\n"
                        "    c_s = 1;\n#endif\n}\n", &line, var), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_scalar_written),
    cmocka_unit_test(test_what_nvcc_builds),
    cmocka_unit_test(test_array_element_written),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
