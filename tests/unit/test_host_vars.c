/* test_host_vars.c — device code that names a host variable (host_vars.c):
 * each way a kernel or __device__ function reaches a file-scope host
 * variable is found at its line, and what nvcc builds (device, constant,
 * managed, const and constexpr variables, a local or a parameter of the
 * same name, a member, sizeof, host code, __host__ __device__ helpers) is
 * not; of a namespace-scope const or constexpr table, each read nvcc 13.0
 * refuses is found and each it builds is not (every form was compiled with
 * nvcc -std=c++17 --expt-relaxed-constexpr --extended-lambda first). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "host_vars.h"

static int find(const char *text, char *var)
{
  char fn[64];
  int line = 0, var_line = 0;
  const char *kind = NULL;
  bool table = false;
  return rg_host_var_find(text, &line, var, fn, 64, &var_line, &kind, &table) ? line : 0;
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
    { "namespace acc {\nint calls;\n}\n__global__ void k() { acc::calls += 1; }\n", "calls", 4 },
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

#define TABLES                                                                              \
  "namespace cfg {\nconstexpr int kTab[] = {16, 8, 4, 2, 1};\nconst float kF[2] = {1, 2};\n"   \
  "struct P { int a, b; };\nconstexpr P kP = {1, 2};\nconstexpr P kPs[2] = {{1, 2}, {3, 4}};\n" \
  "constexpr int kScalar = 4;\n}\nconstexpr int t2[2][2] = {{1, 2}, {3, 4}};\n"

/* Each form nvcc 13.0 refuses ("identifier ... is undefined in device
 * code"), the table's element read at line 9. */
static void table_reads_nvcc_refuses_are_found(void **state)
{
  (void)state;
  static const struct { const char *body, *var; } uses[] = {
    { "o[0] = cfg::kTab[o[1]];", "kTab" },
    { "o[0] = cfg::kTab[2];", "kTab" },
    { "using namespace cfg;\no[0] = kTab[o[1]];", "kTab" },
    { "float v = cfg::kF[threadIdx.x];\no[0] = v;", "kF" },
    { "for (int i = 0; i < 2; i++) {\nint x = cfg::kTab[i];\no[i] = x;\n}", "kTab" },
    { "int v = cfg::kTab[o[1]];\no[0] = v;", "kTab" },
    { "constexpr int j = 2;\no[0] = cfg::kTab[j];", "kTab" },
    { "o[0] = max(cfg::kTab[1], o[1]);", "kTab" },
    { "o[0] = ::t2[o[1]][o[2]];", "t2" },
    { "auto f = [=] __device__ (int i) { return cfg::kTab[i]; };\no[0] = f(o[1]);", "kTab" },
    { "if (o[1])\no[0] = cfg::kTab[1];", "kTab" },
  };
  for (size_t i = 0; i < sizeof uses / sizeof uses[0]; i++) {
    char text[1024], var[64] = "";
    snprintf(text, sizeof text, TABLES "__global__ void k(int *o)\n{\n%s\n}\n", uses[i].body);
    int line = find(text, var);
    if (line < 9 || strcmp(var, uses[i].var) != 0)
      fail_msg("not found (line %d, %s) in:\n%s", line, var, text);
  }
}

/* Each form nvcc 13.0 builds: a scalar, a struct's member, sizeof,
 * decltype, static_assert, if constexpr, a template's argument, a case
 * label, a constexpr local, a local initialised with a constant index. */
static void table_reads_nvcc_builds_are_not(void **state)
{
  (void)state;
  static const char *const fine[] = {
    "o[0] = cfg::kScalar + (int)sizeof(cfg::kTab) / (int)sizeof(cfg::kTab[0]);",
    "constexpr int x = cfg::kTab[2];\no[0] = x;",
    "if constexpr (cfg::kTab[0] > 0)\no[0] = 1;",
    "decltype(cfg::kTab[0]) r = o[0];\no[1] = r;",
    "o[0] = cfg::kP.a + cfg::kPs[1].b;",
    "static_assert(cfg::kTab[0] == 16, \"x\");\no[0] = 1;",
    "o[0] = std::integral_constant<int, cfg::kTab[1]>::value;",
    "constexpr int t[] = {cfg::kTab[0], cfg::kTab[1]};\no[0] = t[o[1]];",
    "const int x = cfg::kTab[2];\no[0] = x;",
    "int x = cfg::kTab[0] * 2;\no[0] = x;",
    "int a[2] = {cfg::kTab[0], cfg::kTab[1]};\no[0] = a[o[1]];",
    "constexpr int j = 2;\nint v = cfg::kTab[j];\no[0] = v;",
    "enum { E = cfg::kTab[1] };\no[0] = E;",
    "switch (o[1]) {\ncase cfg::kTab[1]: o[0] = 1; break;\ndefault: break;\n}",
    "int kTab[2] = {o[0], o[1]};\no[2] = kTab[o[3]];",
  };
  for (size_t i = 0; i < sizeof fine / sizeof fine[0]; i++) {
    char text[1024], var[64] = "";
    snprintf(text, sizeof text, TABLES "__global__ void k(int *o)\n{\n%s\n}\n", fine[i]);
    if (find(text, var) != 0)
      fail_msg("refused (%s) in:\n%s", var, text);
  }
  static const char *const whole[] = {
    TABLES "__device__ constexpr int get(int i) { return cfg::kTab[i]; }\n"
           "__global__ void k(int *o) { constexpr int x = get(1); o[0] = x; }\n",
    TABLES "__host__ __device__ int get(int i) { return cfg::kTab[i]; }\n",
    TABLES "int host_only(int i) { return cfg::kTab[i]; }\n",
    /* a host constexpr function called from a kernel (--expt-relaxed-constexpr) */
    TABLES "constexpr int pick(int i) { return cfg::kTab[i]; }\n"
           "__global__ void k(int *o) { o[0] = pick(o[1]); }\n",
    "namespace h { constexpr int kTab[] = {1, 2}; }\nnamespace d { __constant__ int kTab[2]; }\n"
    "__global__ void k(int *o) { o[0] = d::kTab[o[1]]; }\n",
  };
  for (size_t i = 0; i < sizeof whole / sizeof whole[0]; i++) {
    char var[64] = "";
    if (find(whole[i], var) != 0)
      fail_msg("refused (%s) in:\n%s", var, whole[i]);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(uses_are_found),
    cmocka_unit_test(what_nvcc_builds_is_not),
    cmocka_unit_test(table_reads_nvcc_refuses_are_found),
    cmocka_unit_test(table_reads_nvcc_builds_are_not),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
