/* test_remove_tree.c — a batch's work folders removed whatever a submission
 * left in them (remove_tree.c). */
#define _GNU_SOURCE
#include <fcntl.h>
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

#include "remove_tree.h"
#include "scratch.h"
#include "util.h"

static char root[64];

static int setup(void **state)
{
  (void)state;
  return rg_scratch_make(root, sizeof root, "rmtree");
}

static int teardown(void **state)
{
  (void)state;
  return rg_scratch_remove(root);
}

/* depth folders of 250-byte names under fd (closed here), a file in each. */
static void nest(int fd, int depth)
{
  char name[251];
  memset(name, 'd', 250);
  name[250] = '\0';
  for (int i = 0; i < depth; i++) {
    int f = openat(fd, "file", O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    assert_true(f >= 0);
    close(f);
    assert_int_equal(mkdirat(fd, name, 0755), 0);
    int sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    assert_true(sub >= 0);
    close(fd);
    fd = sub;
  }
  close(fd);
}

/* Ensure a tree whose paths are past PATH_MAX (20 folders of 250 bytes,
 * as a submission can nest in its work folder) is removed: nftw() left it. */
static void test_remove_tree_past_path_max(void **state)
{
  (void)state;
  char *w = rg_strdupf("%s/work", root);
  assert_int_equal(mkdir(w, 0755), 0);
  nest(open(w, O_RDONLY | O_DIRECTORY | O_CLOEXEC), 20);
  assert_int_equal(rg_remove_tree(w), 0);
  struct stat st;
  assert_int_not_equal(lstat(w, &st), 0);
  free(w);
}

/* Ensure a link in the tree is removed, not followed: what it points to
 * stays. */
static void test_remove_tree_link_not_followed(void **state)
{
  (void)state;
  char *w = rg_strdupf("%s/work", root), *keep = rg_strdupf("%s/keep", root);
  assert_int_equal(mkdir(w, 0755), 0);
  assert_int_equal(mkdir(keep, 0755), 0);
  char *kf = rg_strdupf("%s/keep/precious", root), *l = rg_strdupf("%s/work/link", root);
  FILE *f = fopen(kf, "w");
  assert_non_null(f);
  fclose(f);
  assert_int_equal(symlink(keep, l), 0);
  assert_int_equal(rg_remove_tree(w), 0);
  struct stat st;
  assert_int_equal(stat(kf, &st), 0);
  assert_int_not_equal(lstat(w, &st), 0);
  free(w);
  free(keep);
  free(kf);
  free(l);
}

/* Ensure what is not there, or is a plain file, is handled. */
static void test_remove_tree_missing_or_file(void **state)
{
  (void)state;
  char *p = rg_strdupf("%s/none", root);
  assert_int_equal(rg_remove_tree(p), 0);
  FILE *f = fopen(p, "w");
  assert_non_null(f);
  fclose(f);
  assert_int_equal(rg_remove_tree(p), 0);
  struct stat st;
  assert_int_not_equal(lstat(p, &st), 0);
  free(p);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown(test_remove_tree_past_path_max, setup, teardown),
    cmocka_unit_test_setup_teardown(test_remove_tree_link_not_followed, setup, teardown),
    cmocka_unit_test_setup_teardown(test_remove_tree_missing_or_file, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
