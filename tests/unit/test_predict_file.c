/* test_predict_file.c — the predictions file: entries, answers, tolerances,
 * the errors a malformed line gives, and the student's blank copy. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "predict_file.h"

/* Fixture: the parsed file and the error text. */
struct fx {
  struct rg_pred_file f;
  char err[256];
  char *blank;
};

static int fx_setup(void **state)
{
  *state = calloc(1, sizeof(struct fx));
  return *state ? 0 : -1;
}

static int fx_teardown(void **state)
{
  struct fx *f = *state;
  free(f->blank);
  free(f);
  return 0;
}

static int parse(struct fx *f, const char *text)
{
  return rg_pred_parse(text, "p.txt", &f->f, f->err, sizeof f->err);
}

/* Ensure an answered entry gives its quantity, parameters and value. */
static void test_predict_file_answered_entry(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "# q1\ndivergent_warps(round=5, n=1024, block=1024) = 32\n"), 0);
  assert_int_equal(f->f.len, 1);
  assert_int_equal(f->f.answered, 1);
  const struct rg_pred_entry *e = &f->f.v[0];
  assert_int_equal(e->q, RG_PQ_DIVERGENT_WARPS);
  assert_int_equal(e->round, 5);
  assert_int_equal(e->n, 1024);
  assert_int_equal(e->block, 1024);
  assert_int_equal(e->line, 2);
  assert_true(e->answered);
  assert_true(e->value == 32);
  assert_string_equal(e->key, "divergent_warps(round=5, n=1024, block=1024)");
}

/* Ensure an empty answer is "not answered", not an error. */
static void test_predict_file_blank_answer(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "global_requests(n=256, block=256) =   # later\n"), 0);
  assert_int_equal(f->f.len, 1);
  assert_int_equal(f->f.answered, 0);
  assert_false(f->f.v[0].answered);
}

/* Ensure tolerances read as absolute or relative, and n takes 2^k forms. */
static void test_predict_file_tolerances_and_sizes(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "add_efficiency(n=256, block=256, tol=2) = 66%\n"
                            "peak_pct(n=2^24, block=256, tol=25%) = 7\n"), 0);
  assert_true(f->f.v[0].tol == 2 && !f->f.v[0].tol_relative);
  assert_true(f->f.v[0].value == 66);
  assert_true(f->f.v[1].tol == 25 && f->f.v[1].tol_relative);
  assert_int_equal(f->f.v[1].n, (size_t)1 << 24);
}

/* Ensure launches reads, part= picks an entry point (0 when absent) and a
 * part past the registry's largest names its value. */
static void test_predict_file_launches_and_part(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "launches(n=2^20, block=256) = 1\n"
                            "launches(n=2^20, block=256, part=1) = 2\n"), 0);
  assert_int_equal(f->f.len, 2);
  assert_int_equal(f->f.v[0].q, RG_PQ_LAUNCHES);
  assert_int_equal(f->f.v[0].part, 0);
  assert_int_equal(f->f.v[1].part, 1);
  assert_true(f->f.v[1].value == 2);
  assert_string_equal(f->f.v[1].key, "launches(n=2^20, block=256, part=1)");
  assert_int_equal(parse(f, "launches(n=1024, block=256, part=4) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: part=4 is not an entry point"));
  assert_int_equal(parse(f, "launches(n=1024, block=256, part=1, part=2) = 1\n"), -1);
  assert_non_null(strstr(f->err, "parameter part given twice"));
}

/* Ensure atomics and shuffles read as quantities of their own, and a
 * matrix named by rows= and cols= gives n = rows x cols. */
static void test_predict_file_atomics_shuffles_and_shape(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "atomics(n=2^16, block=1024, part=1) = 64\n"
                            "shuffles(n=32, block=32) = 80\n"
                            "atomics(part=1, rows=2^16, cols=4, block=256) = 4096\n"
                            "grid_blocks(rows=4, cols=33, block=256) = 4\n"), 0);
  assert_int_equal(f->f.len, 4);
  assert_int_equal(f->f.v[0].q, RG_PQ_ATOMICS);
  assert_int_equal(f->f.v[0].n, (size_t)1 << 16);
  assert_int_equal(f->f.v[0].rows, 0);
  assert_int_equal(f->f.v[1].q, RG_PQ_SHUFFLES);
  assert_true(f->f.v[1].value == 80);
  assert_int_equal(f->f.v[2].q, RG_PQ_ATOMICS);
  assert_int_equal(f->f.v[2].part, 1);
  assert_int_equal(f->f.v[2].rows, (size_t)1 << 16);
  assert_int_equal(f->f.v[2].cols, 4);
  assert_int_equal(f->f.v[2].n, (size_t)1 << 18);
  assert_string_equal(f->f.v[2].key, "atomics(part=1, rows=2^16, cols=4, block=256)");
  assert_int_equal(f->f.v[3].q, RG_PQ_GRID_BLOCKS);
  assert_int_equal(f->f.v[3].n, 4 * 33);
}

/* Ensure a bad shape is refused with the file and line: a dimension that is
 * not a size, 0 or past int, one of rows/cols alone, n= beside them. */
static void test_predict_file_bad_shape(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "# shape\ngrid_blocks(rows=four, cols=4, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:2: rows=four is not a matrix dimension"));
  assert_int_equal(parse(f, "grid_blocks(rows=0, cols=4, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: rows=0 is not a matrix dimension"));
  assert_int_equal(parse(f, "grid_blocks(rows=4, cols=2^31, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: cols=2^31 is not a matrix dimension"));
  assert_int_equal(parse(f, "\natomics(rows=4, block=256, part=1) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:2: atomics needs both rows= and cols="));
  assert_int_equal(parse(f, "atomics(cols=4, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "needs both rows= and cols="));
  assert_int_equal(parse(f, "atomics(n=16, rows=4, cols=4, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: atomics names a matrix by rows= and cols= in place "
                                 "of n=, not both"));
  assert_int_equal(parse(f, "atomics(rows=4, rows=4, cols=4, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "parameter rows given twice"));
  assert_int_equal(parse(f, "shuffles(rows=4, cols=4) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: shuffles needs both n= and block="));
  assert_int_equal(parse(f, "atomic(n=16, block=256) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: unknown quantity 'atomic'"));
  assert_int_equal(parse(f, "shuffles(n=32, block=32, width=32) = 1\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: unknown parameter 'width' (n, block, round, tol, part, "
                                 "rows, cols)"));
}

/* Ensure the blank copy of a matrix key keeps its shape. */
static void test_predict_file_blank_copy_of_shape(void **state)
{
  struct fx *f = *state;
  f->blank = rg_pred_blank("atomics(rows=2^16, cols=4, block=256, part=1) = 4096  # b_y x cols\n",
                           "p.txt", f->err, sizeof f->err);
  assert_non_null(f->blank);
  assert_string_equal(f->blank, "atomics(rows=2^16, cols=4, block=256, part=1) =\n");
}

/* Ensure a non-number answer names the file, the line and the value. */
static void test_predict_file_bad_answer(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "\n\nbarriers(n=512, block=256) = nine\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:3:"));
  assert_non_null(strstr(f->err, "'nine'"));
}

/* Ensure an unknown quantity is refused with its name. */
static void test_predict_file_unknown_quantity(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "speedup(n=1, block=32) = 2\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: unknown quantity 'speedup'"));
}

/* Ensure missing, unknown, repeated and out-of-range parameters are refused. */
static void test_predict_file_bad_parameters(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "global_requests(n=256) = 9\n"), -1);
  assert_non_null(strstr(f->err, "needs both n= and block="));
  assert_int_equal(parse(f, "divergent_warps(n=256, block=256) = 9\n"), -1);
  assert_non_null(strstr(f->err, "needs round="));
  assert_int_equal(parse(f, "barriers(n=256, block=256, round=1) = 9\n"), -1);
  assert_non_null(strstr(f->err, "takes no round="));
  assert_int_equal(parse(f, "barriers(n=256, block=256, colour=1) = 9\n"), -1);
  assert_non_null(strstr(f->err, "unknown parameter 'colour'"));
  assert_int_equal(parse(f, "barriers(n=256, n=256, block=256) = 9\n"), -1);
  assert_non_null(strstr(f->err, "given twice"));
  assert_int_equal(parse(f, "barriers(n=256, block=2048) = 9\n"), -1);
  assert_non_null(strstr(f->err, "block=2048"));
  assert_int_equal(parse(f, "barriers(n=256, block=256, tol=-1) = 9\n"), -1);
  assert_non_null(strstr(f->err, "tol=-1"));
}

/* Ensure a line without '=' and a key repeated are refused with their lines. */
static void test_predict_file_no_equals_and_repeats(void **state)
{
  struct fx *f = *state;
  assert_int_equal(parse(f, "barriers(n=512, block=256) 9\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:1: no '='"));
  assert_int_equal(parse(f, "barriers(n=512, block=256) = 9\nbarriers(n=512, block=256) =\n"), -1);
  assert_non_null(strstr(f->err, "p.txt:2:"));
  assert_non_null(strstr(f->err, "already on line 1"));
}

/* Ensure the blank copy drops answers and trailing comments, keeps the rest. */
static void test_predict_file_blank_copy(void **state)
{
  struct fx *f = *state;
  f->blank = rg_pred_blank("# Q1. how many?\n"
                           "barriers(n=512, block=256, tol=0) = 9   # 1 + 8 rounds\n"
                           "\n"
                           "global_requests(n=256, block=256) =\n",
                           "p.txt", f->err, sizeof f->err);
  assert_non_null(f->blank);
  assert_string_equal(f->blank, "# Q1. how many?\n"
                                "barriers(n=512, block=256, tol=0) =\n"
                                "\n"
                                "global_requests(n=256, block=256) =\n");
}

/* Ensure the blank copy of a malformed file fails with the line. */
static void test_predict_file_blank_of_malformed(void **state)
{
  struct fx *f = *state;
  f->blank = rg_pred_blank("# ok\nnot an entry\n", "p.txt", f->err, sizeof f->err);
  assert_null(f->blank);
  assert_non_null(strstr(f->err, "p.txt:2:"));
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_predict_file_answered_entry, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_blank_answer, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_tolerances_and_sizes, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_launches_and_part, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_atomics_shuffles_and_shape, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_bad_shape, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_blank_copy_of_shape, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_bad_answer, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_unknown_quantity, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_bad_parameters, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_no_equals_and_repeats, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_blank_copy, fx_setup, fx_teardown),
    cmocka_unit_test_setup_teardown(test_predict_file_blank_of_malformed, fx_setup, fx_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
