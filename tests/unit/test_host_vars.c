/* test_host_vars.c — device code that names a host variable (host_vars.c):
 * each way a kernel or __device__ function reaches a file-scope host
 * variable is found at its line, and what nvcc builds (device, constant,
 * managed, const and constexpr variables, a local or a parameter of the
 * same name, a member, sizeof, host code, __host__ __device__ helpers) is
 * not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "host_vars.h"

static int find(const char *text, char *var)
{
  char fn[64];
  int line = 0, var_line = 0;
  const char *kind = NULL;
  return rg_host_var_find(text, &line, var, fn, 64, &var_line, &kind) ? line : 0;
}

static void uses_are_found(void **state)
{
  (void)state;
  static const struct { const char *text, *var; int line; } uses[] = {
    { "static double total;\n__global__ void k(float *x)\n{\n  atomicAdd(&total, 1.0);\n}\n",
      "total", 4 },
    { "float scratch[256];\n__device__ float get(int i) { return scratch[i]; }\n",
      "scratch", 2 },
    { "int first, counter = 0;\n__global__ void k() {\n  counter += 1;\n}\n", "counter", 3 },
    { "namespace {\nunsigned long long hits;\n}\n__global__ void k() { hits++; }\n", "hits", 4 },
    { "#include <vector>\nstd::vector<int> keep;\n__global__ void k(int *o) { o[0] = keep.size(); }\n",
      "keep", 3 },
  };
  for (size_t i = 0; i < sizeof uses / sizeof uses[0]; i++) {
    char var[64] = "";
    assert_int_equal(find(uses[i].text, var), uses[i].line);
    assert_string_equal(var, uses[i].var);
  }
}

static void what_nvcc_builds_is_not(void **state)
{
  (void)state;
  static const char *const fine[] = {
    "__device__ float total;\n__global__ void k() { total += 1; }\n",
    "__constant__ float coef[4];\n__global__ void k(float *o) { o[0] = coef[1]; }\n",
    "__managed__ int flag;\n__global__ void k() { flag = 1; }\n",
    "const int BLOCK = 256;\nconstexpr float SCALE = 2.0f;\n"
    "__global__ void k(float *o) { o[0] = BLOCK * SCALE; }\n",
    "float total;\n__global__ void k(float *o) { float total = 0; o[0] = total; }\n",
    "int n;\n__global__ void k(int *o, int n) { o[0] = n; }\n",
    "struct S { float total; };\nfloat total;\n__global__ void k(S s, float *o) { o[0] = s.total; }\n",
    "float host_buf[64];\nvoid run() { host_buf[0] = 1; }\n",
    "int calls;\n__host__ __device__ int twice(int x) { return 2 * x; }\n",
    "double acc;\n__global__ void k(int *o) { o[0] = sizeof(acc); }\n",
    "#define DEVICE __device__\nDEVICE int seen;\n__global__ void k() { seen = 1; }\n",
    "template <typename T>\n__device__ T g_partials[1024];\n__global__ void k() { g_partials<float>[0] = 0; }\n",
    "static cudaStream_t stream;\n__global__ void k(float *o) { o[0] = 1; }\n"
    "void run(float *o) { k<<<1, 1, 0, stream>>>(o); }\n",
    "// float total; used in a comment: total\n__global__ void k() { }\n",
  };
  for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++) {
    char var[64] = "";
    if (find(fine[i], var) != 0)
      fail_msg("refused (%s) in:\n%s", var, fine[i]);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(uses_are_found),
    cmocka_unit_test(what_nvcc_builds_is_not),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
