/* memory.c — the modelled device memory: one large reserved address range
 * (the arena) from which cudaMalloc hands out page-aligned allocations with
 * unmapped gaps between them, never reusing addresses until simt_reset, so
 * that any device access in the arena but outside a live allocation (past
 * the end, before the start, after cudaFree) is an out-of-bounds access.
 * Each allocation belongs to the device current at cudaMalloc: every
 * modelled device has its own count of bytes in use, and a kernel touching
 * another device's memory without peer access is an illegal address.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
#include "simt_int.h"
#include "written.h"
#include "../../../glue/input_runs.h"
/* The words of an access that leaves the allocation at base (oob_near.c). */
void simt_mem_oob_near(uintptr_t a, size_t n, int write, void *pc, uintptr_t base, size_t size);
#include "../../../glue/own_output.h"

#define ARENA_BYTES (1ull << 38)   /* 256 GiB of address space, not memory */
#define GAP (64 * 1024)            /* unmapped between allocations */
#define PAGE 4096
#define FILL_CAP (4u << 20)       /* bytes of an allocation filled (simt_mem_alloc) */

struct alloc { uintptr_t base; size_t size; int live; int dev; int managed; }; /* base first */

uintptr_t simt_arena_lo, simt_arena_hi;
static uintptr_t bump;

static struct alloc *allocs;
static size_t nallocs, capallocs;
static size_t used[SIMT_MAX_DEVICES];
static size_t last;                /* index of the last allocation hit */

static void arena_init(void)
{
  if (simt_arena_lo)
    return;
  void *m = mmap(NULL, ARENA_BYTES, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) {
    fprintf(stderr, "reduce-grade: emulator: cannot reserve the device address space\n");
    abort();
  }
  simt_arena_lo = (uintptr_t)m;
  simt_arena_hi = simt_arena_lo + ARENA_BYTES;
  bump = simt_arena_lo + GAP;
}

/* Saturates: a size within a page of SIZE_MAX must not round to 0. */
static size_t round_up(size_t n, size_t a) { return (n > SIZE_MAX - a ? SIZE_MAX : n + a - 1) / a * a; }
static int host_closed(void);
static long find(uintptr_t a);

void *simt_mem_alloc(size_t n, void *caller)
{
  arena_init();
  size_t span = round_up(n ? n : 1, PAGE);
  /* The arena is address space, not memory: the budget is what bounds the
   * memory a submission can make the grader touch. */
  int dev = simt_current_device();
  uint64_t limit = simt_mem_limit(); /* per modelled device */
  if (span > limit || used[dev] > limit - span) { /* no sum that wraps */
    simt_diag("memory-limit", caller, "cudaMalloc of %zu bytes refused: with the %zu bytes "
              "already allocated it passes the grader's device memory limit of %llu bytes",
              n, used[dev], (unsigned long long)limit);
    return NULL;
  }
  if (span > simt_arena_hi - bump || span + GAP > simt_arena_hi - bump)
    return NULL;
  if (nallocs == capallocs) {
    size_t c = capallocs ? 2 * capallocs : 64;
    struct alloc *na = realloc(allocs, c * sizeof *na);
    if (!na)
      return NULL;
    allocs = na;
    capallocs = c;
  }
  /* Filled before the submission sees it (SIMT_ALLOC_FILL): never zero, and
   * a read of the fill is named (written.c).
   * Only its first FILL_CAP bytes: a fill commits the pages, and a file
   * that allocates gigabytes it never touches (a leak, a hog) would make
   * the grader write them all; a sum or counter in scratch is at the start. */
  if (mprotect((void *)bump, span, PROT_READ | PROT_WRITE) != 0)
    return NULL;
  memset((void *)bump, SIMT_ALLOC_FILL(simt_opt.schedule), n < FILL_CAP ? n : FILL_CAP);
  if (host_closed() && mprotect((void *)bump, span, PROT_NONE) != 0)
    return NULL;
  /* allocations ascend in address: allocs stays sorted */
  simt_wr_alloc(nallocs, bump, n, n < FILL_CAP ? n : FILL_CAP); /* nothing written yet */
  allocs[nallocs++] = (struct alloc){bump, n, 1, dev, 0};
  void *p = (void *)bump;
  bump += span + GAP;
  used[dev] += span;
  simt_scratch_made(p, n, caller);
  return p;
}

/* Host code and device memory.  On a GPU, host code that dereferences a
 * device pointer crashes; here the arena is the grader's own memory, so a
 * submission could sum the input on the host without a copy and pass.
 * While the glue runs the submission's entry point, and from its load
 * (simt_host_guard(1), device_vars.cuh), all but managed memory is
 * PROT_NONE, and the runtime opens it for its own work: a kernel, a copy, a memset
 * (simt_mem_open/close, nested).  Host code touching them then ends with
 * SIGSEGV, as on a GPU, whatever it used (a pointer, libc's memcpy). */
static int guarded, opened;

static int host_closed(void) { return guarded && !opened; }

/* The submission's own variables of device memory (ir_devvars.c gathers
 * them; the glue hands their bounds over, simt_mem_vars): the __device__
 * and __constant__ ones are closed with the allocations, whole pages that
 * hold nothing else; the __managed__ ones are searched like managed memory. */
enum { VAR_RANGES = 2 };
static uintptr_t dev_lo[VAR_RANGES], dev_hi[VAR_RANGES];
static uintptr_t man_lo[VAR_RANGES], man_hi[VAR_RANGES];
/* The writable segments of the object that holds them (image.c). */
static uintptr_t image_lo, image_hi;

void simt_mem_vars(const void *const dev[4], const void *const managed[4])
{
  for (int r = 0; r < VAR_RANGES; r++) {
    uintptr_t lo = (uintptr_t)dev[2 * r], hi = (uintptr_t)dev[2 * r + 1];
    /* hi is the section's last page, its own (the whole page is taken) */
    int whole = lo && hi > lo && lo % PAGE == 0 && hi % PAGE == 0;
    dev_lo[r] = whole ? lo : 0;
    dev_hi[r] = whole ? hi + PAGE : 0;
    man_lo[r] = (uintptr_t)managed[2 * r];
    man_hi[r] = man_lo[r] && (uintptr_t)managed[2 * r + 1] > man_lo[r] ? (uintptr_t)managed[2 * r + 1] : 0;
  }
  simt_hg_image(dev[0], &image_lo, &image_hi);
  simt_dvb_ranges(dev_lo, dev_hi);
}

static int in_dev_vars(uintptr_t a)
{
  for (int r = 0; r < VAR_RANGES; r++)
    if (a - dev_lo[r] < dev_hi[r] - dev_lo[r])
      return 1;
  return 0;
}

/* A global of the image outside the device and managed sections: host memory. */
int simt_mem_host_global(uintptr_t a)
{
  return a - simt_hg_lo < simt_hg_hi - simt_hg_lo && !in_dev_vars(a) && !simt_mem_managed_var(a);
}

int simt_mem_managed_var(uintptr_t a)
{
  for (int r = 0; r < VAR_RANGES; r++)
    if (a - man_lo[r] < man_hi[r] - man_lo[r])
      return 1;
  return 0;
}

/* Each __device__ variable's bounds and name (ir_devvars.c's table), by
 * address. */
struct devvar { uintptr_t base; uint64_t size; const char *name; }; /* base first: at_or_below */
static struct devvar *devvars;
static size_t ndevvars;
uintptr_t simt_dv_lo, simt_dv_hi;

static int by_base(const void *x, const void *y)
{
  uintptr_t a = ((const struct devvar *)x)->base, b = ((const struct devvar *)y)->base;
  return a < b ? -1 : a > b;
}

void simt_mem_var_table(const void *lo, const void *hi)
{
  size_t n = lo && hi > lo ? (size_t)((const char *)hi - (const char *)lo) / sizeof *devvars : 0;
  struct devvar *t = n ? malloc(n * sizeof *t) : NULL;
  if (n && !t)
    n = 0;
  if (n)
    memcpy(t, lo, n * sizeof *t);
  qsort(t, n, sizeof *t, by_base);
  free(devvars);
  devvars = t;
  ndevvars = n;
  simt_dv_lo = simt_dv_hi = 0;
  for (int r = 0; n && r < VAR_RANGES; r++) {
    if (!dev_hi[r])
      continue;
    if (!simt_dv_hi || dev_lo[r] < simt_dv_lo)
      simt_dv_lo = dev_lo[r];
    if (dev_hi[r] > simt_dv_hi)
      simt_dv_hi = dev_hi[r];
  }
}

/* A launch's argument words that hold the address of a __device__ or
 * __constant__ variable the host never asked cudaGetSymbolAddress for: host
 * code wrote the variable's name.  A GPU's host code names its own shadow
 * copy there, host memory a kernel cannot reach (an illegal address); here
 * the two are one variable, so without this check the launch would work.
 * Returns the variable's name (in buf), or NULL. */
const char *simt_mem_devvar_arg(const void *args, size_t size, char *buf, size_t cap)
{
  const unsigned char *p = args;
  for (size_t off = 0; args && ndevvars && off + sizeof(uintptr_t) <= size; off += sizeof(uintptr_t)) {
    uintptr_t a;
    memcpy(&a, p + off, sizeof a);
    if (!in_dev_vars(a) || simt_symbol_holds((const void *)a, 1))
      continue;
    size_t lo = simt_at_or_below(devvars, ndevvars, sizeof *devvars, a);
    const struct devvar *v = lo ? &devvars[lo - 1] : NULL;
    if (v && a < v->base + v->size)
      return simt_var_name(v->name, buf, cap);
  }
  return NULL;
}

void simt_mem_devvar_check(uintptr_t a, size_t n, int write, void *pc)
{
  if (!ndevvars || !in_dev_vars(a))
    return;
  size_t lo = simt_at_or_below(devvars, ndevvars, sizeof *devvars, a);
  const struct devvar *v = lo ? &devvars[lo - 1] : NULL;
  if (v && a + n <= v->base + v->size)
    return;
  char name[128];
  const char *what = write ? "write" : "read";
  if (v)
    simt_diag("out-of-bounds", pc,
              "%s of %zu bytes at byte %zu of __device__ variable %s, which has %zu bytes: "
              "past its end (an index past the array's size?)",
              what, n, (size_t)(a - v->base), simt_var_name(v->name, name, sizeof name),
              (size_t)v->size);
  else
    simt_diag("out-of-bounds", pc, "%s of %zu bytes at %p, before every __device__ variable",
              what, n, (void *)a);
  simt_abort(cudaErrorIllegalAddress);
}

int simt_mem_kernel_may_write(uintptr_t a, size_t n)
{
  if (!image_hi)
    return 1; /* a build without the marks: nothing to tell its globals by */
  return a - image_lo < image_hi - image_lo || simt_host_pinned((const void *)a, n);
}

/* The object's writable image holds its __device__ and __managed__
 * sections (device code's statics among them, ir_devvars.c) beside the
 * host's globals, which a GPU's kernel cannot reach: refused
 * (host_globals.c).  A __managed__ variable the host reads with no copy:
 * counted (host_stores.c), as pinned and managed memory are. */
void simt_mem_kernel_store(uintptr_t a, size_t n, void *pc)
{
  if (simt_host_pinned_store((const void *)a, n)) {
    simt_hs_store(a, n);
    return;
  }
  if (!simt_mem_kernel_may_write(a, n)) {
    simt_diag("out-of-bounds", pc,
              "write of %zu bytes at %p, in host memory (malloc, new or a host function's "
              "locals), which a kernel on a GPU cannot reach: give kernels memory from "
              "cudaMalloc", n, (void *)a);
    simt_abort(cudaErrorIllegalAddress);
  }
  if (!image_hi || in_dev_vars(a) || a - image_lo >= image_hi - image_lo)
    return;
  if (!simt_mem_managed_var(a))
    simt_hg_refuse(a, n, 1, pc);
  simt_hs_store(a, n);
}

/* A protection that did not take leaves host code free to read device
 * memory (or the runtime unable to): the process ends at once.  Only
 * ENOMEM (the kernel's count of mappings, after tens of thousands of
 * allocations) is the submission's honest doing (a crash); anything else
 * on the runtime's own mapping is an attack on the grader (SIGSYS,
 * guard.c), whatever the submission did to its signals. */
static void protect(uintptr_t lo, size_t n, int prot)
{
  if (mprotect((void *)lo, n, prot) == 0)
    return;
  int e = errno;
  fprintf(stderr, "reduce-grade: emulator: device memory could not be %s (mprotect: %s): "
          "stopped\n", prot == PROT_NONE ? "closed to host code" : "opened", strerror(e));
  if (e == ENOMEM)
    abort();
  sigset_t sys;
  sigemptyset(&sys);
  sigaddset(&sys, SIGSYS);
  signal(SIGSYS, SIG_DFL);
  sigprocmask(SIG_UNBLOCK, &sys, NULL);
  raise(SIGSYS);
  _exit(3);
}

static void protect_all(int prot)
{
  for (size_t i = 0; i < nallocs; i++)
    if (allocs[i].live && !allocs[i].managed)
      protect(allocs[i].base, round_up(allocs[i].size ? allocs[i].size : 1, PAGE), prot);
  for (int r = 0; r < VAR_RANGES; r++)
    if (dev_hi[r])
      protect(dev_lo[r], dev_hi[r] - dev_lo[r], prot);
}

void simt_host_guard(int on)
{
  /* The glue calls this outside the runtime's work, so nothing is open:
   * a count left over by work that never closed (a kernel stopped by an
   * error) must not keep memory open for the next entry point. */
  opened = 0;
  guarded = on != 0;
  protect_all(guarded ? PROT_NONE : PROT_READ | PROT_WRITE);
}

int simt_mem_guarded(void) { return guarded; }

void simt_mem_open(void)
{
  if (opened++ == 0 && guarded)
    protect_all(PROT_READ | PROT_WRITE);
}

void simt_mem_close(void)
{
  if (opened > 0 && --opened == 0 && guarded)
    protect_all(PROT_NONE);
}

/* Host code the runtime calls (a stream's host function): device memory
 * closed while it runs, whatever work of the runtime's has it open. */
void simt_mem_host_call(void (*fn)(void *), void *arg)
{
  int was = opened;
  opened = 0;
  if (was && guarded)
    protect_all(PROT_NONE);
  fn(arg);
  opened = was;
  if (was && guarded)
    protect_all(PROT_READ | PROT_WRITE);
}

/* The input of the entry point in progress, and how many of its bytes the
 * runtime has put in memory the host can read (host memory, managed
 * memory) since simt_watch_arm.  Seen here, in the copies themselves, no
 * macro of the submission's can hide one (watch.cuh's wrappers can be
 * #undef'd).  Two counts: the bytes copied from the input itself (by
 * route), and the input's bytes found by content (input_runs.h) in what a
 * copy from elsewhere brought to the host (a copy of a device-side copy of
 * the input) and, at disarm or free, in managed memory (where a kernel may
 * have copied it).  And a third: every byte a copy brought from the
 * device's memory to the host's, the volume of a host reduction however
 * the input was permuted or converted on the way.  The largest is the
 * answer: they may all see one copy. */
static uintptr_t watch_lo, watch_hi;
static size_t watch_bytes, watch_found, watch_to_host;
static struct rg_runs watch_runs;
/* Copies of the entry point's own output, kept until the output is
 * fetched (own_output.h); the counts of the call, kept for that moment. */
static struct rg_own watch_own;
static size_t watch_most, watch_volume;

/* Past this the snapshot is the input's first bytes only: runs of the rest
 * are not found by content (by route they still are). */
#define WATCH_SNAP_MAX (1ull << 30)

void simt_watch_output(const void *out, size_t n, size_t elem)
{
  rg_own_arm(&watch_own, out, n);
  simt_hw_arm(out, n, elem);
  simt_ot_arm(out, n);
}

void simt_watch_arm(const void *input, size_t n)
{
  watch_lo = (uintptr_t)input;
  watch_hi = watch_lo + n;
  watch_bytes = watch_found = watch_to_host = 0;
  simt_hw_input(input, n);
  simt_hs_arm(1);
  size_t take = n < WATCH_SNAP_MAX ? n : WATCH_SNAP_MAX;
  unsigned char *snap = input && take >= RG_RUN_MIN ? malloc(take) : NULL;
  if (snap) {
    simt_mem_open();
    memcpy(snap, input, take);
    simt_mem_close();
  }
  rg_runs_take(&watch_runs, snap, take);
}

static void watch_scan_managed(long i);

size_t simt_watch_disarm(void)
{
  for (size_t i = 0; watch_hi && i < nallocs; i++)
    if (allocs[i].live && allocs[i].managed)
      watch_scan_managed((long)i);
  for (int r = 0; watch_hi && r < VAR_RANGES; r++)
    if (man_hi[r])
      watch_found += rg_runs_count(&watch_runs, (const void *)man_lo[r], man_hi[r] - man_lo[r]);
  watch_lo = watch_hi = 0;
  rg_runs_drop(&watch_runs);
  watch_most = watch_bytes > watch_found ? watch_bytes : watch_found;
  /* what kernels stored into pinned or managed memory came to the host */
  watch_to_host += simt_hs_arm(0);
  watch_volume = watch_to_host;
  return simt_watch_settle(NULL, 0);
}

/* The count once the output is fetched (final_out: the host's copy of it,
 * null: none): kept copies of the output that are not the final output
 * add to the volume.  Below a run's length the volume says nothing: a
 * result or a partial copied back is as large as a tiny input. */
size_t simt_watch_settle(const void *final_out, int last)
{
  size_t volume = watch_volume;
  if (last) {
    simt_ot_check(); /* the call is over: who wrote each byte of the output */
    volume += rg_own_settle(&watch_own, final_out);
  }
  watch_volume = volume;
  volume = volume >= RG_RUN_MIN ? volume : 0;
  return watch_most > volume ? watch_most : volume;
}

static int host_readable(uintptr_t a)
{
  if (!simt_mem_in_arena(a))
    return !simt_symbol_holds((const void *)a, 1) && !in_dev_vars(a);
  long i = find(a);
  return i >= 0 && allocs[i].live && allocs[i].managed;
}

static int is_managed(uintptr_t a)
{
  for (int r = 0; r < VAR_RANGES; r++)
    if (a - man_lo[r] < man_hi[r] - man_lo[r])
      return 1;
  long i = simt_mem_in_arena(a) ? find(a) : -1;
  return i >= 0 && allocs[i].live && allocs[i].managed;
}

int simt_mem_managed_at(uintptr_t a) { return is_managed(a); }

/* The submission's managed memory, each allocation and variable range. */
void simt_mem_each_managed(void (*fn)(uintptr_t base, size_t n))
{
  for (size_t i = 0; i < nallocs; i++)
    if (allocs[i].live && allocs[i].managed)
      fn(allocs[i].base, allocs[i].size);
  /* A range of the two marks alone (16 bytes apart, ir_devvars.c) holds
   * no variable. */
  for (int r = 0; r < VAR_RANGES; r++)
    if (man_hi[r] && man_hi[r] - man_lo[r] > 16)
      fn(man_lo[r], man_hi[r] - man_lo[r]);
}

/* Called once the copy is done: dst holds what src held. */
void simt_watch_copy(void *dst, const void *src, size_t n)
{
  uintptr_t s = (uintptr_t)src;
  int src_host = host_readable(s);
  simt_ot_wrote(dst, n);
  /* Who wrote the output last (host_write.c). */
  simt_hw_copy(dst, src, n, host_readable((uintptr_t)dst), src_host,
               !src_host || is_managed(s));
  if (!watch_hi || n == 0 || !host_readable((uintptr_t)dst))
    return;
  /* The output looked at: judged once the output is final. */
  if (rg_own_from_output(&watch_own, src, n) && rg_own_take(&watch_own, dst, src, n))
    return;
  if (s >= watch_hi || s + n <= watch_lo) {
    watch_found += rg_runs_count(&watch_runs, dst, n);
    /* The volume: a permuted or converted copy of the input has none of
     * its runs, but as many bytes. */
    if (simt_mem_in_arena(s))
      watch_to_host += n;
    return;
  }
  uintptr_t lo = s > watch_lo ? s : watch_lo, hi = s + n < watch_hi ? s + n : watch_hi;
  watch_bytes += hi - lo;
}

/* Managed allocation i, read as the host would before it goes. */
static void watch_scan_managed(long i)
{
  watch_found += rg_runs_count(&watch_runs, (const void *)allocs[i].base, allocs[i].size);
}

void simt_mem_set_managed(void *p)
{
  for (size_t i = 0; i < nallocs; i++)
    if (allocs[i].base == (uintptr_t)p && allocs[i].live) {
      allocs[i].managed = 1;
      simt_wr_drop(i); /* host code writes it unseen */
      mprotect(p, round_up(allocs[i].size ? allocs[i].size : 1, PAGE), PROT_READ | PROT_WRITE);
    }
}

static long find(uintptr_t a)
{
  if (last < nallocs && a - allocs[last].base < round_up(allocs[last].size ? allocs[last].size : 1, PAGE))
    return (long)last;
  size_t lo = simt_at_or_below(allocs, nallocs, sizeof *allocs, a);
  if (lo == 0)
    return -1;
  last = lo - 1;
  return (long)(lo - 1);
}

int simt_mem_free(void *p)
{
  long i = find((uintptr_t)p);
  if (i < 0 || allocs[i].base != (uintptr_t)p || !allocs[i].live)
    return -1;
  if (watch_hi && allocs[i].managed)
    watch_scan_managed(i);
  size_t span = round_up(allocs[i].size ? allocs[i].size : 1, PAGE);
  mprotect(p, span, PROT_NONE);
  madvise(p, span, MADV_DONTNEED);
  allocs[i].live = 0;
  simt_wr_drop((size_t)i);
  used[allocs[i].dev] -= span;
  simt_scratch_freed(p);
  simt_mem_unmark_in(allocs[i].base, span);
  return 0;
}

int simt_mem_in_arena(uintptr_t a)
{
  return a - simt_arena_lo < ARENA_BYTES && simt_arena_lo;
}

/* 1 if [p, p+n) lies inside one live allocation. */
int simt_mem_is_device(const void *p, size_t n) { return simt_mem_index((uintptr_t)p, n) >= 0; }

long simt_mem_index(uintptr_t a, size_t n)
{
  long i = simt_mem_in_arena(a) ? find(a) : -1;
  return i >= 0 && allocs[i].live && a - allocs[i].base <= allocs[i].size &&
         n <= allocs[i].size - (a - allocs[i].base) ? i : -1;
}

int simt_mem_device(const void *p, size_t n)
{
  uintptr_t a = (uintptr_t)p;
  if (!simt_mem_is_device(p, n))
    return -1;
  return allocs[find(a)].dev;
}

void simt_mem_check(uintptr_t a, size_t n, int write, void *pc)
{
  long i = find(a);
  if (i >= 0 && allocs[i].live && a + n <= allocs[i].base + allocs[i].size) {
    if (write && allocs[i].managed)
      simt_hs_store(a, n); /* the host reads it with no copy */
    int here = simt_current_device();
    if (simt_past_marks)
      (write ? simt_mem_input_write : simt_mem_past_read)(a, n, pc);
    if (simt_past_marks && write)
      simt_mem_past_write(a, n, pc);
    simt_wr_access((size_t)i, a - allocs[i].base, n, write, pc);
    if (allocs[i].dev == here || simt_peer_enabled(here, allocs[i].dev))
      return;
    simt_diag("out-of-bounds", pc,
              "%s of %zu bytes at %p, in memory of device %d, from a kernel running on "
              "device %d without peer access (cudaSetDevice before the launch?)",
              write ? "write" : "read", n, (void *)a, allocs[i].dev, here);
    simt_abort(cudaErrorIllegalAddress);
  }
  if (i >= 0 && !allocs[i].live && a - allocs[i].base < allocs[i].size)
    simt_diag("out-of-bounds", pc, "%s of %zu bytes at %p, in an allocation already freed",
              write ? "write" : "read", n, (void *)a);
  else if (i >= 0)
    simt_mem_oob_near(a, n, write, pc, allocs[i].base, allocs[i].size);
  else
    simt_diag("out-of-bounds", pc, "%s of %zu bytes at %p, outside every allocation",
              write ? "write" : "read", n, (void *)a);
  simt_abort(cudaErrorIllegalAddress);
}

void simt_mem_reset(void)
{
  for (size_t i = 0; i < nallocs; i++)
    if (allocs[i].live)
      simt_mem_free((void *)allocs[i].base);
  nallocs = 0;
  last = 0;
  memset(used, 0, sizeof used);
  simt_devheap_reset();
  if (simt_arena_lo)
    bump = simt_arena_lo + GAP;
}

size_t simt_mem_used(int dev) { return dev >= 0 && dev < SIMT_MAX_DEVICES ? used[dev] : 0; }
