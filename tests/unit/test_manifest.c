/* test_manifest.c — an exercise's manifest (exercise.json): a good one
 * read field by field; each required field missing, a wrong type, text
 * that is not JSON, and a folder without a manifest each give one line
 * naming the file and what is wrong. */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "scratch.h"
#include <jansson.h>

#include "manifest.h"
#include "rg_config.h"
#include "util.h"

#define NAME "exercises/17-x/exercise.json"

static const char *good =
    "{\n"
    "  \"title\": \"Tiles\",\n"
    "  \"teaches\": \"a lesson\",\n"
    "  \"file\": \"reduce.cu\",\n"
    "  \"blocks\": { \"min\": 64, \"any_multiple_of_32\": true },\n"
    "  \"flags\": { \"past_2_31\": true, \"unaligned_input\": false, \"multi_gpu\": false,\n"
    "             \"library_reductions_banned\": true },\n"
    "  \"entry_points\": [\n"
    "    { \"symbol\": \"reduce_max<int>\", \"signature\": \"void %s(const int *in)\",\n"
    "      \"family\": \"block\", \"op\": \"max\", \"type\": \"int\", \"items_per_thread\": 4 },\n"
    "    { \"symbol\": \"sum_all\", \"signature\": \"void %s(const double *in)\",\n"
    "      \"family\": \"total\", \"op\": \"sum\", \"type\": \"double\", \"items_per_thread\": 0,\n"
    "      \"in_tiers\": false, \"cooperative\": true, \"past_2_32_full_only\": \"slow\" }\n"
    "  ],\n"
    "  \"goals\": [ { \"check\": \"load_efficiency\", \"name\": \"coalesced\", \"min_used_pct\": 85 },\n"
    "             { \"check\": \"no_bank_conflicts\", \"name\": \"no conflicts\" } ],\n"
    "  \"tiers\": [ { \"x_cub\": 0.05, \"points\": 1 }, { \"x_cub\": 1.1, \"points\": 2.5 } ],\n"
    "  \"compare\": { \"progression\": true, \"entry_point\": 1 }\n"
    "}\n";

/* Parse text; expect failure with an error starting with want. */
static void expect_error(const char *text, const char *want)
{
  struct rg_exercise ex;
  char err[512] = "";
  int rc = rg_manifest_parse(NAME, text, 17, "17-x", &ex, err, sizeof err);
  if (rc == 0 || strncmp(err, want, strlen(want)) != 0)
    fail_msg("expected an error starting '%s', got rc %d: '%s'", want, rc, err);
  assert_null(strchr(err, '\n'));
}

/* The good manifest with one change made by edit. */
static char *edited(void (*edit)(json_t *root, const void *arg), const void *arg)
{
  json_error_t je;
  json_t *root = json_loads(good, 0, &je);
  assert_non_null(root);
  edit(root, arg);
  char *text = json_dumps(root, JSON_INDENT(2));
  json_decref(root);
  assert_non_null(text);
  return text;
}

/* A field: top-level key, or key of the index-th element of array top, or
 * key of object top (index -1); key NULL means top itself. */
struct field {
  const char *top;
  int index;
  const char *key;
  const char *path;
};

static json_t *container(json_t *root, const struct field *f)
{
  json_t *c = json_object_get(root, f->top);
  assert_non_null(c);
  if (f->index >= 0)
    c = json_array_get(c, (size_t)f->index);
  assert_non_null(c);
  return c;
}

static void delete_field(json_t *root, const void *arg)
{
  const struct field *f = arg;
  if (!f->key)
    assert_int_equal(json_object_del(root, f->top), 0);
  else
    assert_int_equal(json_object_del(container(root, f), f->key), 0);
}

static const struct field required[] = {
  { "title", -1, NULL, "title" },
  { "teaches", -1, NULL, "teaches" },
  { "file", -1, NULL, "file" },
  { "blocks", -1, NULL, "blocks" },
  { "blocks", -1, "min", "blocks.min" },
  { "blocks", -1, "any_multiple_of_32", "blocks.any_multiple_of_32" },
  { "flags", -1, NULL, "flags" },
  { "flags", -1, "past_2_31", "flags.past_2_31" },
  { "flags", -1, "unaligned_input", "flags.unaligned_input" },
  { "flags", -1, "multi_gpu", "flags.multi_gpu" },
  { "flags", -1, "library_reductions_banned", "flags.library_reductions_banned" },
  { "entry_points", -1, NULL, "entry_points" },
  { "entry_points", 1, "symbol", "entry_points[1].symbol" },
  { "entry_points", 0, "signature", "entry_points[0].signature" },
  { "entry_points", 0, "family", "entry_points[0].family" },
  { "entry_points", 0, "op", "entry_points[0].op" },
  { "entry_points", 0, "type", "entry_points[0].type" },
  { "entry_points", 1, "items_per_thread", "entry_points[1].items_per_thread" },
  { "goals", -1, NULL, "goals" },
  { "goals", 1, "check", "goals[1].check" },
  { "goals", 0, "name", "goals[0].name" },
  { "goals", 0, "min_used_pct", "goals[0].min_used_pct" },
  { "tiers", -1, NULL, "tiers" },
  { "tiers", 0, "x_cub", "tiers[0].x_cub" },
  { "tiers", 1, "points", "tiers[1].points" },
  { "compare", -1, NULL, "compare" },
  { "compare", -1, "progression", "compare.progression" },
  { "compare", -1, "entry_point", "compare.entry_point" },
};

/* Ensure the good manifest gives every field its value. */
static void test_manifest_good(void **state)
{
  (void)state;
  struct rg_exercise ex;
  char err[512] = "";
  assert_int_equal(rg_manifest_parse(NAME, good, 17, "17-x", &ex, err, sizeof err), 0);
  assert_int_equal(ex.number, 17);
  assert_string_equal(ex.slug, "17-x");
  assert_string_equal(ex.title, "Tiles");
  assert_string_equal(ex.teaches, "a lesson");
  assert_string_equal(ex.file, "reduce.cu");
  assert_int_equal(ex.min_block, 64);
  assert_true(ex.any_multiple_of_32);
  assert_true(ex.beyond_int);
  assert_false(ex.unaligned_input);
  assert_false(ex.multi_gpu);
  assert_true(ex.library_banned);
  assert_int_equal(ex.nparts, 2);
  assert_string_equal(ex.parts[0].symbol, "reduce_max<int>");
  assert_string_equal(ex.parts[0].signature, "void %s(const int *in)");
  assert_int_equal(ex.parts[0].family, RG_FAM_BLOCK);
  assert_int_equal(ex.parts[0].op, RG_OP_MAX);
  assert_int_equal(ex.parts[0].dtype, RG_I32);
  assert_int_equal(ex.parts[0].items_per_thread, 4);
  assert_int_equal(ex.parts[1].family, RG_FAM_TOTAL);
  assert_int_equal(ex.parts[1].dtype, RG_F64);
  assert_false(ex.parts[0].outside_tiers); /* in_tiers absent: weighed */
  assert_true(ex.parts[1].outside_tiers);
  assert_false(ex.parts[0].cooperative); /* cooperative absent: ordinary launches do */
  assert_true(ex.parts[1].cooperative);
  assert_null(ex.parts[0].far_full_only); /* absent: its case past 2^32 in every grading */
  assert_string_equal(ex.parts[1].far_full_only, "slow");
  assert_int_equal(ex.ngoals, 2);
  assert_int_equal(ex.goals[0].check, RG_GOAL_LOAD_EFFICIENCY);
  assert_true(ex.goals[0].min_used_pct == 85);
  assert_string_equal(ex.goals[1].name, "no conflicts");
  assert_int_equal(ex.goals[1].check, RG_GOAL_NO_BANK_CONFLICTS);
  assert_int_equal(ex.ntiers, 2);
  assert_true(ex.tiers[0].x_cub == 0.05 && ex.tiers[0].points == 1);
  assert_true(ex.tiers[1].x_cub == 1.1 && ex.tiers[1].points == 2.5);
  assert_true(ex.in_progression);
  assert_int_equal(ex.compare_part, 1);
  rg_manifest_free(&ex);
}

/* Ensure each required field, missing, is named. */
static void test_manifest_each_field_missing(void **state)
{
  (void)state;
  for (size_t i = 0; i < sizeof required / sizeof required[0]; i++) {
    char *text = edited(delete_field, &required[i]);
    char want[160];
    snprintf(want, sizeof want, NAME ": %s: missing", required[i].path);
    expect_error(text, want);
    free(text);
  }
}

struct replace {
  const char *top, *key; /* key NULL: top itself */
  const char *json;      /* the new value */
};

static void replace_field(json_t *root, const void *arg)
{
  const struct replace *r = arg;
  json_t *v = json_loads(r->json, JSON_DECODE_ANY, NULL);
  assert_non_null(v);
  json_t *c = r->key ? json_object_get(root, r->top) : root;
  if (c && json_is_array(c))
    c = json_array_get(c, 0);
  assert_int_equal(json_object_set_new(c, r->key ? r->key : r->top, v), 0);
}

static void expect_replaced(const char *top, const char *key, const char *json, const char *want)
{
  struct replace r = { top, key, json };
  char *text = edited(replace_field, &r);
  expect_error(text, want);
  free(text);
}

/* Ensure a value of the wrong type, or out of range, is named with both. */
static void test_manifest_wrong_type(void **state)
{
  (void)state;
  expect_replaced("title", NULL, "3", NAME ": title: must be a string, not an integer");
  expect_replaced("blocks", "min", "\"64\"", NAME ": blocks.min: must be an integer, not a string");
  expect_replaced("flags", "multi_gpu", "\"no\"", NAME ": flags.multi_gpu: must be true or false");
  expect_replaced("entry_points", NULL, "{}", NAME ": entry_points: must be an array, not an object");
  expect_replaced("compare", "entry_point", "1.5", NAME ": compare.entry_point: must be an integer");
  expect_replaced("compare", "entry_point", "2", NAME ": compare.entry_point: must be from 0 to 1");
  expect_replaced("tiers", "x_cub", "0", NAME ": tiers[0].x_cub: must be above 0");
  expect_replaced("tiers", "x_cub", "2", NAME ": tiers[1]: x_cub must be above the tier before");
  expect_replaced("entry_points", "family", "\"blocks\"",
                  NAME ": entry_points[0].family: 'blocks' is not one of block, total");
  expect_replaced("entry_points", "signature", "\"void f(int)\"",
                  NAME ": entry_points[0]: signature must hold exactly one %s");
  expect_replaced("entry_points", "items_per_thread", "0",
                  NAME ": entry_points[0]: items_per_thread must be at least 1");
  expect_replaced("flags", "multi_gpu", "true", NAME ": flags.multi_gpu: is true, but no");
  expect_replaced("goals", "min_used_pct", "101", NAME ": goals[0].min_used_pct: must be above 0 and at most 100");
  expect_replaced("file", NULL, "\"../x.cu\"", NAME ": file: must name a file inside");
  expect_replaced("tier", NULL, "[]", NAME ": top level: unknown field 'tier'");
  expect_replaced("entry_points", "in_tiers", "\"no\"",
                  NAME ": entry_points[0].in_tiers: must be true or false");
  expect_replaced("entry_points", "cooperative", "true",
                  NAME ": entry_points[0]: cooperative applies to family total only");
  expect_replaced("entry_points", "past_2_32_full_only", "true",
                  NAME ": entry_points[0].past_2_32_full_only: must be a string");
  expect_replaced("entry_points", "past_2_32_full_only", "\"\"",
                  NAME ": entry_points[0].past_2_32_full_only: must not be empty");
}

/* Ensure the optional loop_case is read when present, absent is none, and
 * a size or block it cannot use is named. */
static void test_manifest_loop_case(void **state)
{
  (void)state;
  struct rg_exercise ex;
  char err[512] = "";
  assert_int_equal(rg_manifest_parse(NAME, good, 17, "17-x", &ex, err, sizeof err), 0);
  assert_int_equal(ex.loop_case_n, 0);
  rg_manifest_free(&ex);
  struct replace r = { "loop_case", NULL, "{ \"n\": 300001, \"block\": 96 }" };
  char *text = edited(replace_field, &r);
  assert_int_equal(rg_manifest_parse(NAME, text, 17, "17-x", &ex, err, sizeof err), 0);
  free(text);
  assert_int_equal(ex.loop_case_n, 300001);
  assert_int_equal(ex.loop_case_block, 96);
  rg_manifest_free(&ex);
  expect_replaced("loop_case", NULL, "{ \"n\": 300001, \"block\": 48 }",
                  NAME ": loop_case.block: 48 is not a block size the exercise supports");
  expect_replaced("loop_case", NULL, "{ \"n\": 4099, \"block\": 64 }",
                  NAME ": loop_case.n: must be from 65538");
  expect_replaced("loop_case", NULL, "{ \"n\": 300001, \"block\": 64, \"x\": 1 }",
                  NAME ": loop_case: unknown field 'x'");
  expect_replaced("loop_case", NULL, "[300001, 64]",
                  NAME ": loop_case: must be an object, not an array");
}

/* Ensure text that is not JSON gives the line jansson stopped at. */
static void test_manifest_bad_json(void **state)
{
  (void)state;
  expect_error("{\n  \"title\": \"x\"\n  \"teaches\": \"y\"\n}\n", NAME ":3: ");
  expect_error("", NAME ":1: ");
  expect_error("{ \"title\": \"a\",\n \"title\": \"b\" }", NAME ":2: ");
  expect_error("[1, 2]", NAME ": top level: must be an object, not an array");
}

/* A scratch kit root holding exercises/17-x with the given manifest text
 * (NULL: none). */
static char *scratch_root(const char *text)
{
  char tmpl[] = "/tmp/test_manifest.XXXXXX";
  char *root = mkdtemp(tmpl) ? rg_strdupf("%s", tmpl) : NULL;
  assert_non_null(root);
  char *dir = rg_strdupf("%s/exercises", root);
  assert_int_equal(mkdir(dir, 0755), 0);
  free(dir);
  dir = rg_strdupf("%s/exercises/17-x", root);
  assert_int_equal(mkdir(dir, 0755), 0);
  free(dir);
  if (text) {
    char *path = rg_strdupf("%s/exercises/17-x/exercise.json", root);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    free(path);
  }
  return root;
}

static void remove_root(char *root)
{
  assert_int_equal(rg_scratch_remove(root), 0);
  free(root);
}

/* Ensure a folder without a manifest is named, and a good one is loaded
 * under its folder's number and name. */
static void test_manifest_folder(void **state)
{
  (void)state;
  char err[1024] = "";
  char *root = scratch_root(NULL);
  assert_int_equal(rg_exercises_load(root, err, sizeof err), -1);
  char *want = rg_strdupf("%s/exercises/17-x/exercise.json: No such file", root);
  assert_true(strncmp(err, want, strlen(want)) == 0);
  free(want);
  remove_root(root);
  root = scratch_root(good);
  assert_int_equal(rg_exercises_load(root, err, sizeof err), 0);
  assert_int_equal(rg_exercise_count(), 1);
  assert_string_equal(rg_exercise_by_number(17)->slug, "17-x");
  remove_root(root);
}

/* Ensure the kit's own manifests load, and that each solution folder
 * carries the same manifest as its exercise folder. */
static void test_manifest_kit(void **state)
{
  (void)state;
  char err[1024] = "";
  if (rg_exercises_load(RG_SOURCE_ROOT, err, sizeof err) != 0)
    fail_msg("%s", err);
  assert_true(rg_exercise_count() > 0);
  char *sols = rg_strdupf("%s/solutions", RG_SOURCE_ROOT);
  struct stat st;
  bool have = stat(sols, &st) == 0 && S_ISDIR(st.st_mode);
  free(sols);
  if (!have)
    skip(); /* a student release has no solutions/ */
  for (size_t i = 0; i < rg_exercise_count(); i++) {
    const char *slug = rg_exercise_at(i)->slug;
    char *a = rg_strdupf("%s/exercises/%s/exercise.json", RG_SOURCE_ROOT, slug);
    char *b = rg_strdupf("%s/solutions/%s/exercise.json", RG_SOURCE_ROOT, slug);
    char *ta = rg_read_file(a, NULL), *tb = rg_read_file(b, NULL);
    if (!ta || !tb || strcmp(ta, tb) != 0)
      fail_msg("%s and %s differ", a, b);
    free(ta);
    free(tb);
    free(a);
    free(b);
  }
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_manifest_good),
    cmocka_unit_test(test_manifest_each_field_missing),
    cmocka_unit_test(test_manifest_wrong_type),
    cmocka_unit_test(test_manifest_loop_case),
    cmocka_unit_test(test_manifest_bad_json),
    cmocka_unit_test(test_manifest_folder),
    cmocka_unit_test(test_manifest_kit),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
