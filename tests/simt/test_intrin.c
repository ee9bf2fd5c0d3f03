/* test_intrin.c — intrinsics nvcc accepts that the shim computes itself,
 * each with values whose answer changes if the semantics are wrong:
 * __match_any_sync groups (floats by their bits), __match_all_sync and its
 * predicate, the four funnel shifts (masked and clamped shift counts),
 * __byte_perm, arithmetic rounded toward zero, down and up (one ulp apart,
 * a negative exact zero when rounding down, overflow), and
 * cudaOccupancyAvailableDynamicSMemPerBlock, __uni_sync, and the fast math
 * intrinsics (__expf ...: a fixture that calls one must load), libcu++'s
 * cuda::atomic_ref and cuda::std::numeric_limits, and the DPX intrinsics
 * (signed against unsigned, the clamp at zero, the wrapping add, which
 * operand won, each halfword apart). */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_match)(int, unsigned *, int *);
static int (*run_fast_math)(float *);
static int (*run_atomic_refs)(int *, float *);
static int (*run_bits)(unsigned, unsigned, unsigned, unsigned *);
static int (*run_rounded_f)(float, float, float, float *);
static int (*run_rounded_d)(double, double, double, double *);
static int (*run_dyn_smem)(int, int, size_t *);
static int (*run_dpx)(int, int, int, int *);
static int (*run_intarith)(unsigned, unsigned, unsigned, unsigned *);

static int setup(void **state)
{
  (void)state;
  simt_configure(NULL);
  simt_reset();
  return 0;
}

/* Ensure __match_any_sync groups lanes by equal bits: 1.25f and 1.5f
 * differ (a conversion to an integer would make them one group). */
static void test_match_any(void **state)
{
  (void)state;
  unsigned out[32];
  int pred[32];
  assert_int_equal(run_match(0, out, pred), 0);
  for (unsigned l = 0; l < 32; l++)
    assert_int_equal(out[l], 0x11111111u << (l % 4));
  assert_int_equal(run_match(1, out, pred), 0);
  for (unsigned l = 0; l < 32; l++)
    assert_int_equal(out[l], 0xffu << (8 * (l / 8)));
}

/* Ensure __uni_sync is true when every lane agrees and false, in every
 * lane, when one differs. */
static void test_uni_sync(void **state)
{
  (void)state;
  unsigned out[32];
  int pred[32];
  assert_int_equal(run_match(4, out, pred), 0);
  for (unsigned l = 0; l < 32; l++)
    assert_int_equal(pred[l], 1);
  assert_int_equal(run_match(5, out, pred), 0);
  for (unsigned l = 0; l < 32; l++)
    assert_int_equal(pred[l], 0);
}

/* Ensure the fast intrinsics load and compute what their names say (to a
 * few ulps: on the GPU they are approximations). */
static void test_fast_math(void **state)
{
  (void)state;
  float out[11];
  const double want[11] = { exp(1.0), 100.0, 1.0, 3.0, 3.0, sin(0.5), cos(0.5), tan(0.5), 1024.0,
                            sin(0.5), cos(0.5) };
  assert_int_equal(run_fast_math(out), 0);
  for (int i = 0; i < 11; i++)
    assert_true(fabs(out[i] - want[i]) <= 1e-5 * fabs(want[i]));
}

/* Ensure cuda::atomic_ref's operations are atomic and do what they say:
 * fetch_max, fetch_min, a compare_exchange_strong loop, += on a float;
 * a failed compare-exchange stores nothing and hands back the value it
 * found, a matching one stores. */
static void test_atomic_ref(void **state)
{
  (void)state;
  int v[8];
  float f;
  assert_int_equal(run_atomic_refs(v, &f), 0);
  assert_int_equal(v[5], 0);
  assert_int_equal(v[6], 5);
  assert_int_equal(v[7], 1);
  assert_int_equal(v[4], 9);
  assert_int_equal(v[0], 63);
  assert_int_equal(v[1], 7);
  assert_int_equal(v[2], 64);
  assert_int_equal(v[3], 64);
  assert_true(f == 32.0f);
}

/* Ensure __match_all_sync gives the mask and a true predicate when every
 * lane agrees, 0 and false when one lane differs. */
static void test_match_all(void **state)
{
  (void)state;
  unsigned out[32];
  int pred[32];
  assert_int_equal(run_match(2, out, pred), 0);
  for (unsigned l = 0; l < 32; l++) {
    assert_int_equal(out[l], 0xffffffffu);
    assert_int_equal(pred[l], 1);
  }
  assert_int_equal(run_match(3, out, pred), 0);
  for (unsigned l = 0; l < 32; l++) {
    assert_int_equal(out[l], 0);
    assert_int_equal(pred[l], 0);
  }
}

/* Ensure the funnel shifts of hi:lo mask (_l, _r) or clamp (_lc, _rc) the
 * shift count, and __byte_perm picks bytes of hi:lo by selector. */
static void test_funnel_shifts_and_byte_perm(void **state)
{
  (void)state;
  const unsigned lo = 0x89abcdefu, hi = 0x01234567u;
  unsigned o[5];
  assert_int_equal(run_bits(lo, hi, 4, o), 0);
  assert_int_equal(o[0], 0x12345678u);
  assert_int_equal(o[1], 0x12345678u);
  assert_int_equal(o[2], 0x789abcdeu);
  assert_int_equal(o[3], 0x789abcdeu);
  assert_int_equal(o[4], 0xefefef67u); /* selectors 4, 0, 0, 0 */
  assert_int_equal(run_bits(lo, hi, 36, o), 0);
  assert_int_equal(o[0], 0x12345678u); /* 36 & 31 */
  assert_int_equal(o[1], lo);          /* min(36, 32) */
  assert_int_equal(o[2], 0x789abcdeu);
  assert_int_equal(o[3], hi);
  const unsigned x = 0x33221100u, y = 0x77665544u;
  assert_int_equal(run_bits(x, y, 0x3210, o), 0);
  assert_int_equal(o[4], x);
  assert_int_equal(run_bits(x, y, 0x7654, o), 0);
  assert_int_equal(o[4], y);
  assert_int_equal(run_bits(x, y, 0x5140, o), 0);
  assert_int_equal(o[4], 0x55114400u);
  assert_int_equal(run_bits(x, y, 0xabcd0123u, o), 0); /* upper 16 bits unused */
  assert_int_equal(o[4], 0x00112233u);
}

/* One operation's inputs and its results rounded toward zero, down, up. */
struct rounding_f {
  int op; /* fixture order: add, sub, mul, div, fma, sqrt, rcp */
  float a, b, c, want[3];
};
struct rounding_d {
  int op;
  double a, b, c, want[3];
};
enum { ADD, SUB, MUL, DIV, FMA, SQRT, RCP };

/* Bits, not values: -0.0f must not pass for +0.0f. */
static void expect_bits(const void *got, const void *want, size_t n, int op, int mode)
{
  if (memcmp(got, want, n) != 0)
    fail_msg("op %d mode %d: wrong result", op, mode);
}

/* Ensure every float operation rounds toward zero, down and up. */
static void test_rounded_float(void **state)
{
  (void)state;
  const float x = 1.0f + 0x1p-23f, third_lo = 0x1.555554p-2f, root2_lo = 0x1.6a09e6p+0f;
  const struct rounding_f cases[] = {
    { ADD, 1.0f, 1e-8f, 0, { 1.0f, 1.0f, x } },
    { ADD, -1.0f, -1e-8f, 0, { -1.0f, -x, -1.0f } },
    { ADD, 1.0f, -1.0f, 0, { 0.0f, -0.0f, 0.0f } },
    { ADD, FLT_MAX, FLT_MAX, 0, { FLT_MAX, FLT_MAX, INFINITY } },
    { SUB, 1.0f, 1e-8f, 0, { 1.0f - 0x1p-24f, 1.0f - 0x1p-24f, 1.0f } },
    { MUL, x, x, 0, { 1.0f + 0x1p-22f, 1.0f + 0x1p-22f, 1.0f + 0x1p-22f + 0x1p-23f } },
    { MUL, -x, x, 0, { -1.0f - 0x1p-22f, -1.0f - 0x1p-22f - 0x1p-23f, -1.0f - 0x1p-22f } },
    { DIV, 1.0f, 3.0f, 0, { third_lo, third_lo, nextafterf(third_lo, 1.0f) } },
    { FMA, x, x, -1.0f, { 0x1p-22f, 0x1p-22f, 0x1p-22f + 0x1p-45f } },
    { SQRT, 2.0f, 0, 0, { root2_lo, root2_lo, nextafterf(root2_lo, 2.0f) } },
    { RCP, 3.0f, 0, 0, { third_lo, third_lo, nextafterf(third_lo, 1.0f) } },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const struct rounding_f *k = &cases[i];
    float out[21];
    assert_int_equal(run_rounded_f(k->a, k->b, k->c, out), 0);
    for (int m = 0; m < 3; m++)
      expect_bits(&out[3 * k->op + m], &k->want[m], sizeof(float), k->op, m);
  }
}

/* Ensure every double operation rounds toward zero, down and up. */
static void test_rounded_double(void **state)
{
  (void)state;
  const double y = 1.0 + 0x1p-52, third_lo = 0x1.5555555555555p-2, root2_lo = 0x1.6a09e667f3bccp+0;
  const struct rounding_d cases[] = {
    { ADD, 1.0, 1e-17, 0, { 1.0, 1.0, y } },
    { ADD, -1.0, -1e-17, 0, { -1.0, -y, -1.0 } },
    { ADD, 1.0, -1.0, 0, { 0.0, -0.0, 0.0 } },
    { ADD, DBL_MAX, DBL_MAX, 0, { DBL_MAX, DBL_MAX, INFINITY } },
    { SUB, 1.0, 1e-17, 0, { 1.0 - 0x1p-53, 1.0 - 0x1p-53, 1.0 } },
    { MUL, y, y, 0, { 1.0 + 0x1p-51, 1.0 + 0x1p-51, 1.0 + 0x1p-51 + 0x1p-52 } },
    { DIV, 1.0, 3.0, 0, { third_lo, third_lo, nextafter(third_lo, 1.0) } },
    { FMA, y, y, -1.0, { 0x1p-51, 0x1p-51, 0x1p-51 + 0x1p-103 } },
    { SQRT, 2.0, 0, 0, { root2_lo, root2_lo, nextafter(root2_lo, 2.0) } },
    { RCP, 3.0, 0, 0, { third_lo, third_lo, nextafter(third_lo, 1.0) } },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    const struct rounding_d *k = &cases[i];
    double out[21];
    assert_int_equal(run_rounded_d(k->a, k->b, k->c, out), 0);
    for (int m = 0; m < 3; m++)
      expect_bits(&out[3 * k->op + m], &k->want[m], sizeof(double), k->op, m);
  }
}

/* Ensure the dynamic shared memory left per block for n resident blocks is
 * the SM's share less the reserved 1 KiB, at most a block's opt-in limit,
 * and 0 where n blocks of that size never fit (2048 threads an SM). */
static void test_available_dynamic_smem(void **state)
{
  (void)state;
  size_t bytes = 1;
  assert_int_equal(run_dyn_smem(4, 256, &bytes), 0);
  assert_int_equal(bytes, 228 * 1024 / 4 - 1024);
  assert_int_equal(run_dyn_smem(1, 256, &bytes), 0);
  assert_int_equal(bytes, 99 * 1024);
  assert_int_equal(run_dyn_smem(3, 1024, &bytes), 0);
  assert_int_equal(bytes, 0);
}

/* Ensure the DPX intrinsics compute what CUDA's math API says: with a
 * negative operand the signed and unsigned forms differ, the _relu forms
 * clamp at zero, the add wraps, __vib* says whether a won, and the 16x2
 * forms keep the halfwords apart (a borrow or carry stays in its half). */
static void test_dpx(void **state)
{
  (void)state;
  int o[27];
  assert_int_equal(run_dpx(-5, 3, -9, o), 0);
  assert_int_equal(o[0], 3);
  assert_int_equal(o[1], -9);
  assert_int_equal(o[2], -5);            /* 0xfffffffb is the largest unsigned */
  assert_int_equal(o[3], 3);
  assert_int_equal(o[4], 3);
  assert_int_equal(o[5], 0);             /* min -5 clamped */
  assert_int_equal(o[6], 3);
  assert_int_equal(o[7], 0);
  assert_int_equal(o[8], -2);            /* max(-5 + 3, -9) */
  assert_int_equal(o[9], -9);
  assert_int_equal(o[10], -2);           /* 0xfffffffe > 0xfffffff7 */
  assert_int_equal(o[11], -9);
  assert_int_equal(o[12], 0);
  assert_int_equal(o[13], 3);
  assert_int_equal(o[14], -5);
  assert_int_equal(o[15], -5);
  assert_int_equal(o[16], 0);            /* -5 >= 3 is false */
  assert_int_equal(o[17], 1);
  assert_int_equal(o[18], 1);            /* unsigned: 0xfffffffb >= 3 */
  assert_int_equal(o[19], 0);
  assert_int_equal(run_dpx(INT_MAX, 1, INT_MIN + 5, o), 0);
  assert_int_equal(o[8], INT_MIN + 5);   /* INT_MAX + 1 wraps to INT_MIN */
  assert_int_equal(o[9], INT_MIN);
  /* halfwords: a = (hi 0x0001, lo 0xffff = -1), b = (hi 0xffff, lo 0x0002),
   * c = (hi 0x8000, lo 0x7fff) */
  assert_int_equal(run_dpx((int)0x0001ffffu, (int)0xffff0002u, (int)0x80007fffu, o), 0);
  assert_int_equal((unsigned)o[20], 0x00017fffu); /* signed max per half */
  assert_int_equal((unsigned)o[21], 0x00010002u); /* unsigned min per half */
  assert_int_equal((unsigned)o[22], 0x00007fffu); /* max(1 + -1, -32768), max(-1 + 2, 32767) */
  assert_int_equal((unsigned)o[23], 0x00010002u);
  assert_int_equal((unsigned)o[24], 0x00010002u);
  assert_int_equal(o[25], 1);
  assert_int_equal(o[26], 0);
}

/* Ensure the integer intrinsics compute what PTX does: the halving adds
 * keep the carry of the 32-bit sum and round down (or up), the sums of
 * absolute differences compare signed or unsigned and wrap, the dot
 * products sign-extend their bytes and halfwords or not, and the 64-bit
 * high products, bit reversal and word split are exact. */
static void test_intarith(void **state)
{
  (void)state;
  unsigned o[22];
  assert_int_equal(run_intarith(0xfffffffdu, 0u, 10u, o), 0); /* -3 and 0 */
  assert_int_equal((int)o[0], -2);                /* -1.5 rounded down */
  assert_int_equal((int)o[1], -1);                /* ... and up */
  assert_int_equal(o[2], 0x7ffffffeu);            /* 4294967293 / 2 */
  assert_int_equal(o[3], 0x7fffffffu);
  assert_int_equal(o[4], 13u);                    /* |-3 - 0| + 10 */
  assert_int_equal(o[5], 0xfffffffdu + 10u);      /* unsigned: 4294967293 + 10, wrapped */
  assert_int_equal(run_intarith(0x7fffffffu, 0x7fffffffu, 0u, o), 0);
  assert_int_equal((int)o[0], INT_MAX);           /* no overflow in the sum */
  assert_int_equal(run_intarith(0xffffffffu, 0xffffffffu, 0u, o), 0);
  assert_int_equal(o[2], 0xffffffffu);            /* the 33rd bit kept */
  assert_int_equal(run_intarith(0x80000000u, 0x7fffffffu, 0u, o), 0);
  assert_int_equal(o[4], 0xffffffffu);            /* |INT_MIN - INT_MAX| wraps */
  assert_int_equal(o[5], 1u);
  /* bytes of a: 0x02, 0x01, 0xff, 0x80; of b: 5, 4, 3, 2 */
  assert_int_equal(run_intarith(0x80ff0102u, 0x02030405u, 10u, o), 0);
  assert_int_equal((int)o[6], 10 + 10 + 4 - 3 - 256);
  assert_int_equal(o[7], 10u + 10u + 4u + 765u + 256u);
  assert_int_equal((int)o[12], (int)o[6]);        /* the char4 form */
  /* halfwords of a: 3, 0xfffe (-2); bytes of b: 4, 0xff (-1), 2, 1 */
  assert_int_equal(run_intarith(0xfffe0003u, 0x0102ff04u, 0u, o), 0);
  assert_int_equal((int)o[8], 3 * 4 + 2);
  assert_int_equal((int)o[9], 3 * 2 - 2);
  assert_int_equal(o[10], 3u * 4u + 65534u * 255u);
  assert_int_equal(o[11], 3u * 2u + 65534u);
  /* wide = 0xffffffff_ffffffff: its square's high word 0xffff...fffe;
   * times -1 (c = 1): the signed product of -1 and -1 is 1, high word 0 */
  assert_int_equal(run_intarith(0xffffffffu, 0xffffffffu, 1u, o), 0);
  assert_int_equal(o[13], 0xfffffffeu);
  assert_int_equal(o[14], 0xffffffffu);
  assert_int_equal(o[15], 0u);
  assert_int_equal(o[16], 0u);
  /* wide = 2^62 + 1: reversed, 2^63 + 2; times -3: high word -1 */
  assert_int_equal(run_intarith(0x40000000u, 1u, 3u, o), 0);
  assert_int_equal(o[17], 2u);
  assert_int_equal(o[18], 0x80000000u);
  assert_int_equal(o[15], 0xffffffffu);
  assert_int_equal(o[16], 0xffffffffu);
  assert_int_equal(run_intarith(0x40000000u, 0u, 0u, o), 0); /* the words of 2.0 */
  assert_int_equal(o[19], 0x40000000u);
  assert_int_equal(o[20], 0u);
  assert_int_equal(o[21], 1u);
}

int main(void)
{
  void *so = st_load("intrin.cu");
  if (!so)
    return 77;
  run_match = (int (*)(int, unsigned *, int *))st_sym(so, "run_match");
  run_bits = (int (*)(unsigned, unsigned, unsigned, unsigned *))st_sym(so, "run_bits");
  run_fast_math = (int (*)(float *))st_sym(so, "run_fast_math");
  run_atomic_refs = (int (*)(int *, float *))st_sym(so, "run_atomic_refs");
  run_rounded_f = (int (*)(float, float, float, float *))st_sym(so, "run_rounded_f");
  run_rounded_d = (int (*)(double, double, double, double *))st_sym(so, "run_rounded_d");
  run_dyn_smem = (int (*)(int, int, size_t *))st_sym(so, "run_dyn_smem");
  run_dpx = (int (*)(int, int, int, int *))st_sym(so, "run_dpx");
  run_intarith = (int (*)(unsigned, unsigned, unsigned, unsigned *))st_sym(so, "run_intarith");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup(test_match_any, setup),
    cmocka_unit_test_setup(test_intarith, setup),
    cmocka_unit_test_setup(test_match_all, setup),
    cmocka_unit_test_setup(test_uni_sync, setup),
    cmocka_unit_test_setup(test_fast_math, setup),
    cmocka_unit_test_setup(test_atomic_ref, setup),
    cmocka_unit_test_setup(test_funnel_shifts_and_byte_perm, setup),
    cmocka_unit_test_setup(test_rounded_float, setup),
    cmocka_unit_test_setup(test_rounded_double, setup),
    cmocka_unit_test_setup(test_available_dynamic_smem, setup),
    cmocka_unit_test_setup(test_dpx, setup),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
