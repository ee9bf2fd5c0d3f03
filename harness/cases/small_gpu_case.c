/* small_gpu_case.c — a case on a small GPU (cases.h, sm_count).  The
 * emulator models an H100 of 132 SMs, so a grid sized from the SM count or
 * the occupancy API is about 132 x 2048 threads, and a grid-stride loop
 * makes one or two trips at the sizes the emulator can run (at most 2^20):
 * an unrolled trip of 8 strides starts only past 2.16M elements, so its
 * indexing was never run.  A correct kernel is correct on any GPU: on one
 * of RG_SMALL_GPU_SMS SMs (a Jetson TX2 has 2) the same grid is 66 times
 * smaller and the same loop runs many trips at a modest n. */
#include "cases_internal.h"

/* 2^17 + 28675, ragged: 2 SMs hold 4096 threads (2048 an SM, at any
 * block size the occupancy API picks), so an 8-wide unrolled trip (32768
 * elements) runs 4 times whole, and 15's float4 trip of 4 loads (65536
 * elements) twice, before the ragged end.  n mod 32768 is 28675, at least
 * 7 strides (28672): the thread at 3 has a fifth trip whose last load is
 * exactly n, so a trip bound of <= where < belongs reads past the input
 * (with n mod 32768 below 7 strides no thread's last load lands on n).
 * n mod 4 is 3: a float4 loop's scalar tail has work.  One schedule
 * (cases.c, mark_one_schedule), about 0.1 s on the emulator. */
#define RG_SMALL_GPU_N ((size_t)131072 + 28675)

/* The small-GPU case of every part whose host function picks its grid,
 * marked `checked` when it is one of the checked run's (below). */
static long push_small_gpu(const struct rg_exercise *ex, struct rg_case_list *out, bool checked)
{
  long pushed = 0;
  if (!rg_exercise_block_ok(ex, 256))
    return 0;
  for (int p = 0; p < ex->nparts; p++) {
    enum rg_family f = ex->parts[p].family;
    if (f != RG_FAM_TOTAL && f != RG_FAM_MOMENTS)
      continue; /* only a host function chooses its grid */
    struct rg_case c = { .part = p, .n = RG_SMALL_GPU_N, .block = 256, .kind = RG_DATA_INT,
                         .sm_count = RG_SMALL_GPU_SMS, .checked = checked };
    if (rg_cases_push(out, c))
      return -1;
    pushed++;
    /* Where inputs may start off a 16-byte boundary, the same case 3
     * floats past one (a head of 1, a tail of 2): the unaligned cases of
     * cases.c are 4100 to 4102 elements long, where an occupancy-sized
     * grid's unrolled trips never run, so an unrolled loop that reads its
     * float4s from the input's own address instead of past the head passed. */
    if (ex->unaligned_input) {
      c.in_offset = 3;
      if (rg_cases_push(out, c))
        return -1;
      pushed++;
      c.in_offset = 0;
    }
    /* And on non-integer data: the emulator's real kinds stop at 2^16
     * elements and its one larger case of them runs a grid of the
     * modelled H100, so an unrolled trip's accumulator that truncates
     * (`auto step = 0`, an int) added the integers exactly and ran
     * nowhere else.  In the checked run beside a GPU too: an H200's
     * default matrix at block 256 passed that kernel (2026-11-28). */
    c.kind = rg_cases_real_kind(&ex->parts[p]);
    if (c.kind != RG_DATA_INT) {
      if (rg_cases_push(out, c))
        return -1;
      pushed++;
    }
  }
  return pushed;
}

int rg_cases_add_small_gpu(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                           struct rg_case_list *out)
{
  /* the emulator's default matrix only (--sizes picks its own); a GPU
   * grading runs it in its checked run (rg_cases_add_small_gpu_checked) */
  if (!o->emulator || o->sizes)
    return 0;
  return push_small_gpu(ex, out, false) < 0 ? -1 : 0;
}

/* Beside a GPU grading: the GPU it has is large, so at --quick's sizes
 * (2^20 at most) an occupancy-sized grid's unrolled trips never run there;
 * the emulator runs the same case on a GPU of 2 SMs in the checked run
 * (about 0.1 s a part).  Returns how many were pushed, or -1. */
long rg_cases_add_small_gpu_checked(const struct rg_exercise *ex, const struct rg_matrix_opts *o,
                                    struct rg_case_list *out)
{
  return o->sizes ? 0 : push_small_gpu(ex, out, true);
}
