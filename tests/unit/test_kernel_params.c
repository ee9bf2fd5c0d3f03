/* test_kernel_params.c — kernels nvcc cannot build
 * (harness/build/kernel_params.c): a C ellipsis ("a __global__ function
 * cannot have ellipsis"), a pointer to a member, a kernel in a class body;
 * never a parameter pack, a device function's ellipsis or a friend kernel,
 * which nvcc builds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "kernel_params.h"

/* Ensure a kernel whose parameters end in `...` is found, at its line, by
 * name. */
static void test_kernel_ellipsis(void **state)
{
  (void)state;
  int line = 0;
  char name[64];
  assert_int_equal(rg_kernel_ellipsis_find("__global__ void\nk(const float *in, ...)\n{\n}\n",
                                           &line, name, sizeof name), 1);
  assert_int_equal(line, 2);
  assert_string_equal(name, "k");
  assert_int_equal(rg_kernel_ellipsis_find("__global__ void k(...) {}\n", &line, name,
                                           sizeof name), 1);
}

/* Ensure what nvcc builds is left alone: packs, a device function's
 * ellipsis, a host function's. */
static void test_what_nvcc_builds(void **state)
{
  (void)state;
  int line = 0;
  char name[64];
  assert_int_equal(rg_kernel_ellipsis_find("template <typename... Args>\n"
                                           "__global__ void k(float *o, Args... args) {}\n"
                                           "template <typename... Args>\n"
                                           "__global__ void k2(Args...) {}\n"
                                           "__device__ int v(int n, ...) { return n; }\n"
                                           "int h(int n, ...) { return n; }\n",
                                           &line, name, sizeof name), 0);
}

/* Ensure the member pointer the file's first check finds still is. */
static void test_member_pointer(void **state)
{
  (void)state;
  int line = 0;
  char name[64];
  assert_int_equal(rg_kernel_member_pointer_find("struct S { int a; };\n"
                                                 "__global__ void k(int S::*f) {}\n", &line,
                                                 name, sizeof name), 1);
  assert_int_equal(line, 2);
}

/* Ensure a kernel declared in a class body is found, static or not, in a
 * class template too; a friend kernel, a kernel at namespace scope and a
 * struct's device member function are not. */
static void test_member_kernel(void **state)
{
  (void)state;
  int line = 0;
  assert_int_equal(rg_kernel_member_find("template <typename T>\nstruct Atomic {\n"
                                         "    __global__ static void kernel(T *p) {}\n};\n",
                                         &line), 1);
  assert_int_equal(line, 3);
  assert_int_equal(rg_kernel_member_find("class C {\npublic:\n  __global__ void k();\n};\n",
                                         &line), 1);
  assert_int_equal(rg_kernel_member_find("struct F { friend __global__ void k(float *p); };\n"
                                         "__global__ void k(float *p) { p[0] = 1; }\n"
                                         "struct Op { __device__ float operator()(float a) const "
                                         "{ return a; } };\n"
                                         "enum class E { A, B };\n"
                                         "namespace n { __global__ void k2() {} }\n",
                                         &line), 0);
}

/* Ensure a kernel of deduced return type is found; one with a trailing
 * void, and an auto in its parameters, are not. */
static void test_auto_kernel(void **state)
{
  (void)state;
  int line = 0;
  char name[64];
  assert_int_equal(rg_kernel_auto_find("template <typename T>\n__global__ auto\nk(T *p) { p[0] = 1; }\n",
                                       &line, name, sizeof name), 1);
  assert_int_equal(line, 3);
  assert_string_equal(name, "k");
  assert_int_equal(rg_kernel_auto_find("__global__ auto k(float *p) -> void { p[0] = 1; }\n"
                                       "__global__ void k2(float *p) { auto v = p[0]; p[1] = v; }\n"
                                       "__device__ auto d(float x) { return x; }\n",
                                       &line, name, sizeof name), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_kernel_ellipsis),
    cmocka_unit_test(test_what_nvcc_builds),
    cmocka_unit_test(test_member_pointer),
    cmocka_unit_test(test_member_kernel),
    cmocka_unit_test(test_auto_kernel),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
