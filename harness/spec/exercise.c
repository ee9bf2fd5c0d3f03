/* exercise.c — the exercise registry (see exercise.h and CONTRACTS.md). */
#define _DEFAULT_SOURCE
#include "exercise.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "exitcode.h"
#include "manifest.h"
#include "rg_config.h"
#include "util.h"

/* The registry: every exercise folder's manifest, in course order. */
static struct {
  struct rg_exercise *v;
  size_t len;
  bool loaded;
} reg;

/* "NN-slug": a folder of the course; its number in *number. */
static bool exercise_folder(const char *root, const char *name, int *number)
{
  if (!isdigit((unsigned char)name[0]) || !isdigit((unsigned char)name[1]) || name[2] != '-' ||
      !name[3])
    return false;
  char *dir = rg_strdupf("%s/exercises/%s", root, name);
  struct stat st;
  bool ok = stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
  free(dir);
  *number = (name[0] - '0') * 10 + (name[1] - '0');
  return ok;
}

static int by_name(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The course's folder names under root/exercises, sorted; NULL with err set. */
static char **list_folders(const char *root, size_t *count, char *err, size_t errcap)
{
  char *path = rg_strdupf("%s/exercises", root);
  DIR *d = opendir(path);
  if (!d) {
    snprintf(err, errcap, "%s: %s", path, strerror(errno));
    free(path);
    return NULL;
  }
  free(path);
  char **names = NULL;
  size_t n = 0;
  int number;
  for (struct dirent *e; (e = readdir(d));) {
    if (!exercise_folder(root, e->d_name, &number))
      continue;
    names = realloc(names, (n + 1) * sizeof *names);
    if (!names)
      abort();
    names[n++] = rg_strdupf("%s", e->d_name);
  }
  closedir(d);
  qsort(names, n, sizeof *names, by_name);
  *count = n;
  return names ? names : calloc(1, sizeof *names);
}

static int load_one(const char *root, const char *folder, struct rg_exercise *ex, char *err,
                    size_t errcap)
{
  int number = 0;
  exercise_folder(root, folder, &number);
  char *path = rg_strdupf("%s/exercises/%s/exercise.json", root, folder);
  char *text = rg_read_file(path, NULL);
  int rc = -1;
  if (!text)
    snprintf(err, errcap, "%s: %s", path, strerror(errno));
  else
    rc = rg_manifest_parse(path, text, number, folder, ex, err, errcap);
  free(text);
  free(path);
  return rc;
}

static void registry_free(void)
{
  for (size_t i = 0; i < reg.len; i++)
    rg_manifest_free(&reg.v[i]);
  free(reg.v);
  reg.v = NULL;
  reg.len = 0;
  reg.loaded = false;
}

int rg_exercises_load(const char *root, char *err, size_t errcap)
{
  registry_free();
  size_t n = 0;
  char **names = list_folders(root, &n, err, errcap);
  if (!names)
    return -1;
  reg.v = calloc(n ? n : 1, sizeof *reg.v);
  if (!reg.v)
    abort();
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    if (rc == 0 && load_one(root, names[i], &reg.v[reg.len], err, errcap) != 0)
      rc = -1;
    else if (rc == 0 && reg.len > 0 && reg.v[reg.len].number == reg.v[reg.len - 1].number) {
      snprintf(err, errcap, "%s/exercises/%s: a second exercise numbered %02d (%s)", root,
               names[i], reg.v[reg.len].number, reg.v[reg.len - 1].slug);
      rg_manifest_free(&reg.v[reg.len]);
      rc = -1;
    } else if (rc == 0) {
      reg.len++;
    }
    free(names[i]);
  }
  free(names);
  if (rc)
    registry_free();
  reg.loaded = rc == 0;
  return rc;
}

/* Loaded on first use; nothing can be graded without it. */
static void ensure_loaded(void)
{
  if (reg.loaded)
    return;
  const char *env = getenv("REDUCE_GRADE_ROOT");
  char err[1024];
  if (rg_exercises_load(env && *env ? env : RG_SOURCE_ROOT, err, sizeof err) != 0) {
    fprintf(stderr, "reduce-grade: %s\n", err);
    exit(RG_EXIT_USAGE);
  }
}

size_t rg_exercise_count(void)
{
  ensure_loaded();
  return reg.len;
}

const struct rg_exercise *rg_exercise_at(size_t i)
{
  ensure_loaded();
  return i < reg.len ? &reg.v[i] : NULL;
}

const struct rg_exercise *rg_exercise_by_number(int number)
{
  ensure_loaded();
  for (size_t i = 0; i < reg.len; i++)
    if (reg.v[i].number == number)
      return &reg.v[i];
  return NULL;
}

const struct rg_exercise *rg_exercise_find(const char *name)
{
  if (!name || !*name)
    return NULL;
  char *end = NULL;
  long num = strtol(name, &end, 10);
  bool numeric = end != name && *end == '\0';
  for (size_t i = 0; i < rg_exercise_count(); i++) {
    const struct rg_exercise *ex = rg_exercise_at(i);
    if (numeric && num == ex->number)
      return ex;
    if (strcmp(name, ex->slug) == 0)
      return ex;
  }
  return NULL;
}

bool rg_exercise_block_ok(const struct rg_exercise *ex, int block)
{
  if (block < ex->min_block || block > 1024)
    return false;
  bool pow2 = (block & (block - 1)) == 0;
  return pow2 || (ex->any_multiple_of_32 && block % 32 == 0);
}

bool rg_exercise_multi_gpu(const struct rg_exercise *ex)
{
  for (int i = 0; i < ex->nparts; i++)
    if (ex->parts[i].family == RG_FAM_MULTI)
      return true;
  return false;
}

size_t rg_part_grid(const struct rg_part *p, size_t n, int block)
{
  if (p->family != RG_FAM_BLOCK && p->family != RG_FAM_ARGMAX)
    return 0;
  size_t span = (size_t)block * (size_t)p->items_per_thread;
  return (n + span - 1) / span;
}

size_t rg_part_outputs(const struct rg_part *p, size_t n, size_t rows,
                       size_t cols, int block)
{
  switch (p->family) {
  case RG_FAM_BLOCK:
  case RG_FAM_ARGMAX:
    return rg_part_grid(p, n, block);
  case RG_FAM_TOTAL:
    return 1;
  case RG_FAM_MOMENTS:
    return 2;
  case RG_FAM_ROWS:
    return rows;
  case RG_FAM_COLS:
    return cols;
  case RG_FAM_SOFTMAX:
    return rows * cols;
  case RG_FAM_MULTI:
    return cols; /* one total per device */
  case RG_FAM_COUNT:
    break;
  }
  return 0;
}

size_t rg_part_out_bytes(const struct rg_part *p, size_t n, size_t rows,
                         size_t cols, int block)
{
  size_t outs = rg_part_outputs(p, n, rows, cols, block);
  size_t elem = rg_dtype_size(p->dtype);
  return p->family == RG_FAM_ARGMAX ? outs * (elem + sizeof(int)) : outs * elem;
}

size_t rg_dtype_size(enum rg_dtype t)
{
  return t == RG_F64 ? 8 : 4;
}

const char *rg_dtype_name(enum rg_dtype t)
{
  switch (t) {
  case RG_F32: return "float";
  case RG_F64: return "double";
  case RG_I32: return "int";
  }
  return "?";
}

const char *rg_op_name(enum rg_op op)
{
  switch (op) {
  case RG_OP_SUM: return "sum";
  case RG_OP_MAX: return "max";
  case RG_OP_MIN: return "min";
  }
  return "?";
}
