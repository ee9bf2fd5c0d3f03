/* test_simd.c — the SIMD video intrinsics (__vadd4, __vaddss2, __vavgs4,
 * __vcmpgtu2, __vsads4 & co) and __fns give PTX's results: lanes that wrap,
 * saturate to the signed or the unsigned range, average rounding half away
 * from zero (signed) or up (unsigned), and comparisons a lane each. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

enum { NOUT = 58 };
static int (*run_simd)(const unsigned *, unsigned *, int);

/* a's bytes (low first) -128, 127, 1, -1 (as unsigned 128, 127, 1, 255),
 * b's 127, 127, -1, 1; a's halfwords 32640 and -255 (65281), b's 32639 and
 * 511; c's halfwords both -32768; m's set bits 4-7 and 12-15. */
static const unsigned in[4] = { 0xff017f80u, 0x01ff7f7fu, 0x80008000u, 0x0000f0f0u };

static void expect(const unsigned *got, const unsigned *want, int from, int n)
{
  for (int k = 0; k < n; k++)
    if (got[from + k] != want[k])
      fail_msg("result %d: %#x, want %#x", from + k, got[from + k], want[k]);
}

/* Ensure every byte form wraps, saturates and compares lane by lane. */
static void test_bytes(void **state)
{
  (void)state;
  unsigned out[NOUT];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_simd(in, out, NOUT), 0);
  const unsigned want[27] = {
    0x0000feffu, 0x00007fffu, 0xfffffeffu, 0xfe020001u, 0xfe020080u, /* add, ss, us, sub, ss */
    0xfe000001u, 0x00007fffu, 0x80807f80u, 0x80807f7fu, 0x020200ffu, /* subus, avgs, avgu, haddu, absdiffs */
    0xfefe0001u, 0x01017f7fu, 0xffff7f80u, 0xffff7f80u, 0x01017f7fu, /* absdiffu, maxs, maxu, mins, minu */
    0x01017f80u, 0x01017f7fu, 0x01ff8180u, 0x01ff817fu, 0x00ff0000u, /* abs, absss, neg, negss, cmpgts */
    0xff0000ffu, 0x0000ff00u, 0x00010100u, 0x00010000u, 0xffff00ffu, /* cmpgtu, cmpeq, setges, setltu, cmpne */
    259u, 509u,                                                       /* sads, sadu */
  };
  expect(out, want, 0, 27);
}

/* Ensure every halfword form does the same on 16-bit lanes. */
static void test_halfwords(void **state)
{
  (void)state;
  unsigned out[NOUT];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_simd(in, out, NOUT), 0);
  const unsigned want[23] = {
    0x0100feffu, 0x01007fffu, 0xfffffeffu, 0xfd020001u, 0x00807f80u, /* add, ss, us, sub, avgs */
    0x80807f80u, 0x80807f7fu, 0x02fe0001u, 0xfd020001u, 0x01ff7f80u, /* avgu, haddu, absdiffs, absdiffu, maxs */
    0xff017f80u, 0xff017f7fu, 0x01ff7f7fu, 0x00ff7f80u, 0x00ff8080u, /* maxu, mins, minu, abs, neg */
    0x80008000u, 0x7fff7fffu, 0x7fff7fffu, 0x0000ffffu, 0xffffffffu, /* abs c, absss c, negss c, cmpgts, cmpgtu */
    0x00010000u, 767u, 64771u,                                        /* setlts, sads, sadu */
  };
  expect(out, want, 27, 23);
}

/* Ensure __fns counts set bits up or down from base, base included. */
static void test_fns(void **state)
{
  (void)state;
  unsigned out[NOUT];
  simt_configure(NULL);
  simt_reset();
  assert_int_equal(run_simd(in, out, NOUT), 0);
  const unsigned want[8] = { 4, 12, 0xffffffffu, 12, 7, 5, 0xffffffffu, 15 };
  expect(out, want, 50, 8);
}

int main(void)
{
  void *so = st_load("simd.cu");
  if (!so)
    return 77;
  run_simd = (int (*)(const unsigned *, unsigned *, int))st_sym(so, "run_simd");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_bytes),
    cmocka_unit_test(test_halfwords),
    cmocka_unit_test(test_fns),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
