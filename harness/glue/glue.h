/* glue.h — the C ABI between reduce-grade and one compiled submission.
 *
 * A submission is never linked into the harness.  At grading time the
 * harness compiles a glue file (harness/glue/<family>.cu) that #includes the
 * student's .cu, into a shared object: with nvcc for the GPU backend, with
 * clang++ and the SIMT shim (harness/simt/) for the emulator.  A child process
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

#define RG_GLUE_ABI 2

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
  const void *input;  /* host: n elements of dtype */
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
  /* CUB baseline (GPU only; NULL elsewhere): runs one device-wide reduce
   * (op 0 sum, 1 max, 2 min) of n elements of dtype into d_out. */
  int (*cub_reduce)(int op, int dtype, const void *d_in, void *d_out, size_t n);
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
} rg_result;

#ifdef __cplusplus
extern "C" {
#endif

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
