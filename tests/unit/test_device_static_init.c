/* test_device_static_init.c — a function-scope static in device code
 * started from a run-time value, which nvcc refuses ("dynamic
 * initialization is not supported for a function-scope static __device__
 * variable") and the emulator set once, at the first thread
 * (harness/build/device_static_init.c): found where nvcc refuses it, never
 * where nvcc builds it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "device_static_init.h"

static int find(const char *text, int *line)
{
  char fn[64];
  return rg_device_static_init_find(text, line, fn, sizeof fn);
}

/* Ensure a static started from a built-in index or a parameter is found
 * at its line. */
static void test_static_from_runtime_value(void **state)
{
  (void)state;
  int line = 0;
  assert_int_equal(find("__device__ int warps()\n{\n"
                        "    static const int w = blockDim.x / 32;\n    return w;\n}\n", &line), 1);
  assert_int_equal(line, 3);
  assert_int_equal(find("__global__ void k(const float *in, unsigned long n)\n{\n"
                        "    static unsigned long first(n);\n    (void)first;\n}\n", &line), 1);
  assert_int_equal(line, 3);
}

/* Ensure what nvcc builds is left alone: a constant initializer, a
 * __shared__ array, a static in host or __host__ __device__ code, a
 * member named like a parameter, a file that tests __CUDA_ARCH__. */
static void test_what_nvcc_builds(void **state)
{
  (void)state;
  int line = 0;
  assert_int_equal(find("__device__ int f(int n)\n{\n    static int count = 0;\n"
                        "    static __shared__ float s[32];\n    return count + n + (int)s[0];\n}\n",
                        &line), 0);
  assert_int_equal(find("int h(int n) { static int first = n; return first; }\n"
                        "__host__ __device__ int g(int n) { return n; }\n", &line), 0);
  assert_int_equal(find("struct P { int n; };\n__device__ int f(int n)\n{\n"
                        "    static const int k = sizeof(P{}.n);\n    return k + n;\n}\n", &line), 0);
  assert_int_equal(find("__device__ int f(int n) {\n#ifndef __CUDA_ARCH__\n"
                        "    static int first = n;\n#endif\n    return n;\n}\n", &line), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_static_from_runtime_value),
    cmocka_unit_test(test_what_nvcc_builds),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
