/* cases.h — the case matrix: which sizes, block sizes and data kinds a
 * grading runs, built from an exercise spec and the command-line options. */
#ifndef RG_CASES_H
#define RG_CASES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "datagen.h"
#include "exercise.h"

struct rg_case {
  int part;            /* index into ex->parts */
  size_t n;            /* elements */
  size_t rows, cols;   /* 2D shape, 0 for 1D; multi-GPU: rows 0, cols =
                          the devices (one result each) */
  int block;           /* threads per block */
  enum rg_kind kind;   /* data */
  size_t in_offset;    /* input pointer offset in elements (alignment) */
  bool timed;          /* also time it (GPU) */
  bool profile;        /* measure the emulator's performance model */
  bool goal;           /* the learning goals are judged on it (goals.c) */
  bool undisclosed;    /* a goal case whose grid is drawn from the seed: no
                          report names its size (it would be a target) */
  bool drawn_block;    /* an undisclosed goal case whose block size is drawn
                          too (a grid of its own, or one of the matrix's
                          drawn: drawn_case.c): no report names its block */
  int sm_count;        /* emulator: the SMs of the GPU this case models (0:
                          the default model's; cases.c, add_small_gpu_case) */
  bool no_coop;        /* emulator: the GPU this case models cannot launch
                          cooperatively (no_coop_case.c) */
  bool checked;        /* beside a GPU grading: run on the emulator, whose
                          checks (races, barriers, ...) are what counts */
  bool one_schedule;   /* emulator: blocks in order only, every check still on
                          (a size past 2^16, there for indexing and the tail;
                          the shuffled orders run on every smaller case) */
  int time_scale;      /* its time limit is this many times --timeout (0: 1):
                          a case whose cost the kernel's own launch decides
                          (shapes.c, push_grid_y_shape) */
};

#define RG_NOT_RUN_MAX 8

struct rg_case_list {
  struct rg_case *v;
  size_t len, cap;
  int unsupported[16]; /* block sizes asked for that the algorithm lacks */
  int nunsupported;
  size_t far_left_out; /* bytes the largest case past 2^31 (or 2^32) left out
                          needed, the device lacking them; 0: none left out */
  /* Cases of the default matrix not run on this backend or with these
   * options, one line each ("2^31+2^24+7 elements (int-index overflow) —
   * runs on a GPU with ≥ 9.7 GB"): every report names them. */
  char not_run[RG_NOT_RUN_MAX][320];
  int nnot_run;
};

struct rg_matrix_opts {
  bool quick;          /* smaller matrix */
  bool full;           /* GPU: also 2^28, and past 2^31 where the spec asks */
  bool emulator;       /* cap sizes for the CPU */
  bool timing;         /* mark the largest cases as timed */
  bool profile;        /* add one profiled case per part (emulator) */
  const size_t *sizes; /* override (NULL: the default) */
  size_t nsizes;
  const int *blocks;   /* override (NULL: the default) */
  size_t nblocks;
  int devices;         /* multi-GPU parts: devices the cases run on (≥ 1) */
  size_t device_bytes; /* GPU: device 0's memory (0: unknown); a case past
                          2^31 (or 2^32) elements is made only where its
                          input fits */
  uint64_t seed;       /* the grading's --seed: draws the goals' second case */
};

/* The learning goals are judged on two cases of block 1024: the public one
 * of one block (PMPP's 1024 threads, which the report describes), and one
 * of RG_GOAL_BLOCKS_MIN..MAX whole blocks drawn from the seed, so that a
 * kernel cannot meet a goal on the one grid it knows of.  cli.c's default
 * seed is public: with it the count is drawn afresh (getrandom). */
#define RG_GOAL_BLOCKS_MIN 2
#define RG_GOAL_BLOCKS_MAX 8
#define RG_PUBLIC_SEED 1

/* The SMs of the small GPU that one case of a host function's part models
 * on the emulator (small_gpu_case.c): occupancy-sized grids are small
 * there, and grid-stride loops run many trips at a modest n. */
#define RG_SMALL_GPU_SMS 2

/* Largest n the emulator runs, full and quick. */
#define RG_EMU_MAX_N ((size_t)1 << 20)
#define RG_EMU_QUICK_MAX_N ((size_t)1 << 16)
/* Past this many elements (or threads) the emulator's default matrix runs
 * one schedule, one size, at block 256 only, on integer data only
 * (cases.c, emu_large_only_at). */
#define RG_EMU_SHUFFLED_MAX_N (RG_EMU_QUICK_MAX_N + 1)
/* The emulator shuffles a 1D case's blocks up to here: 4099 elements (17
 * blocks of 256, a ragged tail); its 2^16 +- 1 cases run blocks in order
 * only, which halves their cost (they were 40 % of a --quick grading, and
 * 65 % of 12's default one) and keeps every check on.  --quick first,
 * then the default matrix: every mutant and attack of the kit is rejected
 * by a matrix that runs them in order (--quick, or its own sizes). */
#define RG_EMU_QUICK_SHUFFLED_MAX_N ((size_t)4099)

/* Build the matrix for every part of ex into out (which must be zeroed).
 * Returns 0, or -1 if memory ran out. */
int rg_cases_build(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                   struct rg_case_list *out);

void rg_cases_free(struct rg_case_list *l);

/* Cases of a GPU grading that the emulator's checked run also runs
 * (checked.h): for each part and block size of list, up to
 * RG_CHECKED_PER_BLOCK of its small integer cases, appended to list with
 * .checked set, and per part one case of many blocks.  Returns how many
 * were added, or -1 if memory ran out. */
#define RG_CHECKED_PER_BLOCK 3
/* And per part one case of many blocks, up to this many elements
 * (cases_checked.c, add_many_blocks). */
#define RG_CHECKED_MANY_MAX ((size_t)65537)
long rg_cases_add_checked(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                          struct rg_case_list *list);

/* "n=1000003 block=256 int" into buf. */
void rg_case_describe(const struct rg_exercise *ex, const struct rg_case *c,
                      char *buf, size_t cap);

#endif
