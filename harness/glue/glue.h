/* glue.h — the C ABI between reduce-grade and one compiled submission.
 *
 * A submission is never linked into the harness.  At grading time the
 * harness compiles the student's .cu and the glue (harness/glue/, through a
 * generated dispatch file) as two translation units and links them into a
 * shared object: with nvcc for the GPU backend, with clang++ and the SIMT
 * shim (harness/backend/emu/simt/) for the emulator.  A child process
 * dlopen()s it and calls rg_glue_run() once per case.  Everything the GPU and
 * the emulator share (cases, data, checking, reporting) stays on the C side;
 * the glue only moves bytes to the device, launches, and moves them back.
 *
 * This header is plain C and is included from C (the harness) and from CUDA
 * C++ (the glue), so it holds only PODs.
 */
#ifndef RG_GLUE_H
#define RG_GLUE_H

#include <stddef.h>
#include <stdint.h>

#include "scratch_left.h"

#define RG_GLUE_ABI 13
/* Elements a chunk of the input-kept check (rg_result.kept_now). */
#define RG_KEPT_CHUNK 64

/* Element types an input or output can have. */
enum rg_dtype {
  RG_F32 = 0,
  RG_F64 = 1,
  RG_I32 = 2,
};

/* How many elements of sentinel follow every input on the device, and how
 * many canary elements follow every output.  An over-read picks up a NaN
 * sentinel (integer inputs: a huge value); an over-write changes a canary. */
#define RG_SENTINELS 64
#define RG_CANARIES 64

/* Most non-zero elements a "far" input has (see rg_job.far_points). */
#define RG_FAR_MAX 16

/* Timed runs (ABI 5): at most RG_MAX_PAIRS pairs of a submission's run and
 * CUB's, each run on one of RG_VARIANTS perturbed inputs (RG_VAR_POINTS
 * elements changed at places drawn from the grading's seed), so that no
 * two runs in a row on one pointer read the same data and every timed
 * output is checked against its own input (timing.cuh, run_timed.c). */
#define RG_MAX_PAIRS 96
#define RG_VARIANTS 4
#define RG_VAR_POINTS 2

/* Byte patterns the glue fills with.  Poison fills the output before each run
 * so that an unwritten output is seen; canary bytes follow the output. */
#define RG_POISON_BYTE 0xFF /* float/double NaN, int -1 */
#define RG_CANARY_BYTE 0xA5

/* Result of one glue call. */
enum rg_glue_status {
  RG_GLUE_OK = 0,          /* ran; output copied back */
  RG_GLUE_CUDA_ERROR = 1,  /* a CUDA call or the launch failed: see error */
  RG_GLUE_BAD_JOB = 2,     /* the harness asked for something the glue lacks */
  RG_GLUE_NO_DEVICE = 3,   /* no usable device (or not enough of them) */
};

/* One case, as the harness hands it to the glue. */
typedef struct rg_job {
  int abi;            /* RG_GLUE_ABI */
  int part;           /* which entry point of the exercise, 0-based */
  int dtype;          /* enum rg_dtype of the input */
  size_t n;           /* input elements (rows * cols for 2D) */
  size_t rows, cols;  /* 2D shape; 0 for 1D exercises */
  int block;          /* threads per block */
  size_t grid;        /* blocks, for launches the glue makes itself */
  int items_per_thread;/* block families: elements one thread covers */
  const void *input;  /* host: n elements of dtype (NULL when far_points > 0) */
  /* A "far" input, built on the device: n zeros but for far_points
   * elements, far_value[k] at index far_at[k].  For sizes past 2^31, where
   * the host would spend seconds making and copying gigabytes of zeros. */
  int far_points;
  size_t far_at[RG_FAR_MAX];
  double far_value[RG_FAR_MAX];
  size_t in_offset;   /* device input starts this many elements past an
                         aligned allocation (tests unaligned pointers) */
  unsigned char sentinel[8]; /* one element's bytes, repeated after input */
  void *output;       /* host: out_bytes + canary bytes, filled by the glue */
  size_t out_bytes;   /* bytes of real output (canaries follow) */
  size_t canary_bytes;/* bytes of canary after the output */
  int timed_reps;     /* 0: one correctness run; >0: also time this many */
  int warmup_reps;    /* untimed runs before timing */
  int cub_baseline;   /* 1: also time cub::DeviceReduce on the same input */
  size_t rotate_bytes;/* timed runs rotate among input copies covering this */
  int device_count;   /* multi-GPU exercises: devices to use (0 = all) */
  /* Timed cases: after the timed runs, one more run on other data of the
   * same kind and size (host, n elements), its output (out_bytes) written
   * to output_fresh.  A result kept from an earlier call and replayed
   * shows there.  NULL: no such run. */
  const void *input_fresh;
  void *output_fresh;
  /* CUB baseline (GPU only; NULL elsewhere): runs one device-wide reduce
   * (op 0 sum, 1 max, 2 min) of n elements of dtype into d_out. */
  int (*cub_reduce)(int op, int dtype, const void *d_in, void *d_out, size_t n);
  /* ABI 5: timing that holds (timing.cuh).  Timed runs go on past
   * timed_reps pairs, up to max_reps, until the 95% interval of the median
   * x CUB is narrower than ci_target of it and contains none of tier_at[]
   * (the tier boundaries, so that a ratio near one is measured again), or
   * until time_cap_s.  Run i reads variant rg_variant_of(i, copies,
   * variants): var_at[v][k] set to var_new[v][k] (var_old: the element's
   * own bytes); its output goes to timed_outputs + i * out_bytes (host,
   * max_reps * out_bytes) for the harness to check. */
  int max_reps;
  double time_cap_s;
  double ci_target;
  double spin_us;     /* hold the device this long (µs) after each flush, so the
                       * timed launches are queued before the start event */
  int flush_reads;    /* bench/ only: 1 flushes the L2 by reading (clean lines), 0 by
                       * writing (timing.cuh, rg_flush_run) */
  int flush_bufs;     /* bench/ only: flush buffers the runs rotate among (0: 1) */
  int remeasure;      /* bench/ only (ABI 12): measure this many times more, each
                       * after a pause, each one's x CUB and temperatures put in
                       * timing_note (remeasure.cuh); negative: the input copies
                       * moved before each; 0: none */
  int ntiers;
  double tier_at[8];
  int variants;
  size_t var_at[RG_VARIANTS][RG_VAR_POINTS];
  unsigned char var_new[RG_VARIANTS][RG_VAR_POINTS][8];
  unsigned char var_old[RG_VARIANTS][RG_VAR_POINTS][8];
  void *timed_outputs;
  int outputs_cap;    /* timed_outputs holds this many outputs at most */
  /* ABI 6: input and input_fresh are the child's own copies (run_inputs.c);
   * the glue calls this once both are on the device, before any code of
   * the submission runs, and never reads them after.  NULL: nothing to do. */
  void (*inputs_taken)(void);
} rg_job;

/* What the glue reports back.  Fixed-size so it can cross a pipe as is. */
typedef struct rg_result {
  int status;             /* enum rg_glue_status */
  int fatal;              /* 1: the device context is unusable; exit after */
  char error[512];        /* one line: "cudaErrorIllegalAddress: ..." */
  /* Timing (GPU only; 0 when not timed). */
  int reps;
  double kernel_us_median;
  double kernel_us_min;
  double kernel_us_max;
  double cub_us_median;
  int timed_results_differ; /* a timed run's output differed from run 0 */
  int timed_levels;       /* block families: launches in one timed run (the
                             kernel applied again to its partials) */
  int fresh_ran;          /* the run on input_fresh happened */
  /* Bytes of the input the submission copied to host memory during the
   * checked call (watch.cuh): a reduction done on the host. */
  size_t input_to_host;
  /* Kernel launches made during the checked call (launches.cuh), or -1:
   * not counted.  None at all, with a right result: the host did the work. */
  int launches;
  /* 1: the output's final value was written by a copy from the host after
   * data came back from the device, no kernel after it (host_write.h):
   * the last level of the reduction done on the host; 2 and 3: see
   * check/integrity.h. */
  int host_wrote_output;
  /* Multi-GPU timing (family "multi"; 0 elsewhere): medians over the timed
   * runs of the slowest device's share before the all-reduce, of the
   * all-reduce, of both, and of the same code on device 0 alone. */
  double allreduce_us_median;
  double total_us_median;
  double single_us_median;
  /* Lines "tag: message" the glue diagnosed itself (multi-GPU: work left
   * queued, partials combined on the host); read like emulator diagnoses. */
  char notes[512];
  /* Facts about the device the case ran on. */
  char device_name[128];
  double peak_gbs;        /* theoretical DRAM bandwidth, GB/s */
  size_t l2_bytes;
  int sm_count;
  int device_count;
  /* ABI 5: the timed pairs (GPU only).  kernel_us / cub_us: event times of
   * pair i; ratio_*: the median of cub_us/kernel_us over the pairs and its
   * 95% interval (timing_stats.h).  wall_*: host clock around the launch
   * and a device-wide synchronisation, medians; far above the event time
   * (beyond CUB's own difference), work ran outside the timed stream. */
  int pairs;
  int copies;             /* input copies the runs rotated among */
  int outputs_kept;       /* timed outputs written to job->timed_outputs */
  double pair_kernel_us[RG_MAX_PAIRS];
  double pair_cub_us[RG_MAX_PAIRS];
  /* x CUB: the mean of the short measurements' figures (each its pairs'
   * median) and its 95% interval (timing.cuh, rg_measure); the pairs'
   * median and its interval where there were fewer than two. */
  double ratio_median, ratio_lo, ratio_hi;
  double wall_us_median, cub_wall_us_median;
  int outside_stream;     /* 1: work ran outside the timed stream */
  int l2_flushed;         /* 1: the L2 was flushed before every timed run */
  int attempts;           /* measurements made (a throttled one is redone) */
  /* Clocks (NVML, read after every pair; 0: not read) and the throttle
   * reasons seen (NVML bit mask; only slowdowns, not "idle"). */
  int nvml;               /* 1: NVML answered */
  unsigned sm_mhz_min, sm_mhz_max;
  unsigned long long throttle;
  int unstable;           /* 1: throttled or clocks unsteady after the retries */
  char timing_note[200];  /* one line: why clocks were not read, etc. */
  /* ABI 7: the input after the checked call (input_kept.cuh).  kept_at:
   * 0, it still holds what the glue uploaded; else 1 + the first element of
   * the first chunk of RG_KEPT_CHUNK elements that changed, whose bytes now
   * are kept_now (kept_len elements), for the grader to compare with its
   * own copy. */
  size_t kept_at;
  int kept_len;
  unsigned char kept_now[RG_KEPT_CHUNK * 8];
  /* ABI 8: what the checked call allocated and left allocated
   * (alloc_watch.cuh), for the grader's leak check (check/leak_check.h);
   * ABI 11: with the streams, events and heap blocks it left (held). */
  rg_scratch scratch;
  /* ABI 9: of `launches`, the cooperative ones (a cooperative kernel, or
   * cudaLaunchKernelEx with the cooperative attribute); -1: not counted.
   * Read against an entry point that must launch its grid cooperatively
   * (exercise.json: "cooperative": true; check/integrity.h). */
  int coop_launches;
  /* 1: on a device without cooperative launch (emulator), the entry point
   * had a cooperative launch refused and never asked the device whether it
   * could launch so (cudaDevAttrCooperativeLaunch), in any call of this
   * process: code with no way for such a device, which that case does not
   * grade (cases/no_coop_case.c).  0 elsewhere. */
  int coop_unasked;
  /* ABI 13: bytes the checked call printed to the output (a kernel's printf
   * flushed by the synchronisation after it, and the host's); past
   * RG_PRINTED_UNTIMED its case is not timed (parts.cuh): each timed run
   * would print as much again, and the printing is what would be measured
   * (RG_PRINTED_UNTIMED says why). */
  long long printed;
} rg_result;

/* Output of the checked call past which a case is not timed, and its
 * performance tiers are not given (feedback/tiers.c): a line or two of
 * the host's is timed; a kernel's debug printf is not.  The timed calls of
 * a case, some hundreds in each of its processes, print into the one
 * output file the 64 MiB file-size limit bounds: on an H200 a printf by
 * thread 0 of each of 07's 1024 blocks (49 KB a call) had the third timing
 * process killed by SIGXFSZ. */
#define RG_PRINTED_UNTIMED (4LL << 10)

/* Peak DRAM bandwidth of the device, GB/s, from its own attributes:
 * cudaDevAttrMemoryClockRate (kHz) and cudaDevAttrGlobalMemoryBusWidth
 * (bits), two transfers per clock (HBM and GDDR report the clock for which
 * this holds: a T4 gives 320, an H100 SXM 3352).  0 where the device does
 * not say (the report then shows no % of peak). */
static inline double rg_peak_gbs(int mem_clock_khz, int bus_bits)
{
  if (mem_clock_khz <= 0 || bus_bits <= 0)
    return 0;
  return 2.0 * mem_clock_khz * 1e3 * (bus_bits / 8.0) / 1e9;
}

#ifdef __cplusplus
extern "C" {
#endif

/* Hardware counters of the kernels one glue call launched (GPU only), as
 * the CUPTI collector (cupti_counters.cu) measures them.  Sums over all
 * kernels of the call, so that ratios stay right for several launches; -1
 * marks a counter the device or CUPTI would not give.  Fixed-size POD: it
 * crosses the child's pipe as is. */
enum rg_counters_status {
  RG_COUNTERS_OK = 0,
  RG_COUNTERS_DENIED = 1,      /* profiling not permitted (driver setting) */
  RG_COUNTERS_UNSUPPORTED = 2, /* this device or driver cannot profile */
  RG_COUNTERS_FAILED = 3,      /* any other CUPTI error: see note */
};

typedef struct rg_counters {
  int status;                  /* enum rg_counters_status */
  char note[200];              /* why not measured, or which counters are missing */
  int kernels;                 /* kernel launches measured */
  double inst;                 /* smsp__inst_executed.sum: warp instructions */
  double thread_inst;          /* smsp__thread_inst_executed.sum: active lanes */
  double thread_inst_pred_on;  /* the same, lanes whose predicate was true */
  double branch_targets;       /* smsp__sass_branch_targets.sum */
  double branch_uniform;       /* ... whose threads all went one way */
  double branch_divergent;     /* ... _threads_divergent.sum */
  double shared_ld_conflicts;  /* l1tex__data_bank_conflicts_..._op_ld.sum */
  double shared_st_conflicts;  /* ... _op_st.sum */
  double shared_ld, shared_st; /* warp-level shared loads and stores */
  double global_ld_bytes;      /* bytes the global loads asked for */
  double global_ld_sectors;    /* 32-byte sectors they fetched */
  double global_ld_requests;   /* warp-level global load requests */
  double dram_read_sectors;    /* dram__sectors_read.sum, 32 bytes each */
} rg_counters;

/* The collector's entry points (GPU only, in a separately built object).
 * rg_cupti_begin: before a glue call; returns 0, or an enum
 * rg_counters_status and fills out->note when counters cannot be had.
 * rg_cupti_end: after it; fills out and returns out->status. */
typedef int (*rg_cupti_begin_fn)(rg_counters *out);
typedef int (*rg_cupti_end_fn)(rg_counters *out);
/* rg_cupti_release: turns the range profiler off until the next begin, so
 * that the SASS-metrics collector may patch the kernels (CUPTI runs one of
 * the two at a time). */
typedef void (*rg_cupti_release_fn)(void);

/* Source lines that waste most SIMT lanes (GPU only), as the SASS-metrics
 * collector (cupti_lines.cu) measures them per instruction and the harness
 * sums them per line of the submission (harness/lines.c).  Fixed-size POD:
 * it crosses the child's pipe as is.  A figure the device would not give
 * is -1. */
#define RG_LINES_ABI 2    /* rg_lines_abi() of the collector; a stale one is refused */
#define RG_LINES_TOP 4    /* lines kept, most wasted lanes first */
#define RG_LINES_WHERE 160

typedef struct rg_line_figure {
  char where[RG_LINES_WHERE]; /* "FILE:LINE", the submission's path as graded */
  double inst;                /* warp instructions executed at the line */
  double wasted;              /* 32 * inst - active lanes (thread_inst_executed) */
  double wasted_pred_on;      /* 32 * inst - lanes whose predicate held; -1: not given */
} rg_line_figure;

typedef struct rg_lines {
  int status;                 /* enum rg_counters_status */
  char note[200];             /* why not measured, or what was left out */
  int nlines;                 /* lines of the submission that issued anything */
  double inst, wasted;        /* over those lines */
  rg_line_figure lines[RG_LINES_TOP];
  /* Shared-memory wavefronts past each instruction's ideal (the wavefronts
   * its access width needs): bank conflicts, every instruction of the run
   * summed; -1 where the device does not count them.  The submission's line
   * with most of them, and its count ("" and 0 when none). */
  double shared_excess;
  char shared_worst[RG_LINES_WHERE];
  double shared_worst_excess;
} rg_lines;

/* The collector's entry points.  rg_lines_begin: before one glue call;
 * returns 0, or an enum rg_counters_status with note filled.  rg_lines_end:
 * after it; for every instruction executed, calls sink with the source
 * file and line the cubin's line table gives it (file as the compiler saw
 * it, dir its folder; either may be "") and its counts, then returns 0, or
 * a status with note filled.  cubin: the file the kernels were loaded from
 * (extracted from the object, compile_toolkit.c), matched by CRC. */
typedef void (*rg_lines_sink_fn)(void *ctx, const char *dir, const char *file,
                                 unsigned line, double inst, double thread_inst,
                                 double thread_inst_pred_on);
/* shared: for every instruction that touched shared memory, its wavefronts
 * and the ideal number for its access width; once with -1, -1 (and line 0)
 * when the device does not count them. */
typedef void (*rg_lines_shared_fn)(void *ctx, const char *dir, const char *file,
                                   unsigned line, double wavefronts, double ideal);
typedef int (*rg_lines_abi_fn)(void);
typedef int (*rg_lines_begin_fn)(char *note, size_t cap);
typedef int (*rg_lines_end_fn)(const char *cubin, rg_lines_sink_fn sink,
                               rg_lines_shared_fn shared, void *ctx, char *note, size_t cap);

/* Implemented by every glue file.
 * rg_glue_abi: returns RG_GLUE_ABI, so a stale object is refused.
 * rg_glue_parts: number of entry points the exercise has.
 * rg_glue_run: runs job on the device, fills res, returns res->status. */
typedef int (*rg_glue_abi_fn)(void);
typedef int (*rg_glue_parts_fn)(void);
typedef int (*rg_glue_run_fn)(const rg_job *job, rg_result *res);

#ifdef __cplusplus
}
#endif

#endif /* RG_GLUE_H */
