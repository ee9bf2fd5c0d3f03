/* predict_file.h — the predictions file of an exercise: its line format,
 * the quantities a key may name, and the student's blank copy.
 *
 * One file per exercise, predictions.txt: the instructor's, with the true
 * values, in solutions/NN-name/; the student's, generated blank by
 * tools/mkskeleton, in exercises/NN-name/.  Format, one entry per line:
 *
 *   # a comment (whole line)
 *   QUANTITY(PARAM=VALUE, ...) = [ANSWER]   [# comment]
 *
 * QUANTITY is one of the names in rg_pred_quantities (divergent_warps,
 * global_requests, ...); its parameters are n (elements: 1024, 2^24, 2^20+1)
 * and block (threads per block), round (for divergent_warps) and, optional
 * everywhere, part (the entry point, 0-based in the exercise's order; 0 when
 * absent) and tol: the accepted distance between prediction and measurement,
 * absolute ("tol=2") or relative to the measurement ("tol=10%"); 0 when
 * absent.  A matrix (exercises 13, 14) is named by rows= and cols=, both,
 * in place of n= (n is then rows x cols).  ANSWER is a number, optionally followed by '%' or 'x' (read as
 * the bare number); empty means not answered.  A key may appear once.
 */
#ifndef RG_PREDICT_FILE_H
#define RG_PREDICT_FILE_H

#include <stdbool.h>
#include <stddef.h>

enum rg_pred_quantity {
  RG_PQ_DIVERGENT_WARPS,       /* divergent warps in one round (interval) */
  RG_PQ_DIVERGENT_WARP_ROUNDS, /* (warp, round) pairs divergent, all rounds */
  RG_PQ_ADD_EFFICIENCY,        /* % useful lanes at the tree's add line */
  RG_PQ_ADD_LANE_SLOTS,        /* 32 x warp-blocks issued at the add line */
  RG_PQ_SIMT_EFFICIENCY,       /* % active lanes over the whole kernel */
  RG_PQ_GLOBAL_REQUESTS,       /* warp-level global loads and stores */
  RG_PQ_GLOBAL_SECTORS,        /* 32-byte sectors they touch */
  RG_PQ_BANK_CONFLICTS,        /* extra shared wavefronts from conflicts */
  RG_PQ_BARRIERS,              /* __syncthreads one block executes */
  RG_PQ_GRID_BLOCKS,           /* blocks the harness launches for n */
  RG_PQ_GRID_BARRIERS,         /* barriers: per block x blocks */
  RG_PQ_PEAK_PCT,              /* GPU: % of peak bandwidth of the timed run */
  RG_PQ_LAUNCHES,              /* kernel launches of one call of the part */
  RG_PQ_ATOMICS,               /* lane-level atomics on global memory */
  RG_PQ_SHUFFLES,              /* warp-level 32-bit shuffles */
  RG_PQ_COUNT
};

/* Where a quantity can be measured. */
enum rg_pred_where { RG_PW_EMULATOR, RG_PW_GPU, RG_PW_ANY };

struct rg_pred_quantity_info {
  const char *name;     /* as written in the file */
  bool needs_round;     /* takes round=K */
  enum rg_pred_where where;
  const char *meaning;  /* one line, for --help-like listings and errors */
};

extern const struct rg_pred_quantity_info rg_pred_quantities[RG_PQ_COUNT];

#define RG_PRED_MAX 32
#define RG_PRED_KEY 96

struct rg_pred_entry {
  int line;                   /* 1-based line in the file */
  char key[RG_PRED_KEY];      /* the key as written, blanks squeezed */
  enum rg_pred_quantity q;
  size_t n;                   /* elements; rows x cols for a matrix */
  size_t rows, cols;          /* the matrix's shape, 0 for a 1D key */
  int block, round;
  int part;                   /* index into the exercise's parts */
  double tol;
  bool tol_relative;          /* tol is a percentage of the measurement */
  bool answered;
  double value;
};

struct rg_pred_file {
  struct rg_pred_entry v[RG_PRED_MAX];
  int len;
  int answered;               /* entries with an answer */
};

/* Parse a predictions file (text, NUL-terminated).  path names it in errors.
 * Returns 0 with out filled, or -1 with "PATH:LINE: what is wrong" in err
 * (the caller adds "reduce-grade: " and exits 2). */
int rg_pred_parse(const char *text, const char *path, struct rg_pred_file *out,
                  char *err, size_t errcap);

/* The student's copy of an instructor's file: every entry's answer and
 * trailing comment removed (the key keeps its tolerance), whole-line comments
 * and blank lines kept.  Returns a fresh string, or NULL with
 * "PATH:LINE: what" in err when text does not parse. */
char *rg_pred_blank(const char *text, const char *path, char *err, size_t errcap);

#endif
