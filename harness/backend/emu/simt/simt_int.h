/* simt_int.h — state shared by the pieces of the SIMT runtime (fibers,
 * scheduler, shadow memory, device memory, diagnoses, host API).  Not seen by
 * submissions: they see include/simt_rt.h only. */
#ifndef SIMT_INT_H
#define SIMT_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include "simt.h"
#include "include/simt_rt.h"
#include "scratch_int.h"

#define SIMT_WARP 32
#define SIMT_MAX_BLOCK 1024
#include "tile_int.h"
#define SIMT_DYN_WINDOW (128 * 1024)  /* largest dynamic shared memory */
#define SIMT_DYN_GUARD (32 * 1024)    /* past it: out-of-bounds shared */

/* ---- fibers (fiber.c) ---- */
struct simt_fiber {
  void *sp;         /* saved stack pointer (asm backend) */
  void *regs[6];    /* saved rbp rbx r12..r15 (asm backend) */
  void (*start)(void); /* a fresh fiber's function, NULL once entered (asm) */
  void *uctx;       /* ucontext_t * (fallback backend) */
  char *stack;      /* lowest usable byte */
  size_t size;
};
/* Prepares f to run fn() on its stack at the next switch to it. */
void simt_fiber_init(struct simt_fiber *f, void (*fn)(void));
/* Saves the running context into from and resumes to. */
void simt_fiber_switch(struct simt_fiber *from, struct simt_fiber *to);
/* Stack pool: n fibers' stacks, reused across blocks and launches. */
struct simt_fiber *simt_fiber_pool(size_t n);
int simt_fiber_stack_at(uintptr_t a);  /* in the pool's stacks (any thread's locals)? */
extern int simt_fiber_ucontext;   /* 1: use the ucontext backend */
#define SIMT_STACK_SIZE (64 * 1024)

/* ---- threads and blocks (sched.c) ---- */
/* SIMT_AT_MASK: at __activemask(), until no thread of the block can run;
 * SIMT_AT_TILE: at the sync() of a tile of 64 to 512 threads (tile.c). */
enum simt_tstate { SIMT_RUNNABLE, SIMT_AT_BAR, SIMT_AT_WARP, SIMT_AT_GRID, SIMT_EXITED,
                   SIMT_AT_MASK, SIMT_AT_TILE };

struct simt_block;
struct simt_states {           /* a block's threads' states, compact (thread_state.h) */
  unsigned char *st;           /* by rank: its state (the same as its struct's) */
  unsigned at[SIMT_AT_TILE + 1], bar_true;  /* threads in each; at the barrier with pred != 0 */
  int bar_mixed, bar_kind; void *bar_pc;  /* 1: not all at the first arrival's kind, site */
};
#define SIMT_TRAIL 24  /* blocks recorded per lane (warp_trail.c) */
struct simt_thread {
  struct simt_thread_view v;   /* first: simt_cur points here */
  /* each edge's fields (cov.c), then a collective's and a barrier's: few lines */
  struct simt_fiber *fiber;
  struct simt_block *blk;
  uint64_t steps;              /* basic blocks since the last scheduling point */
  /* warp_trail.c: the blocks run since the last collective every lane of
   * its mask reached (tr_origin, 0: none), and the lanes this one compares */
  uintptr_t tr_last;               /* the last block run (its coverage guard) */
  void *tr_last_pc;                /* a return address in it (its source line) */
  uint32_t tr_origin;              /* that collective's id */
  unsigned tr_n, tr_over;          /* blocks recorded; 1: more ran than recorded */
  uint32_t tr_watch;               /* lanes that exited without its last collective */
  int state, wop, warg, wwidth;    /* its state; warp.c: the collective it waits at */
  unsigned wwords;             /* shuffles: 32-bit words of the value */
  unsigned wmask;              /* the lanes taking part (the caller's own always among them) */
  unsigned wmask_code;         /* the mask as the code wrote it */
  uint64_t wval, wres;
  void *wait_pc;               /* call site of the barrier / warp op waited at */
  int bar_kind, bar_pred, bar_result;
  uint64_t ran;                /* basic blocks before that point (clock64's count) */
  double slept;                /* cycles it slept in __nanosleep (stream_clock.c) */
  uint32_t pf_id, pf_visit, pf_k;  /* perf.c: current basic block, its visit, accesses in it */
  uintptr_t pf_last_a;             /* perf.c: this thread's last global access in the block, */
  uint8_t pf_last_n, pf_last_w;    /* its size (0: none to join) and whether it wrote */
  uint32_t g_rel, g_acq;           /* gshadow.c: event time of its last release / acquire */
  uint32_t sh_fence, sh_atomic, sh_rel, sh_rel_at, sh_acq; /* shadow_handoff.c's */
  uintptr_t g_rd;                  /* gshadow.c: word it read last while another block's
                                    * atomic there was unordered with it (0: none) */
  uint32_t met[SIMT_WARP];              /* warp.c: per lane k of its warp, simt_warp_clock at the
                                    * last __syncwarp both took part in (shadow.c) */
  void *tr_watch_pc;               /* warp_trail.c: that collective's call site */
  int tr_watch_op;
  uintptr_t tr[SIMT_TRAIL];        /* the first blocks since the origin (read below tr_n) */
};

/* Steps of the threads that ran to their end since it was last zeroed: the
 * modelled time of a launch (stream.c). */
extern uint64_t simt_launch_steps;
/* stream_clock.c: an exited thread's steps added, its time the launch's longest so far */
void simt_clock_thread_done(const struct simt_thread *t);

/* Blocks resident at once in the shuffled schedule (sched.c); the
 * performance model gathers each one's interval apart (perf.c). */
#define SIMT_RESIDENT 4

struct simt_block {
  struct simt_thread *th;
  unsigned n;                  /* threads */
  unsigned *order;             /* schedule */
  uint32_t instance;           /* unique per block run: shared "written" mark */
  uint32_t interval;           /* unique per barrier interval */
  uint32_t warp_sync[SIMT_MAX_BLOCK / SIMT_WARP];
  uint32_t warp_arrived[SIMT_MAX_BLOCK / SIMT_WARP];  /* warp.c: lanes at a collective */
  simt_u3 idx;
  unsigned char *saved;        /* cooperative mode: shared + shadow when parked */
  int started;                 /* 0 new, 1 running, 2 done, 3 at grid.sync (cooperative) */
  unsigned first;              /* index of th[0] among all threads of the launch */
  unsigned pf_interval;        /* perf.c: barrier intervals closed so far */
  unsigned pf_slot;            /* perf.c: its gathering tables (of SIMT_RESIDENT) */
  uint32_t g_acq;              /* gshadow.c: last acquire by any of its threads */
  void *cells;                 /* shadow.c: this block's shared-memory shadow while */
  size_t cells_n;              /*   parked (concurrent and cooperative runs) */
  unsigned pos;                /* next index of order to run (a block switch resumes here) */
  struct simt_states ss;       /* its threads' states, compact (thread_state.h) */
  struct simt_tiles tiles;     /* tile.c: its tiles of many warps */
};
#include "thread_state.h"

struct simt_launch_state {
  const struct simt_launch_desc *d;
  unsigned nthreads;
  int aborted;                 /* cudaError of an aborted launch, 0 while running */
  struct simt_block *cur_blk;
  int switch_req;              /* a thread asked for a block switch */
};

extern struct simt_thread *simt_self;       /* running thread, NULL on the host */
/* Counts completed __syncwarp()s of every warp (warp.c): a shared access
 * records it, and a later __syncwarp two lanes both took part in has a
 * higher count (simt_thread.met), so it orders their accesses (shadow.c). */
extern uint32_t simt_warp_clock;
extern struct simt_launch_state *simt_L;    /* running launch, NULL outside */
extern struct simt_options simt_opt;
extern uint64_t simt_budget;

/* Leaves the fiber for the scheduler; returns when it is resumed. */
void simt_yield(void);
/* Aborts the running launch with err (from inside a fiber): never returns. */
void simt_abort(int err) __attribute__((noreturn));
/* Completes warp collectives whose missing lanes have exited (reporting
 * shuffle-mask); returns 1 if any thread became runnable. */
int simt_warp_resolve(struct simt_block *b);
/* Answers the lanes waiting at __activemask(): each gets the lanes of its
 * warp waiting at the same call site.  Returns 1 if any became runnable. */
int simt_activemask_resolve(struct simt_block *b);
/* warp_trail.c: a collective of t's lanes part completed, gone the lanes
 * its mask named that did not take part; a new origin's id, for a barrier
 * that released t with the rest of its block; a block (coverage guard)
 * that t runs while it has a record (tr_origin). */
void simt_trail_collective(struct simt_block *b, struct simt_thread *t, uint32_t part,
                           uint32_t gone);
uint32_t simt_trail_origin(void);
void simt_trail_barrier(struct simt_thread *t, uint32_t origin);
void simt_trail_compare(struct simt_thread *t, uintptr_t g);
/* Before each launch: records only where a loaded module can call a warp
 * collective (collective_imports.c: 1 if one can, or its tables are not
 * known). */
void simt_trail_launch(void);
int simt_collectives_imported(void);
/* Every block t runs while it has a record: inline in the coverage
 * callback (cov.c), which then needs no stack frame; out of line only the
 * comparison, while t watches lanes that left its last collective. */
static inline void simt_trail_edge(struct simt_thread *t, const uint32_t *guard, void *pc)
{
  uintptr_t g = (uintptr_t)guard;
  t->tr_last = g;
  t->tr_last_pc = pc;
  if (__builtin_expect(t->tr_n < SIMT_TRAIL, 1)) {
    t->tr[t->tr_n++] = g;
    if (__builtin_expect(t->tr_watch != 0, 0))
      simt_trail_compare(t, g);
  } else {
    t->tr_over = 1;   /* past the record: its counts no longer known */
    t->tr_watch = 0;
  }
}
void simt_sched_seed(uint64_t seed);
/* 1 while a launch runs several blocks at once (the shuffled schedule). */
extern int simt_concurrent;
/* A global store, global atomic or long stretch of steps of the running
 * thread: in a concurrent run, sometimes lets another block run first. */
void simt_sched_switch_point(void);
/* 1 while a cooperative launch of several blocks runs. */
extern int simt_cooperative;
/* A long stretch of steps of the running thread: the next block (a
 * cooperative run) or the block's next thread takes a turn; 0 (no turn)
 * once the whole grid spun past the step budget. */
int simt_sched_spin_turn(void);
/* Runs all blocks of a checked launch. */
int simt_sched_run(const struct simt_launch_desc *d);
void simt_cov_launch(const struct simt_launch_desc *d, const void *frame); /* cov.c */
/* Where block b's threads are, for a diagnosis: "256 threads of block
 * (3,0,0): 1 still running (in a loop?) at ..., 255 waiting at
 * __syncthreads() at FILE:LINE".  t (may be NULL) is the running thread,
 * whose line the diagnosis names. */
void simt_sched_where(const struct simt_block *b, const struct simt_thread *t, void *pc,
                      char *buf, size_t cap);
/* Past simt_options.time_limit_s: reports a timeout naming where block b's
 * threads are (t running at pc, or NULL in the scheduler) and returns 1. */
int simt_clock_out(struct simt_block *b, struct simt_thread *t, void *pc);
/* Reports that thread a waits where o (NULL, exited, elsewhere) cannot meet it; aborts. */
void simt_sched_diverged(struct simt_thread *a, struct simt_thread *o);
void simt_clock_start(void);  /* a case starts (simt_configure) */

/* ---- shared memory and its shadow (shadow.c) ---- */
extern char *simt_sh_lo, *simt_sh_hi;       /* static shared of the module */
extern char *simt_sh_zone;                  /* end of the guard zone after it */
extern size_t simt_dyn_size;                /* dynamic shared of this launch */
size_t simt_static_shared_size(void);
/* Each static array's bounds (shared_bounds.c): bytes of the section in no
 * array (NULL: no table, the section is one array); the arrays' total, or
 * section where there is no table; an access that touches such a byte
 * (reported, the launch aborted). */
extern unsigned char *simt_sh_gap;
size_t simt_shared_declared(size_t section);
/* The bytes of the static shared array at base (the build's table), or 0. */
size_t simt_shared_array_size(const void *base);
/* The static shared bytes of the kernel at fn: those of the arrays its
 * code reaches (kernel_table.c), or the module's where the build's table
 * does not name it (fn NULL, a module built without the table). */
size_t simt_kernel_shared_size(const void *fn);
/* The kernel's __launch_bounds__, or SIMT_MAX_BLOCK. */
int simt_kernel_max_threads(const void *fn);
int simt_kernel_unnamed(const void *fn); /* a table is there, and fn no kernel of it */
/* A static shared offset (into the section) as the student counts it: the
 * arrays side by side with no pads between them. */
size_t simt_shared_packed_offset(size_t off);
__attribute__((cold, noreturn)) void simt_shared_gap_oob(uintptr_t a, size_t n, int write,
                                                         void *pc);
/* Block b (its shared memory live) has all its threads at a barrier, at
 * grid.sync or done: its writes of one interval that only looked like
 * races (the same bytes, the same value) are dropped, the others reported
 * (shadow.c). */
void simt_shadow_settle(struct simt_block *b);
/* Block start: fills shared memory with SIMT_SHARED_FILL(schedule) for block b. */
void simt_shadow_block_start(struct simt_block *b);
/* Launch end: the same fill over what its last block left in shared memory
 * (the static section, the dynamic window), which host code could read by
 * name: a GPU's host has no shared memory. */
void simt_shadow_launch_end(void);
/* Cooperative launches: park / unpark one block's shared memory + shadow. */
void simt_shadow_park(struct simt_block *b);
void simt_shadow_unpark(struct simt_block *b);
void simt_shadow_reset(void);
/* After parked runs: the single-block shadow is live again. */
void simt_shadow_own(void);
void simt_shadow_guards(char *lo, char *hi);
/* Checks a shared access; returns 1 if p was in the shared space. */
int simt_shared_access(uintptr_t a, size_t n, int write, void *pc);
/* 1 if a is in the shared space (static section, its guard zone, or the
 * dynamic window). */
int simt_is_shared(uintptr_t a);
/* The same test, inline for the coverage callbacks: most kernel loads are
 * of neither device nor shared memory (threadIdx & co, locals) and need no
 * call. */
static inline int simt_in_shared(uintptr_t a)
{
  return a - (uintptr_t)simt_sh_lo < (uintptr_t)(simt_sh_zone - simt_sh_lo) ||
         a - (uintptr_t)simt_dyn_smem < SIMT_DYN_WINDOW + SIMT_DYN_GUARD;
}
/* Atomics on shared memory: initialisation check and mark. */
/* adds: the atomic adds into the word (atomicAdd, Sub, Inc, Dec, Xor). */
void simt_shared_atomic(uintptr_t a, size_t n, void *pc, int adds);

/* ---- global-memory races (gshadow.c) ---- */
/* A plain store / an atomic of n bytes at a by the running thread. */
void simt_gshadow_write(uintptr_t a, size_t n, void *pc);
/* kind: SIMT_GA_* (atomic.c): what the atomic does to the word, its scope */
enum { SIMT_GA_ACC = 1, SIMT_GA_EXCH = 2, SIMT_GA_BLOCK = 4 };
void simt_gshadow_atomic(uintptr_t a, size_t n, void *pc, int kind);
/* A load of n bytes at a inside a span another plain store of this epoch
 * wrote ([0] device memory, [1] __device__ variables): a read of another
 * block's store that no fence published is a missing-fence. */
void simt_gshadow_read(uintptr_t a, size_t n, void *pc);
extern uintptr_t simt_gw_lo[2], simt_gw_hi[2];
/* __threadfence(): a release and an acquire of the running thread. */
void simt_gshadow_fence(void);
/* A launch of nblocks starts / a grid.sync completes: a new epoch. */
void simt_gshadow_launch(size_t nblocks);
/* Block b settles (a barrier released, grid.sync, done): the plain stores
 * of its threads that met an unordered earlier store of the same bytes
 * race if they changed them (gshadow.c). */
void simt_gshadow_settle(struct simt_block *b);
void simt_gshadow_epoch(void);
void simt_gshadow_reset(void);
/* Words past the shadow's page cap, not checked (since the last reset). */
uint64_t simt_gshadow_dropped(void);

/* ---- performance model (perf.c) ---- */
extern int simt_perf_on;                    /* simt_opt.perf, read by the hooks */
/* A launch with slots threads in flight at once starts. */
void simt_perf_launch(size_t slots);
/* Thread t enters the basic block of guard (pc in it). */
void simt_perf_edge(struct simt_thread *t, uint32_t *guard, void *pc);
/* The module's guards, [start, stop): each is numbered in the runtime's own
 * table (perf.c), whatever its word holds. */
void simt_perf_guards(const uint32_t *start, const uint32_t *stop);
/* The running thread reads or writes n bytes at a (shared or global) from
 * pc.  Two 8-byte halves of one 16-byte global access count as one. */
void simt_perf_access(uintptr_t a, size_t n, int shared, int write, void *pc);
/* Block b's barrier interval (or the block) ends; count = 0 drops it. */
void simt_perf_interval_end(struct simt_block *b, int count);
/* The running thread executes an atomic on global memory. */
void simt_perf_atomic(void);
/* A warp shuffle of words 32-bit words completed (once per warp). */
void simt_perf_shuffle(unsigned words);
void simt_perf_clear(void);

/* ---- device memory (memory.c) ---- */
#define SIMT_MAX_DEVICES 8
int simt_mem_is_device(const void *p, size_t n);
long simt_mem_index(uintptr_t a, size_t n); /* the live allocation holding it, or -1 */
/* Device memory written by the runtime (written.c): a copy (its source
 * tested, at the call's pc), a fill. */
void simt_wr_copied(const void *dst, const void *src, size_t n, void *pc);
void simt_wr_filled(const void *p, size_t n);
/* symbols.c: is [p, p+n) inside a __device__ variable whose address the
 * host took (cudaGetSymbolAddress)?  Device memory to the copy calls. */
int simt_symbol_holds(const void *p, size_t n);
/* The device owning the live allocation that holds [p, p+n), or -1. */
int simt_mem_device(const void *p, size_t n);
int simt_mem_in_arena(uintptr_t a);
/* The name of a __device__ variable that a launch's arguments (args, size
 * bytes) hold by host code's name for it, not cudaGetSymbolAddress; NULL. */
const char *simt_mem_devvar_arg(const void *args, size_t size, char *buf, size_t cap);
/* Checks a device access; aborts the launch on an out-of-bounds one. */
void simt_mem_check(uintptr_t a, size_t n, int write, void *pc);
void *simt_mem_alloc(size_t n, void *caller); /* caller: the pc a diagnosis names */
int simt_mem_free(void *p);
/* Device memory closed to host code while the glue runs the submission's
 * entry point, open for the runtime's own work (memory.c). */
void simt_host_guard(int on);
void simt_mem_open(void);
void simt_mem_close(void);
void simt_mem_host_call(void (*fn)(void *), void *arg); /* host code, memory closed */
void simt_runtime_fenv(int enter); /* 1: host FP env kept, default set; 0: back */
void simt_mem_set_managed(void *p);
/* The bounds of the submission's sections of device variables (lo, hi of
 * .data then .bss; ir_devvars.c): dev closed with device memory, managed
 * searched for the input at disarm.  NULL bounds: none. */
void simt_mem_vars(const void *const dev[4], const void *const managed[4]);
/* May a kernel store to a, outside device and shared memory and its own
 * stack: the submission's image (its host globals are refused after, by
 * simt_mem_kernel_store), or pinned host memory (memory.c)?  Other host
 * memory (malloc, new, a host function's locals) a GPU's kernel cannot
 * reach. */
int simt_mem_kernel_may_write(uintptr_t a, size_t n);
/* A kernel's store of n bytes at a, outside device and shared memory and
 * its own stack: refused (out-of-bounds, the kernel stopped) in other host
 * memory; refused (cuda-error, host_globals.c) in the image outside the
 * __device__ and __managed__ sections (a host global); counted
 * (host_stores.c) where the host reads it (pinned memory, __managed__
 * variables). */
void simt_mem_kernel_store(uintptr_t a, size_t n, void *pc);
/* Distinct bytes kernels stored into memory the host reads without a copy
 * (pinned, mapped, managed), counted between simt_hs_arm(1) and
 * simt_hs_arm(0), which returns the count (host_stores.c). */
void simt_hs_store(uintptr_t a, size_t n);
size_t simt_hs_arm(int arm);
/* The bounds table of the submission's __device__ variables ({ address,
 * size, name } between lo and hi: ir_devvars.c), kept sorted. */
void simt_mem_var_table(const void *lo, const void *hi);
/* One copy of the __device__ and __constant__ pages per device
 * (devvar_bank.c): their bounds, handed over by memory.c (the first call
 * keeps the contents as loaded); dev's copy swapped in before work of dev
 * touches them; the device whose copy is in; a byte's key in a footprint
 * (another device's copy of a byte is another byte). */
void simt_dvb_ranges(const uintptr_t lo[2], const uintptr_t hi[2]);
void simt_dvb_use(int dev);
int simt_dvb_resident(void);
uintptr_t simt_dvb_key(uintptr_t a);
/* The span of the __device__ variables' sections (both), for the loads'
 * fast path; lo == hi: none. */
extern uintptr_t simt_dv_lo, simt_dv_hi;
/* An access of n bytes at a inside that span: past the end of the
 * variable it starts in, or in none (a pad, a mark), it is reported as
 * out-of-bounds and the kernel stopped.  A build without a table: no
 * check. */
void simt_mem_devvar_check(uintptr_t a, size_t n, int write, void *pc);
/* The span of the writable segments of the loaded object that holds
 * inside (image.c): 0, or -1 if there is none. */
int simt_image_rw(const void *inside, uintptr_t *lo, uintptr_t *hi, uintptr_t *data_lo);
/* The submission's host globals (host_globals.c): its writable image past
 * RELRO, where a kernel's load or store is refused unless memory.c's
 * sections (__device__, __managed__, a device function's statics) hold it;
 * and the refusal (cuda-error, the kernel stopped). */
extern uintptr_t simt_hg_lo, simt_hg_hi;
void simt_hg_image(const void *inside, uintptr_t *lo, uintptr_t *hi);
void simt_hg_refuse(uintptr_t a, size_t n, int write, void *pc);
int simt_mem_managed_var(uintptr_t a);
int simt_mem_host_global(uintptr_t a); /* outside those sections, in the image (memory.c) */
/* A variable's name as written (a mangled name's identifier; host_globals.c). */
const char *simt_var_name(const char *name, char *buf, size_t cap);
/* Is [p, p+n) inside pinned host memory (cudaMallocHost, cudaHostAlloc)? */
int simt_host_pinned(const void *p, size_t n);
/* The same, for a kernel's store there: the allocation is marked as one a
 * kernel wrote, and simt_host_each_stored visits each such (host_write.c
 * keeps what it holds, as managed memory's). */
int simt_host_pinned_store(const void *p, size_t n);
void simt_host_each_stored(void (*fn)(uintptr_t base, size_t n));
/* Copies of the entry point's input to host-readable memory (memory.c). */
void simt_watch_arm(const void *input, size_t n);
size_t simt_watch_disarm(void);
void simt_watch_output(const void *out, size_t n, size_t elem);
size_t simt_watch_settle(const void *final_out, int last);
void simt_watch_copy(void *dst, const void *src, size_t n);
/* Was the output's final value written by the host (host_write.c)? */
void simt_hw_input(const void *input, size_t n);
void simt_hw_arm(const void *out, size_t n, size_t elem);
int simt_hw_disarm(void);
void simt_hw_copy(void *dst, const void *src, size_t n, int dst_host, int src_host, int src_dev);
void simt_hw_set(void *p, size_t n);
void simt_hw_launched(const void *args, size_t args_size);
/* The bytes kernels have printed, in all (prints.c). */
size_t simt_prints_count(void);
void simt_prints_launch(void); /* a launch starts: its printf FIFO empty */
/* Output provenance by data dependence (provenance.c): simt_lp_on while a
 * running kernel's accesses are wanted, simt_lp_host while host code's
 * stores are (cov.c). */
extern int simt_lp_on, simt_lp_host;
void simt_lp_arm(const void *out, size_t n); /* out null: off */
void simt_hw_output_written(void);
void simt_lp_back(void);
void simt_lp_access(uintptr_t a, size_t n, int write);
void simt_lp_launch(int begin);
void simt_lp_host_store(const void *p, size_t n);
void simt_lp_write(void *dst, const void *src, size_t n, int host);
void simt_lp_unknown(void);
int simt_lp_tainted(const void *p, size_t n);
/* Is a in managed memory (an allocation or a __managed__ variable)? */
int simt_mem_managed_at(uintptr_t a);
void simt_mem_each_managed(void (*fn)(uintptr_t base, size_t n));
void simt_mem_reset(void);
/* past_end.c: bytes of an input's allocation a kernel may not read (the
 * grader's sentinels and slack); a read there is an over-read. */
extern int simt_past_marks;
void simt_mem_unmark_in(uintptr_t base, size_t size);
void simt_mem_unmark_all(void);

/* out_trace.c: the output's provenance.  Armed with the output, fed every
 * kernel store and atomic (simt_ot_store), each kernel's end, each copy or
 * fill done; checked at the end of the call (host-reduction). */
extern uintptr_t simt_ot_lo, simt_ot_hi;
void simt_ot_arm(const void *out, size_t n);
void simt_ot_mark(uintptr_t a, size_t n);
static inline void simt_ot_store(uintptr_t a, size_t n)
{
  if (a < simt_ot_hi && a + n > simt_ot_lo)
    simt_ot_mark(a, n);
}
void simt_ot_kernel_done(void);
void simt_ot_wrote(const void *p, size_t n);
void simt_ot_check(void);
void simt_mem_past_read(uintptr_t a, size_t n, void *pc);
void simt_mem_past_write(uintptr_t a, size_t n, void *pc);
/* A kernel's store into a marked input's elements: wrong-result (past_end.c). */
void simt_mem_input_write(uintptr_t a, size_t n, void *pc);
size_t simt_mem_used(int dev);  /* bytes in use on one device */
/* The device heap's blocks forgotten: memory.c's reset freed them (devheap.c). */
void simt_devheap_reset(void);
/* The value of a cudaDeviceSetLimit limit on device dev (host_limits.c). */
size_t simt_limit_of(int dev, enum cudaLimit limit);
/* Device memory a submission may hold at once: simt_set_mem_limit's, or
 * the modelled device's SIMT_MODEL_MEMORY. */
#define SIMT_MODEL_MEMORY (80ull << 30)
uint64_t simt_mem_limit(void);
extern uintptr_t simt_arena_lo, simt_arena_hi;

/* ---- diagnoses (diag.c) ---- */
/* Records a diagnosis at pc (a return address in the submission) for the
 * running thread; fmt is the message before " at FILE:LINE". */
void simt_diag(const char *tag, void *pc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The same, recorded also where (tag, pc) was reported with another
 * message (fmt): warp_trail.c's finding at a collective reported already. */
void simt_diag_again(const char *tag, void *pc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Formats "FILE:LINE" of pc into buf. */
void simt_symbolize(void *pc, char *buf, size_t cap);
void simt_diag_clear(void);
/* 1 if (tag, pc) was already reported or the list is full: callers skip the
 * formatting work. */
int simt_diag_seen(const char *tag, void *pc);

/* ---- host API state (host.c, host_error.c, host_device.c) ---- */
int simt_current_device(void);               /* cudaSetDevice's */
int simt_stream_device(cudaStream_t s);      /* NULL: the current device */
int simt_peer_enabled(int from, int to);     /* cudaDeviceEnablePeerAccess */
int simt_device_count(void);                 /* devices modelled (cudaGetDeviceCount) */
/* host_attributes.c: every attribute of the modelled GPU.  m's own figures
 * on top of the GPU's attributes (from_gpu: m->attr) or the H100's. */
void simt_attrs_model(const struct simt_device_model *m, bool from_gpu);
int simt_attr(int a, int d, int *v);          /* 0 and *v, or -1: not an attribute */
void simt_attr_props(cudaDeviceProp *p, int d);
int simt_sm_count(void);                     /* the modelled GPU's (simt_model_device) */
int simt_can_cooperate(void);                /* can it launch cooperatively? */
uint64_t simt_model_memory(void);            /* the memory it reports, in bytes */
void simt_device_state_reset(void);          /* device 0 current, no peer access */
void simt_set_error(int err);
/* simt_set_error for a queued launch when it runs: a failure that is not
 * sticky is also returned by the API call that ran it (host_error.c). */
void simt_set_late_error(int err);
int simt_sticky(void);
/* Ends every API call: a sticky error wins; otherwise e is recorded as the
 * last error and returned. */
cudaError_t simt_api_ret(int e);
void simt_error_reset(void);
void simt_host_reset(void);                 /* errors and devices as at start */
int simt_func_max_dyn(const void *fn);
void simt_host_set_device(int d);           /* the device a queued op runs on */

/* ---- footprints: the bytes a piece of device work touched (footprint.c) ---- */
struct simt_range { uintptr_t lo, hi; };
struct simt_fp {
  struct simt_range *r[2]; /* [0] read, [1] written: sorted, disjoint */
  size_t n[2], cap[2];
  int unknown;             /* too large to record: never a finding */
};
extern int simt_fp_on;     /* a kernel's accesses are being recorded */
void simt_fp_touch(uintptr_t a, size_t n, int write);
void simt_fp_add(struct simt_fp *fp, const void *p, size_t n, int write);
void simt_fp_begin(void);
void simt_fp_end(struct simt_fp *fp);
void simt_fp_free(struct simt_fp *fp);
uintptr_t simt_fp_conflict(const struct simt_fp *a, const struct simt_fp *b, size_t *len,
                           int *a_writes, int *b_writes);

/* ---- the order of queued work and races between streams (stream_order.c) ---- */
struct simt_vc { unsigned long *v; int n; };  /* a vector clock: stream index -> seq */
extern struct simt_vc simt_host_vc;           /* what the host has waited for */
unsigned long simt_vc_get(const struct simt_vc *vc, int idx);
void simt_vc_set(struct simt_vc *vc, int idx, unsigned long seq);
void simt_vc_join(struct simt_vc *to, const struct simt_vc *from);
void simt_vc_copy(struct simt_vc *to, const struct simt_vc *from);
void simt_vc_free(struct simt_vc *vc);
struct simt_order_op {
  struct simt_vc vc;
  int idx;              /* its stream's index in the clocks */
  unsigned long seq;
  int mine;             /* queued by the submission (its entry point running) */
  const char *what;     /* "a memset queued" */
  char stream[96];      /* "a non-blocking stream of device 0" */
  void *where;
  struct simt_fp fp;
};
int simt_order_log_unordered(const struct simt_vc *vc);
/* After o ran: a race with each logged op not ordered before it; keep: o
 * joins the log (its footprint taken, its clock copied: o keeps its own). */
void simt_order_check(struct simt_order_op *o, int keep);
void simt_order_prune(int (*unordered_after)(int idx, unsigned long seq));
void simt_order_reset(void);
int simt_mem_guarded(void);                  /* the submission's entry point runs */
int simt_order_mine(void);                   /* ... or simt_stream_mine(1) */

/* ---- streams and deferred work (stream.c) ---- */
cudaError_t simt_stream_launch(const struct simt_launch_desc *d, void *where);
/* stage: read src now (pageable host memory), write dst in stream order */
cudaError_t simt_stream_copy(void *dst, const void *src, size_t n, cudaStream_t s, int stage,
                             void *where);
cudaError_t simt_stream_set(void *p, int v, size_t n, cudaStream_t s, void *where);
/* One collective over n ranks: part i on hs[i] (NULL: device devs[i]'s
 * legacy stream); run(ctx) once, when a part is reached and every rank's
 * stream has reached its part; release(ctx) when every part is done. */
struct simt_fp;
int simt_stream_collective(const cudaStream_t *hs, const int *devs, int n,
                           void (*run)(void *), void (*release)(void *), void *ctx,
                           struct simt_fp *fps /* each rank's bytes, taken */);
void simt_stream_drain_device(int dev);      /* dev < 0: every device */
void simt_stream_drain_legacy(int dev);      /* what a sync call on dev waits for */
cudaError_t simt_stream_create(cudaStream_t *out, unsigned flags);
cudaError_t simt_stream_destroy(cudaStream_t s);
cudaError_t simt_stream_sync(cudaStream_t s);
cudaError_t simt_stream_query(cudaStream_t s); /* cudaStreamQuery's answer */
cudaError_t simt_event_query(cudaEvent_t e);   /* cudaEventQuery's */
cudaError_t simt_stream_wait_event(cudaStream_t s, cudaEvent_t e);
cudaError_t simt_event_create(cudaEvent_t *out);
cudaError_t simt_event_destroy(cudaEvent_t e);
cudaError_t simt_event_record(cudaEvent_t e, cudaStream_t s);
cudaError_t simt_event_sync(cudaEvent_t e);
cudaError_t simt_event_elapsed(float *ms, cudaEvent_t a, cudaEvent_t b);
void simt_stream_case_end(void);
void simt_stream_reset(void);
void simt_nccl_reset(void);  /* nccl.c */

uint64_t simt_rand(uint64_t *state);  /* deterministic, for the shuffled schedule */
/* The seeded shuffled order of nb blocks (block_order.c): made from the
 * random stream *rng (last_zero: block 0 moved to the end, the others'
 * order kept); simt_perm_at gives the i-th block's index. */
struct simt_perm { uint64_t a, c, nb, zero_at; int zero_last; };
struct simt_perm simt_perm_make(uint64_t nb, uint64_t *rng, int last_zero);
size_t simt_perm_at(const struct simt_perm *p, size_t i);
simt_u3 simt_block_index(const struct simt_launch_desc *d, size_t r);  /* the r-th block's */

/* sorted_table.c: how many of the n entries (each stride bytes, its
 * address first) of a table sorted by address start at or below a. */
size_t simt_at_or_below(const void *table, size_t n, size_t stride, uintptr_t a);

#endif /* SIMT_INT_H */
