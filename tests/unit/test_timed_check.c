/* test_timed_check.c — the variants of a timed input and the check of every
 * timed output against its own (timed_check.c), for every family that is
 * timed: a result kept from an earlier run must fail, right ones pass. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "datagen.h"
#include "glue/timing_stats.h"
#include "reference.h"
#include "timed_check.h"

/* The right output bytes of case c on input, from the reference. */
static void right_output(const struct rg_exercise *ex, const struct rg_case *c,
                         const void *input, char *out)
{
  const struct rg_part *p = &ex->parts[c->part];
  size_t nout = rg_part_outputs(p, c->n, c->rows, c->cols, c->block);
  struct rg_expect *e = calloc(nout, sizeof *e);
  assert_non_null(e);
  rg_reference(ex, c, input, e);
  size_t elem = rg_dtype_size(p->dtype);
  for (size_t i = 0; i < nout; i++) {
    if (p->dtype == RG_F32)
      ((float *)out)[i] = (float)e[i].value;
    else if (p->dtype == RG_F64)
      ((double *)out)[i] = e[i].value;
    else
      ((int *)out)[i] = (int)e[i].value;
    if (p->family == RG_FAM_ARGMAX)
      ((int *)(out + nout * elem))[i] = (int)e[i].index;
  }
  free(e);
}

/* A mid-sized timed case of part `part`: 2^16 elements (256 x 256). */
static struct rg_case timed_case(const struct rg_part *p, int part)
{
  struct rg_case c = { .part = part, .n = (size_t)1 << 16, .block = 256,
                       .kind = RG_DATA_INT, .timed = true };
  if (p->family == RG_FAM_ROWS || p->family == RG_FAM_COLS || p->family == RG_FAM_SOFTMAX)
    c.rows = c.cols = 256;
  return c;
}

/* Ensure every timed part of every exercise gets its variants, right timed
 * outputs pass, and outputs replayed from the checked input fail. */
static void test_timed_check_every_family(void **state)
{
  (void)state;
  for (size_t e = 0; e < rg_exercise_count(); e++) {
    const struct rg_exercise *ex = rg_exercise_at(e);
    for (int k = 0; k < ex->nparts; k++) {
      const struct rg_part *p = &ex->parts[k];
      if (p->family == RG_FAM_MULTI)
        continue;
      struct rg_case c = timed_case(p, k);
      size_t elem = rg_dtype_size(p->dtype);
      size_t out_bytes = rg_part_out_bytes(p, c.n, c.rows, c.cols, c.block);
      char *in = malloc(c.n * elem), *keep = malloc(c.n * elem);
      assert_non_null(in);
      rg_datagen(in, p->dtype, c.n, c.kind, 42);
      memcpy(keep, in, c.n * elem);
      rg_job job = { .n = c.n, .out_bytes = out_bytes };
      int made = rg_timed_variants(ex, &c, in, 7, &job);
      assert_int_equal(made, RG_VARIANTS);
      assert_memory_equal(in, keep, c.n * elem); /* left as it was */
      int runs = 12, copies = 3;
      char *outs = malloc((size_t)runs * out_bytes), *base = malloc(out_bytes);
      right_output(ex, &c, in, base);
      for (int i = 0; i < runs; i++) {
        int v = rg_variant_of(i, copies, job.variants);
        rg_timed_variant_put(&job, elem, in, v, false);
        right_output(ex, &c, in, outs + (size_t)i * out_bytes);
        rg_timed_variant_put(&job, elem, in, v, true);
      }
      struct rg_verdict verdict = { .passed = true };
      if (!rg_timed_check(ex, &c, in, &job, base, outs, runs, copies, &verdict))
        fail_msg("exercise %d %s: right timed outputs rejected: %s", ex->number, p->symbol,
                 verdict.detail);
      /* Run 5 replays the checked input's answer (a result kept by pointer). */
      memcpy(outs + 5 * out_bytes, base, out_bytes);
      verdict = (struct rg_verdict){ .passed = true };
      assert_false(rg_timed_check(ex, &c, in, &job, base, outs, runs, copies, &verdict));
      assert_true(verdict.causes & (1u << RG_CAUSE_UNSTABLE));
      assert_non_null(strstr(verdict.detail, "timed run 6 of 12"));
      assert_memory_equal(in, keep, c.n * elem);
      free(in);
      free(keep);
      free(outs);
      free(base);
    }
  }
}

/* Ensure a kernel that recomputes only when its sampled elements change
 * (the same answer for every variant after the first run) is caught. */
static void test_timed_check_sampled_replay_caught(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("15");
  assert_non_null(ex);
  struct rg_case c = timed_case(&ex->parts[0], 0);
  size_t out_bytes = rg_part_out_bytes(&ex->parts[0], c.n, 0, 0, 256);
  float *in = malloc(c.n * sizeof *in);
  rg_datagen(in, RG_F32, c.n, c.kind, 3);
  rg_job job = { .n = c.n, .out_bytes = out_bytes };
  assert_int_equal(rg_timed_variants(ex, &c, in, 99, &job), RG_VARIANTS);
  char outs[20 * 8], base[8];
  right_output(ex, &c, in, base);
  for (int i = 0; i < 20; i++) { /* run 0 honest, then its answer again */
    if (i == 0) {
      rg_timed_variant_put(&job, 4, in, rg_variant_of(0, 1, job.variants), false);
      right_output(ex, &c, in, outs);
      rg_timed_variant_put(&job, 4, in, rg_variant_of(0, 1, job.variants), true);
    } else {
      memcpy(outs + (size_t)i * out_bytes, outs, out_bytes);
    }
  }
  struct rg_verdict v = { .passed = true };
  assert_false(rg_timed_check(ex, &c, in, &job, base, outs, 20, 1, &v));
  assert_non_null(strstr(v.detail, "timed run 2 of 20"));
  free(in);
}

/* Ensure no host input (a far input) makes no variants. */
static void test_timed_check_no_input_no_variants(void **state)
{
  (void)state;
  const struct rg_exercise *ex = rg_exercise_find("15");
  struct rg_case c = timed_case(&ex->parts[0], 0);
  rg_job job = { .n = c.n };
  assert_int_equal(rg_timed_variants(ex, &c, NULL, 1, &job), 0);
  assert_int_equal(job.variants, 0);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_timed_check_every_family),
    cmocka_unit_test(test_timed_check_sampled_replay_caught),
    cmocka_unit_test(test_timed_check_no_input_no_variants),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
