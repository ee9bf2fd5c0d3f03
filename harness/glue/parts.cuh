// parts.cuh — how the glue drives each family of entry point (CONTRACTS.md).
// The dispatch file that reduce-grade generates per submission includes
// this, declares each part's entry point as the submission's own
// translation unit (entry.cu) defines it, and calls
// rg_run_<family><T>(job, res, op, entry) for the part asked for.  The
// glue never sees the submission's text: they meet at link time
// (compile_sources.c).
#ifndef RG_PARTS_CUH
#define RG_PARTS_CUH

#include "descriptors.cuh"
#include "device.cuh"
#include "launches.cuh"
#include "lookups.cuh"
#include "timing.cuh"
#include "watch.cuh"

#include <errno.h>
#include <fenv.h>
#include <stdio.h>
#include <sys/stat.h>

template <typename T> using rg_block_kernel = void (*)(const T *, T *, int);
template <typename T> using rg_total_fn = void (*)(const T *, T *, size_t, int);
using rg_argmax_kernel = void (*)(const float *, float *, int *, int);
template <typename T> using rg_moments_fn = void (*)(const T *, size_t, int, T *, T *);
using rg_matrix_fn = void (*)(const float *, float *, int, int, int);

// The bytes written to the output so far (what the process prints goes to
// one file), after what stdio holds; -1 where it is not a file.
static long long rg_printed_so_far()
{
  fflush(stdout);
  struct stat st;
  return fstat(1, &st) == 0 && S_ISREG(st.st_mode) ? (long long)st.st_size : -1;
}

// Correctness run of launch, then (when asked) timed runs of timed_launch
// and the CUB baseline.  timed_launch must write what launch writes.  A
// call that printed more than RG_PRINTED_UNTIMED is not timed (glue.h).
template <typename T, typename Launch, typename Timed>
static int rg_run(const rg_job *job, rg_result *res, int op, Launch launch,
                  Timed timed_launch)
{
  rg_device_facts(res);
  res->launches = -1;
  res->coop_launches = -1;
  rg_input in = {};
  char *out = nullptr;
  if (rg_input_make(job, sizeof(T), &in, res) && rg_output_make(job, &out, res)) {
    // Only the checked call is watched: timed runs stay unperturbed.
    // The value rule (host_write.h) for one or two outputs (a total, a mean and
    // a variance): a row's or a softmax's many outputs meet host constants too often.
    rg_watch_arm(in.data, job->n * sizeof(T), out, job->out_bytes,
                 job->out_bytes <= 2 * sizeof(T) ? sizeof(T) : 0);
    rg_launches_arm();
    rg_coop_question_arm();
    rg_host_guard(1);
    rg_alloc_watch_begin();
    long long printed_before = rg_printed_so_far();
    // The entry point starts from one state on every backend: errno and the
    // floating-point status flags are what the glue's and the runtime's own
    // calls left (EINVAL and inexact on the emulator), a tell of where it runs;
    // so are the descriptors in use (descriptors.cuh).
    rg_descriptors_even();
    errno = 0;
    feclearexcept(FE_ALL_EXCEPT);
    launch(in.data, out);
    rg_alloc_watch_end(&res->scratch);
    rg_host_guard(0);
    res->launches = rg_launches_disarm();
    res->coop_unasked = rg_coop_question_disarm();
    res->coop_launches = rg_device_cooperative() ? rg_launches_cooperative() : -1;
    res->input_to_host = rg_watch_disarm();
    bool fetched = !rg_sync_failed("the entry point", res) && rg_output_fetch(job, out, res);
    // Copies of the output the submission made are judged by the final one.
    res->input_to_host = rg_watch_settle(fetched ? job->output : nullptr, true);
    res->host_wrote_output = rg_watch_host_wrote();
    long long printed_after = rg_printed_so_far(); // after the sync: a kernel's printf is out
    res->printed = printed_before >= 0 && printed_after > printed_before
                       ? printed_after - printed_before : 0;
    // After the watch: reading the input back is the glue's copy, not the
    // student's; before any timed run, which never pays for it.
    if (fetched)
      rg_failed(rg_kept_check(job, sizeof(T), in.data, &in.kept, res),
                "reading the input back after the entry point returned: the caller's input "
                "is no longer device memory; a cudaFree of it?", res);
    if (fetched && job->timed_reps > 0 && res->printed > RG_PRINTED_UNTIMED)
      snprintf(res->timing_note, sizeof res->timing_note,
               "not timed: the entry point printed %lld bytes in its checked call, and a "
               "timed run would print as much again (the printing is what would be measured)",
               res->printed);
    else if (fetched && job->timed_reps > 0) {
      rg_rotation rot;
      // The submission and CUB are timed in pairs (timing.cuh).
      if (rg_rotation_make(job, sizeof(T), &in, &rot, res) &&
          rg_time_pairs<T>(job, &rot, out, op, timed_launch, res))
        rg_run_fresh(job, sizeof(T), &in, &rot, out, launch, res);
      rg_rotation_free(&rot);
    }
  }
  free(in.kept.hash); // null once checked
  cudaFree(in.block);
  cudaFree(in.fresh);
  cudaFree(out);
  return res->status;
}

template <typename T, typename Launch>
static int rg_run(const rg_job *job, rg_result *res, int op, Launch launch)
{
  return rg_run<T>(job, res, op, launch, launch);
}

// Family "block": the glue launches the kernel; one partial per block.
// Checked: that one launch.  Timed: the whole reduction, as Harris times
// it: the same kernel again over its own partials until one value is left,
// so every row of a timing table (and CUB) does the same work.  Level 1
// writes the graded output; later levels use two scratch buffers.
template <typename T>
static int rg_run_block(const rg_job *job, rg_result *res, int op,
                        rg_block_kernel<T> kernel)
{
  unsigned grid = (unsigned)job->grid;
  int block = job->block, n = (int)job->n;
  size_t shmem = (size_t)block * sizeof(T);
  size_t span = (size_t)block * (size_t)(job->items_per_thread > 0 ? job->items_per_thread : 1);
  T *scratch = nullptr;
  if (job->timed_reps > 0 && grid > 1 &&
      cudaMalloc((void **)&scratch, 2 * (((size_t)grid + span - 1) / span) * sizeof(T)) != cudaSuccess) {
    cudaGetLastError();
    scratch = nullptr; // timed as one level: the table says so through res->levels
  }
  size_t half = ((size_t)grid + span - 1) / span;
  int levels = 1;
  auto whole = [&](const char *d_in, char *d_out) {
    kernel<<<grid, block, shmem>>>((const T *)d_in, (T *)d_out, n);
    const T *src = (const T *)d_out;
    size_t count = grid;
    levels = 1;
    for (int k = 0; scratch && count > 1; k++, levels++) {
      size_t blocks = (count + span - 1) / span;
      T *dst = scratch + (k % 2) * half;
      kernel<<<(unsigned)blocks, block, shmem>>>(src, dst, (int)count);
      src = dst;
      count = blocks;
    }
  };
  int status = rg_run<T>(job, res, op, [=](const char *d_in, char *d_out) {
    kernel<<<grid, block, shmem>>>((const T *)d_in, (T *)d_out, n);
  }, whole);
  res->timed_levels = job->timed_reps > 0 ? levels : 0;
  cudaFree(scratch);
  return status;
}

// Family "total": the student's host function makes its own launches.
template <typename T>
static int rg_run_total(const rg_job *job, rg_result *res, int op,
                        rg_total_fn<T> fn)
{
  size_t n = job->n;
  int block = job->block;
  return rg_run<T>(job, res, op, [=](const char *d_in, char *d_out) {
    fn((const T *)d_in, (T *)d_out, n, block);
  });
}

// Family "argmax": values of every block, then their int indices.
template <typename T>
static int rg_run_argmax(const rg_job *job, rg_result *res, int op, rg_argmax_kernel kernel)
{
  unsigned grid = (unsigned)job->grid;
  int block = job->block, n = (int)job->n;
  size_t shmem = (size_t)block * (sizeof(float) + sizeof(int));
  return rg_run<T>(job, res, op, [=](const char *d_in, char *d_out) {
    kernel<<<grid, block, shmem>>>((const float *)d_in, (float *)d_out,
                                   (int *)(d_out + grid * sizeof(float)), n);
  });
}

// Family "moments": the mean, then the variance.
template <typename T>
static int rg_run_moments(const rg_job *job, rg_result *res, int op, rg_moments_fn<T> fn)
{
  size_t n = job->n;
  int block = job->block;
  return rg_run<T>(job, res, op, [=](const char *d_in, char *d_out) {
    fn((const T *)d_in, n, block, (T *)d_out, (T *)d_out + 1);
  });
}

// Families "rows", "cols" and "softmax": a row-major matrix in, the
// student's host function writes rows, cols or rows*cols floats.
template <typename T>
static int rg_run_matrix(const rg_job *job, rg_result *res, int op, rg_matrix_fn fn)
{
  int rows = (int)job->rows, cols = (int)job->cols, block = job->block;
  return rg_run<T>(job, res, op, [=](const char *d_in, char *d_out) {
    fn((const float *)d_in, (float *)d_out, rows, cols, block);
  });
}

#endif
