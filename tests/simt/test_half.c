/* test_half.c — cuda_fp16.h's stand-in rounds as PTX's cvt.rn.f16.f32 and
 * add.f16 & co do: to the nearest, ties to even, among subnormals too,
 * 65520 and above to infinity, NaN to the canonical 0x7fff; __hmax/__hmin
 * take the number beside a NaN and order -0 below +0; a half widens to
 * the float of exactly its value; cuda_bf16.h's stand-in likewise. */
#include <float.h>
#include <math.h>
#include <string.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_half)(const float *, const unsigned short *, unsigned short *, float *);

/* Ensure each conversion and operation gives the bits a GPU gives. */
static void test_half_bits(void **state)
{
  (void)state;
  const float f[8] = { 1.0f + 0x1p-11f, 1.0f + 0x3p-11f, 65519.0f, 65520.0f,
                       -0x1p-25f, 0x3p-25f, NAN, 0x1p-14f - 0x1p-25f };
  const unsigned short h[8] = { 0x3c01, 0x3c01, 0x7e00, 0x8000, 0x0001, 0xfbff, 0x7c00, 0x3555 };
  const unsigned short want[17] = {
    0x3c00, 0x3c02, 0x7bff, 0x7c00, 0x8000, 0x0002, 0x7fff, 0x0400, /* conversions */
    0x4001, 0x3c02, 0x0000, 0x3c01, 0x7fff, 0x0000, 0x8000, /* add, mul, sub, max, min */
    12, 0x4002,
  };
  const float want_back[4] = { 0x1p-24f, -65504.0f, INFINITY, 0x1.554p-2f };
  unsigned short out[17];
  float back[5];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_half(f, h, out, back), 0);
  for (int k = 0; k < 17; k++)
    if (out[k] != want[k])
      fail_msg("result %d: %#x, want %#x", k, out[k], want[k]);
  for (int k = 0; k < 4; k++)
    if (back[k] != want_back[k])
      fail_msg("widened %d: %a, want %a", k, (double)back[k], (double)want_back[k]);
  unsigned nan_bits;
  memcpy(&nan_bits, &back[4], sizeof nan_bits);
  assert_int_equal(nan_bits, 0x7fffffffu); /* 0xfe01: canonical, as on an H200 */
}

static int (*run_half_shuffles)(unsigned short *, unsigned short *);

/* Ensure __half and __half2 shuffle as CUDA's overloads do: their bits
 * moved, lane 31's own value kept by the shuffle down. */
static void test_half_shuffles(void **state)
{
  (void)state;
  unsigned short down[32], xy[64];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_half_shuffles(down, xy), 0);
  assert_int_equal(down[0], 0x3c00);  /* 1 */
  assert_int_equal(down[30], 0x4fc0); /* 31 */
  assert_int_equal(down[31], 0x4fc0);
  assert_int_equal(xy[0], 0x3c00);    /* lane 0 gets lane 1's (1, -1) */
  assert_int_equal(xy[1], 0xbc00);
  assert_int_equal(xy[2], 0x0000);    /* lane 1 gets lane 0's (0, -0) */
  assert_int_equal(xy[3], 0x8000);
}

static int (*run_half_fmas)(const unsigned short *, unsigned short *, int);

/* Ensure __hfma rounds a * b + c once: a result a product rounded first
 * would lose (2^-20), ties broken by a term of 2^-24, zeros' signs,
 * overflow to infinity, a NaN. */
static void test_half_fma(void **state)
{
  (void)state;
  const unsigned short abc[] = {
    0x3c01, 0x3c01, 0xbc02, /* (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20, a subnormal */
    0x6156, 0x4200, 0x0001, /* 683 * 3 = 2049, a tie, + 2^-24: up to 2050 */
    0x6156, 0x4200, 0x8001, /* - 2^-24: down to 2048 */
    0xbc00, 0x0000, 0x8000, /* -0 + -0 = -0 */
    0x3c00, 0x3c00, 0xbc00, /* 1 - 1 = +0 */
    0x5c00, 0x5c00, 0x0000, /* 65536: infinity */
    0x7c00, 0x0000, 0x3c00, /* inf * 0: NaN */
    0x6156, 0x4200, 0x0000, /* 2049 + 0: the tie, to the even 2048 */
  };
  const unsigned short want[8] = { 0x0010, 0x6801, 0x6800, 0x8000, 0x0000, 0x7c00, 0x7fff, 0x6800 };
  unsigned short out[8];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_half_fmas(abc, out, 8), 0);
  for (int k = 0; k < 8; k++)
    if (out[k] != want[k])
      fail_msg("fma %d: %#x, want %#x", k, out[k], want[k]);
}

static int (*run_bf16)(const float *, const unsigned short *, unsigned short *, float *);

/* Ensure bfloat16 rounds the same way with 7 fraction bits and float's
 * exponent range: ties to even, past the largest finite value to infinity,
 * subnormals kept. */
static void test_bf16_bits(void **state)
{
  (void)state;
  const float f[6] = { 1.0f + 0x1p-8f, 1.0f + 0x3p-8f, FLT_MAX, NAN, 0x3p-134f, -0.0f };
  const unsigned short h[4] = { 0x3f81, 0xffc1, 0x0001, 0x7f7f };
  const unsigned short want[9] = { 0x3f80, 0x3f82, 0x7f80, 0x7fff, 0x0002, 0x8000,
                                   0x4001, 0x3f82, 0x3f81 };
  const float want_back[2] = { 0x1p-133f, 0x1.fep127f };
  unsigned short out[9];
  float back[3];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_bf16(f, h, out, back), 0);
  for (int k = 0; k < 9; k++)
    if (out[k] != want[k])
      fail_msg("bf16 result %d: %#x, want %#x", k, out[k], want[k]);
  for (int k = 0; k < 2; k++)
    if (back[k] != want_back[k])
      fail_msg("bf16 widened %d: %a, want %a", k, (double)back[k], (double)want_back[k]);
  unsigned nan_bits;
  memcpy(&nan_bits, &back[2], sizeof nan_bits);
  assert_int_equal(nan_bits, 0x7fffffffu); /* canonical, as on an H200: payload and sign dropped */
}

int main(void)
{
  void *so = st_load("half.cu"), *so_bf16 = st_load("bf16.cu");
  if (!so || !so_bf16)
    return 77;
  run_half = (int (*)(const float *, const unsigned short *, unsigned short *, float *))st_sym(
      so, "run_half");
  run_half_shuffles = (int (*)(unsigned short *, unsigned short *))st_sym(so, "run_half_shuffles");
  run_half_fmas = (int (*)(const unsigned short *, unsigned short *, int))st_sym(so, "run_half_fmas");
  run_bf16 = (int (*)(const float *, const unsigned short *, unsigned short *, float *))st_sym(
      so_bf16, "run_bf16");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_half_bits),
    cmocka_unit_test(test_half_shuffles),
    cmocka_unit_test(test_half_fma),
    cmocka_unit_test(test_bf16_bits),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
