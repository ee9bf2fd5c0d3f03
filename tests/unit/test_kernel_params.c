/* test_kernel_params.c — kernel parameters nvcc cannot build
 * (harness/build/kernel_params.c): a C ellipsis ("a __global__ function
 * cannot have ellipsis") and a pointer to a member; never a parameter pack
 * or a device function's ellipsis, which nvcc builds. */
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

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_kernel_ellipsis),
    cmocka_unit_test(test_what_nvcc_builds),
    cmocka_unit_test(test_member_pointer),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
