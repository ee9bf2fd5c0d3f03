/* simt.h — the grader's view of the SIMT emulator: per-case options, a fresh
 * device between cases, the diagnoses a run produced, and the flags that
 * compile a submission for it.  The CUDA API itself (cudaMalloc, launches,
 * ...) is in include/simt_rt.h; the runtime lives in harness/backend/emu/simt/ (C files).
 */
#ifndef SIMT_H
#define SIMT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How the next cases run. */
struct simt_options {
  uint64_t seed;        /* seed of the shuffled schedule */
  int schedule;         /* 0: threads in forward order; 1: seeded shuffle */
  uint64_t step_budget; /* basic blocks a thread may run between two
                           scheduling points; 0 = default (SIMT_DEFAULT_STEPS) */
  int device_count;     /* modelled devices; 0 = 1 */
  int perf;             /* 1: measure the performance model of every launch
                           (simt_perf_take); 0: off, no cost */
  double time_limit_s;  /* CPU seconds of the process from the case's start after which
                           a running kernel stops with a "timeout" diagnosis
                           naming where its threads are (set it below the
                           grader's own limit, which kills without one);
                           0: none */
};

/* Shared memory's fill at every block start, one 32-bit word repeated: the
 * float +1e20 in the first schedule, -1e20 in the second (an int reads
 * about +1.6e9 or -5.3e8, a double about +-2.7e157).  CUDA leaves unwritten
 * shared memory undefined, and reading it is no fault when the value is
 * dropped (a lane past the warp count whose slot a select discards): the
 * grader keeps the uninitialised-shared finding only when the output is
 * wrong (run_verdict.c), and one of the two signs makes any sum, max or
 * min built from the fill wrong (and an infinity in every other word of
 * the first, below, a product with 0).  Neither word is the grader's all-0xFF
 * output poison, and neither is near its 1e30 over-read sentinel, so a
 * result copied from an unwritten slot is named as such (check.c). */
#define SIMT_SHARED_FILL_UP 0x60AD78ECu
#define SIMT_SHARED_FILL_DOWN 0xE0AD78ECu
#define SIMT_SHARED_FILL(schedule) ((schedule) == 1 ? SIMT_SHARED_FILL_DOWN : SIMT_SHARED_FILL_UP)
/* In the first schedule every other word (those at an address that is a
 * multiple of 8: a double's low half, so a double still reads about
 * +2.7e157) is +infinity instead: a finite fill times 0 is 0, and a slot
 * nobody wrote "masked" by a multiply, fill * (lane < count), would pass;
 * infinity times 0 is NaN.  A sum or a max of it is as wrong as of 1e20, a
 * min as right, and as an int it reads about +2.1e9.  The check names an
 * output equal to a whole SIMT_SHARED_FILL word only (check.c): a GPU's
 * infinite result is no fill. */
#define SIMT_SHARED_FILL_INF 0x7F800000u
#define SIMT_SHARED_FILL_AT(schedule, addr) \
  ((schedule) != 1 && (addr) % 8 == 0 ? SIMT_SHARED_FILL_INF : SIMT_SHARED_FILL(schedule))

/* What a shuffle's lane reads from a lane outside its mask, or exited
 * (warp.c): +1e19 in the first schedule, -1e19 in the second, as a float or
 * a double.  Not the shared fill's 1e20, so that a result holding it is
 * named as a shuffle's (check.c). */
#define SIMT_LANE_FILL 1e19

/* Every allocation the emulator hands out (cudaMalloc, cudaMallocAsync,
 * cudaMallocManaged, cudaMallocHost, cudaHostAlloc) is filled with one byte
 * repeated before the submission sees it: 0x6A in the first schedule, 0xEA
 * in the second.  CUDA does not zero an allocation, and a GPU hands a freed
 * block back with the last call's data in it (2x, 3x the sum on later
 * calls); fresh pages here would always read 0, and a counter or a sum
 * that nothing zeroes would pass.  As a float the fill is +-7.1e25 (a sum
 * into it stays exactly the fill), a double +-1.3e204, an int +1.8e9 or
 * -3.5e8: a sum, a max or a min (one sign or the other) and a last-block
 * ticket all come out wrong.  Finite, so a read a kernel drops by a
 * multiply by 0 stays 0; not the output poison (0xFF), the shared fill,
 * nor in the over-read sentinel's range (1e29..1e40), so check.c names it. */
#define SIMT_ALLOC_FILL_UP 0x6A
#define SIMT_ALLOC_FILL_DOWN 0xEA
#define SIMT_ALLOC_FILL(schedule) ((schedule) == 1 ? SIMT_ALLOC_FILL_DOWN : SIMT_ALLOC_FILL_UP)

#define SIMT_DEFAULT_STEPS (64ull << 20)

/* simt_configure: applies opt to the following launches.  opt may be NULL
 * (defaults: forward order, default budget, one device).  Call before a case. */
void simt_configure(const struct simt_options *opt);

/* simt_set_mem_limit: the device memory a submission may hold at once, in
 * bytes, from now on (simt_reset keeps it).  Past it cudaMalloc fails with
 * cudaErrorMemoryAllocation and a "memory-limit" diagnosis.  The device
 * still reports the memory of the GPU it models (simt_model_device): a
 * submission that asked how much there is would otherwise learn that it
 * runs on the emulator.  0: the modelled 80 GiB. */
void simt_set_mem_limit(uint64_t bytes);

/* simt_fiber_prepare: makes the stacks of the shuffled schedule's largest
 * launch now (SIMT_RESIDENT blocks of 1024 threads), each with its guard
 * page, untouched.  A process forked after inherits them, guards included,
 * and makes none of its own for such a launch. */
void simt_fiber_prepare(void);

/* The GPU the emulator stands for: what cudaGetDeviceProperties,
 * cudaDeviceGetAttribute, cudaMemGetInfo and cudaDriverGetVersion answer,
 * and how many blocks a cooperative launch may hold.  Beside a GPU grading
 * the checked run models that GPU, so that code which asks the device what
 * it is gets one answer on both and runs the same path.  A zero field keeps
 * the H100's value (SXM, 80 GB). */
/* Attribute numbers below this are answered (CUDA 13.0 names up to 147). */
#define SIMT_ATTR_COUNT 148

struct simt_device_model {
  char name[96];
  uint64_t total_mem;       /* bytes */
  int major, minor;         /* compute capability */
  int sm_count;
  int clock_khz, mem_clock_khz, bus_width_bits;
  int l2_bytes, persisting_l2_bytes;
  int no_cooperative;       /* 1: the GPU cannot launch cooperatively */
  int driver_version;       /* 13000 is CUDA 13.0 */
  /* Every attribute the GPU answered (cudaDeviceGetAttribute's numbers),
   * where a GPU grading hands them over; none known: the H100's. */
  int attr[SIMT_ATTR_COUNT];
  unsigned char attr_known[SIMT_ATTR_COUNT];
};

/* simt_model_device: from now on the device is m's GPU (simt_reset keeps
 * it); NULL: the H100 again. */
void simt_model_device(const struct simt_device_model *m);
/* simt_model_sm_count: the modelled GPU has sms SMs from now on (its
 * properties, attribute and the occupancy limits of a cooperative launch). */
void simt_model_sm_count(int sms);
/* simt_model_no_cooperative: the modelled GPU cannot launch cooperatively
 * from now on (cudaDevAttrCooperativeLaunch 0, a cooperative launch
 * refused with cudaErrorNotSupported, as CUDA refuses it there). */
void simt_model_no_cooperative(void);

/* simt_reset: a fresh device — frees every device allocation, ends every
 * stream, event and communicator (their handles are refused from then on),
 * clears the last and sticky errors, the per-kernel attributes and the
 * diagnoses.  Options set by simt_configure stay. */
void simt_reset(void);

/* The submission's LLVM IR at path (clang -S -emit-llvm with the coverage
 * flags) rewritten in place so that each load or store callback whose
 * access is aligned to less than its size says so (ir_align.c).  0, or -1
 * if the file could not be read or written. */
int simt_ir_align(const char *path);

/* The same IR rewritten in place so that the submission's variables marked
 * as device memory (simt_cuda.h's annotations) lie in sections of their
 * own, between marks the glue hands to the runtime (ir_devvars.c).  0, or
 * -1 if the file could not be read or written. */
int simt_ir_devvars(const char *path);
/* Does the IR at path hold a device variable that needs a global
 * constructor, which nvcc refuses (ir_dyninit.c)?  log: the front end's
 * output, built with -Wglobal-constructors (simt_ir_flags_warn).  1 with
 * msg set to a compiler-style error naming its file, line and name; 0 if
 * none; -1 if the file could not be read. */
int simt_ir_dyninit(const char *path, const char *log, char *msg, size_t cap);
/* Does the IR at path put a definition into a section of the emulator's
 * own (simt_devtab, simt_shtab, simt_ktab, the device variables' sections:
 * ir_sections.c)?  1 with msg set to a compiler-style error at the line of
 * submission that names the section (else 1); 0 if none; -1 if the file
 * could not be read. */
int simt_ir_own_sections(const char *path, const char *submission, char *msg, size_t cap);
/* Takes -Wglobal-constructors' warnings (and their notes) out of log, in
 * place; its new length. */
size_t simt_drop_ctor_warnings(char *log);
/* The same IR rewritten in place so that each static __shared__ array is
 * followed by a pad and listed, with its size, in the section simt_shtab
 * (ir_shared.c): the runtime bounds each array by its own size.  0, or -1
 * if the file could not be read or written. */
int simt_ir_shared(const char *path);
/* The same IR with a table appended, in the section simt_ktab: each
 * kernel's static shared arrays, those of the functions it calls included,
 * and its __launch_bounds__ (ir_kernels.c, kernel_table.c).  0, or -1 if
 * the file could not be read or written. */
int simt_ir_kernels(const char *path);
/* Does a kernel of the IR at path compute in long double (x86_fp80), in
 * its own code or a function it reaches (ir_kernels.c)?  nvcc computes
 * device code's long double as double, so a GPU and the emulator would
 * run different kernels: refused.  1 with msg set to a compiler-style
 * error naming submission's line and the function; 0 if none; -1 if the
 * file could not be read. */
int simt_ir_long_double(const char *path, const char *submission, char *msg, size_t cap);
/* Does a kernel of the IR at path take more than a GPU's 32,764 bytes of
 * parameters (ir_params.c)?  nvcc refuses it: 1 with msg set to a
 * compiler-style error naming the kernel and its line; 0; -1 unread. */
int simt_ir_params(const char *path, const char *submission, char *msg, size_t cap);
/* The same IR rewritten in place so that its memcpy, memmove and memset
 * intrinsics call the runtime's checked copies (ir_memcalls.c).  0, or -1
 * if the file could not be read or written. */
int simt_ir_memcalls(const char *path);
/* The same IR rewritten in place so that its printf, puts and putchar are
 * the runtime's, which count what kernels print (ir_prints.c).  0, or -1
 * if the file could not be read or written. */
int simt_ir_prints(const char *path);
/* The same IR rewritten in place so that device code's malloc, free, new
 * and delete are the runtime's device heap (ir_devheap.c, devheap.c).  0,
 * or -1 if the file could not be read or written. */
int simt_ir_devheap(const char *path);
/* The same IR rewritten in place so that device code's shifts by a count
 * read at run time clamp the count to the width, as PTX's do: 1u << 32 is
 * 0; and a count of leading or trailing zeros of 0 is the width
 * (ir_ptx_ints.c).  0, or -1 if the file could not be read or written. */
int simt_ir_ptx_ints(const char *path);
/* The same IR rewritten in place so that device code's conversion of a
 * NaN double, or of a NaN to a 64-bit integer, gives 1 << (width - 1) as
 * PTX's cvt does (ir_nan_convert.c).  0, or -1 if the file could not be
 * read or written. */
int simt_ir_nan_convert(const char *path);
/* Device code's float arithmetic gives a GPU's canonical NaN (ir_nan_arith.c). */
int simt_ir_nan_arith(const char *path);
/* The same IR rewritten in place so that each call through a pointer in
 * device code is checked first: its target must be a __device__ function
 * of the module (ir_indirect.c, call_targets.c).  0, or -1 if the file
 * could not be read or written. */
int simt_ir_indirect(const char *path);
/* The same IR rewritten in place so that each host function whose address
 * the module takes starts with a check that no kernel's thread runs it
 * (ir_host_entry.c, call_targets.c).  0, or -1 if the file could not be
 * read or written. */
int simt_ir_host_entry(const char *path);
/* The same IR rewritten in place so that a float or double local read
 * before it is written reads the runtime's per-schedule value, not
 * clang's fixed pattern (ir_autofill.c, auto_fill.c).  0, or -1 if the
 * file could not be read or written. */
int simt_ir_autofill(const char *path);
/* The same IR rewritten in place so that device code has its own copy of
 * each vtable, a constructor stores the copy's address in a kernel and the
 * original's on the host, and device code's calls through a pointer
 * loaded from an original are refused (ir_vtables.c, vcall_origin.c).  0,
 * or -1 if the file could not be read or written. */
int simt_ir_vtables(const char *path);
/* The same IR rewritten in place so that device code fuses a multiply and
 * an add as nvcc -O3 does: its functions' targets have FMA where this CPU
 * has (ir_fma.c); else unchanged.  0, or -1 if the file could not be read
 * or written. */
int simt_ir_fma(const char *path);
/* The same IR rewritten in place so that each CUDA runtime function it
 * declares is called and taken through a stub in the object itself, as
 * nvcc's static runtime lies in a GPU's object (ir_runtime_stubs.c).  0, or
 * -1 if the file could not be read or written. */
int simt_ir_runtime_stubs(const char *path);
/* Has this CPU fused multiply-add instructions the emulator's device code
 * can use (x86-64: FMA3; aarch64: always)? */
int simt_host_fma(void);
/* The whole of the file at path, NUL-terminated (len its size), or NULL. */
char *simt_ir_read(const char *path, size_t *len);
/* The length of the IR global's name at p (@x or @"x"), '@' included, or 0. */
size_t simt_ir_global_name(const char *p);

/* simt_case_begin / simt_case_end: around one case of a grading, in a
 * process that runs several.  As a GPU process keeps its CUDA context, the
 * state a submission may keep across calls (streams, events, allocations,
 * communicators, current device) stays; the emulator's own per-case state
 * (diagnoses, shadow, performance figures, schedule) starts afresh.  After
 * a sticky error, simt_case_begin is simt_reset.  simt_case_end runs the
 * work still queued on any stream (call it before simt_diag_take). */
void simt_case_begin(void);
/* simt_host_guard: device memory closed to host code (1) or open (0); the
 * glue closes it while an entry point runs, and from the submission's load
 * (glue/device_vars.cuh) to its first case.  simt_mem_guarded: closed now. */
void simt_host_guard(int on);
int simt_mem_guarded(void);
/* simt_scratch_begin, _end (scratch_left.c): the glue's watch of what one
 * checked call of the entry point allocates and leaves allocated; _end
 * fills a struct rg_scratch (harness/glue/scratch_left.h). */
struct rg_scratch;
void simt_scratch_begin(void);
void simt_scratch_end(struct rg_scratch *s);
void simt_case_end(void);

/* simt_diag_take: writes the diagnoses recorded since the last take into buf
 * (at most cap bytes, NUL-terminated, whole lines only), one per line:
 *   "tag: message at FILE:LINE (block (x,y,z), thread (x,y,z))\n"
 * Tags: race, missing-fence, barrier-divergence, out-of-bounds, uninitialised-shared,
 * uninitialised-global, step-budget, timeout, shuffle-mask, misaligned-address.  Deduplicated by (tag, source line), at most
 * SIMT_DIAG_CAP, past which only the first finding of a kind not yet listed
 * (tag and message) is kept; the first of each kind is written even when
 * the rest do not fit (shortened if it must be).  Returns the bytes written (without the NUL) and clears the
 * list.  buf may be NULL with cap 0 to just clear. */
size_t simt_diag_take(char *buf, size_t cap);
#define SIMT_DIAG_CAP 20

/* simt_diag_stream: sink (NULL: none) is called with each finding's line
 * as it is recorded, before any take: the grader's child sends it to its
 * parent at once, so that a submission that clears the list afterwards
 * (simt_diag_take called by its own code) erases nothing the parent saw. */
void simt_diag_stream(void (*sink)(const char *line));

/* simt_diag_count: diagnoses recorded since the last take. */
int simt_diag_count(void);

/* simt_cxx_flags: the clang++ arguments (after the compiler, before the
 * source file) that compile a rewritten submission into a shared object for
 * the emulator; NULL-terminated.  "-I" is followed by SIMT_INCLUDE_PLACEHOLDER,
 * which the caller replaces by the absolute path of harness/backend/emu/simt/include. */
extern const char *const simt_cxx_flags[];
#define SIMT_INCLUDE_PLACEHOLDER "@SIMT_INCLUDE@"
/* simt_ir_flags: the clang++ arguments that make an object of the IR a
 * submission was compiled to (-S -emit-llvm, then simt_ir_align) without
 * optimising it again, so that its code is that of a one-step compile;
 * followed by -c -o OBJECT FILE.ll.  NULL-terminated. */
extern const char *const simt_ir_flags[];

/* ---- performance model (perf.c; on with simt_options.perf = 1) ----
 * Per warp, from its lanes' basic-block and address traces: lanes with the
 * same k-th visit of a basic block within one barrier interval issue it
 * together.  All figures sum over every block and launch since the last
 * simt_perf_take or simt_reset.  Barrier intervals are numbered per block
 * from 0 (entry to the first __syncthreads / grid.sync); in a loop with one
 * barrier per iteration, interval k >= 1 is iteration k (PMPP's count). */
#define SIMT_PERF_INTERVALS 16  /* intervals with their own divergence count */
#define SIMT_PERF_LINES 32      /* source lines kept, most wasted lanes first */
#define SIMT_PERF_WHERE 160     /* "FILE:LINE" */
#define SIMT_PERF_TOP 3         /* lines named by simt_perf_take */

struct simt_perf_line {
  char where[SIMT_PERF_WHERE];    /* FILE:LINE as in diagnoses */
  uint64_t warp_blocks;           /* warp-level basic blocks issued at the line */
  uint64_t wasted_lanes;          /* 32 * warp_blocks - active lanes */
  double efficiency_pct;          /* 100 * active / (32 * warp_blocks) */
  uint64_t global_requests, global_sectors;
  uint64_t global_ld_sectors;     /* sectors the line's global loads fetched */
  uint64_t global_ld_bytes;       /* bytes of them the lanes asked for */
  uint64_t shared_requests, extra_wavefronts;
};

#define SIMT_PERF_WARPS 32      /* warps of the largest block (1024 threads) */

/* One warp in one barrier interval of the heat map's block. */
struct simt_perf_cell {
  uint8_t live;                   /* lanes that ran anything in the interval */
  uint8_t fewest;                 /* fewest lanes active in one issued
                                     warp-block: 32 (or live) = no divergence */
  uint16_t issued;                /* warp-blocks issued (saturates) */
  uint32_t active;                /* active lanes summed over them */
};

struct simt_perf {
  int launches;                   /* launches measured */
  uint64_t warp_blocks;           /* warp-level basic blocks issued */
  uint64_t active_lanes;          /* active lanes summed over them */
  double simt_efficiency_pct;     /* 100 * active_lanes / (32 * warp_blocks) */
  double active_lanes_avg;        /* active_lanes / warp_blocks, 0..32 */
  int intervals;                  /* barrier intervals of the longest block */
  unsigned divergent_warps[SIMT_PERF_INTERVALS]; /* per interval index */
  /* ... of them, warps that diverged on code another warp diverged on too
   * (the same visit of the same basic block): a step with 32 or more
   * threads at work diverges in every warp it spreads over.  A tree's
   * finish in warp 0 (shuffled, or unrolled without barriers) shares the
   * interval of the step before it, but diverges in warp 0 alone. */
  unsigned spread_divergent_warps[SIMT_PERF_INTERVALS];
  uint64_t divergent_warp_intervals; /* all intervals, (warp, interval) pairs */
  /* Warps that diverged in an interval (any, past the 16 above too) in
   * which two or more warps of the block diverged, on any code: a step of a
   * tree whose active threads are spread over the warps, wherever empty
   * barriers put it, even written once per warp (a basic block of its own
   * each) or run under __syncwarp before the first barrier.  A sequential
   * tree diverges in warp 0 alone, a ragged load in the warp where n falls.
   * first_wide_interval: the first such interval (where the count is not 0). */
  uint64_t wide_divergent_warps;
  int first_wide_interval;
  uint64_t global_requests;       /* warp-level global loads + stores */
  uint64_t global_sectors;        /* distinct 32-byte sectors they touch */
  uint64_t global_ld_requests;    /* the loads among them (what CUPTI's */
  uint64_t global_ld_sectors;     /*   ..._op_ld counters count) */
  double sectors_per_request;     /* 4 = coalesced floats, 32 = fully scattered */
  uint64_t shared_requests;       /* warp-level shared loads + stores */
  uint64_t shared_extra_wavefronts; /* bank-conflict wavefronts beyond the minimum */
  uint64_t untracked;             /* edges not measured (over the model's tables) */
  uint64_t untracked_edges;       /* ... of them, basic blocks run past the model's
                                     table of a process's blocks (511): their
                                     lanes and divergence are not seen */
  uint64_t untracked_accesses;    /* ... and loads or stores past the 255th of
                                     one thread in one visit of a basic block:
                                     their sectors and banks are not seen */
  uint64_t blocks;                /* thread blocks run (every launch) */
  uint64_t global_atomics;        /* lane-level atomics on global memory: one per
                                     thread executing an atomic*() on it */
  uint64_t shuffles;              /* warp-level 32-bit shuffles: one per warp
                                     shuffle completed, two for an 8-byte value
                                     (the GPU moves 32 bits per SHFL) */
  int nlines;
  struct simt_perf_line lines[SIMT_PERF_LINES]; /* most wasted lanes first */
  /* Heat map: block (0,0,0) of the first launch measured, per barrier
   * interval and warp.  A cell with issued == 0 ran nothing (no live lane). */
  int heat_warps, heat_intervals;
  struct simt_perf_cell heat[SIMT_PERF_INTERVALS][SIMT_PERF_WARPS];
};

/* simt_perf_summary: fills *out (if not NULL) with the figures measured since
 * the last take; source lines are symbolized here (one addr2line per
 * module), so call it while the submission is still loaded.  Returns the
 * number of launches measured (0: nothing, e.g. perf off).  Clears nothing. */
int simt_perf_summary(struct simt_perf *out);

/* simt_perf_take: writes the summary as at most ~10 short lines into buf (at
 * most cap bytes, NUL-terminated, whole lines only): SIMT efficiency,
 * divergent warps per interval, global requests and sectors per request,
 * shared bank conflicts, the SIMT_PERF_TOP lines that waste most lanes.
 * Empty if nothing was measured.  Returns the bytes written (without the
 * NUL) and clears the figures.  buf may be NULL with cap 0 to just clear. */
size_t simt_perf_take(char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* SIMT_H */
