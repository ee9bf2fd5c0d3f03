/* manifest.c — read one exercise's manifest (see manifest.h). */
#define _POSIX_C_SOURCE 200809L
#include "manifest.h"

#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { K_STRING, K_INT, K_NUMBER, K_BOOL, K_OBJECT, K_ARRAY };

static const char *const kind_names[] = { "a string", "an integer", "a number",
                                          "true or false", "an object", "an array" };

struct ctx {
  const char *name;
  char *err;
  size_t cap;
};

/* "NAME: WHERE: what is wrong"; returns -1 for `return fail(...)`. */
static int fail(const struct ctx *c, const char *where, const char *fmt, ...)
{
  char what[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  snprintf(c->err, c->cap, "%s: %s: %s", c->name, where, what);
  return -1;
}

static bool is_kind(const json_t *v, enum kind k)
{
  switch (k) {
  case K_STRING: return json_is_string(v);
  case K_INT: return json_is_integer(v);
  case K_NUMBER: return json_is_number(v);
  case K_BOOL: return json_is_boolean(v);
  case K_OBJECT: return json_is_object(v);
  case K_ARRAY: return json_is_array(v);
  }
  return false;
}

static const char *kind_of(const json_t *v)
{
  static const char *const names[] = { "an object", "an array", "a string", "an integer",
                                       "a number", "true", "false", "null" };
  return names[json_typeof(v)];
}

/* The path of obj's member key, for messages: "blocks.min". */
static void member_path(char *out, size_t cap, const char *where, const char *key)
{
  snprintf(out, cap, "%s%s%s", where, *where ? "." : "", key);
}

/* obj's member key of kind k, or NULL with err set. */
static json_t *member(const struct ctx *c, json_t *obj, const char *where, const char *key,
                      enum kind k)
{
  char path[128];
  member_path(path, sizeof path, where, key);
  json_t *v = json_object_get(obj, key);
  if (!v) {
    fail(c, path, "missing");
    return NULL;
  }
  if (!is_kind(v, k)) {
    fail(c, path, "must be %s, not %s", kind_names[k], kind_of(v));
    return NULL;
  }
  return v;
}

/* Every member of obj is one of keys (NULL-terminated): a misspelt field
 * is an error, not a default. */
static int only_keys(const struct ctx *c, json_t *obj, const char *where,
                     const char *const *keys)
{
  const char *key;
  json_t *v;
  json_object_foreach(obj, key, v) {
    size_t i = 0;
    while (keys[i] && strcmp(keys[i], key) != 0)
      i++;
    if (!keys[i])
      return fail(c, *where ? where : "top level", "unknown field '%s'", key);
  }
  return 0;
}

static int get_string(const struct ctx *c, json_t *obj, const char *where, const char *key,
                      const char **out)
{
  json_t *v = member(c, obj, where, key, K_STRING);
  if (!v)
    return -1;
  if (!*json_string_value(v)) {
    char path[128];
    member_path(path, sizeof path, where, key);
    return fail(c, path, "must not be empty");
  }
  *out = strdup(json_string_value(v));
  if (!*out)
    abort();
  return 0;
}

static int get_int(const struct ctx *c, json_t *obj, const char *where, const char *key,
                   int lo, int hi, int *out)
{
  json_t *v = member(c, obj, where, key, K_INT);
  if (!v)
    return -1;
  json_int_t x = json_integer_value(v);
  if (x < lo || x > hi) {
    char path[128];
    member_path(path, sizeof path, where, key);
    return fail(c, path, "must be from %d to %d, not %lld", lo, hi, (long long)x);
  }
  *out = (int)x;
  return 0;
}

static int get_bool(const struct ctx *c, json_t *obj, const char *where, const char *key,
                    bool *out)
{
  json_t *v = member(c, obj, where, key, K_BOOL);
  if (!v)
    return -1;
  *out = json_is_true(v);
  return 0;
}

/* A finite number in [lo, hi] (lo excluded when open_lo). */
static int get_number(const struct ctx *c, json_t *obj, const char *where, const char *key,
                      double lo, bool open_lo, double hi, double *out)
{
  json_t *v = member(c, obj, where, key, K_NUMBER);
  if (!v)
    return -1;
  double x = json_number_value(v);
  if (!isfinite(x) || x < lo || (open_lo && x == lo) || x > hi) {
    char path[128];
    member_path(path, sizeof path, where, key);
    char upper[48] = "";
    if (!isinf(hi))
      snprintf(upper, sizeof upper, " and at most %g", hi);
    return fail(c, path, "must be %s %g%s, not %g", open_lo ? "above" : "at least", lo,
                upper, x);
  }
  *out = x;
  return 0;
}

/* A string member that must be one of names; its index in *out. */
static int get_choice(const struct ctx *c, json_t *obj, const char *where, const char *key,
                      const char *const *names, int n, int *out)
{
  json_t *v = member(c, obj, where, key, K_STRING);
  if (!v)
    return -1;
  for (int i = 0; i < n; i++)
    if (strcmp(json_string_value(v), names[i]) == 0) {
      *out = i;
      return 0;
    }
  char path[128], list[256] = "";
  member_path(path, sizeof path, where, key);
  for (int i = 0; i < n; i++)
    snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", names[i]);
  return fail(c, path, "'%s' is not one of %s", json_string_value(v), list);
}

/* An array member of 0 (or min) to max elements. */
static json_t *get_array(const struct ctx *c, json_t *obj, const char *key, size_t min,
                         size_t max)
{
  json_t *a = member(c, obj, "", key, K_ARRAY);
  if (a && (json_array_size(a) < min || json_array_size(a) > max)) {
    fail(c, key, "must hold %zu to %zu entries, not %zu", min, max, json_array_size(a));
    return NULL;
  }
  return a;
}

/* The contract is printed with the symbol in place of its one %s. */
static int check_signature(const struct ctx *c, const char *where, const char *sig)
{
  const char *pct = strchr(sig, '%');
  if (!pct || pct[1] != 's' || strchr(pct + 2, '%'))
    return fail(c, where, "signature must hold exactly one %%s (where the name goes) and no "
                "other %%");
  return 0;
}

static const char *const family_names[RG_FAM_COUNT] = {
  [RG_FAM_BLOCK] = "block", [RG_FAM_TOTAL] = "total", [RG_FAM_ARGMAX] = "argmax",
  [RG_FAM_MOMENTS] = "moments", [RG_FAM_ROWS] = "rows", [RG_FAM_COLS] = "cols",
  [RG_FAM_SOFTMAX] = "softmax", [RG_FAM_MULTI] = "multi",
};
static const char *const op_names[] = { [RG_OP_SUM] = "sum", [RG_OP_MAX] = "max",
                                        [RG_OP_MIN] = "min" };
static const char *const type_names[] = { [RG_F32] = "float", [RG_F64] = "double",
                                          [RG_I32] = "int" };

static int read_part(const struct ctx *c, json_t *v, const char *where, struct rg_part *p)
{
  static const char *const keys[] = { "symbol", "signature", "family", "op", "type",
                                      "items_per_thread", "in_tiers", "cooperative",
                                      "past_2_32_full_only", NULL };
  if (!json_is_object(v))
    return fail(c, where, "must be an object, not %s", kind_of(v));
  int family = 0, op = 0, type = 0;
  if (only_keys(c, v, where, keys) || get_string(c, v, where, "symbol", &p->symbol) ||
      get_string(c, v, where, "signature", &p->signature) ||
      check_signature(c, where, p->signature) ||
      get_choice(c, v, where, "family", family_names, RG_FAM_COUNT, &family) ||
      get_choice(c, v, where, "op", op_names, 3, &op) ||
      get_choice(c, v, where, "type", type_names, 3, &type) ||
      get_int(c, v, where, "items_per_thread", 0, 1 << 16, &p->items_per_thread))
    return -1;
  /* in_tiers (optional, true when absent): false for an entry point that is
   * slow by design, whose time the tiers then leave out. */
  bool in_tiers = true;
  if (json_object_get(v, "in_tiers") && get_bool(c, v, where, "in_tiers", &in_tiers))
    return -1;
  p->outside_tiers = !in_tiers;
  /* cooperative (optional, false when absent): a host function whose
   * contract is one cooperative launch of its grid. */
  if (json_object_get(v, "cooperative") && get_bool(c, v, where, "cooperative", &p->cooperative))
    return -1;
  /* past_2_32_full_only (optional): why the entry point's case past 2^32
   * elements is too slow for every grading; the report shows it. */
  if (json_object_get(v, "past_2_32_full_only") &&
      get_string(c, v, where, "past_2_32_full_only", &p->far_full_only))
    return -1;
  p->family = (enum rg_family)family;
  p->op = (enum rg_op)op;
  p->dtype = (enum rg_dtype)type;
  if (p->cooperative && family != RG_FAM_TOTAL)
    return fail(c, where, "cooperative applies to family total only (a host function that "
                "makes its own launches)");
  /* The glue's grid divides by it. */
  if ((p->family == RG_FAM_BLOCK || p->family == RG_FAM_ARGMAX) && p->items_per_thread < 1)
    return fail(c, where, "items_per_thread must be at least 1 for family %s",
                family_names[p->family]);
  return 0;
}

static const char *const check_names[] = {
  [RG_GOAL_NO_EARLY_DIVERGENCE] = "no_early_divergence",
  [RG_GOAL_LOAD_EFFICIENCY] = "load_efficiency",
  [RG_GOAL_NO_BANK_CONFLICTS] = "no_bank_conflicts",
};

static int read_goal(const struct ctx *c, json_t *v, const char *where, struct rg_goal_spec *g)
{
  static const char *const keys[] = { "check", "name", NULL };
  static const char *const keys_load[] = { "check", "name", "min_used_pct", NULL };
  if (!json_is_object(v))
    return fail(c, where, "must be an object, not %s", kind_of(v));
  int check = 0;
  if (get_choice(c, v, where, "check", check_names, 3, &check))
    return -1;
  g->check = (enum rg_goal_check)check;
  bool load = g->check == RG_GOAL_LOAD_EFFICIENCY;
  if (only_keys(c, v, where, load ? keys_load : keys) || get_string(c, v, where, "name", &g->name))
    return -1;
  return load ? get_number(c, v, where, "min_used_pct", 0, true, 100, &g->min_used_pct) : 0;
}

static int read_tier(const struct ctx *c, json_t *v, const char *where, struct rg_tier_spec *t)
{
  static const char *const keys[] = { "x_cub", "points", NULL };
  if (!json_is_object(v))
    return fail(c, where, "must be an object, not %s", kind_of(v));
  return only_keys(c, v, where, keys) ||
                 get_number(c, v, where, "x_cub", 0, true, INFINITY, &t->x_cub) ||
                 get_number(c, v, where, "points", 0, false, INFINITY, &t->points)
             ? -1 : 0;
}

static int read_parts(const struct ctx *c, json_t *root, struct rg_exercise *ex)
{
  json_t *a = get_array(c, root, "entry_points", 1, RG_MAX_PARTS);
  if (!a)
    return -1;
  for (size_t i = 0; i < json_array_size(a); i++) {
    char where[64];
    snprintf(where, sizeof where, "entry_points[%zu]", i);
    ex->nparts = (int)i + 1; /* so rg_manifest_free sees what was read */
    if (read_part(c, json_array_get(a, i), where, &ex->parts[i]))
      return -1;
  }
  return 0;
}

static int read_goals_and_tiers(const struct ctx *c, json_t *root, struct rg_exercise *ex)
{
  json_t *goals = get_array(c, root, "goals", 0, RG_MAX_GOALS);
  if (!goals)
    return -1;
  for (size_t i = 0; i < json_array_size(goals); i++) {
    char where[64];
    snprintf(where, sizeof where, "goals[%zu]", i);
    ex->ngoals = (int)i + 1;
    if (read_goal(c, json_array_get(goals, i), where, &ex->goals[i]))
      return -1;
  }
  json_t *tiers = get_array(c, root, "tiers", 0, RG_MAX_EX_TIERS);
  if (!tiers)
    return -1;
  for (size_t i = 0; i < json_array_size(tiers); i++) {
    char where[64];
    snprintf(where, sizeof where, "tiers[%zu]", i);
    if (read_tier(c, json_array_get(tiers, i), where, &ex->tiers[i]))
      return -1;
    /* Reports list tiers in ascending order. */
    if (i > 0 && ex->tiers[i].x_cub <= ex->tiers[i - 1].x_cub)
      return fail(c, where, "x_cub must be above the tier before it (%g)",
                  ex->tiers[i - 1].x_cub);
    ex->ntiers = (int)i + 1;
  }
  return 0;
}

static int read_blocks_flags_compare(const struct ctx *c, json_t *root, struct rg_exercise *ex)
{
  static const char *const block_keys[] = { "min", "any_multiple_of_32", NULL };
  static const char *const flag_keys[] = { "past_2_31", "unaligned_input", "multi_gpu",
                                           "library_reductions_banned", NULL };
  static const char *const compare_keys[] = { "progression", "entry_point", NULL };
  json_t *blocks = member(c, root, "", "blocks", K_OBJECT);
  json_t *flags = blocks ? member(c, root, "", "flags", K_OBJECT) : NULL;
  json_t *cmp = flags ? member(c, root, "", "compare", K_OBJECT) : NULL;
  if (!cmp || only_keys(c, blocks, "blocks", block_keys) ||
      get_int(c, blocks, "blocks", "min", 1, 1024, &ex->min_block) ||
      get_bool(c, blocks, "blocks", "any_multiple_of_32", &ex->any_multiple_of_32) ||
      only_keys(c, flags, "flags", flag_keys) ||
      get_bool(c, flags, "flags", "past_2_31", &ex->beyond_int) ||
      get_bool(c, flags, "flags", "unaligned_input", &ex->unaligned_input) ||
      get_bool(c, flags, "flags", "multi_gpu", &ex->multi_gpu) ||
      get_bool(c, flags, "flags", "library_reductions_banned", &ex->library_banned) ||
      only_keys(c, cmp, "compare", compare_keys) ||
      get_bool(c, cmp, "compare", "progression", &ex->in_progression) ||
      get_int(c, cmp, "compare", "entry_point", 0, ex->nparts - 1, &ex->compare_part))
    return -1;
  /* The flag says in words what the entry points' family decides. */
  if (ex->multi_gpu != rg_exercise_multi_gpu(ex))
    return fail(c, "flags.multi_gpu", "is %s, but %s entry point is of family multi",
                ex->multi_gpu ? "true" : "false", ex->multi_gpu ? "no" : "an");
  return 0;
}

/* Optional "loop_case": { "n": N, "block": B }, the emulator's case for a
 * grid-capped main loop (exercise.h). */
static int read_loop_case(const struct ctx *c, json_t *root, struct rg_exercise *ex)
{
  static const char *const keys[] = { "n", "block", NULL };
  if (!json_object_get(root, "loop_case"))
    return 0;
  json_t *lc = member(c, root, "", "loop_case", K_OBJECT);
  int n = 0;
  if (!lc || only_keys(c, lc, "loop_case", keys) ||
      get_int(c, lc, "loop_case", "n", 65538, 1 << 23, &n) ||
      get_int(c, lc, "loop_case", "block", 32, 1024, &ex->loop_case_block))
    return -1;
  ex->loop_case_n = (size_t)n;
  if (!rg_exercise_block_ok(ex, ex->loop_case_block))
    return fail(c, "loop_case.block", "%d is not a block size the exercise supports",
                ex->loop_case_block);
  return 0;
}

static int read_exercise(const struct ctx *c, json_t *root, struct rg_exercise *ex)
{
  static const char *const keys[] = { "title", "teaches", "file", "blocks", "flags",
                                      "entry_points", "goals", "tiers", "compare",
                                      "loop_case", NULL };
  if (!json_is_object(root))
    return fail(c, "top level", "must be an object, not %s", kind_of(root));
  if (only_keys(c, root, "", keys) || get_string(c, root, "", "title", &ex->title) ||
      get_string(c, root, "", "teaches", &ex->teaches) ||
      get_string(c, root, "", "file", &ex->file))
    return -1;
  if (strchr(ex->file, '/') || strcmp(ex->file, "..") == 0 || strcmp(ex->file, ".") == 0)
    return fail(c, "file", "must name a file inside the folder, not '%s'", ex->file);
  return read_parts(c, root, ex) || read_goals_and_tiers(c, root, ex) ||
                 read_blocks_flags_compare(c, root, ex) || read_loop_case(c, root, ex)
             ? -1 : 0;
}

int rg_manifest_parse(const char *name, const char *text, int number, const char *slug,
                      struct rg_exercise *ex, char *err, size_t errcap)
{
  memset(ex, 0, sizeof *ex);
  struct ctx c = { .name = name, .err = err, .cap = errcap };
  json_error_t je;
  json_t *root = json_loads(text, JSON_REJECT_DUPLICATES, &je);
  if (!root) {
    snprintf(err, errcap, "%s:%d: %s", name, je.line > 0 ? je.line : 1, je.text);
    return -1;
  }
  ex->number = number;
  ex->slug = strdup(slug);
  if (!ex->slug)
    abort();
  int rc = read_exercise(&c, root, ex);
  json_decref(root);
  if (rc)
    rg_manifest_free(ex);
  return rc;
}

void rg_manifest_free(struct rg_exercise *ex)
{
  free((char *)ex->slug);
  free((char *)ex->title);
  free((char *)ex->teaches);
  free((char *)ex->file);
  for (int i = 0; i < ex->nparts; i++) {
    free((char *)ex->parts[i].symbol);
    free((char *)ex->parts[i].signature);
    free((char *)ex->parts[i].far_full_only);
  }
  for (int i = 0; i < ex->ngoals; i++)
    free((char *)ex->goals[i].name);
  memset(ex, 0, sizeof *ex);
}
