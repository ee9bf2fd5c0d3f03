/* test_batch_ids.c — how `reduce-grade batch` takes a class folder: ids made
 * safe and unique, and only plain files graded (issue 17, class 4); every
 * entry of a class folder a submission, graded or refused. */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cmocka.h>

#include "batch.h"
#include "scratch.h"
#include "util.h"

static char root[64];

static void put(const char *rel, const char *text)
{
  char *p = rg_strdupf("%s/%s", root, rel);
  FILE *f = fopen(p, "w");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
  free(p);
}

static void dir(const char *rel)
{
  char *p = rg_strdupf("%s/%s", root, rel);
  assert_int_equal(mkdir(p, 0755), 0);
  free(p);
}

static int setup(void **state)
{
  (void)state;
  return rg_scratch_make(root, sizeof root, "ids");
}

static int teardown(void **state)
{
  (void)state;
  return rg_scratch_remove(root);
}

static size_t collect(const char *a, const char *b, struct rg_submission **v)
{
  char *pa = rg_strdupf("%s/%s", root, a);
  char *pb = b ? rg_strdupf("%s/%s", root, b) : NULL;
  char *args[] = { pa, pb };
  size_t n = 0;
  char err[256];
  assert_int_equal(rg_batch_collect(args, b ? 2 : 1, "reduce.cu", v, &n, err, sizeof err), 0);
  free(pa);
  free(pb);
  return n;
}

static const struct rg_submission *find(const struct rg_submission *v, size_t n, const char *id)
{
  for (size_t i = 0; i < n; i++)
    if (strcmp(v[i].id, id) == 0)
      return &v[i];
  return NULL;
}

/* Ensure three students called alice are alice-1, alice-2 and alice-3:
 * an id several entries share is none of theirs. */
static void test_batch_ids_three_alices_numbered_once(void **state)
{
  (void)state;
  dir("c1");
  dir("c2");
  put("c1/alice.cu", "a1");
  dir("c1/alice");
  put("c1/alice/reduce.cu", "a2");
  put("c2/alice.cu", "a3");
  put("c2/bob.cu", "b");
  struct rg_submission *v = NULL;
  size_t n = collect("c1", "c2", &v);
  assert_int_equal(n, 4);
  assert_null(find(v, n, "alice"));
  assert_non_null(find(v, n, "alice-1"));
  assert_non_null(find(v, n, "alice-2"));
  assert_non_null(find(v, n, "alice-3"));
  assert_non_null(find(v, n, "bob"));
  rg_batch_free_submissions(v, n);
}

/* Ensure a folder named like a classmate's file does not take the
 * classmate's id: "alice/" sorts before "alice.cu" and kept "alice", so a
 * squatter's empty folder was graded as alice and her work as alice-2 (the
 * row an LMS imports under her name).  Neither entry is "alice" now; a
 * student alone with an id keeps it. */
static void test_batch_ids_shared_id_is_nobodys(void **state)
{
  (void)state;
  dir("c1");
  put("c1/alice.cu", "her work");
  dir("c1/alice");
  put("c1/alice/reduce.cu", "squatter");
  put("c1/bob.cu", "b");
  struct rg_submission *v = NULL;
  size_t n = collect("c1", NULL, &v);
  assert_int_equal(n, 3);
  assert_null(find(v, n, "alice"));
  const struct rg_submission *a1 = find(v, n, "alice-1"), *a2 = find(v, n, "alice-2");
  assert_non_null(a1);
  assert_non_null(a2);
  assert_string_not_equal(a1->entry, a2->entry);
  assert_non_null(find(v, n, "bob"));
  rg_batch_free_submissions(v, n);
}

/* Ensure a numbered duplicate never takes the id of a student already so called. */
static void test_batch_ids_suffix_skips_taken_id(void **state)
{
  (void)state;
  dir("c1");
  dir("c2");
  put("c1/eve.cu", "e1");
  put("c1/eve-2.cu", "e2");
  put("c2/eve.cu", "e3");
  put("c2/zed.cu", "z"); /* two .cu files: a folder of students, not one */
  struct rg_submission *v = NULL;
  size_t n = collect("c1", "c2", &v);
  assert_int_equal(n, 4);
  assert_null(find(v, n, "eve"));
  assert_non_null(find(v, n, "eve-1"));
  assert_non_null(find(v, n, "eve-2"));
  assert_non_null(find(v, n, "eve-3"));
  assert_string_equal(find(v, n, "eve-2")->entry, "eve-2.cu");
  rg_batch_free_submissions(v, n);
}

/* Ensure ids never start with '-' or '.', nor name a class output or
 * start with one (its temporary name), and spell other bytes as %XX: two
 * names are never one id. */
static void test_batch_ids_unsafe_names_prefixed(void **state)
{
  (void)state;
  dir("c");
  put("c/grades.csv.cu", "g");
  put("c/grades.csv.tmp.1.cu", "t");
  put("c/junit.xml.cu", "j");
  dir("c/--help");
  put("c/--help/reduce.cu", "h");
  put("c/.hidden.cu", "x"); /* a student too: it had no row at all */
  put("c/ok me.cu", "o");
  put("c/ok_me.cu", "u");
  put("c/Jos\xc3\xa9.cu", "e");
  struct rg_submission *v = NULL;
  size_t n = collect("c", NULL, &v);
  assert_int_equal(n, 8);
  assert_non_null(find(v, n, "_.hidden"));
  assert_null(find(v, n, "_.hidden")->refused);
  assert_non_null(find(v, n, "_grades.csv"));
  assert_non_null(find(v, n, "_grades.csv.tmp.1"));
  assert_non_null(find(v, n, "_junit.xml"));
  assert_non_null(find(v, n, "_--help"));
  assert_non_null(find(v, n, "ok%20me"));
  assert_non_null(find(v, n, "ok_me"));
  assert_non_null(find(v, n, "Jos%C3%A9"));
  for (size_t i = 0; i < n; i++)
    assert_true(v[i].id[0] != '-' && v[i].id[0] != '.');
  rg_batch_free_submissions(v, n);
}

/* Ensure links, fifos and hard links are refused with a reason, not followed. */
static void test_batch_ids_links_refused(void **state)
{
  (void)state;
  dir("c");
  dir("sol");
  put("sol/reduce.cu", "the solution");
  put("c/carol.cu", "c");
  char *t = rg_strdupf("%s/sol/reduce.cu", root), *l = rg_strdupf("%s/c/dan.cu", root);
  assert_int_equal(symlink(t, l), 0);
  free(l);
  l = rg_strdupf("%s/c/erin", root); /* a folder linked to another's */
  char *sd = rg_strdupf("%s/sol", root);
  assert_int_equal(symlink(sd, l), 0);
  free(l);
  dir("c/fay");
  l = rg_strdupf("%s/c/fay/reduce.cu", root);
  assert_int_equal(symlink(t, l), 0);
  free(l);
  l = rg_strdupf("%s/c/gus.cu", root);
  assert_int_equal(link(t, l), 0); /* a hard link to the solution */
  free(l);
  l = rg_strdupf("%s/c/hal.cu", root);
  assert_int_equal(mkfifo(l, 0644), 0);
  free(l);
  free(t);
  free(sd);
  struct rg_submission *v = NULL;
  size_t n = collect("c", NULL, &v);
  assert_int_equal(n, 6);
  assert_non_null(find(v, n, "carol")->path);
  assert_null(find(v, n, "carol")->refused);
  const char *refused[] = { "dan", "erin", "fay", "gus", "hal" };
  for (size_t i = 0; i < 5; i++) {
    const struct rg_submission *s = find(v, n, refused[i]);
    assert_non_null(s);
    assert_null(s->path);
    assert_non_null(s->refused);
  }
  assert_non_null(strstr(find(v, n, "dan")->refused, "symbolic link"));
  assert_non_null(strstr(find(v, n, "gus")->refused, "hard link"));
  rg_batch_free_submissions(v, n);
}

/* Ensure reading a submission refuses a link planted after it was listed. */
static void test_batch_ids_read_refuses_link(void **state)
{
  (void)state;
  put("plain.cu", "int x;\n");
  char *p = rg_strdupf("%s/plain.cu", root), *l = rg_strdupf("%s/linked.cu", root);
  assert_int_equal(symlink(p, l), 0);
  char why[200];
  size_t len = 0;
  char *text = rg_batch_read_submission(p, 1 << 20, &len, why, sizeof why);
  assert_non_null(text);
  assert_int_equal(len, 7);
  free(text);
  assert_null(rg_batch_read_submission(l, 1 << 20, &len, why, sizeof why));
  assert_non_null(strstr(why, "symbolic link"));
  free(p);
  free(l);
}

/* Ensure a long name of non-ASCII letters (a legal 240-byte file name, 720
 * bytes once every byte is %XX) gets an id short enough to be a folder: it
 * lost its row ("File name too long") before.  Two such names that differ
 * only at the end stay two ids. */
static void test_batch_ids_long_name_capped(void **state)
{
  (void)state;
  dir("c");
  char name[256] = "";
  for (int i = 0; i < 118; i++)
    strcat(name, "\xc3\xa9");
  char *a = rg_strdupf("c/%sa.cu", name), *b = rg_strdupf("c/%sb.cu", name);
  put(a, "a");
  put(b, "b");
  struct rg_submission *v = NULL;
  size_t n = collect("c", NULL, &v);
  assert_int_equal(n, 2);
  assert_true(strlen(v[0].id) <= 128);
  assert_true(strlen(v[1].id) <= 128);
  assert_string_not_equal(v[0].id, v[1].id);
  assert_non_null(v[0].path);
  /* Each id is a name the folder can hold, as the batch's log (".ID.log"). */
  char *p = rg_strdupf("%s/.%s.log", root, v[0].id);
  FILE *f = fopen(p, "w");
  assert_non_null(f);
  fclose(f);
  free(p);
  free(a);
  free(b);
  rg_batch_free_submissions(v, n);
}

/* Ensure a student folder swapped for a link after the class was listed
 * (another process, racing the batch) is not followed when it is read:
 * the link's target, a solution, was read and graded as the student's. */
static void test_batch_ids_read_refuses_folder_swapped(void **state)
{
  (void)state;
  dir("c");
  dir("c/ivy");
  dir("c/jon");
  dir("sol");
  put("c/ivy/reduce.cu", "ivy's own");
  put("c/jon/reduce.cu", "jon's own");
  put("sol/reduce.cu", "the solution");
  struct rg_submission *v = NULL;
  size_t n = collect("c", NULL, &v);
  assert_int_equal(n, 2);
  const struct rg_submission *ivy = find(v, n, "ivy");
  assert_non_null(ivy->path);
  char *d = rg_strdupf("%s/c/ivy", root), *old = rg_strdupf("%s/c/ivy-old", root);
  char *sd = rg_strdupf("%s/sol", root);
  assert_int_equal(rename(d, old), 0);
  assert_int_equal(symlink(sd, d), 0);
  char why[200] = "";
  size_t len = 0;
  char *text = rg_batch_read_submission(ivy->path, 1 << 20, &len, why, sizeof why);
  if (text)
    fail_msg("read through the swapped folder: \"%s\"", text);
  assert_non_null(strstr(why, "symbolic link"));
  free(d);
  free(old);
  free(sd);
  rg_batch_free_submissions(v, n);
}

/* Ensure every entry of a class folder is one submission, graded or
 * refused with a reason: a dot file or folder, a file of another
 * extension, a socket, names with a newline, a byte not UTF-8, a leading
 * dash, 255 bytes.  A dot entry, a file not named .cu and an entry gone
 * since it was listed had no row at all. */
static void test_batch_ids_every_entry_a_row(void **state)
{
  (void)state;
  dir("c");
  put("c/.alice.cu", "a");
  dir("c/.bob");
  put("c/.bob/reduce.cu", "b");
  put("c/.bob/.reduce.cu.swp", "an editor's"); /* in a student's folder: not a second file */
  put("c/upper.CU", "u");
  put("c/head.cuh", "h");
  put("c/old.cu.bak", "o");
  put("c/noext", "n");
  put("c/new\nline.cu", "l");
  put("c/b\xe9.cu", "e");
  put("c/-dash.cu", "d");
  char name[256];
  memset(name, 'x', 252);
  memcpy(name + 252, ".cu", 4); /* 255 bytes */
  char *rel = rg_strdupf("c/%s", name);
  put(rel, "long");
  free(rel);
  char *sp = rg_strdupf("%s/c/sock.cu", root);
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  struct sockaddr_un sa = { .sun_family = AF_UNIX };
  assert_true(strlen(sp) < sizeof sa.sun_path);
  strcpy(sa.sun_path, sp);
  assert_int_equal(bind(fd, (struct sockaddr *)&sa, sizeof sa), 0);
  close(fd);
  free(sp);
  struct rg_submission *v = NULL;
  size_t n = collect("c", NULL, &v);
  assert_int_equal(n, 11);
  const char *graded[] = { "_.alice", "_.bob", "upper", "new%0Aline", "b%E9", "_-dash" };
  for (size_t i = 0; i < sizeof graded / sizeof graded[0]; i++) {
    const struct rg_submission *s = find(v, n, graded[i]);
    if (!s || s->refused)
      fail_msg("%s: %s", graded[i], s ? s->refused : "no row");
  }
  const char *other[] = { "head.cuh", "old.cu.bak", "noext" };
  for (size_t i = 0; i < 3; i++)
    assert_non_null(strstr(find(v, n, other[i])->refused, "does not end in .cu"));
  assert_non_null(strstr(find(v, n, "sock")->refused, "not a plain file"));
  int long_ones = 0;
  for (size_t i = 0; i < n; i++) {
    long_ones += strncmp(v[i].id, "xxx", 3) == 0 && !v[i].refused;
    assert_true(strlen(v[i].id) < 255);
    assert_null(v[i].note);
  }
  assert_int_equal(long_ones, 1);
  rg_batch_free_submissions(v, n);
}

/* Ensure entries whose ids would be one, or one but for letter case (one
 * folder on a disk that ignores case), are told which entry got which:
 * "-x" and "_-x" were _-x-1 and _-x-2 with no word of why. */
static void test_batch_ids_shared_ids_explained(void **state)
{
  (void)state;
  dir("c");
  put("c/-x.cu", "1");
  put("c/_-x.cu", "2");
  put("c/Case.cu", "3");
  put("c/case.cu", "4");
  put("c/alone.cu", "5");
  struct rg_submission *v = NULL;
  size_t n = collect("c", NULL, &v);
  assert_int_equal(n, 5);
  assert_null(find(v, n, "alone")->note);
  assert_null(find(v, n, "Case"));
  assert_null(find(v, n, "case"));
  const char *ids[] = { "_-x-1", "_-x-2", "Case-1", "case-2" };
  for (size_t i = 0; i < 4; i++) {
    const struct rg_submission *s = find(v, n, ids[i]);
    assert_non_null(s);
    assert_non_null(s->note);
    char *me = rg_strdupf("the entry \"%s\" is %s:", s->entry, s->id);
    assert_non_null(strstr(s->note, me));
    free(me);
  }
  assert_non_null(strstr(find(v, n, "_-x-1")->note, "\"-x.cu\" is _-x-1, \"_-x.cu\" is _-x-2"));
  assert_non_null(strstr(find(v, n, "case-2")->note, "letter case"));
  assert_null(strstr(find(v, n, "_-x-2")->note, "letter case"));
  rg_batch_free_submissions(v, n);
}

/* Ensure an empty file is refused when read, with a reason. */
static void test_batch_ids_read_refuses_empty(void **state)
{
  (void)state;
  put("empty.cu", "");
  char *p = rg_strdupf("%s/empty.cu", root);
  char why[200] = "";
  size_t len = 0;
  assert_null(rg_batch_read_submission(p, 1 << 20, &len, why, sizeof why));
  assert_non_null(strstr(why, "empty"));
  free(p);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_batch_ids_three_alices_numbered_once, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_shared_id_is_nobodys, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_suffix_skips_taken_id, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_unsafe_names_prefixed, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_links_refused, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_read_refuses_link, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_long_name_capped, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_read_refuses_folder_swapped, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_every_entry_a_row, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_shared_ids_explained, setup, teardown),
    cmocka_unit_test_setup_teardown(test_batch_ids_read_refuses_empty, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
