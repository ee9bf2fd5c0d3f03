/* test_backend_test.c — code that asks which compiler builds it
 * (backend_test.c): each way a submission can ask is found at its line,
 * and what a reduction legitimately tests (__CUDA_ARCH__, __CUDACC__,
 * CUDART_VERSION, its own macros, words in comments) is not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "backend_test.h"

static int find(const char *text, char *word)
{
  return rg_backend_test_find(text, word, 64);
}

/* A text that asks, the name found, and its line. */
struct ask {
  const char *text, *word;
  int line;
};

static void expect_found(const struct ask *v, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    char word[64] = "";
    assert_int_equal(find(v[i].text, word), v[i].line);
    assert_string_equal(word, v[i].word);
  }
}

static void expect_none(const char *const *v, size_t n)
{
  for (size_t i = 0; i < n; i++) {
    char word[64] = "";
    assert_int_equal(find(v[i], word), 0);
  }
}

static void each_way_is_found(void **state)
{
  (void)state;
  static const struct ask asks[] = {
    { "#include <cstddef>\n#ifdef SIMT_EMULATOR\n#endif\n", "SIMT_EMULATOR", 2 },
    { "int x;\n\n  #  if defined(__clang__) && 1\n#endif\n", "__clang__", 3 },
    { "#ifndef __NVCC__\n#endif\n", "__NVCC__", 1 },
    { "#if __CUDACC_VER_MAJOR__ >= 13\n#endif\n", "__CUDACC_VER_MAJOR__", 1 },
    { "#if 1\n#elif __GNUC__ > 4\n#endif\n", "__GNUC__", 2 },
    { "#if __has_include(<simt_cuda.h>)\n#endif\n", "__has_include", 1 },
    { "#if __has_include(\"simt_module.h\")\n#endif\n", "__has_include", 1 },
    { "#if A && \\\n    defined(__llvm__)\n#endif\n", "__llvm__", 1 },
    { "#if 0 /* a comment */ || __has_builtin(__builtin_expect)\n#endif\n", "__has_builtin", 1 },
    { "/* a comment\n   that ends */ int y;\n#ifdef __SIMT_H\n#endif\n", "__SIMT_H", 3 },
    { "#elifdef __clang_major__\n", "__clang_major__", 1 },
  };
  expect_found(asks, sizeof asks / sizeof asks[0]);
}

static void what_a_reduction_tests_is_not(void **state)
{
  (void)state;
  static const char *const fine[] = {
    "#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600\n#endif\n",
    "#ifdef __CUDACC__\n#define HD __host__ __device__\n#endif\n",
    "#if CUDART_VERSION >= 9000\n#endif\n",
    "#ifndef BLOCK\n#define BLOCK 256\n#endif\n",
    "#define USE_SIMT_STYLE 1\n#if USE_SIMT_STYLE\n#endif\n",
    "// #ifdef __clang__ in a comment\nint x;\n",
    "/*\n#ifdef SIMT_EMULATOR\n*/\nint y;\n",
    "const char *s = \"#ifdef __NVCC__\";\n",
    "#include <cuda/std/limits>\n#if __has_include(<cooperative_groups/reduce.h>)\n#endif\n",
    "#pragma unroll\n#define clang_style 1\n",
    "#if 1 /* a comment that goes on\n#ifdef __clang__\n*/\n#endif\n",
  };
  expect_none(fine, sizeof fine / sizeof fine[0]);
}

/* Outside a directive: a macro's text, made a string, tells the compilers
 * apart as well (#x of SIMT_EMULATOR is "1" on the emulator only), and so
 * do the names one compiler spells its own way. */
static void code_that_names_them_is_found(void **state)
{
  (void)state;
  static const struct ask asks[] = {
    { "#define S(x) #x\n#define T(x) S(x)\nbool e = T(SIMT_EMULATOR)[0] == '1';\n",
      "SIMT_EMULATOR", 3 },
    { "int v = __clang_major__;\n", "__clang_major__", 1 },
    { "#define ON_GCC __GNUC__\n", "__GNUC__", 1 },
    { "// a comment\nconst char *f = __PRETTY_FUNCTION__;\n", "__PRETTY_FUNCTION__", 2 },
    { "/* __clang__ in a comment */ int x =\n  __VERSION__[0];\n", "__VERSION__", 2 },
    { "#ifdef __NVCC__\n#endif\nint y = __GNUC__;\n", "__NVCC__", 1 },
  };
  expect_found(asks, sizeof asks / sizeof asks[0]);
  /* The emulator's runtime functions in code are the symbol checks' to
   * refuse, with their own words; a string or a comment names nothing. */
  static const char *const fine[] = {
    "extern \"C\" void simt_mem_open(void);\n",
    "const char *s = \"__clang__ SIMT_EMULATOR\";\nchar c = '\\'';\nint z;\n",
    "#include <simt_cuda_like.h>\nint __func_name = 1;\n",
  };
  expect_none(fine, sizeof fine / sizeof fine[0]);
}

/* Names one build defines and the other lacks, beyond the compilers'
 * identities: any reserved name or one of the toolkit's or the shim's in
 * a directive, a predefined macro's spelling (__X__) in code; what every
 * build agrees on, the header a __has_include names and the runtime's
 * reserved functions in code are not. */
static void names_one_build_defines_are_found(void **state)
{
  (void)state;
  static const struct ask asks[] = {
    { "#ifndef __CUDA_RUNTIME_H__\n#endif\n", "__CUDA_RUNTIME_H__", 1 },
    { "int a;\n#if defined(__GCC_IEC_559) || 0\n#endif\n", "__GCC_IEC_559", 2 },
    { "#ifdef __USE_EXTERN_INLINES\n#endif\n", "__USE_EXTERN_INLINES", 1 },
    { "#ifdef _BITS_STDIO_H\n#endif\n", "_BITS_STDIO_H", 1 },
    { "#if defined(__has_warning)\n#endif\n", "__has_warning", 1 },
    { "#ifndef __cpp_sized_deallocation\n#endif\n", "__cpp_sized_deallocation", 1 },
    { "#ifdef RG_EMU\n#endif\n", "RG_EMU", 1 },
    { "#ifndef EOF\n#endif\n", "EOF", 1 },
    { "#ifdef threadIdx\n#endif\n", "threadIdx", 1 },
    { "#ifndef cudaHostRegisterMapped\n#endif\n", "cudaHostRegisterMapped", 1 },
    { "#ifndef _MY_GUARD\n#define _MY_GUARD\n#endif\n", "_MY_GUARD", 1 },
    { "#define S(x) #x\n#define T(x) S(x)\nbool g = T(__CUDA_RUNTIME_H__)[0];\n",
      "__CUDA_RUNTIME_H__", 3 },
  };
  expect_found(asks, sizeof asks / sizeof asks[0]);
  static const char *const fine[] = {
    "#if __has_include(<cuda/std/limits>) && A < 3 && B > 2\n#endif\n",
    "#if defined(__CUDA_ARCH__) && __LINE__ > 0 && CUDART_VERSION >= 12000\n#endif\n",
    "int x = sysconf(_SC_NPROCESSORS_CONF);\n__syncthreads();\n",
    "printf(\"%s:%d\", __FILE__, __LINE__);\n#ifndef MY_BLOCK\n#endif\n",
    "printf(\"%s: %s\", __FUNCTION__, __func__);\n",
  };
  expect_none(fine, sizeof fine / sizeof fine[0]);
}

/* An include guard around the whole file, whatever its name, a #pragma
 * once before it or not: a build that had the name defined would see no
 * file, so it chooses nothing.  Nor do
 * other platforms' names, which no build here defines.  The
 * same test that guards only a part, or is not followed by its #define,
 * still asks. */
static void whole_file_guard_is_not_a_test(void **state)
{
  (void)state;
  static const char *const none[] = {
    "#ifndef _REDUCE_CU_\n#define _REDUCE_CU_\n__global__ void k() {}\n#endif\n",
    "#ifdef __INTELLISENSE__\nvoid __syncthreads();\n#endif\n",
    "#if defined(_WIN32) || defined(_WIN64)\n#include <windows.h>\n#endif\n",
    "// reduce.cu\n\n#ifndef __REDUCE_H__\n#define __REDUCE_H__\nint x;\n#endif // guard\n",
    "#pragma once\n#ifndef _REDUCE_CU_\n#define _REDUCE_CU_\nint x;\n#endif\n",
    "#ifdef _OPENMP\n#include <omp.h>\n#endif\n",
  };
  expect_none(none, sizeof none / sizeof none[0]);
  static const struct ask found[] = {
    { "#ifndef _REDUCE_CU_\n#define _REDUCE_CU_\nint x;\n#endif\nint y;\n", "_REDUCE_CU_", 1 },
    { "int y;\n#ifndef _BITS_STDIO_H\n#define _BITS_STDIO_H\nint x;\n#endif\n", "_BITS_STDIO_H", 2 },
    { "#ifndef _BITS_STDIO_H\n#define OTHER 1\nint x;\n#endif\n", "_BITS_STDIO_H", 1 },
    { "#pragma once\n#ifndef _BITS_STDIO_H\n#define _BITS_STDIO_H\nint x;\n#endif\nint y;\n",
      "_BITS_STDIO_H", 2 },
    { "#pragma push_macro(\"A\")\n#ifndef _REDUCE_CU_\n#define _REDUCE_CU_\nint x;\n#endif\n",
      "_REDUCE_CU_", 2 },
    { "#pragma once\nint y;\n#ifndef _REDUCE_CU_\n#define _REDUCE_CU_\nint x;\n#endif\n",
      "_REDUCE_CU_", 3 },
  };
  expect_found(found, sizeof found / sizeof found[0]);
}

/* A macro of the file's own that stands for a name which asks, read for
 * its value in #if or #elif, asks as that name does, through other macros
 * too and whatever the macro is called (an allowed _WIN32 as well); a
 * macro for an ordinary value, one only tested for being defined, and a
 * name in a comment after the #define do not. */
static void asking_through_own_macro_is_found(void **state)
{
  (void)state;
  static const struct ask asks[] = {
    { "#define ON_GPU EOF\n#if ON_GPU + 0 == -1\n#endif\n", "EOF", 2 },
    { "#define _WIN32 _BITS_STDIO_H\nint a;\n#if 1\n#elif _WIN32\n#endif\n", "_BITS_STDIO_H", 4 },
    { "#define A(x) B\n#define B \\\n  __USE_EXTERN_INLINES\n#if A(1) > 0\n#endif\n", "__USE_EXTERN_INLINES", 4 },
    { "#define CAT(a, b) a##b\n#define ON CAT(E, OF)\n#if ON + 0 == -1\n#endif\n", "##", 3 },
  };
  expect_found(asks, sizeof asks / sizeof asks[0]);
  static const char *const fine[] = {
    "#define WARP_SIZE 32\n#if WARP_SIZE == 32\n#endif\n",
    "#define HD __host__ __device__\n#ifdef HD\n#endif\n#if defined(HD) && defined HD\n#endif\n",
    "#define BLOCK 256 // not EOF\n#if BLOCK > 128\n#endif\n",
    "#define ARCH __CUDA_ARCH__\n#if ARCH >= 600\n#endif\n",
  };
  expect_none(fine, sizeof fine / sizeof fine[0]);
}

/* A backslash-newline is spliced out before anything else, so a name it
 * splits is whole (in a directive, in code, in a macro an #if reads);
 * lines after it keep their numbers; a // comment it continues hides the
 * next line. */
static void spliced_names_are_found(void **state)
{
  (void)state;
  static const struct ask asks[] = {
    { "#ifdef E\\\nOF\n#endif\n", "EOF", 1 },
    { "int a;\nint v = __GN\\\nUC__;\n", "__GNUC__", 2 },
    { "#define ON E\\\nOF\n#if ON + 0 == -1\n#endif\n", "EOF", 3 },
    { "#define A 1 \\\n  + 2\nint b;\n#ifdef __clang__\n#endif\n", "__clang__", 4 },
  };
  expect_found(asks, sizeof asks / sizeof asks[0]);
  static const char *const fine[] = { "// a note \\\n#ifdef __clang__\nint x;\n" };
  expect_none(fine, sizeof fine / sizeof fine[0]);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(each_way_is_found),
    cmocka_unit_test(what_a_reduction_tests_is_not),
    cmocka_unit_test(code_that_names_them_is_found),
    cmocka_unit_test(names_one_build_defines_are_found),
    cmocka_unit_test(whole_file_guard_is_not_a_test),
    cmocka_unit_test(asking_through_own_macro_is_found),
    cmocka_unit_test(spliced_names_are_found),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
