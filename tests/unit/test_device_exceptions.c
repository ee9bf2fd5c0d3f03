/* test_device_exceptions.c — C++ exception handling (and run-time type
 * information) in device code, which
 * nvcc refuses and the emulator's clang build ran as host code
 * (harness/build/device_exceptions.c): found where nvcc refuses it (a
 * __global__, __device__ or __host__ __device__ body, a lambda in one),
 * never where nvcc builds it (host code, a throw() specification, a file
 * that tests __CUDA_ARCH__). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "device_exceptions.h"

static int find(const char *text, int *line, char *word)
{
  char fn[64];
  return rg_device_exception_find(text, line, word, fn, sizeof fn);
}

/* Ensure a try block in a __device__ function is found at its line. */
static void test_try_in_device_function(void **state)
{
  (void)state;
  const char *src = "__device__ float f(float x)\n"
                    "{\n"
                    "    try { if (x != x) throw 1; } catch (int) { x = 0; }\n"
                    "    return x;\n"
                    "}\n";
  int line = 0;
  char word[64];
  assert_int_equal(find(src, &line, word), 1);
  assert_int_equal(line, 3);
  assert_string_equal(word, "try");
}

/* Ensure a throw in a kernel's lambda and in a __host__ __device__
 * function is found (nvcc refuses both). */
static void test_throw_in_kernel_lambda_and_host_device(void **state)
{
  (void)state;
  int line = 0;
  char word[64];
  assert_int_equal(find("__global__ void k(float *p)\n{\n"
                        "    auto l = [](float v) { if (v != v) throw 2; return v; };\n"
                        "    p[0] = l(p[0]);\n}\n", &line, word), 1);
  assert_int_equal(line, 3);
  assert_string_equal(word, "throw");
  assert_int_equal(find("__host__ __device__ float h(float x) { if (x != x) throw 1; return x; }\n",
                        &line, word), 1);
}

/* Ensure the operators of run-time type information in device code are
 * found (nvcc: "The operator 'typeid' is not allowed in device code"). */
static void test_rtti_in_device_code(void **state)
{
  (void)state;
  int line = 0;
  char word[64];
  assert_int_equal(find("template <typename T>\n__device__ bool is_double(T x)\n"
                        "{\n    return typeid(x) == typeid(double);\n}\n", &line, word), 1);
  assert_int_equal(line, 4);
  assert_string_equal(word, "typeid");
  assert_int_equal(find("struct B { virtual ~B() {} };\nstruct D : B {};\n"
                        "__global__ void k(B *b, int *o) { o[0] = dynamic_cast<D *>(b) != 0; }\n",
                        &line, word), 1);
  assert_string_equal(word, "dynamic_cast");
  assert_int_equal(find("bool h(const void *p) { return typeid(p) == typeid(int *); }\n", &line,
                        word), 0);
}

/* Ensure what nvcc builds is left alone: exceptions in host code, a
 * throw() specification in device code, a throw under a __CUDA_ARCH__
 * test, the words in comments and strings. */
static void test_what_nvcc_builds(void **state)
{
  (void)state;
  int line = 0;
  char word[64];
  assert_int_equal(find("void h(int n) { try { if (n < 0) throw n; } catch (int) {} }\n"
                        "__device__ void f() throw() {}\n"
                        "__global__ void k() { auto l = []() throw() { return 1; }; (void)l; }\n",
                        &line, word), 0);
  assert_int_equal(find("__device__ float g(float x) {\n#ifndef __CUDA_ARCH__\n"
                        "    if (x != x) throw 1;\n#endif\n    return x;\n}\n", &line, word), 0);
  assert_int_equal(find("__device__ const char *g() { /* try this */ return \"throw\"; }\n",
                        &line, word), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_try_in_device_function),
    cmocka_unit_test(test_throw_in_kernel_lambda_and_host_device),
    cmocka_unit_test(test_rtti_in_device_code),
    cmocka_unit_test(test_what_nvcc_builds),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
