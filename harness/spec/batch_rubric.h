/* batch_rubric.h — an instructor's rubric for the batch grader: weights per
 * test-name prefix, read from a file of "prefix weight" lines. */
#ifndef RG_BATCH_RUBRIC_H
#define RG_BATCH_RUBRIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct rg_rubric_rule {
  char *prefix;   /* matched against the start of a test's name */
  double weight;  /* ≥ 0 */
};

/* A performance tier: `weight` points when the submission's time is at
 * least `ratio` times CUB's speed (cub_us / us >= ratio) on the GPU. */
struct rg_rubric_tier {
  double ratio;   /* > 0 */
  double weight;  /* ≥ 0 */
};

#define RG_RUBRIC_MAX_TIERS 8

struct rg_rubric {
  struct rg_rubric_rule *rules;
  size_t len;
  struct rg_rubric_tier tiers[RG_RUBRIC_MAX_TIERS]; /* ascending ratio */
  size_t ntiers;
  bool tiers_set; /* the file had tier lines (`tier none` sets none) */
  uint64_t hash;  /* of the file's bytes; RG_HASH_SEED for the default */
};

/* Read a rubric file.  Format, one rule a line: `PREFIX WEIGHT`, where the
 * weight is the last whitespace-separated field (a number ≥ 0) and the
 * prefix is everything before it (so prefixes may hold spaces, e.g.
 * "sum_atomic<float>, block 32 2").  `tier RATIO WEIGHT` (RATIO > 0, e.g.
 * `tier 0.8 2`: 2 points at 0.8× CUB or faster) replaces the exercise's
 * default performance tiers; `tier none` removes them.  Blank lines and
 * lines starting with '#' are ignored.  Returns 0 and fills r (free with rg_rubric_free), or -1
 * with err = "FILE:LINE: what is wrong" (or "FILE: strerror"). */
int rg_rubric_load(const char *path, struct rg_rubric *r, char *err, size_t errcap);

/* Parse rubric text already in memory; `name` is used in messages. */
int rg_rubric_parse(const char *name, const char *text, struct rg_rubric *r,
                    char *err, size_t errcap);

/* The default rubric: no rules, every test weighs 1 (as reduce-grade's JSON),
 * no tiers (rg_rubric_default_tiers adds an exercise's). */
void rg_rubric_default(struct rg_rubric *r);

/* Unless the file set tiers, give r the default tiers of the exercise with
 * this number (its manifest's "tiers"; none for an unknown number). */
void rg_rubric_default_tiers(struct rg_rubric *r, int exercise);

/* The weight of a test: the rule with the longest matching prefix, else 1. */
double rg_rubric_weight(const struct rg_rubric *r, const char *test_name);

void rg_rubric_free(struct rg_rubric *r);

#endif
