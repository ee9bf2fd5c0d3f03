/* far_cases.c — the cases past 2^31 and 2^32 elements (cases_internal.h):
 * where the exercise promises sums that large (flags.past_2_31), a float
 * sum of a whole array, a row and a column sum past each width an index
 * kept in 32 bits wraps at: 2^31 for an int, 2^32 for an unsigned int
 * (blockIdx.x * blockDim.x + threadIdx.x, blockIdx.x * cols: exact below
 * 2^32, so right at 2^31 + 2^24 + 7).  Each is a far input (zeros but for
 * RG_FAR_MAX elements, rg_far_points: some past 2^31, and past 2^32 some
 * from 2^32 on) that the device builds in milliseconds, so cheap enough
 * for every GPU grading but --quick where its device has the memory;
 * elsewhere the report says where it runs. */
#include "cases_internal.h"

#include <stdio.h>

struct far_size {
  int shift;          /* the index width it is past: 31 or 32 */
  const char *vector; /* the 1D case's words */
  const char *matrix; /* the 2D case's words */
  size_t rows, cols;  /* the 2D shape */
};

/* 2^31 + 2^24 + 7 and 2^32 + 2^24 + 7 elements; 32769 x 65537 (the last
 * row starts past 2^31) and 65537 x 65537 (the last two rows' offsets and
 * the column offsets r * cols + c from row 65535, column 1 on, past 2^32). */
static const struct far_size far_sizes[] = {
  { 31, "2^31+2^24+7 elements (int-index overflow)",
    "a 32769 x 65537 matrix, 2^31+98305 elements (int-offset overflow)", 32769, 65537 },
  { 32, "2^32+2^24+7 elements (unsigned-index overflow)",
    "a 65537 x 65537 matrix, 2^32+131073 elements (unsigned-offset overflow)", 65537, 65537 },
};

/* Its input and the kernel's own buffers, with 1 GiB to spare. */
static size_t far_need(size_t n)
{
  return n * sizeof(float) + ((size_t)1 << 30);
}

/* Case big, past a 32-bit index (what: its words), where this grading
 * makes it: a GPU's, not --quick, the device's memory enough and, where
 * the part runs it with --full only (full_only: why), --full.  Elsewhere
 * one line says where it runs; a device too small also leaves
 * far_left_out set, which the grading warns of.  0, or -1 (no memory). */
static int push_far(struct rg_case_list *out, const struct rg_matrix_opts *o,
                    struct rg_case big, const char *what, const char *symbol,
                    const char *full_only)
{
  size_t need = far_need(big.n);
  char line[sizeof out->not_run[0]];
  if (o->emulator || o->quick) {
    snprintf(line, sizeof line, "%s — runs on a GPU with ≥ %.1f GB%s", what,
             (double)need / 1e9, o->emulator ? "" : ", without --quick");
    rg_cases_not_run(out, line);
    return 0;
  }
  if (full_only && !o->full) {
    snprintf(line, sizeof line, "%s for %s — runs with --full (%s)", what, symbol, full_only);
    rg_cases_not_run(out, line);
    return 0;
  }
  if (o->device_bytes < need) {
    if (need > out->far_left_out)
      out->far_left_out = need;
    snprintf(line, sizeof line, "%s — runs on a GPU with ≥ %.1f GB (this one has %.1f GB)",
             what, (double)need / 1e9, (double)o->device_bytes / 1e9);
    rg_cases_not_run(out, line);
    return 0;
  }
  return rg_cases_push(out, big);
}

int rg_cases_push_far(struct rg_case_list *out, const struct rg_exercise *ex,
                      const struct rg_matrix_opts *o, int p, int block)
{
  const struct rg_part *part = &ex->parts[p];
  if (!ex->beyond_int || part->dtype != RG_F32 || part->family != RG_FAM_TOTAL ||
      part->op != RG_OP_SUM || (block != 256 && !o->emulator && !o->quick))
    return 0;
  for (size_t i = 0; i < sizeof far_sizes / sizeof far_sizes[0]; i++) {
    const struct far_size *f = &far_sizes[i];
    struct rg_case big = { .part = p, .block = 256, .kind = RG_DATA_FAR,
                           .n = ((size_t)1 << f->shift) + ((size_t)1 << 24) + 7 };
    if (push_far(out, o, big, f->vector, part->symbol, f->shift > 31 ? part->far_full_only : NULL))
      return -1;
  }
  return 0;
}

int rg_cases_push_far_shape(struct rg_case_list *out, const struct rg_exercise *ex,
                            const struct rg_matrix_opts *o, int p, int block)
{
  const struct rg_part *part = &ex->parts[p];
  /* A row and a column sum, not a softmax (its output is as large again). */
  if (!ex->beyond_int || part->family == RG_FAM_SOFTMAX || part->dtype != RG_F32 ||
      block != 256)
    return 0;
  for (size_t i = 0; i < sizeof far_sizes / sizeof far_sizes[0]; i++) {
    const struct far_size *f = &far_sizes[i];
    struct rg_case big = { .part = p, .rows = f->rows, .cols = f->cols, .block = block,
                           .kind = RG_DATA_FAR, .n = f->rows * f->cols };
    if (push_far(out, o, big, f->matrix, part->symbol, f->shift > 31 ? part->far_full_only : NULL))
      return -1;
  }
  return 0;
}
