/* test_skeleton.c — solution with TODO markers → the student's skeleton, and
 * the errors that malformed markers give. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "skeleton.h"

/* Fixture: the generated skeleton (freed after) and the error text. */
struct fx {
  char *out;
  char err[256];
};

static int fx_setup(void **state)
{
  *state = calloc(1, sizeof(struct fx));
  return *state ? 0 : -1;
}

static int fx_teardown(void **state)
{
  struct fx *f = *state;
  free(f->out);
  free(f);
  return 0;
}

static char *gen(struct fx *f, const char *sol)
{
  f->out = rg_skeleton_generate(sol, strlen(sol), f->err, sizeof f->err);
  return f->out;
}

/* Ensure a block hole becomes its hint and a YOUR CODE HERE line, indented. */
static void test_skeleton_block_hole(void **state)
{
  struct fx *f = *state;
  assert_non_null(gen(f, "a\n"
                         "    // BEGIN TODO 1: declare shared memory\n"
                         "    extern __shared__ float sdata[];\n"
                         "    int x = 0;\n"
                         "    // END TODO\n"
                         "b\n"));
  assert_string_equal(f->out, "a\n"
                              "    // TODO 1: declare shared memory\n"
                              "    /* YOUR CODE HERE */\n"
                              "b\n");
}

/* Ensure an inline hole keeps the hint comment and drops the code. */
static void test_skeleton_inline_hole(void **state)
{
  struct fx *f = *state;
  assert_non_null(gen(f, "if (/* TODO 1: which threads? */ tid % 2 == 0 /* END TODO */) {\n"));
  assert_string_equal(f->out, "if (/* TODO 1: which threads? */) {\n");
}

/* Ensure two inline holes on one line are both replaced, numbered in order. */
static void test_skeleton_two_inline_holes(void **state)
{
  struct fx *f = *state;
  assert_non_null(gen(f, "for (/* TODO 1: a */ i = 0 /* END TODO */; "
                         "/* TODO 2: b */ i < n /* END TODO */;)\n"));
  assert_string_equal(f->out, "for (/* TODO 1: a */; /* TODO 2: b */;)\n");
}

/* Ensure SOLUTION ONLY lines vanish with their markers. */
static void test_skeleton_solution_only_dropped(void **state)
{
  struct fx *f = *state;
  assert_non_null(gen(f, "a\n"
                         "// BEGIN SOLUTION ONLY\n"
                         "static int helper(void) { return 1; }\n"
                         "// END SOLUTION ONLY\n"
                         "// BEGIN TODO 1: x\n"
                         "y\n"
                         "// END TODO\n"));
  assert_string_equal(f->out, "a\n// TODO 1: x\n/* YOUR CODE HERE */\n");
}

/* Ensure a file without a final newline keeps its last line as is. */
static void test_skeleton_no_final_newline(void **state)
{
  struct fx *f = *state;
  assert_non_null(gen(f, "x = /* TODO 1: h */ 3 /* END TODO */;"));
  assert_string_equal(f->out, "x = /* TODO 1: h */;");
}

/* Ensure TODO numbers out of order are an error naming the line. */
static void test_skeleton_out_of_order(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "a\n"
                     "// BEGIN TODO 2: x\n"
                     "y\n"
                     "// END TODO\n"));
  assert_non_null(strstr(f->err, "line 2"));
  assert_non_null(strstr(f->err, "TODO 2 out of order (expected TODO 1)"));
}

/* Ensure an inline TODO out of order is an error naming its line. */
static void test_skeleton_inline_out_of_order(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "// BEGIN TODO 1: x\n"
                     "y\n"
                     "// END TODO\n"
                     "z = /* TODO 3: h */ 1 /* END TODO */;\n"));
  assert_non_null(strstr(f->err, "line 4"));
  assert_non_null(strstr(f->err, "out of order"));
}

/* Ensure a block hole never closed is an error naming where it opened. */
static void test_skeleton_unclosed_block(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "a\n"
                     "b\n"
                     "// BEGIN TODO 1: x\n"
                     "y\n"));
  assert_non_null(strstr(f->err, "line 3"));
  assert_non_null(strstr(f->err, "never closed"));
}

/* Ensure an unclosed SOLUTION ONLY block is an error too. */
static void test_skeleton_unclosed_solution_only(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "// BEGIN TODO 1: x\n"
                     "// END TODO\n"
                     "// BEGIN SOLUTION ONLY\n"
                     "y\n"));
  assert_non_null(strstr(f->err, "line 3"));
}

/* Ensure an inline hole without its END on the line is an error. */
static void test_skeleton_unclosed_inline(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "a\nx = /* TODO 1: h */ 3;\n"));
  assert_non_null(strstr(f->err, "line 2"));
}

/* Ensure an END without a BEGIN is an error. */
static void test_skeleton_end_without_begin(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "a\n// END TODO\n"));
  assert_non_null(strstr(f->err, "line 2"));
}

/* Ensure a hole opened inside another is an error. */
static void test_skeleton_nested(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "// BEGIN TODO 1: x\n// BEGIN TODO 2: y\n// END TODO\n// END TODO\n"));
  assert_non_null(strstr(f->err, "nest"));
}

/* Ensure a solution without any marker is refused. */
static void test_skeleton_no_markers(void **state)
{
  struct fx *f = *state;
  assert_null(gen(f, "__global__ void k() {}\n"));
  assert_non_null(strstr(f->err, "no TODO markers"));
}

/* Ensure the hash depends on every byte. */
static void test_skeleton_hash_differs(void **state)
{
  (void)state;
  assert_true(rg_skeleton_hash("abc", 3) != rg_skeleton_hash("abd", 3));
  assert_true(rg_skeleton_hash("abc", 3) == rg_skeleton_hash("abc", 3));
}

int main(void)
{
#define T(name) cmocka_unit_test_setup_teardown(name, fx_setup, fx_teardown)
  const struct CMUnitTest tests[] = {
    T(test_skeleton_block_hole),
    T(test_skeleton_inline_hole),
    T(test_skeleton_two_inline_holes),
    T(test_skeleton_solution_only_dropped),
    T(test_skeleton_no_final_newline),
    T(test_skeleton_out_of_order),
    T(test_skeleton_inline_out_of_order),
    T(test_skeleton_unclosed_block),
    T(test_skeleton_unclosed_solution_only),
    T(test_skeleton_unclosed_inline),
    T(test_skeleton_end_without_begin),
    T(test_skeleton_nested),
    T(test_skeleton_no_markers),
    cmocka_unit_test(test_skeleton_hash_differs),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
