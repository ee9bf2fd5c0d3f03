/* test_rewrite.c — the source rewriter: launch forms, templates, nested
 * parentheses, strings and comments, extern shared, line numbers kept,
 * malformed launches refused with the line, __launch_bounds__ checked. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "rewrite.h"

static char *out;
static char err[256];

static int rw(const char *src)
{
  free(out);
  out = NULL;
  size_t n;
  return simt_rewrite(src, strlen(src), &out, &n, err, sizeof err);
}

static int lines(const char *s)
{
  int n = 0;
  for (; *s; s++)
    n += *s == '\n';
  return n;
}

/* Ensure a two-parameter launch gets default shared memory and stream. */
static void test_rewrite_launch_two_params(void **state)
{
  (void)state;
  assert_int_equal(rw("k<<<g, b>>>(x, y);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(k),g, b, 0, 0,x, y);");
}

/* Ensure four launch parameters pass through in order. */
static void test_rewrite_launch_four_params(void **state)
{
  (void)state;
  assert_int_equal(rw("k<<<g, b, sh, st>>>(x);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(k),g, b, sh, st,x);");
}

/* Ensure a launch without arguments has no trailing comma. */
static void test_rewrite_launch_no_args(void **state)
{
  (void)state;
  assert_int_equal(rw("k<<<1, 32>>>();"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(k),1, 32, 0, 0);");
}

/* Ensure qualified and templated kernel names stay whole. */
static void test_rewrite_launch_template_names(void **state)
{
  (void)state;
  assert_int_equal(rw("ns::red<T, 4><<<g, b>>>(p);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(ns::red<T, 4>),g, b, 0, 0,p);");
  assert_int_equal(rw("red<256> <<<g, b>>>(p);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(red<256>),g, b, 0, 0,p);");
  /* a shift inside the template's parentheses is not a bracket */
  assert_int_equal(rw("red<(1 << 3)><<<g, b>>>(p);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(red<(1 << 3)>),g, b, 0, 0,p);");
  /* a kernel chosen in parentheses */
  assert_int_equal(rw("(f ? k1 : k2)<<<g, b>>>(p);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL((f ? k1 : k2)),g, b, 0, 0,p);");
}

/* Ensure nested parentheses and commas inside them do not split parameters. */
static void test_rewrite_launch_nested_parens(void **state)
{
  (void)state;
  assert_int_equal(rw("k<<<dim3(a, b), f(c, (d)), s * sizeof(float)>>>(g(x, y), z[1]);"), 0);
  assert_string_equal(out, "simt_launch_kernel(SIMT_KERNEL(k),dim3(a, b), f(c, (d)), s * sizeof(float), 0,"
                           "g(x, y), z[1]);");
}

/* Ensure launches inside strings and comments are left alone. */
static void test_rewrite_skips_strings_and_comments(void **state)
{
  (void)state;
  const char *src = "// k<<<1,1>>>();\n/* k<<<1,1>>>() */ s = \"k<<<1,1>>>()\"; c = '<';";
  assert_int_equal(rw(src), 0);
  assert_string_equal(out, src);
}

/* Ensure a launch spread over lines keeps every newline. */
static void test_rewrite_keeps_line_count(void **state)
{
  (void)state;
  const char *src = "k<<<grid,\n   block,\n   0>>>\n  (a,\n   b);\nint x;\n";
  assert_int_equal(rw(src), 0);
  assert_int_equal(lines(out), lines(src));
  assert_non_null(strstr(out, "\nint x;\n"));
}

/* Ensure extern __shared__ arrays become the dynamic shared window. */
static void test_rewrite_extern_shared(void **state)
{
  (void)state;
  assert_int_equal(rw("extern __shared__ float sdata[];"), 0);
  assert_string_equal(out, "  float *const sdata = (decltype(sdata))simt_dyn_smem;");
  assert_int_equal(rw("extern __shared__ __align__(16) unsigned char smem[];"), 0);
  assert_non_null(strstr(out, "__align__(16) unsigned char *const smem = (decltype(smem))simt_dyn_smem;"));
  /* a name in UTF-8 (C++ allows it) is a name too */
  assert_int_equal(rw("extern __shared__ float \xcf\x83[];"), 0);
  assert_string_equal(out, "  float *const \xcf\x83 = (decltype(\xcf\x83))simt_dyn_smem;");
}

/* Ensure a standard attribute amid extern __shared__'s specifiers is refused
 * as nvcc refuses it, and the spellings nvcc takes still build. */
static void test_rewrite_extern_shared_attribute(void **state)
{
  (void)state;
  assert_int_equal(rw("int a;\nextern __shared__ alignas(16) float s[];"), -1);
  assert_null(out);
  assert_non_null(strstr(err, "line 2"));
  assert_int_equal(rw("extern alignas(16) __shared__ float s[];"), -1);
  assert_int_equal(rw("extern __shared__ [[maybe_unused]] float s[];"), -1);
  assert_int_equal(rw("alignas(16) extern __shared__ float s[];"), 0);
  assert_non_null(strstr(out, "float *const s = (decltype(s))simt_dyn_smem;"));
  assert_non_null(strstr(out, "alignas(16)"));
  assert_int_equal(rw("extern __shared__ __align__(16) float s[];"), 0);
  assert_int_equal(rw("extern __shared__ float my_alignas[];"), 0);
}

/* Ensure "static __shared__" loses its static (the shim adds one). */
static void test_rewrite_static_shared(void **state)
{
  (void)state;
  assert_int_equal(rw("static __shared__ int x;"), 0);
  assert_string_equal(out, "       __shared__ int x;");
}

/* Ensure __device__ beside __host__ (either order) is __simt_hd__, a
 * function both sides call (its statics both reach: ir_devvars.c), alone
 * __simt_device__, and a lambda's stays the shim's empty macro. */
static void test_rewrite_host_device(void **state)
{
  (void)state;
  assert_int_equal(rw("__host__ __device__ int f(); __device__ __host__ int g();"), 0);
  assert_string_equal(out, "__host__ __simt_hd__ int f(); __simt_hd__ __host__ int g();");
  assert_int_equal(rw("__device__ int v; __device__ int h(); my__host__ __device__ int w;"), 0);
  assert_string_equal(out, "__simt_device__ int v; __simt_device__ int h(); my__host__ "
                           "__simt_device__ int w;");
  assert_int_equal(rw("auto l = [] __host__ __device__ (int i) { return i; };"), 0);
  assert_string_equal(out, "auto l = [] __host__ __device__ (int i) { return i; };");
}

/* Ensure a (void *) cast on a cooperative kernel is dropped. */
static void test_rewrite_cooperative_cast(void **state)
{
  (void)state;
  assert_int_equal(rw("cudaLaunchCooperativeKernel((void *)k, g, b, a);"), 0);
  assert_string_equal(out, "cudaLaunchCooperativeKernel(        k, g, b, a);");
}

/* Ensure a member access .gridDim / ->blockDim (cudaLaunchConfig_t's fields)
 * is renamed to the shim's field and the running thread's gridDim is not. */
static void test_rewrite_launch_config_fields(void **state)
{
  (void)state;
  assert_int_equal(rw("c.gridDim = gridDim; p -> blockDim = d; q.blockDimX = 1;"), 0);
  assert_string_equal(out, "c.simt_m_gridDim = gridDim; p -> simt_m_blockDim = d; q.blockDimX = 1;");
  assert_int_equal(rw("cudaLaunchConfig_t c = {.gridDim = g, .blockDim = b};"), 0);
  assert_string_equal(out, "cudaLaunchConfig_t c = {.simt_m_gridDim = g, .simt_m_blockDim = b};");
}

/* A variable of the submission's own named after a built-in (legal CUDA in
 * host code) is renamed from its declaration to the end of its function,
 * the launch's parameters included; the built-ins stay everywhere else. */
static void test_rewrite_own_builtin_names(void **state)
{
  (void)state;
  assert_int_equal(rw("__global__ void k(int *o) { o[0] = blockDim.x; }\n"
                      "void f(int *o, int block) {\n"
                      "  int blockDim = block, gridDim = 2;\n"
                      "  k<<<gridDim, blockDim>>>(o);\n"
                      "}\n"
                      "__global__ void k2(int *o) { o[0] = gridDim.x * blockDim.x; }\n"), 0);
  assert_non_null(strstr(out, "o[0] = blockDim.x; }"));
  assert_non_null(strstr(out, "int simt_m_blockDim = block, simt_m_gridDim = 2;"));
  assert_non_null(strstr(out, "(k),simt_m_gridDim, simt_m_blockDim, 0, 0,o)"));
  assert_non_null(strstr(out, "o[0] = gridDim.x * blockDim.x; }"));
  assert_int_equal(rw("namespace n {\nvoid g(dim3 &blockDim) { blockDim.x = 3; }\n"
                      "__device__ int h() { return blockDim.x; }\n}\n"), 0);
  assert_non_null(strstr(out, "void g(dim3 &simt_m_blockDim) { simt_m_blockDim.x = 3; }"));
  assert_non_null(strstr(out, "return blockDim.x; }"));
  /* not declarations: a cast, a use after an expression (a member is
   * renamed as a member) */
  assert_int_equal(rw("int a = (int)blockDim.x; c.blockDim = 1; x = n / gridDim.x;"), 0);
  assert_string_equal(out, "int a = (int)blockDim.x; c.simt_m_blockDim = 1; x = n / gridDim.x;");
  /* a struct's fields, declared and used, in a launch too */
  assert_int_equal(rw("struct Launch { dim3 gridDim, blockDim; };\n"
                      "void f(int *o) { Launch L; L.blockDim = dim3(32);\n"
                      "  k<<<L.gridDim, L.blockDim>>>(o); }\n"), 0);
  assert_non_null(strstr(out, "struct Launch { dim3 simt_m_gridDim, simt_m_blockDim; };"));
  assert_non_null(strstr(out, "L.simt_m_blockDim = dim3(32);"));
  assert_non_null(strstr(out, "(k),L.simt_m_gridDim, L.simt_m_blockDim, 0, 0,o)"));
}

/* Ensure a launch without ">>>" fails with its line number. */
static void test_rewrite_malformed_launch(void **state)
{
  (void)state;
  assert_int_equal(rw("int a;\n\nk<<<1, 2(x);\n"), -1);
  assert_null(out);
  assert_non_null(strstr(err, "line 3"));
  assert_int_equal(rw("k<<<1>>>(x);"), -1);
  assert_non_null(strstr(err, "line 1"));
}

/* Ensure a kernel's __launch_bounds__ opens its body with the check of its
 * first argument (the second is not a thread count), a two-line argument
 * list stays two lines, and a declaration without a body gets nothing. */
static void test_rewrite_launch_bounds(void **state)
{
  (void)state;
  assert_int_equal(rw("__global__ void __launch_bounds__(256, 2) k(int *p)\n{ *p = 1; }"), 0);
  assert_string_equal(out, "__global__ void __launch_bounds__(256, 2) k(int *p)\n"
                           "{ simt_launch_bounds(256); *p = 1; }");
  assert_int_equal(rw("template <int B> __global__ void __launch_bounds__(B *\n 2) k() {}"), 0);
  assert_string_equal(out, "template <int B> __global__ void __launch_bounds__(B *\n 2) k() "
                           "{ simt_launch_bounds(B *  2);}");
  assert_int_equal(lines(out), 1);
  assert_int_equal(rw("__global__ void __launch_bounds__(64) k(); void f() {}"), 0);
  assert_null(strstr(out, "simt_launch_bounds"));
}

/* Ensure a kernel's __cluster_dims__ opens its body with the check of its
 * whole shape (dim3's defaults for the dimensions left out), beside its
 * __launch_bounds__ check when it has both, and a declaration gets
 * nothing. */
static void test_rewrite_cluster_dims(void **state)
{
  (void)state;
  assert_int_equal(rw("__global__ void __cluster_dims__(2, 1,\n 1) k(int *p)\n{ *p = 1; }"), 0);
  assert_string_equal(out, "__global__ void __cluster_dims__(2, 1,\n 1) k(int *p)\n"
                           "{ { const dim3 simt_cluster_(2, 1,  1); simt_cluster_dims("
                           "simt_cluster_.x, simt_cluster_.y, simt_cluster_.z); } *p = 1; }");
  assert_int_equal(rw("__global__ void __launch_bounds__(256) __cluster_dims__(4) k() {}"), 0);
  assert_string_equal(out, "__global__ void __launch_bounds__(256) __cluster_dims__(4) k() "
                           "{ simt_launch_bounds(256); { const dim3 simt_cluster_(4); "
                           "simt_cluster_dims(simt_cluster_.x, simt_cluster_.y, "
                           "simt_cluster_.z); }}");
  assert_int_equal(rw("__global__ void __cluster_dims__(2) k(); void f() {}"), 0);
  assert_null(strstr(out, "simt_cluster_dims"));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rewrite_launch_two_params),
    cmocka_unit_test(test_rewrite_launch_four_params),
    cmocka_unit_test(test_rewrite_launch_no_args),
    cmocka_unit_test(test_rewrite_launch_template_names),
    cmocka_unit_test(test_rewrite_launch_nested_parens),
    cmocka_unit_test(test_rewrite_skips_strings_and_comments),
    cmocka_unit_test(test_rewrite_keeps_line_count),
    cmocka_unit_test(test_rewrite_extern_shared),
    cmocka_unit_test(test_rewrite_extern_shared_attribute),
    cmocka_unit_test(test_rewrite_static_shared),
    cmocka_unit_test(test_rewrite_host_device),
    cmocka_unit_test(test_rewrite_cooperative_cast),
    cmocka_unit_test(test_rewrite_launch_config_fields),
    cmocka_unit_test(test_rewrite_own_builtin_names),
    cmocka_unit_test(test_rewrite_malformed_launch),
    cmocka_unit_test(test_rewrite_launch_bounds),
    cmocka_unit_test(test_rewrite_cluster_dims),
  };
  int r = cmocka_run_group_tests(tests, NULL, NULL);
  free(out);
  return r;
}
