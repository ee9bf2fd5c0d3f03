/* test_predict.c — predict, then measure: a predictions file found and
 * loaded, each answered entry read from the outcome of the case that
 * measures it and judged within its tolerance, and the report's lines. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "batch_json.h"
#include "predict.h"
#include "util.h"

/* One block part, two elements per thread: grid = n / (2 x block). */
static const struct rg_exercise ex = {
  .number = 3, .slug = "03-test", .title = "two per thread", .file = "reduce.cu",
  .min_block = 32, .nparts = 1,
  .parts = { { .symbol = "reduce_two", .family = RG_FAM_BLOCK, .items_per_thread = 2 } },
};

static const char *const file_text =
  "# the student's answers\n"
  "divergent_warps(round=1, n=1024, block=256) = 7\n"
  "global_requests(n=1024, block=256, tol=10%) = 180\n"
  "barriers(n=1024, block=256) = 9\n"
  "grid_blocks(n=1024, block=256) = 2\n"
  "grid_barriers(n=4096, block=256) = 64\n"
  "global_sectors(n=1024, block=256) =\n"
  "peak_pct(n=1024, block=256) = 50\n"
  "global_requests(n=1024, block=48) = 3\n"
  "global_requests(n=2^24, block=256) = 3\n"
  "global_requests(n=4096, block=128) = 3\n";

struct fx {
  struct rg_pred_file pf;
  struct rg_case_list cases;
  struct rg_case v[3];
  struct rg_outcome *out;
  struct rg_predictions p;
};

/* A profiled case that ran, and its outcome (passed unless told). */
static struct rg_outcome *add_case(struct fx *x, size_t n, int block, bool passed)
{
  size_t i = x->cases.len++;
  x->v[i] = (struct rg_case){ .part = 0, .n = n, .block = block, .kind = RG_DATA_INT,
                              .profile = true };
  x->out[i].ran = true;
  x->out[i].has_perf = true;
  x->out[i].verdict.passed = passed;
  return &x->out[i];
}

/* The file parsed and measured on three cases the grading ran: no case is
 * run here (an extra case would need a compiled submission). */
static int setup(void **state)
{
  struct fx *x = calloc(1, sizeof *x);
  x->out = calloc(3, sizeof *x->out);
  x->cases.v = x->v;
  char err[256];
  if (rg_pred_parse(file_text, "p.txt", &x->pf, err, sizeof err) != 0) {
    fprintf(stderr, "%s\n", err);
    return -1;
  }
  struct rg_outcome *o = add_case(x, 1024, 256, true);
  o->perf.divergent_warps[1] = 7;
  o->perf.global_requests = 200;
  o->perf.intervals = 9; /* 8 barriers and the exit */
  o = add_case(x, 512, 256, true); /* one block's span: grid_barriers */
  o->perf.intervals = 9;
  add_case(x, 4096, 128, false);
  struct rg_run_opts ro = { .backend = RG_BACKEND_EMU };
  char *why = NULL;
  if (rg_predict_measure(&ex, &x->pf, &x->cases, x->out, &ro, &x->p, &why) != 0) {
    fprintf(stderr, "%s\n", why);
    free(why);
    return -1;
  }
  x->p.path = "p.txt";
  *state = x;
  return 0;
}

static int teardown(void **state)
{
  struct fx *x = *state;
  free(x->out);
  free(x);
  return 0;
}

static const struct rg_pred_result *result(const struct fx *x, int line)
{
  for (int i = 0; i < x->p.len; i++)
    if (x->p.v[i].e.line == line)
      return &x->p.v[i];
  fail_msg("no entry on line %d", line);
  return NULL;
}

/* Ensure each entry is judged on its case's figure, within its tolerance. */
static void test_predict_measure_judges(void **state)
{
  struct fx *x = *state;
  assert_int_equal(x->p.len, 10);
  const struct rg_pred_result *r = result(x, 2);
  assert_int_equal(r->status, RG_PRED_RIGHT);
  assert_true(r->measured == 7);
  r = result(x, 3); /* 180 against 200, 10% */
  assert_int_equal(r->status, RG_PRED_RIGHT);
  assert_true(r->measured == 200);
  r = result(x, 4); /* 9 barriers said, 8 measured */
  assert_int_equal(r->status, RG_PRED_WRONG);
  assert_true(r->measured == 8);
  r = result(x, 5); /* worked out from n: 1024 / (2 x 256) */
  assert_int_equal(r->status, RG_PRED_RIGHT);
  assert_true(r->measured == 2);
  r = result(x, 6); /* 8 barriers per block x 4096 / 512 blocks */
  assert_int_equal(r->status, RG_PRED_RIGHT);
  assert_true(r->measured == 64);
  assert_int_equal(result(x, 7)->status, RG_PRED_NOT_ANSWERED);
  assert_int_equal(x->p.right, 4);
  assert_int_equal(x->p.wrong, 1);
  assert_int_equal(x->p.not_answered, 1);
  assert_int_equal(x->p.not_measured, 4);
}

/* Ensure what cannot be measured here says why. */
static void test_predict_measure_not_measured(void **state)
{
  struct fx *x = *state;
  const char *want[][2] = { { "8", "measured on the GPU only" },
                            { "9", "does not run block=48" },
                            { "10", "n=16777216 is past the emulator's" },
                            { "11", "the case n=4096 block=128 failed" } };
  for (size_t i = 0; i < 4; i++) {
    const struct rg_pred_result *r = result(x, atoi(want[i][0]));
    assert_int_equal(r->status, RG_PRED_NOT_MEASURED);
    if (!strstr(r->note, want[i][1]))
      fail_msg("line %s: '%s' lacks '%s'", want[i][0], r->note, want[i][1]);
  }
}

/* Ensure a relative tolerance scales with the measurement: 10% of 200 takes
 * 180, not 179. */
static void test_predict_relative_tolerance_edge(void **state)
{
  struct fx *x = *state;
  x->pf.v[1].value = 179;
  struct rg_run_opts ro = { .backend = RG_BACKEND_EMU };
  char *why = NULL;
  assert_int_equal(rg_predict_measure(&ex, &x->pf, &x->cases, x->out, &ro, &x->p, &why), 0);
  assert_int_equal(result(x, 3)->status, RG_PRED_WRONG);
  assert_int_equal(x->p.right, 3);
  assert_int_equal(x->p.wrong, 2);
}

static char *text_of(const struct rg_predictions *p)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  rg_predict_text(f, p, "<r>", "<g>", "</>");
  fclose(f);
  return buf;
}

/* Ensure the report's lines: prediction, measurement, tolerance, verdict. */
static void test_predict_text(void **state)
{
  struct fx *x = *state;
  char *t = text_of(&x->p);
  assert_non_null(strstr(t, "predict, then measure (p.txt; never changes the verdict):\n"));
  assert_non_null(strstr(t, "  barriers(n=1024, block=256): you said 9, measured 8 (±0) "
                            "— <r>wrong</>\n"));
  assert_non_null(strstr(t, "you said 180, measured 200 (±10%) — <g>right</>\n"));
  assert_non_null(strstr(t, "  global_sectors(n=1024, block=256): not answered\n"));
  assert_non_null(strstr(t, "you said 50; measured on the GPU only"));
  assert_non_null(strstr(t, "predictions: 4 right, 1 wrong, 1 not answered, 4 not measured "
                            "here\n"));
  free(t);
}

/* Ensure a file with nothing answered, and one with no keys, get one line. */
static void test_predict_text_nothing_answered(void **state)
{
  struct fx *x = *state;
  struct rg_predictions none = { .path = "p.txt", .len = 0 };
  char *t = text_of(&none);
  assert_non_null(strstr(t, "p.txt has no keys"));
  free(t);
  for (int i = 0; i < x->pf.len; i++)
    x->pf.v[i].answered = false;
  struct rg_run_opts ro = { .backend = RG_BACKEND_EMU };
  char *why = NULL;
  assert_int_equal(rg_predict_measure(&ex, &x->pf, &x->cases, x->out, &ro, &x->p, &why), 0);
  assert_int_equal(x->p.not_answered, 10);
  t = text_of(&x->p);
  assert_non_null(strstr(t, "none answered yet in p.txt"));
  free(t);
}

/* Ensure the JSON entries: status, and measured only where judged. */
static void test_predict_json(void **state)
{
  struct fx *x = *state;
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  struct rg_json j;
  rg_json_begin(&j, f);
  rg_json_object(&j, NULL);
  rg_predict_json(&j, &x->p);
  rg_json_end(&j);
  fclose(f);
  struct rg_jv *v = rg_jv_parse(buf, NULL, 0);
  assert_non_null(v);
  struct rg_jv *a = rg_jv_get(v, "predictions");
  assert_int_equal(a->len, 10);
  struct rg_jv *wrong = a->items[2];
  assert_string_equal(rg_jv_str(rg_jv_get(wrong, "key"), ""), "barriers(n=1024, block=256)");
  assert_string_equal(rg_jv_str(rg_jv_get(wrong, "status"), ""), "wrong");
  assert_true(rg_jv_num(rg_jv_get(wrong, "measured"), -1) == 8);
  assert_true(rg_jv_num(rg_jv_get(wrong, "predicted"), -1) == 9);
  struct rg_jv *gpu = a->items[6];
  assert_string_equal(rg_jv_str(rg_jv_get(gpu, "status"), ""), "not measured");
  assert_null(rg_jv_get(gpu, "measured"));
  assert_non_null(strstr(rg_jv_str(rg_jv_get(gpu, "note"), ""), "GPU only"));
  assert_null(rg_jv_get(a->items[5], "predicted")); /* not answered */
  assert_true(rg_jv_get(a->items[1], "tolerance_relative")->b);
  rg_jv_free(v);
  free(buf);
}

/* Ensure the file is found beside the submission, and loading says why not. */
static void test_predict_locate_and_load(void **state)
{
  (void)state;
  char dir[] = "/tmp/rg-test-predict-XXXXXX";
  assert_non_null(mkdtemp(dir));
  char *sub = rg_strdupf("%s/reduce.cu", dir), *pp = rg_strdupf("%s/predictions.txt", dir);
  struct rg_pred_file *pf = NULL;
  char *path = NULL;
  assert_null(rg_predict_locate(sub));
  assert_int_equal(rg_predict_load(NULL, sub, &pf, &path), 0);
  assert_int_equal(rg_write_file_atomic(pp, file_text, strlen(file_text)), 0);
  char *found = rg_predict_locate(sub);
  assert_string_equal(found, pp);
  free(found);
  assert_int_equal(rg_predict_load(NULL, sub, &pf, &path), 1);
  assert_int_equal(pf->len, 10);
  assert_string_equal(path, pp);
  free(pf);
  free(path);
  const char *bad = "global_requests(n=1024, block=256) = lots\n";
  assert_int_equal(rg_write_file_atomic(pp, bad, strlen(bad)), 0);
  assert_int_equal(rg_predict_load(NULL, sub, &pf, &path), -1);
  assert_null(pf);
  assert_null(path);
  char *none = rg_strdupf("%s/none.txt", dir);
  assert_int_equal(rg_predict_load(none, sub, &pf, &path), -1);
  assert_null(pf);
  unlink(pp);
  rmdir(dir);
  free(none);
  free(sub);
  free(pp);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_predict_measure_judges, setup, teardown),
    cmocka_unit_test_setup_teardown(test_predict_measure_not_measured, setup, teardown),
    cmocka_unit_test_setup_teardown(test_predict_relative_tolerance_edge, setup, teardown),
    cmocka_unit_test_setup_teardown(test_predict_text, setup, teardown),
    cmocka_unit_test_setup_teardown(test_predict_text_nothing_answered, setup, teardown),
    cmocka_unit_test_setup_teardown(test_predict_json, setup, teardown),
    cmocka_unit_test(test_predict_locate_and_load),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
