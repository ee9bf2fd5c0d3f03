/* exercise.c — the exercise registry (see exercise.h and CONTRACTS.md). */
#include "exercise.h"

#include <stdlib.h>
#include <string.h>

#define SIG_BLOCK_F32 "__global__ void %s(const float *input, float *partial, int n)"
#define SIG_TOTAL(T) "void %s(const " T " *d_input, " T " *d_result, size_t n, int block)"

#define BLOCK_SUM(sym, items)                                                  \
  { sym, SIG_BLOCK_F32, RG_FAM_BLOCK, RG_OP_SUM, RG_F32, items }
#define TOTAL_SUM(sym, T, dt)                                                  \
  { sym, SIG_TOTAL(T), RG_FAM_TOTAL, RG_OP_SUM, dt, 0 }
#define BLOCK_OP(sym, T, dt, op)                                               \
  { sym, "template <typename T> __global__ void %s(const T *input, T *partial, int n)", \
    RG_FAM_BLOCK, op, dt, 2 }
#define MOMENTS(sym, dt)                                                       \
  { sym, "template <typename T> void %s(const T *d_input, size_t n, int block, T *d_mean, T *d_var)", \
    RG_FAM_MOMENTS, RG_OP_SUM, dt, 0 }
#define SIG_MATRIX "void %s(const float *d_in, float *d_out, int rows, int cols, int block)"

const struct rg_exercise rg_exercises[] = {
  { 1, "01-interleaved", "Interleaved addressing",
    "a block's tree in shared memory; stride doubling; why warps diverge",
    "reduce.cu", 32, false, false, false, 1,
    { BLOCK_SUM("reduce_interleaved", 1) } },
  { 2, "02-sequential-addressing", "Sequential addressing",
    "stride halving from blockDim/2 keeps active threads together",
    "reduce.cu", 32, false, false, false, 1,
    { BLOCK_SUM("reduce_sequential", 1) } },
  { 3, "03-first-add-during-load", "First add during load",
    "each thread adds two inputs while loading: half the blocks",
    "reduce.cu", 32, false, false, false, 1,
    { BLOCK_SUM("reduce_first_add", 2) } },
  { 4, "04-unrolled-last-warp", "Unrolled last warp",
    "finish the last warp without __syncthreads, safely (volatile + __syncwarp)",
    "reduce.cu", 64, false, false, false, 1,
    { BLOCK_SUM("reduce_unrolled", 2) } },
  { 5, "05-warp-shuffle", "Warp shuffle",
    "__shfl_down_sync: warps reduce in registers, one shared slot per warp",
    "reduce.cu", 32, true, false, false, 1,
    { BLOCK_SUM("reduce_shuffle", 2) } },
  { 6, "06-thread-coarsening", "Thread coarsening",
    "each thread sums many elements before the tree: fewer blocks, more work",
    "reduce.cu", 32, true, false, false, 1,
    { BLOCK_SUM("reduce_coarsened", 8) } },
  { 7, "07-multi-block", "Whole-array sums",
    "one value from many blocks: atomicAdd per block, or two launches",
    "reduce.cu", 32, true, false, true, 4,
    { TOTAL_SUM("sum_atomic<float>", "float", RG_F32),
      TOTAL_SUM("sum_two_phase<float>", "float", RG_F32),
      TOTAL_SUM("sum_atomic<double>", "double", RG_F64),
      TOTAL_SUM("sum_two_phase<double>", "double", RG_F64) } },
  { 8, "08-cooperative-groups", "Cooperative groups",
    "tiles, meta_group_rank, and a grid-wide sync under a cooperative launch",
    "reduce.cu", 32, true, false, false, 2,
    { BLOCK_SUM("reduce_cg_block", 1),
      TOTAL_SUM("sum_cg_grid", "float", RG_F32) } },
  { 9, "09-atomics", "Atomics and contention",
    "one atomic per element, per block, per warp: what contention costs",
    "reduce.cu", 32, false, false, false, 3,
    { TOTAL_SUM("sum_atomic_naive", "float", RG_F32),
      TOTAL_SUM("sum_atomic_block", "float", RG_F32),
      TOTAL_SUM("sum_atomic_warp", "float", RG_F32) } },
  { 10, "10-max-min", "Max and min",
    "identities -inf/+inf, NaN rule, integer and float inputs",
    "reduce.cu", 32, true, false, false, 4,
    { BLOCK_OP("reduce_max<float>", "float", RG_F32, RG_OP_MAX),
      BLOCK_OP("reduce_min<float>", "float", RG_F32, RG_OP_MIN),
      BLOCK_OP("reduce_max<int>", "int", RG_I32, RG_OP_MAX),
      BLOCK_OP("reduce_min<int>", "int", RG_I32, RG_OP_MIN) } },
  { 11, "11-argmax", "Argmax",
    "value and index through shuffles; ties go to the lowest index",
    "reduce.cu", 32, true, false, false, 1,
    { { "block_argmax",
        "__global__ void %s(const float *input, float *partial_value, int *partial_index, int n)",
        RG_FAM_ARGMAX, RG_OP_MAX, RG_F32, 2 } } },
  { 12, "12-mean-variance", "Mean and variance",
    "numerically stable moments (Welford/Chan merge) in float and double",
    "reduce.cu", 32, true, false, false, 2,
    { MOMENTS("mean_variance<float>", RG_F32), MOMENTS("mean_variance<double>", RG_F64) } },
  { 13, "13-rows-and-columns", "Rows and columns",
    "row-wise and column-wise sums of a matrix, tall-thin to short-wide",
    "reduce.cu", 32, true, false, false, 2,
    { { "sum_rows", SIG_MATRIX, RG_FAM_ROWS, RG_OP_SUM, RG_F32, 0 },
      { "sum_cols", SIG_MATRIX, RG_FAM_COLS, RG_OP_SUM, RG_F32, 0 } } },
  { 14, "14-softmax", "Softmax",
    "row softmax from a max reduce and a sum reduce, stable",
    "reduce.cu", 32, true, false, false, 1,
    { { "softmax_rows", SIG_MATRIX, RG_FAM_SOFTMAX, RG_OP_SUM, RG_F32, 0 } } },
  { 15, "15-beat-cub", "Beat CUB",
    "16-byte loads, coarsening, one launch: at the memory-bandwidth limit",
    "reduce.cu", 32, true, true, false, 1,
    { TOTAL_SUM("sum_fast", "float", RG_F32) } },
  { 16, "16-multi-gpu", "Multi-GPU",
    "shards on every GPU, one stream each, partials combined by ncclAllReduce",
    "reduce.cu", 32, true, false, false, 1,
    { { "sum_multi_gpu",
        "void %s(const float *const *d_shards, float *const *d_results, size_t n, "
        "int block, int ndev, const cudaStream_t *streams, const ncclComm_t *comms)",
        RG_FAM_MULTI, RG_OP_SUM, RG_F32, 0 } } },
};

const size_t rg_exercise_count = sizeof rg_exercises / sizeof rg_exercises[0];

const struct rg_exercise *rg_exercise_find(const char *name)
{
  if (!name || !*name)
    return NULL;
  char *end = NULL;
  long num = strtol(name, &end, 10);
  bool numeric = end != name && *end == '\0';
  for (size_t i = 0; i < rg_exercise_count; i++) {
    const struct rg_exercise *ex = &rg_exercises[i];
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
