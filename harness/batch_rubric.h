/* batch_rubric.h — an instructor's rubric for the batch grader: weights per
 * test-name prefix, read from a file of "prefix weight" lines. */
#ifndef RG_BATCH_RUBRIC_H
#define RG_BATCH_RUBRIC_H

#include <stddef.h>
#include <stdint.h>

struct rg_rubric_rule {
  char *prefix;   /* matched against the start of a test's name */
  double weight;  /* ≥ 0 */
};

struct rg_rubric {
  struct rg_rubric_rule *rules;
  size_t len;
  uint64_t hash;  /* of the file's bytes; RG_HASH_SEED for the default */
};

/* Read a rubric file.  Format, one rule a line: `PREFIX WEIGHT`, where the
 * weight is the last whitespace-separated field (a number ≥ 0) and the
 * prefix is everything before it (so prefixes may hold spaces, e.g.
 * "sum_atomic<float>, block 32 2").  Blank lines and lines starting with '#'
 * are ignored.  Returns 0 and fills r (free with rg_rubric_free), or -1
 * with err = "FILE:LINE: what is wrong" (or "FILE: strerror"). */
int rg_rubric_load(const char *path, struct rg_rubric *r, char *err, size_t errcap);

/* Parse rubric text already in memory; `name` is used in messages. */
int rg_rubric_parse(const char *name, const char *text, struct rg_rubric *r,
                    char *err, size_t errcap);

/* The default rubric: no rules, every test weighs 1 (as reduce-grade's JSON). */
void rg_rubric_default(struct rg_rubric *r);

/* The weight of a test: the rule with the longest matching prefix, else 1. */
double rg_rubric_weight(const struct rg_rubric *r, const char *test_name);

void rg_rubric_free(struct rg_rubric *r);

#endif
