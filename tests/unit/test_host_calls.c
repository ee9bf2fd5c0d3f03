/* test_host_calls.c — what nvcc refuses and a CPU runs, found in the
 * submission's text: device code that calls a host function
 * (harness/build/host_calls.c), a __shared__ variable with an
 * initializer (shared_init.c) and a device entity named past ASCII
 * (device_names.c); found where nvcc refuses it, never where nvcc builds
 * it. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "constant_writes.h"
#include "device_exceptions.h"
#include "device_names.h"
#include "device_static_init.h"
#include "kernel_params.h"
#include "host_calls.h"
#include "shared_init.h"
#include "shared_size.h"
#include "rg_config.h"
#include "util.h"

static int find(const char *text, int *line, char *callee, char *caller)
{
  int callee_line;
  const char *kind;
  enum rg_host_call_what what;
  return rg_host_call_find(text, line, callee, caller, 64, &callee_line, &kind, &what);
}

/* Ensure a helper without __device__ that a kernel calls is found, at the
 * call's line, with both names. */
static void test_helper_without_device(void **state)
{
  (void)state;
  const char *src = "float add(float a, float b) { return a + b; }\n"
                    "__global__ void k(float *x)\n"
                    "{\n"
                    "    x[0] = add(x[0], x[1]);\n"
                    "}\n";
  int line;
  char callee[64], caller[64];
  assert_int_equal(find(src, &line, callee, caller), 1);
  assert_int_equal(line, 4);
  assert_string_equal(callee, "add");
  assert_string_equal(caller, "k");
}

/* Ensure a template helper, a call through <T>, and a __device__ caller
 * (not only __global__) are found too. */
static void test_template_helper_from_device(void **state)
{
  (void)state;
  const char *src = "template <typename T> T twice(T v) { return v + v; }\n"
                    "__device__ float use(float v) { return twice<float>(v); }\n";
  int line;
  char callee[64], caller[64];
  assert_int_equal(find(src, &line, callee, caller), 1);
  assert_string_equal(callee, "twice");
  assert_string_equal(caller, "use");
}

/* Ensure what nvcc builds is left alone: __device__, __host__ __device__,
 * constexpr, a device word from a macro, a device prototype, a method, a
 * local lambda of the same name, a call in a comment or a string, a host
 * function called from host code only. */
static void test_what_nvcc_builds(void **state)
{
  (void)state;
  const char *ok[] = {
    "__device__ float f(float v) { return v; }\n__global__ void k(float *x) { x[0] = f(x[0]); }\n",
    "__host__ __device__ float f(float v) { return v; }\n__global__ void k(float *x) { x[0] = f(1); }\n",
    "constexpr float f(float v) { return v; }\n__global__ void k(float *x) { x[0] = f(1); }\n",
    "#define DEV __device__ __forceinline__\nDEV float f(float v) { return v; }\n"
    "__global__ void k(float *x) { x[0] = f(1); }\n",
    "__device__ float f(float v);\nfloat f(float v) { return v; }\n"
    "__global__ void k(float *x) { x[0] = f(1); }\n",
    "struct Op { static float f(float v) { return v; } };\n"
    "__global__ void k(float *x) { Op o; x[0] = o.f(1) + Op::f(2); }\n",
    "float f(float v) { return v; }\n"
    "__global__ void k(float *x) { auto f = [](float v) { return v; }; x[0] = f(1); }\n",
    "float f(float v) { return v; }\n"
    "__global__ void k(float *x) { /* f(1) */ const char *s = \"f(2)\"; x[0] = 0; }\n",
    "float f(float v) { return v; }\n__global__ void k(float *x) { x[0] = 1; }\n"
    "void launch(float *x) { k<<<1, 1>>>(x); float y = f(2); (void)y; }\n",
    "float f(float v) { return v; }\n"
    "__host__ __device__ float g(float v) { return v; }\n"
    "__global__ void k(float *x) { x[0] = g(1); }\n",
    "namespace ns { __device__ float f(float v) { return v; } }\n"
    "__global__ void k(float *x) { x[0] = ns::f(1); }\n",
    "float f(float v) { return v; }\n#if 0\n#ifdef X\n#endif\n"
    "__global__ void old(float *x) { x[0] = f(1); }\n#endif\n"
    "__global__ void k(float *x) { x[0] = 1; }\n",
  };
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    int line;
    char callee[64], caller[64];
    if (find(ok[i], &line, callee, caller))
      fail_msg("case %zu: %s called from %s at line %d is not a host call", i, callee, caller,
               line);
  }
}

/* Ensure the C library's host-only functions called in a kernel are found
 * (callee line 0), and that the device code's own (printf, malloc, the
 * math) and a submission's own __device__ rand are not. */
static void test_host_library(void **state)
{
  (void)state;
  int line, callee_line = -1;
  const char *kind;
  enum rg_host_call_what what;
  char callee[64], caller[64];
  assert_int_equal(rg_host_call_find("#include <cstdlib>\n__global__ void k(float *x)\n{\n"
                                     "    if (x[0] < 0) exit(1);\n}\n",
                                     &line, callee, caller, 64, &callee_line, &kind, &what), 1);
  assert_string_equal(callee, "exit");
  assert_int_equal(line, 4);
  assert_int_equal(callee_line, 0);
  assert_int_equal(find("__global__ void k(float *x) { x[0] = rand() % 2; }\n", &line, callee,
                        caller), 1);
  assert_int_equal(find("__global__ void k(float *x) { printf(\"%f\", sqrtf(x[0]));"
                        " float *p = (float *)malloc(4); free(p); }\n", &line, callee, caller), 0);
  assert_int_equal(find("__device__ int rand() { return 4; }\n"
                        "__global__ void k(int *x) { x[0] = rand(); }\n", &line, callee, caller), 0);
  /* a descriptor written and a string walked from a kernel: nvcc refuses both */
  assert_int_equal(find("__global__ void k(char *p) { write(1, p, 1); }\n", &line, callee, caller), 1);
  assert_string_equal(callee, "write");
  assert_int_equal(find("__global__ void k(char *p) { p[0] = (char)strlen(p); }\n", &line, callee,
                        caller), 1);
  assert_string_equal(callee, "strlen");
  assert_int_equal(find("__device__ void write(char *p) { p[0] = 1; }\n"
                        "__global__ void k(char *p) { write(p); }\n", &line, callee, caller), 0);
}

/* Ensure a CUDA runtime call in device code (which nvcc builds only as
 * relocatable device code with the device runtime, not the grader's build)
 * is found by its own name, and that the submission's own cudaSomething,
 * cuda::std and a __host__ __device__ body's runtime call are not. */
static void test_runtime_api(void **state)
{
  (void)state;
  int line, callee_line = -1;
  const char *kind;
  enum rg_host_call_what what;
  char callee[64], caller[64];
  assert_int_equal(rg_host_call_find("__global__ void k(float *x)\n{\n    x[0] = 1;\n"
                                     "    cudaDeviceSynchronize();\n}\n",
                                     &line, callee, caller, 64, &callee_line, &kind, &what), 1);
  assert_string_equal(callee, "cudaDeviceSynchronize");
  assert_string_equal(caller, "k");
  assert_int_equal(line, 4);
  assert_int_equal(callee_line, 0);
  assert_int_equal(what, RG_HOST_CALL_RUNTIME);
  assert_int_equal(find("__device__ void f(int *e) { *e = (int)cudaGetLastError(); }\n", &line,
                        callee, caller), 1);
  assert_string_equal(callee, "cudaGetLastError");
  assert_int_equal(find("__device__ float cudaLike(float v) { return v; }\n"
                        "__global__ void k(float *x) { x[0] = cudaLike(x[0]); }\n", &line,
                        callee, caller), 0);
  assert_int_equal(find("__global__ void k(int *x) { cuda::std::plus<int> p; x[0] = p(1, 2);"
                        " int cuda = 3; x[1] = cuda; }\n", &line, callee, caller), 0);
  assert_int_equal(find("__host__ __device__ void f() { cudaDeviceSynchronize(); }\n", &line,
                        callee, caller), 0);
  assert_int_equal(find("__device__ float cuda(float v) { return v; }\n"
                        "__global__ void k(float *x) { x[0] = cuda(x[0]); }\n", &line, callee,
                        caller), 0);
}

/* Ensure a launch in device code (dynamic parallelism: relocatable device
 * code, which the grader does not build) and a kernel of the submission's
 * called from device code without <<<...>>> are found, and that a host
 * function's launch, a __host__ __device__ body and a __device__ overload
 * of the name are not. */
static void test_launch_and_kernel_call(void **state)
{
  (void)state;
  int line, callee_line = -1;
  const char *kind;
  enum rg_host_call_what what;
  char callee[64], caller[64];
  const char *launch = "template <typename T> __global__ void k2(T *x) { x[0] = 0; }\n"
                       "__global__ void k(float *x)\n{\n    k2<float><<<1, 32>>>(x);\n}\n";
  assert_int_equal(rg_host_call_find(launch, &line, callee, caller, 64, &callee_line, &kind,
                                     &what), 1);
  assert_int_equal(what, RG_HOST_CALL_LAUNCH);
  assert_string_equal(callee, "k2");
  assert_string_equal(caller, "k");
  assert_int_equal(line, 4);
  assert_int_equal(rg_host_call_find("__global__ void k2(float *x) { x[0] = 0; }\n"
                                     "__device__ void f(float *x) { k2 <<<1, 1>>> (x); }\n",
                                     &line, callee, caller, 64, &callee_line, &kind, &what), 1);
  assert_int_equal(what, RG_HOST_CALL_LAUNCH);
  assert_int_equal(rg_host_call_find("template <typename T> __global__ void fin(T *x) { x[0] = 0; }\n"
                                     "__global__ void k(float *x)\n{\n    fin<float>(x);\n}\n",
                                     &line, callee, caller, 64, &callee_line, &kind, &what), 1);
  assert_int_equal(what, RG_HOST_CALL_KERNEL);
  assert_string_equal(callee, "fin");
  assert_int_equal(line, 4);
  assert_int_equal(find("__global__ void k2(float *x) { x[0] = 0; }\n"
                        "void host(float *x) { k2<<<1, 1>>>(x); k2<<<2, 1>>>(x); }\n", &line,
                        callee, caller), 0);
  assert_int_equal(find("__global__ void k2(float *x) { x[0] = 0; }\n"
                        "__host__ __device__ void f(float *x) { k2<<<1, 1>>>(x); }\n", &line,
                        callee, caller), 0);
  assert_int_equal(find("__global__ void g(float *x) { x[0] = 0; }\n"
                        "__device__ void g(float *x, int i) { x[i] = 1; }\n"
                        "__global__ void k(float *x) { g(x, 1); int s = 1 << 2 < 3; x[1] = s; }\n",
                        &line, callee, caller), 0);
  assert_int_equal(find("struct Out { __device__ Out &operator<<(int) { return *this; } };\n"
                        "__device__ Out out;\n"
                        "__global__ void k(int *x) { out << \"<\" << x[0]; out << '<' << 1; }\n",
                        &line, callee, caller), 0);
}

/* Ensure the standard library's host objects (std::cout) used in device
 * code, and a local of one of its host-only classes declared there by
 * value (std::vector<float> v(4)), are found, as std::name or under `using
 * namespace std;`; and that host code, sizeof, a pointer, cuda::std and a
 * member of that name are not. */
static void test_std_host_objects(void **state)
{
  (void)state;
  int line, callee_line = -1;
  const char *kind;
  enum rg_host_call_what what;
  char callee[64], caller[64];
  assert_int_equal(rg_host_call_find("#include <iostream>\n__global__ void k(float *x)\n{\n"
                                     "    if (x[0] < 0) std::cout << x[0] << std::endl;\n}\n",
                                     &line, callee, caller, 64, &callee_line, &kind, &what), 1);
  assert_int_equal(what, RG_HOST_CALL_STD_HOST);
  assert_string_equal(callee, "std::cout");
  assert_int_equal(line, 4);
  assert_int_equal(find("#include <iostream>\nusing namespace std;\n"
                        "__device__ void f(float v) { cerr << v; }\n", &line, callee, caller), 1);
  assert_string_equal(callee, "std::cerr");
  assert_int_equal(find("__global__ void k(float *x) { std::vector<float> keep(4, x[0]);"
                        " x[1] = keep[0]; }\n", &line, callee, caller), 1);
  assert_string_equal(callee, "std::vector");
  assert_int_equal(find("using namespace std;\n"
                        "__device__ int f() { string name = \"x\"; return 1; }\n", &line,
                        callee, caller), 1);
  assert_string_equal(callee, "std::string");
  assert_int_equal(find("void host(float *x) { std::vector<float> v(4); std::cout << v[0]; }\n"
                        "__global__ void k(float *x, int n) { x[0] = sizeof(std::cout) + n; }\n"
                        "__device__ float f(const std::vector<float> *p, float *q)"
                        " { std::vector<float> *r = nullptr; return q[0] + (r == p); }\n"
                        "__device__ int g(cuda::std::string *s, struct T *t) { return t->cout; }\n",
                        &line, callee, caller), 0);
}

/* Ensure the standard library's host-only functions (std_host_names.c)
 * called in device code are found, by the name std:: gives them: called as
 * std::name, ::std::name, std::name<T>, or by plain name under `using
 * namespace std;` or `using std::name;` (at file scope or in the body). */
static void test_std_host_calls(void **state)
{
  (void)state;
  const struct { const char *src, *callee; int line; } found[] = {
    { "__global__ void k(float *x)\n{\n    std::swap(x[0], x[1]);\n}\n", "std::swap", 3 },
    { "__global__ void k(float *x) { if (x[0] > 1) return ::std::swap(x[0], x[1]); }\n",
      "std::swap", 1 },
    { "__device__ void s(float *x, int n)\n{\n    std::sort<float *>(x, x + n);\n}\n",
      "std::sort", 3 },
    { "#include <numeric>\n__global__ void k(float *x, int n)\n{\n"
      "    x[0] = std::accumulate(x, x + n, 0.0f);\n}\n", "std::accumulate", 4 },
    { "using namespace std;\n__global__ void k(float *x)\n{\n    swap(x[0], x[1]);\n}\n",
      "std::swap", 4 },
    { "__global__ void k(float *x)\n{\n    using std::iota;\n    iota(x, x + 4, 0.0f);\n}\n",
      "std::iota", 4 },
    { "__global__ void k(float *x) { x[0] = (float)std::rand(); }\n", "std::rand", 1 },
  };
  for (size_t c = 0; c < sizeof found / sizeof found[0]; c++) {
    int line = 0;
    char callee[64] = "", caller[64];
    if (find(found[c].src, &line, callee, caller) != 1 || strcmp(callee, found[c].callee) ||
        line != found[c].line)
      fail_msg("case %zu: got '%s' at line %d, not %s at %d", c, callee, line, found[c].callee,
               found[c].line);
  }
}

/* Ensure what nvcc builds of the standard library is left alone: the
 * constexpr ones (min, max, max_element, move), the math, another
 * namespace's std (cuda::std::swap) or swap, the submission's own
 * __device__ swap under `using namespace std;`, a parameter named like
 * one, a call before the `using`, std::swap in host code or a __host__
 * __device__ function, a file that opens another namespace too
 * (cooperative_groups' reduce), a file that adds to namespace std. */
static void test_std_what_nvcc_builds(void **state)
{
  (void)state;
  const char *ok[] = {
    "__global__ void k(float *x, int n) { x[0] = std::min(x[1], std::max(x[2], x[3]))"
    " + *std::max_element(x, x + n) + std::sqrt(std::abs(x[4])); }\n",
    "#include <cuda/std/utility>\n"
    "__global__ void k(float *x) { cuda::std::swap(x[0], x[1]); thrust::swap(x[0], x[1]); }\n",
    "using namespace std;\n"
    "__device__ void swap(float &a, float &b) { float t = a; a = b; b = t; }\n"
    "__global__ void k(float *x) { swap(x[0], x[1]); float y = move(x[2]); x[3] = y; }\n",
    "using namespace std;\ntemplate <typename F> __device__ float apply(F sort, float v)"
    " { return sort(v); }\n",
    "struct Sw { __device__ void operator()(float &a, float &b) const { float t = a; a = b;"
    " b = t; } };\n__device__ Sw swap;\n__global__ void k(float *x) { swap(x[0], x[1]); }\n"
    "using namespace std;\n",
    "#include <utility>\nvoid order(float &a, float &b) { if (a > b) std::swap(a, b); }\n"
    "__host__ __device__ void both(float &a, float &b) { std::swap(a, b); }\n"
    "__global__ void k(float *x) { x[0] = 1; /* std::swap(x[0], x[1]) */ }\n",
    "using namespace std;\nusing namespace cooperative_groups;\n"
    "__global__ void k(float *x) { auto t = tiled_partition<32>(this_thread_block());"
    " x[0] = reduce(t, x[0], cooperative_groups::plus<float>()); }\n",
    "namespace std { __device__ void swap(float &a, float &b) { float t = a; a = b; b = t; } }\n"
    "__global__ void k(float *x) { std::swap(x[0], x[1]); }\n",
  };
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    int line;
    char callee[64], caller[64];
    if (find(ok[i], &line, callee, caller))
      fail_msg("case %zu: %s called from %s at line %d is not a host call", i, callee, caller,
               line);
  }
}

/* Ensure a helper inside a namespace or extern "C" block is read too. */
static void test_inside_namespace(void **state)
{
  (void)state;
  int l0;
  char c0[64], k0[64];
  assert_int_equal(find("float f(float v) { return v; }\n#if 0\n__global__ void old(float *x)"
                        " { x[0] = 1; }\n#else\n__global__ void k(float *x) { x[0] = f(1); }\n"
                        "#endif\n", &l0, c0, k0), 1); /* the #else of an #if 0 is code */
  const char *src = "namespace lab {\nfloat add(float a, float b) { return a + b; }\n}\n"
                    "extern \"C\" {\n__global__ void k(float *x) { x[0] = lab::add(1, 2) + add2(); }\n}\n"
                    "float add2() { return 0; }\n";
  int line;
  char callee[64], caller[64];
  assert_int_equal(find(src, &line, callee, caller), 1);
  assert_string_equal(callee, "add2");
}

/* Ensure an inline host function is read as a function, not a scope: the
 * if in its body is no function a kernel's if calls (StackOverflow's
 * gpuAssert beside a right kernel), while a kernel that calls it, or a
 * function of an inline namespace, is found. */
static void test_inline_function(void **state)
{
  (void)state;
  int line;
  char callee[64], caller[64];
  const char *fine = "inline void gpuAssert(int code, const char *file, int line)\n"
                     "{\n   if (code != 0)\n   {\n      exit(code);\n   }\n}\n"
                     "__global__ void k(float *x, int n) { if (n > 0) x[0] = 1; }\n";
  assert_int_equal(find(fine, &line, callee, caller), 0);
  const char *calls = "inline float twice(float v) { if (v) { return v + v; } return 0; }\n"
                      "__global__ void k(float *x) { x[0] = twice(x[0]); }\n";
  assert_int_equal(find(calls, &line, callee, caller), 1);
  assert_string_equal(callee, "twice");
  const char *ns = "inline namespace v1 { float add(float a) { return a; } }\n"
                   "__global__ void k(float *x) { x[0] = add(x[0]); }\n";
  assert_int_equal(find(ns, &line, callee, caller), 1);
  assert_string_equal(callee, "add");
}

/* Ensure a __shared__ variable with an = initializer is found at its
 * line, in a kernel or at file scope, and that plain, extern and
 * assigned-later shared variables, and = in a comment, are not. */
static void test_shared_initialiser(void **state)
{
  (void)state;
  int line = 0;
  assert_int_equal(rg_shared_init_find("__global__ void k(float *x)\n{\n"
                                       "    __shared__ float total = 0.0f;\n    x[0] = total;\n}\n",
                                       &line), 1);
  assert_int_equal(line, 3);
  assert_int_equal(rg_shared_init_find("__shared__ int counts[4] = { 0 };\n", &line), 1);
  assert_int_equal(rg_shared_init_find("__global__ void k(float *x)\n{\n"
                                       "    __shared__ float s[32]; // = 0 would not build\n"
                                       "    extern __shared__ float dyn[];\n"
                                       "    if (threadIdx.x == 0) s[0] = 0;\n"
                                       "    __shared__ float t[sizeof(int) == 4 ? 8 : 4];\n"
                                       "    __syncthreads();\n    x[0] = s[0] + dyn[0] + t[0];\n}\n",
                                       &line), 0);
}

/* Ensure a kernel, a __device__ function and device variables named in
 * UTF-8 are found at their line (what nvcc 13.0 refuses), and that locals,
 * parameters, members, types and host names in UTF-8 are not. */
static void test_device_names(void **state)
{
  (void)state;
  int line = 0;
  char name[32];
  assert_int_equal(rg_device_name_find("\n__global__ void na\xc3\xafve(float *x) {}\n", &line,
                                       name, sizeof name), 1);
  assert_int_equal(line, 2);
  assert_string_equal(name, "na\xc3\xafve");
  assert_int_equal(rg_device_name_find("__global__ void __launch_bounds__(256) \xcf\x83(int n) {}",
                                       &line, name, sizeof name), 1);
  assert_int_equal(rg_device_name_find("template <typename T>\n__device__ __forceinline__ "
                                       "Pair<T, int> \xce\xa3_warp(T v);", &line, name,
                                       sizeof name), 1);
  assert_int_equal(rg_device_name_find("__device__ unsigned long long z\xc3\xa4hler;", &line,
                                       name, sizeof name), 1);
  assert_int_equal(rg_device_name_find("__constant__ float \xcf\x89[4] = {1, 2, 3, 4};", &line,
                                       name, sizeof name), 1);
  assert_int_equal(rg_device_name_find("__global__ void k(float *x)\n{\n"
                                       "    extern __shared__ float \xcf\x83[];\n}\n", &line, name,
                                       sizeof name), 1);
  assert_int_equal(line, 3);
  assert_int_equal(rg_device_name_find(
    "struct Z { float \xce\xbc; };\n"
    "static int gr\xc3\xb6\xc3\x9f" "e = 512;\n"
    "__device__ Z merge(Z a, float \xce\x94) { Z r{a.\xce\xbc + \xce\x94}; return r; }\n"
    "__global__ void k(const float *x, float *\xce\xbc, int n)\n{\n"
    "    __shared__ float lanes[32];\n    float \xce\xb4 = x[0];\n"
    "    auto step = [] __device__ (float a) { return a; };\n"
    "    // __device__ float \xcf\x83;\n    *\xce\xbc = step(\xce\xb4) + lanes[0];\n}\n"
    "void host_\xc3\xa4(int b) { k<<<1, b>>>(0, 0, 0); }\n", &line, name, sizeof name), 0);
}

/* Ensure a function-local static's mangled name gives its function and
 * its own name (with a discriminator too), and another name gives none;
 * two arrays of one function share an owner, those of two do not. */
static void test_shared_owner(void **state)
{
  (void)state;
  const char *local;
  size_t len;
  const char *a = "_ZZ12block_reduceI5MaxOpfET0_S1_E12warp_results";
  assert_int_equal(rg_shared_size_owner(a, &local, &len),
                   strlen("_ZZ12block_reduceI5MaxOpfET0_S1_"));
  assert_int_equal(len, 12);
  assert_memory_equal(local, "warp_results", 12);
  assert_int_equal(rg_shared_size_owner("_ZZ3fooE1s_0", &local, &len), strlen("_ZZ3foo"));
  assert_int_equal(rg_shared_size_owner("_ZZ3fooE4sums__12_", &local, &len), strlen("_ZZ3foo"));
  assert_int_equal(len, 4);
  assert_int_equal(rg_shared_size_owner("_ZL5sdata", &local, &len), 0);
  assert_int_equal(rg_shared_size_owner("_ZZ3barE1s", &local, &len), strlen("_ZZ3bar"));
}

/* Ensure no reference solution, skeleton or correct variant of the kit is
 * refused: every one builds with nvcc.  (In the student release, the
 * skeletons.) */
static int scanned;

/* Every .cu below dir (or each subfolder's file); a folder that is not there (the
 * student release has no solutions/ and no tests/correct/) is skipped. */
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
        int line;
        char callee[64], caller[64];
        if (find(text, &line, callee, caller))
          fail_msg("%s:%d: %s called from %s taken for a host call", path, line, callee, caller);
        if (rg_shared_init_find(text, &line))
          fail_msg("%s:%d: taken for a __shared__ initializer", path, line);
        char name[64], fn[64];
        if (rg_device_name_find(text, &line, name, sizeof name))
          fail_msg("%s:%d: %s taken for a device name past ASCII", path, line, name);
        if (rg_shared_in_host_find(text, &line, fn, sizeof fn))
          fail_msg("%s:%d: taken for a __shared__ variable in host code", path, line);
        if (rg_device_exception_find(text, &line, name, fn, sizeof fn))
          fail_msg("%s:%d: %s taken for exception handling in device code", path, line, name);
        if (rg_constant_write_find(text, &line, name, fn, sizeof fn))
          fail_msg("%s:%d: %s taken for a store into a __constant__", path, line, name);
        if (rg_constant_array_write_find(text, &line, name, fn, sizeof fn))
          fail_msg("%s:%d: %s taken for a store into a __constant__ array", path, line, name);
        if (rg_device_static_init_find(text, &line, fn, sizeof fn))
          fail_msg("%s:%d: taken for a static started at run time", path, line);
        if (rg_kernel_ellipsis_find(text, &line, fn, sizeof fn))
          fail_msg("%s:%d: %s taken for a kernel with an ellipsis", path, line, fn);
        if (rg_kernel_member_find(text, &line))
          fail_msg("%s:%d: taken for a member kernel", path, line);
        if (rg_kernel_auto_find(text, &line, fn, sizeof fn))
          fail_msg("%s:%d: %s taken for a kernel of deduced return type", path, line, fn);
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
  assert_true(scanned >= 16); /* the skeletons at least */
}

/* Ensure a __shared__ variable in a host function is found (nvcc: "a
 * static \"__shared__\" variable declaration is not allowed inside a host
 * function body"), and one in device code, or in a device lambda of a host
 * function, is not. */
static void test_shared_in_host(void **state)
{
  (void)state;
  int line = 0;
  char fn[64];
  assert_int_equal(rg_shared_in_host_find("void sum(const float *in, int n)\n{\n"
                                          "    __shared__ int calls;\n    calls = 1;\n}\n",
                                          &line, fn, sizeof fn), 1);
  assert_int_equal(line, 3);
  assert_string_equal(fn, "sum");
  assert_int_equal(rg_shared_in_host_find("__global__ void k() { __shared__ int s[32]; }\n"
                                          "__device__ void d() { __shared__ int t; }\n"
                                          "void h() { auto l = [] __device__ () { __shared__ int u; "
                                          "}; (void)l; }\n", &line, fn, sizeof fn), 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_helper_without_device),
    cmocka_unit_test(test_template_helper_from_device),
    cmocka_unit_test(test_what_nvcc_builds),
    cmocka_unit_test(test_inside_namespace),
    cmocka_unit_test(test_inline_function),
    cmocka_unit_test(test_host_library),
    cmocka_unit_test(test_runtime_api),
    cmocka_unit_test(test_launch_and_kernel_call),
    cmocka_unit_test(test_std_host_objects),
    cmocka_unit_test(test_std_host_calls),
    cmocka_unit_test(test_std_what_nvcc_builds),
    cmocka_unit_test(test_shared_initialiser),
    cmocka_unit_test(test_shared_owner),
    cmocka_unit_test(test_shared_in_host),
    cmocka_unit_test(test_device_names),
    cmocka_unit_test(test_kit_files_clean),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
