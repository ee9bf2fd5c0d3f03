/* test_batch_book.c — how a batch gathers its students' results into the
 * class files: each student's record (.key) and grades.csv / junit.xml
 * rebuilt from a fake class folder. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "batch_book.h"
#include "scratch.h"
#include "util.h"

static char root[64];

static int setup(void **state)
{
  (void)state;
  return rg_scratch_make(root, sizeof root, "book");
}

static int teardown(void **state)
{
  (void)state;
  return rg_scratch_remove(root);
}

static void put(const char *rel, const char *text)
{
  char *p = rg_strdupf("%s/%s", root, rel);
  FILE *f = fopen(p, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  free(p);
}

/* A graded student: DIR/<id>/results.json, then its .key. */
static void student(const char *id, const char *status, const char *flags, double seconds,
                    const char *results)
{
  char *d = rg_strdupf("%s/%s", root, id);
  assert_int_equal(mkdir(d, 0755), 0);
  char *rel = rg_strdupf("%s/results.json", id);
  put(rel, results);
  free(rel);
  struct rg_book_meta m = { .key = "0123abcd", .seconds = seconds };
  snprintf(m.status, sizeof m.status, "%s", status);
  snprintf(m.flags, sizeof m.flags, "%s", flags);
  assert_int_equal(rg_book_write_meta(d, &m), 0);
  free(d);
}

static char *read_back(const char *name)
{
  char *p = rg_strdupf("%s/%s", root, name);
  char *text = rg_read_file(p, NULL);
  free(p);
  assert_non_null(text);
  return text;
}

static size_t count(const char *text, const char *needle)
{
  size_t n = 0;
  for (const char *p = text; (p = strstr(p, needle)); p += strlen(needle))
    n++;
  return n;
}

/* Ensure a record reads back as written, and a partial one is refused. */
static void test_book_meta_round_trip(void **state)
{
  (void)state;
  struct rg_book_meta m = { .key = "feedface", .status = "compile-error",
                            .flags = "uses-cub uses-thrust", .seconds = 1.25 }, back;
  assert_int_equal(rg_book_write_meta(root, &m), 0);
  assert_int_equal(rg_book_read_meta(root, &back), 0);
  assert_string_equal(back.key, "feedface");
  assert_string_equal(back.status, "compile-error");
  assert_string_equal(back.flags, "uses-cub uses-thrust");
  assert_true(back.seconds == 1.25);
  m.flags[0] = '\0';
  assert_int_equal(rg_book_write_meta(root, &m), 0);
  assert_int_equal(rg_book_read_meta(root, &back), 0);
  assert_string_equal(back.flags, "");
  put(".key", "key feedface\nstatus passed\n"); /* no seconds: cut short */
  assert_int_equal(rg_book_read_meta(root, &back), -1);
}

static const char *const ann =
  "{\"score\": 2, \"max_score\": 2, \"tests\": ["
  "{\"name\": \"reduce, block 64\", \"score\": 1, \"status\": \"passed\"},"
  "{\"name\": \"reduce, block 128\", \"score\": 1, \"status\": \"passed\"}],"
  "\"extra_data\": {\"timing\": [{\"us_median\": 12.5, \"gbs\": 640.25}]}}";
static const char *const bob =
  "{\"score\": 1, \"max_score\": 3, \"tests\": ["
  "{\"name\": \"reduce, block 64\", \"score\": 1, \"status\": \"passed\"},"
  "{\"name\": \"learning goal: no divergence\", \"score\": 0, \"status\": \"failed\","
  " \"output\": \"warp 0 <diverges> & \\\"stalls\\\"\\u0001\"},"
  "{\"name\": \"reduce, block 128\", \"score\": 0, \"status\": \"failed\", \"output\": \"wrong\"}],"
  "\"extra_data\": {\"refused\": \"it is empty\", \"id_note\": \"\\\"bob\\\" is bob-1\"}}";
static const char *const cy =
  "{\"score\": 0, \"max_score\": 1, \"tests\": [{\"name\": \"compiles\", \"score\": 0,"
  " \"status\": \"failed\", \"output\": \"x.cu:3: error\"}]}";

/* Ensure grades.csv has one row per graded student, sorted, with a column per
 * test name first seen, the class maximum, the status, timing, flags and
 * the note (why a submission was refused, which entry got which id). */
static void test_book_grades_csv(void **state)
{
  (void)state;
  student("bob", "failed", "uses-cub, copied", 3.5, bob);
  student("ann", "passed", "", 2.0, ann);
  student("cy", "compile-error", "", 0.5, cy);
  char err[256] = "";
  assert_int_equal(rg_book_write(root, err, sizeof err), 3);
  char *csv = read_back("grades.csv");
  assert_string_equal(csv,
    "id,score,max,\"reduce, block 64\",\"reduce, block 128\",learning goal: no divergence,"
    "compiles,status,us,gbs,flags,note\n"
    "ann,2,3,1,1,,,passed,12.500,640.25,,\n"
    "bob,1,3,1,0,0,,failed,,,\"uses-cub, copied\","
    "\"refused: it is empty; \"\"bob\"\" is bob-1\"\n"
    "cy,0,3,,,,0,compile-error,,,,\n");
  free(csv);
}

/* A library reduction graded with no timing (the emulator): its tiers
 * denied, in its own max_score; then one timed (a GPU). */
static const char *const dee =
  "{\"score\": 1, \"max_score\": 3, \"tests\": ["
  "{\"name\": \"reduce, block 64\", \"score\": 1, \"max_score\": 1, \"status\": \"passed\"},"
  "{\"name\": \"performance: >= 0.80x CUB\", \"score\": 0, \"max_score\": 2,"
  " \"status\": \"failed\"}], \"extra_data\": {\"library\": \"uses-cub\"}}";
static const char *const eve =
  "{\"score\": 1, \"max_score\": 1, \"tests\": ["
  "{\"name\": \"reduce, block 64\", \"score\": 1, \"max_score\": 1, \"status\": \"passed\"},"
  "{\"name\": \"performance: >= 0.80x CUB\", \"score\": 0, \"max_score\": 0}]}";
static const char *const fay =
  "{\"score\": 1, \"max_score\": 3, \"tests\": ["
  "{\"name\": \"reduce, block 64\", \"score\": 1, \"max_score\": 1, \"status\": \"passed\"},"
  "{\"name\": \"performance: >= 0.80x CUB\", \"score\": 0, \"max_score\": 2,"
  " \"status\": \"failed\"}], \"extra_data\": {\"library\": \"uses-cub\","
  " \"timing\": [{\"us_median\": 10, \"cub_us_median\": 9}]}}";

/* Ensure the class max is what a student graded there could earn: tiers
 * denied with nothing timed count in that student's own max_score only
 * (they raised every classmate's max on the emulator); timed, they count. */
static void test_book_max_denied_tiers(void **state)
{
  (void)state;
  student("dee", "passed", "uses-cub", 1.0, dee);
  student("eve", "passed", "", 1.0, eve);
  char err[256] = "";
  assert_int_equal(rg_book_write(root, err, sizeof err), 2);
  char *csv = read_back("grades.csv");
  assert_non_null(strstr(csv, "\ndee,1,1,"));
  assert_non_null(strstr(csv, "\neve,1,1,"));
  free(csv);
  student("fay", "passed", "uses-cub", 1.0, fay);
  assert_int_equal(rg_book_write(root, err, sizeof err), 3);
  csv = read_back("grades.csv");
  assert_non_null(strstr(csv, "\neve,1,3,"));
  free(csv);
}

/* Ensure junit.xml has a suite per student, failures counted, text escaped. */
static void test_book_junit(void **state)
{
  (void)state;
  student("ann", "passed", "", 2.0, ann);
  student("bob", "failed", "uses-cub", 3.5, bob);
  char err[256] = "";
  assert_int_equal(rg_book_write(root, err, sizeof err), 2);
  char *xml = read_back("junit.xml");
  assert_non_null(strstr(xml, "<testsuite name=\"ann\" tests=\"2\" failures=\"0\" "
                              "time=\"2.000\">"));
  assert_non_null(strstr(xml, "<testsuite name=\"bob\" tests=\"3\" failures=\"2\" "
                              "time=\"3.500\">"));
  assert_non_null(strstr(xml, "<failure message=\"failed\">warp 0 &lt;diverges&gt; &amp; "
                              "&quot;stalls&quot;?</failure>"));
  assert_non_null(strstr(xml, "<system-out>integrity: uses-cub</system-out>"));
  assert_int_equal(count(xml, "<testcase "), 5);
  assert_int_equal(count(xml, "<failure "), 2);
  assert_int_equal(count(xml, "</testsuite>"), 2);
  assert_non_null(strstr(xml, "</testsuites>\n"));
  free(xml);
}

/* Ensure what is not a finished grading is left out: no .key (still being
 * written), a results.json that is not JSON, dot folders, plain files. */
static void test_book_skips_unfinished(void **state)
{
  (void)state;
  student("ann", "passed", "", 2.0, ann);
  char *d = rg_strdupf("%s/half", root);
  assert_int_equal(mkdir(d, 0755), 0);
  free(d);
  put("half/results.json", ann);
  student("torn", "passed", "", 1.0, "{\"score\": 2, \"tests\": [");
  student(".hidden", "passed", "", 1.0, ann);
  put("notes.txt", "not a student");
  char err[256] = "";
  assert_int_equal(rg_book_write(root, err, sizeof err), 1);
  char *csv = read_back("grades.csv");
  assert_int_equal(count(csv, "\n"), 2);
  assert_non_null(strstr(csv, "\nann,"));
  free(csv);
  /* Written twice: the class files themselves are not students. */
  assert_int_equal(rg_book_write(root, err, sizeof err), 1);
}

/* Ensure an empty class still gets both files, and a missing folder an error. */
static void test_book_empty_and_missing(void **state)
{
  (void)state;
  char err[256] = "";
  assert_int_equal(rg_book_write(root, err, sizeof err), 0);
  char *csv = read_back("grades.csv");
  assert_string_equal(csv, "id,score,max,status,us,gbs,flags,note\n");
  free(csv);
  char *xml = read_back("junit.xml");
  assert_non_null(strstr(xml, "<testsuites name=\"reduce-grade\">\n</testsuites>\n"));
  free(xml);
  char *gone = rg_strdupf("%s/gone", root);
  assert_int_equal(rg_book_write(gone, err, sizeof err), -1);
  assert_non_null(strstr(err, "gone: No such file or directory"));
  free(gone);
}

/* Ensure CSV fields are quoted exactly when they must be (RFC 4180). */
static void test_book_csv_field(void **state)
{
  (void)state;
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  const char *in[] = { "plain", "a,b", "say \"hi\"", "two\nlines", "cr\r", "" };
  for (size_t i = 0; i < sizeof in / sizeof in[0]; i++) {
    rg_book_csv_field(f, in[i]);
    fputc('|', f);
  }
  fclose(f);
  assert_string_equal(buf, "plain|\"a,b\"|\"say \"\"hi\"\"\"|\"two\nlines\"|\"cr\r\"||");
  free(buf);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_book_meta_round_trip, setup, teardown),
    cmocka_unit_test_setup_teardown(test_book_grades_csv, setup, teardown),
    cmocka_unit_test_setup_teardown(test_book_max_denied_tiers, setup, teardown),
    cmocka_unit_test_setup_teardown(test_book_junit, setup, teardown),
    cmocka_unit_test_setup_teardown(test_book_skips_unfinished, setup, teardown),
    cmocka_unit_test_setup_teardown(test_book_empty_and_missing, setup, teardown),
    cmocka_unit_test_setup_teardown(test_book_csv_field, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
