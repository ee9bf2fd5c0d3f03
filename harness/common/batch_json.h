/* batch_json.h — a small JSON reader for the batch grader: it reads back the
 * results.json each graded submission wrote (json.h is the writer) into a
 * tree, and writes a tree out again through json.h. */
#ifndef RG_BATCH_JSON_H
#define RG_BATCH_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum rg_jv_kind { RG_JV_NULL, RG_JV_BOOL, RG_JV_NUMBER, RG_JV_STRING, RG_JV_ARRAY, RG_JV_OBJECT };

struct rg_jv {
  enum rg_jv_kind kind;
  bool b;
  double num;
  char *str;              /* RG_JV_STRING */
  size_t len;             /* items in an array / object */
  char **keys;            /* object keys, len of them */
  struct rg_jv **items;   /* array items or object values */
};

/* Parse text (NUL-terminated) into a fresh tree.  Returns it (free with
 * rg_jv_free), or NULL when text is not one JSON value; then err (if not
 * NULL) gets "offset N: what was wrong". */
struct rg_jv *rg_jv_parse(const char *text, char *err, size_t errcap);

/* Free a tree; NULL is fine. */
void rg_jv_free(struct rg_jv *v);

/* Member `key` of an object, or NULL (also when v is NULL or not an object). */
struct rg_jv *rg_jv_get(const struct rg_jv *v, const char *key);

/* Typed reads with a fallback for a missing or mistyped value. */
double rg_jv_num(const struct rg_jv *v, double fallback);
const char *rg_jv_str(const struct rg_jv *v, const char *fallback);

/* Write v to f as JSON (pretty, through json.h). */
void rg_jv_write(FILE *f, const struct rg_jv *v);

/* Fresh nodes, for building trees: the caller owns the result. */
struct rg_jv *rg_jv_new(enum rg_jv_kind kind);
struct rg_jv *rg_jv_new_str(const char *s);
struct rg_jv *rg_jv_new_num(double x);
/* Append to an array (key NULL) or set in an object (replacing an old value).
 * Takes ownership of val. */
void rg_jv_put(struct rg_jv *v, const char *key, struct rg_jv *val);

#endif
