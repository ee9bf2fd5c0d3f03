/* exercise.h — the exercise registry: what each exercise asks for, as data.
 *
 * An exercise is its folder: exercises/NN-slug/exercise.json (manifest.h
 * reads one) names the entry points (parts) of the student's file, the glue
 * family that drives them (harness/glue/), the reduction operator, the block
 * sizes the algorithm supports, how many elements each thread covers, the
 * learning goals, the default performance tiers and the exercise's place in
 * --compare.  The number and slug are the folder's name.  Case generation
 * (cases.c) and checking (check.c) read nothing else.
 */
#ifndef RG_EXERCISE_H
#define RG_EXERCISE_H

#include <stdbool.h>
#include <stddef.h>

#include "glue/glue.h"

enum rg_family {
  RG_FAM_BLOCK,   /* glue launches a kernel; one partial per block */
  RG_FAM_TOTAL,   /* student's host function; one value */
  RG_FAM_ARGMAX,  /* glue launches a kernel; value and index per block */
  RG_FAM_MOMENTS, /* student's host function; mean and variance */
  RG_FAM_ROWS,    /* student's host function; one value per row */
  RG_FAM_COLS,    /* student's host function; one value per column */
  RG_FAM_SOFTMAX, /* student's host function; a matrix */
  RG_FAM_MULTI,   /* student's host function over several devices + NCCL;
                     one result per device (the case's cols = devices) */
  RG_FAM_COUNT
};

enum rg_op { RG_OP_SUM, RG_OP_MAX, RG_OP_MIN };

/* One entry point of an exercise. */
struct rg_part {
  const char *symbol;    /* as written in C++: "reduce_max<float>" */
  const char *signature; /* the contract, shown when it does not compile */
  enum rg_family family;
  enum rg_op op;
  enum rg_dtype dtype;
  int items_per_thread;  /* block families: elements one thread covers */
  bool outside_tiers;    /* slow by design, to show a cost (09's naive atomics): timed
                          * and shown, not what the performance tiers weigh */
  bool cooperative;      /* host function that must launch its grid cooperatively where
                          * the device can (08's grid-wide sum) */
  const char *far_full_only; /* why its case past 2^32 elements runs with --full
                              * only (09's naive atomics: seconds); NULL: in the
                              * default GPU matrix with the case past 2^31 */
};

#define RG_MAX_PARTS 4

/* A learning goal (goals.h checks it). */
enum rg_goal_check {
  RG_GOAL_NO_EARLY_DIVERGENCE, /* whole warps work or rest while ≥ 32 threads are active */
  RG_GOAL_LOAD_EFFICIENCY,     /* global loads use at least min_used_pct of the bytes fetched */
  RG_GOAL_NO_BANK_CONFLICTS,   /* no shared-memory bank conflicts */
};

struct rg_goal_spec {
  enum rg_goal_check check;
  const char *name;      /* "no shared-memory bank conflicts" */
  double min_used_pct;   /* load efficiency: the bar, in % */
};

#define RG_MAX_GOALS 4

/* A default performance tier: `points` at `x_cub` × CUB's speed or faster. */
struct rg_tier_spec {
  double x_cub;
  double points;
};

#define RG_MAX_EX_TIERS 8

struct rg_exercise {
  int number;
  const char *slug;      /* folder name under exercises/ and solutions/ */
  const char *title;
  const char *teaches;   /* one line for --list and the README */
  const char *file;      /* the student's file inside the folder */
  int min_block;         /* smallest block size the algorithm supports */
  bool any_multiple_of_32; /* also non-powers of two (multiples of 32) */
  bool unaligned_input;  /* graded with input pointers at odd offsets */
  bool beyond_int;       /* the GPU matrix but --quick's adds n > 2^31 and n > 2^32
                          * (float sums; far_cases.c) */
  bool multi_gpu;        /* runs on several devices (a part of family multi) */
  bool library_banned;   /* a library reduction (CUB, Thrust) earns no tier */
  /* The emulator's default matrix adds n elements at this block (0: none):
   * a case where a grid capped at the resident blocks runs its unrolled main
   * loop, which 1000003 at block 256 does not reach ("loop_case"). */
  size_t loop_case_n;
  int loop_case_block;
  int nparts;
  struct rg_part parts[RG_MAX_PARTS];
  int ngoals;
  struct rg_goal_spec goals[RG_MAX_GOALS];
  int ntiers;            /* ascending x_cub */
  struct rg_tier_spec tiers[RG_MAX_EX_TIERS];
  bool in_progression;   /* a row of --compare's default table */
  int compare_part;      /* the entry point that stands for it in --compare */
};

/* Read every exercises/NN-slug/exercise.json under root, in course order.
 * Returns 0, or -1 with err = "FILE:LINE: what is wrong" (or "FILE: what").
 * The registry functions below load from REDUCE_GRADE_ROOT (else the kit's
 * source) on first use; a broken manifest then ends the program with that
 * line and exit code 2, since nothing can be graded without it. */
int rg_exercises_load(const char *root, char *err, size_t errcap);

/* The registry, in course order. */
size_t rg_exercise_count(void);
const struct rg_exercise *rg_exercise_at(size_t i);

/* The exercise with this number, or NULL. */
const struct rg_exercise *rg_exercise_by_number(int number);

/* Find an exercise by number ("1", "01") or folder name ("01-interleaved").
 * Returns NULL when nothing matches. */
const struct rg_exercise *rg_exercise_find(const char *name);

/* True if the algorithm supports this block size (it is ≥ min_block, ≤ 1024,
 * and a power of two, or a multiple of 32 where the spec says so). */
bool rg_exercise_block_ok(const struct rg_exercise *ex, int block);

/* True if the exercise runs on several devices (a part of family multi):
 * it needs 2+ GPUs (or modelled devices) and NCCL on the GPU. */
bool rg_exercise_multi_gpu(const struct rg_exercise *ex);

/* Number of output elements one part produces for n inputs (rows, cols for
 * 2D) with this block size, and the grid the glue must launch (0 when the
 * student's host code chooses it). */
size_t rg_part_grid(const struct rg_part *p, size_t n, int block);
size_t rg_part_outputs(const struct rg_part *p, size_t n, size_t rows,
                       size_t cols, int block);

/* Bytes of output one part produces (argmax: values, then int indices). */
size_t rg_part_out_bytes(const struct rg_part *p, size_t n, size_t rows,
                         size_t cols, int block);

/* Size in bytes of one element of a dtype. */
size_t rg_dtype_size(enum rg_dtype t);
const char *rg_dtype_name(enum rg_dtype t);
const char *rg_op_name(enum rg_op op);

#endif
