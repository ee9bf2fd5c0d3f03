/* test_autofill.c — a float or double local read before it is written
 * reads clang's pattern (all bytes 0xFF) in the first schedule and +1e21
 * or -1e21 by its thread's and block's parity in the second (auto_fill.c),
 * so that a max or a min that drops a NaN is wrong in one of them; a
 * thread that wrote it reads its value; and the IR pass (ir_autofill.c)
 * makes each scalar pattern a call, a phi's at the end of the block it
 * comes from, and leaves a vector's element alone. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "simt.h"
#include "simt_test_util.h"

static int (*run_autofill)(int, int, int, int, void *);

static void configure(int schedule)
{
  struct simt_options o = { .schedule = schedule, .seed = 1 };
  simt_configure(&o);
  simt_reset();
}

/* Ensure the first schedule reads the pattern's bytes, float and double,
 * and a thread that wrote its local reads what it wrote. */
static void test_first_schedule_pattern(void **state)
{
  (void)state;
  float f[4];
  double d[4];
  configure(0);
  assert_int_equal(run_autofill(0, 4, 1, 1, f), 0);
  assert_true(f[0] == 0.0f);
  for (int i = 1; i < 4; i++) {
    uint32_t u;
    memcpy(&u, &f[i], sizeof u);
    assert_int_equal(u, UINT32_MAX);
  }
  assert_int_equal(run_autofill(1, 4, 1, 1, d), 0);
  assert_true(d[0] == 0.0);
  for (int i = 1; i < 4; i++) {
    uint64_t u;
    memcpy(&u, &d[i], sizeof u);
    assert_true(u == UINT64_MAX);
  }
}

/* Ensure the second schedule reads +1e21 and -1e21 by the parity of the
 * thread's rank and its block's, so that a block holds both signs. */
static void test_second_schedule_signs(void **state)
{
  (void)state;
  float f[8];
  double d[8];
  configure(1);
  assert_int_equal(run_autofill(0, 4, 2, 0, f), 0);
  assert_int_equal(run_autofill(1, 4, 2, 0, d), 0);
  for (int i = 0; i < 8; i++) {
    int up = ((i % 4) ^ (i / 4)) % 2 == 0;
    assert_true(f[i] == (up ? 1e21f : -1e21f));
    assert_true(d[i] == (up ? 1e21 : -1e21));
  }
  configure(0);
}

static char *rewritten(const char *text)
{
  char path[1024];
  snprintf(path, sizeof path, "%s/autofill-rewrite.ll", OUTDIR);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  assert_int_equal(simt_ir_autofill(path), 0);
  size_t len;
  char *ir = simt_ir_read(path, &len);
  assert_non_null(ir);
  remove(path);
  return ir;
}

/* Ensure a phi's pattern is called for before the terminator of the block
 * it comes from (the unlabelled entry block too), an operand's just
 * before its instruction, a vector constant's element stays, and the
 * runtime's functions are declared; a terminator of several lines (a
 * switch, an invoke) gets the call before its first. */
static void test_ir_rewritten(void **state)
{
  (void)state;
  char *ir = rewritten(
      "define float @k(i1 %0, double %1) {\n"
      "  br i1 %0, label %3, label %4\n"
      "\n"
      "3:                                   ; preds = %2\n"
      "  br label %4\n"
      "\n"
      "4:                                   ; preds = %2, %3\n"
      "  %5 = phi float [ 0xFFFFFFFFE0000000, %2 ], [ 0xFFFFFFFFE0000000, %3 ]\n"
      "  %6 = fadd double %1, 0xFFFFFFFFFFFFFFFF, !dbg !7\n"
      "  %7 = fadd <2 x float> <float 0xFFFFFFFFE0000000, float 1.0>, zeroinitializer\n"
      "  ret float %5\n"
      "}\n");
  assert_string_equal(
      ir,
      "define float @k(i1 %0, double %1) {\n"
      "  %simt.fill.0 = call float @simt_cov_auto_fill_f32()\n"
      "  br i1 %0, label %3, label %4\n"
      "\n"
      "3:                                   ; preds = %2\n"
      "  %simt.fill.1 = call float @simt_cov_auto_fill_f32()\n"
      "  br label %4\n"
      "\n"
      "4:                                   ; preds = %2, %3\n"
      "  %5 = phi float [ %simt.fill.0, %2 ], [ %simt.fill.1, %3 ]\n"
      "  %simt.fill.2 = call double @simt_cov_auto_fill_f64()\n"
      "  %6 = fadd double %1, %simt.fill.2, !dbg !7\n"
      "  %7 = fadd <2 x float> <float 0xFFFFFFFFE0000000, float 1.0>, zeroinitializer\n"
      "  ret float %5\n"
      "}\n"
      "declare float @simt_cov_auto_fill_f32()\n"
      "declare double @simt_cov_auto_fill_f64()\n");
  free(ir);
  ir = rewritten("define float @s(i32 %0) {\n"
                 "  switch i32 %0, label %3 [\n"
                 "    i32 1, label %2\n"
                 "  ]\n"
                 "\n"
                 "2:                                   ; preds = %1\n"
                 "  %x = invoke float @f()\n"
                 "          to label %3 unwind label %4\n"
                 "\n"
                 "3:                                   ; preds = %1, %2\n"
                 "  %5 = phi float [ 0xFFFFFFFFE0000000, %1 ], [ 0xFFFFFFFFE0000000, %2 ]\n"
                 "  ret float %5\n"
                 "}\n");
  assert_string_equal(ir, "define float @s(i32 %0) {\n"
                          "  %simt.fill.0 = call float @simt_cov_auto_fill_f32()\n"
                          "  switch i32 %0, label %3 [\n"
                          "    i32 1, label %2\n"
                          "  ]\n"
                          "\n"
                          "2:                                   ; preds = %1\n"
                          "  %simt.fill.1 = call float @simt_cov_auto_fill_f32()\n"
                          "  %x = invoke float @f()\n"
                          "          to label %3 unwind label %4\n"
                          "\n"
                          "3:                                   ; preds = %1, %2\n"
                          "  %5 = phi float [ %simt.fill.0, %1 ], [ %simt.fill.1, %2 ]\n"
                          "  ret float %5\n"
                          "}\n"
                          "declare float @simt_cov_auto_fill_f32()\n");
  free(ir);
}

int main(void)
{
  const struct CMUnitTest ir_only[] = {
    cmocka_unit_test(test_ir_rewritten),
  };
  int failed = cmocka_run_group_tests(ir_only, NULL, NULL);
  void *so = st_load("autofill.cu");
  if (!so)
    return failed ? 1 : 77;
  run_autofill = (int (*)(int, int, int, int, void *))st_sym(so, "run_autofill");
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_first_schedule_pattern),
    cmocka_unit_test(test_second_schedule_signs),
  };
  return failed + cmocka_run_group_tests(tests, NULL, NULL);
}
