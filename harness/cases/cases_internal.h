/* cases_internal.h — what the case matrix's files share (cases.c builds the
 * matrix, shapes.c gives its data kinds and matrix shapes, far_cases.c its
 * cases past 2^31 and 2^32 elements, not_run.c says what it leaves out, cases_checked.c picks the checked run's cases from
 * it). */
#ifndef RG_CASES_INTERNAL_H
#define RG_CASES_INTERNAL_H

#include "cases.h"

/* Append c to l unless the same case is there already.  0, or -1 (no
 * memory). */
int rg_cases_push(struct rg_case_list *l, struct rg_case c);

/* Say that line's cases are not run here (once, however often said). */
void rg_cases_not_run(struct rg_case_list *l, const char *line);

/* far_cases.c: part p's cases past 2^31 and 2^32 elements at block 256
 * (a float sum of a whole array; a row or column sum's matrix), where the
 * grading makes them, else a line saying where they run.  0, or -1 (no
 * memory). */
int rg_cases_push_far(struct rg_case_list *out, const struct rg_exercise *ex,
                      const struct rg_matrix_opts *o, int p, int block);
int rg_cases_push_far_shape(struct rg_case_list *out, const struct rg_exercise *ex,
                            const struct rg_matrix_opts *o, int p, int block);

/* not_run.c: what the matrix leaves out on this backend or with --quick
 * and without --full; a row kernel's 65536 rows, left out of the
 * emulator's --quick.  Each says where those cases run. */
void rg_cases_matrix_not_run(struct rg_case_list *l, const struct rg_exercise *ex,
                             const struct rg_matrix_opts *o);
void rg_cases_rows_not_run(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                           struct rg_case_list *l);
/* Fused multiply-add not checked: the emulator on a CPU without FMA. */
void rg_cases_fma_not_run(const struct rg_matrix_opts *o, struct rg_case_list *l);

/* The matrix's own integer case of part p with n elements at block 1024,
 * whole from the input's start, or -1. */
long rg_cases_find_model(const struct rg_case_list *l, int p, size_t n);
/* Mark part p's case of n elements at block 1024 as profiled (and as a
 * goal case, undisclosed or not), adding it if the matrix lacks it. */
int rg_cases_mark_model(struct rg_case_list *l, int p, size_t n, bool goal, bool undisclosed);

/* drawn_case.c: the learning goals' cases of part p drawn from the seed
 * (span: a block's elements at block 1024): a count of whole blocks at
 * block 1024, grids whose block size (a power of two the exercise takes,
 * 256 or 512) and length (a ragged last block) are drawn too, of every
 * kind of data the part is graded on between them, and one of the matrix's
 * own cases, so that a kernel cannot tell every goal case by its grid being
 * new.  0, or -1 (no memory). */
int rg_cases_add_drawn(const struct rg_exercise *ex, struct rg_case_list *l, int p,
                       size_t span, uint64_t seed);

/* small_gpu_case.c: where a host function chooses the grid, a case on a
 * GPU of RG_SMALL_GPU_SMS SMs (emulator).  0, or -1 (no memory). */
int rg_cases_add_small_gpu(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                           struct rg_case_list *out);
long rg_cases_add_small_gpu_checked(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                                    struct rg_case_list *out);

/* no_coop_case.c: where a host function must launch its grid
 * cooperatively, a case on a GPU without cooperative launch (emulator).
 * 0, or -1 (no memory); the checked run's: how many, or -1. */
int rg_cases_add_no_coop(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                         struct rg_case_list *out);
long rg_cases_add_no_coop_checked(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                                  struct rg_case_list *out);

/* shapes.c.  The data kinds part p gets beyond plain integers, into
 * out[RG_KINDS_MAX]; how many. */
#define RG_KINDS_MAX 5
size_t rg_cases_extra_kinds(const struct rg_part *p, enum rg_kind *out);
/* The size of kind k's own case at a block of `span` elements, and whether
 * the kind gets a large case at the reference blocks too. */
size_t rg_cases_kind_n(enum rg_kind k, size_t span);
/* Where c's kind has runs of one value (datagen.c), c again with a last,
 * partial block inside the runs that only a true identity shows (op: the
 * part's operation).  0, or -1 (no memory). */
int rg_cases_push_run_tails(struct rg_case_list *out, struct rg_case c, size_t span,
                            enum rg_op op);
bool rg_cases_kind_large(enum rg_kind k);
/* The kind that shows a thread's own accumulation: offset for moments,
 * huge for a double sum, else int. */
enum rg_kind rg_cases_accumulation_kind(const struct rg_part *p);
/* A non-integer kind of part p: the accumulation kind, else real where
 * the part has it; RG_DATA_INT where it has neither. */
enum rg_kind rg_cases_real_kind(const struct rg_part *p);
/* Size case c (sizes[s] of one block's sizes[0, ns)) again on huge data
 * where it is a float or double sum's largest size past 2^16.  0, or -1
 * (no memory). */
int rg_cases_push_largest_kind(struct rg_case_list *out, const struct rg_part *part,
                               struct rg_case c, const size_t *sizes, size_t ns, size_t s);
/* A float sum's case of runs of zeros, at block 256 (see shapes.c).  0, or
 * -1 (no memory). */
int rg_cases_push_zero_blocks(struct rg_case_list *out, int p, const struct rg_part *part,
                              int block);
/* A max, min or argmax part's case at span - 1 elements whose extreme is
 * the last element alone (the last-high and last-low kinds).  0, or -1. */
int rg_cases_push_last_extreme(struct rg_case_list *out, int p, const struct rg_part *part,
                               int block);
/* The kind that shows a thread's accumulation (offset for moments, huge
 * for a double sum) at ex's loop_case block, 2^16 - 1 elements: several a thread for a
 * grid capped at 1024 blocks; a double sum's at loop_case_n too, but with
 * --quick.  0, or -1 (no memory). */
int rg_cases_push_loop_kind(struct rg_case_list *out, const struct rg_exercise *ex, int p,
                            int block, bool quick);
/* Is p a matrix part (row sums, column sums, softmax)? */
bool rg_cases_is_2d(const struct rg_part *p);
/* Append the matrix shapes of ex's part p at this block (those o
 * allows).  0, or -1 (no memory). */
int rg_cases_push_shapes(struct rg_case_list *out, const struct rg_exercise *ex,
                         const struct rg_matrix_opts *o, int p, int block);

#endif
