/* simt.h — the grader's view of the SIMT emulator: per-case options, a fresh
 * device between cases, the diagnoses a run produced, and the flags that
 * compile a submission for it.  The CUDA API itself (cudaMalloc, launches,
 * ...) is in include/simt_rt.h; the runtime lives in harness/simt/ (C files).
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
};

#define SIMT_DEFAULT_STEPS (64ull << 20)

/* simt_configure: applies opt to the following launches.  opt may be NULL
 * (defaults: forward order, default budget, one device).  Call before a case. */
void simt_configure(const struct simt_options *opt);

/* simt_reset: a fresh device between cases — frees every device allocation,
 * stream and event, clears the last and sticky errors, the per-kernel
 * attributes and the diagnoses.  Options set by simt_configure stay. */
void simt_reset(void);

/* simt_diag_take: writes the diagnoses recorded since the last take into buf
 * (at most cap bytes, NUL-terminated, whole lines only), one per line:
 *   "tag: message at FILE:LINE (block (x,y,z), thread (x,y,z))\n"
 * Tags: race, barrier-divergence, out-of-bounds, uninitialised-shared,
 * step-budget, shuffle-mask, misaligned-address.  Deduplicated by (tag, source line), at most
 * SIMT_DIAG_CAP.  Returns the bytes written (without the NUL) and clears the
 * list.  buf may be NULL with cap 0 to just clear. */
size_t simt_diag_take(char *buf, size_t cap);
#define SIMT_DIAG_CAP 20

/* simt_diag_count: diagnoses recorded since the last take. */
int simt_diag_count(void);

/* simt_cxx_flags: the clang++ arguments (after the compiler, before the
 * source file) that compile a rewritten submission into a shared object for
 * the emulator; NULL-terminated.  "-I" is followed by SIMT_INCLUDE_PLACEHOLDER,
 * which the caller replaces by the absolute path of harness/simt/include. */
extern const char *const simt_cxx_flags[];
#define SIMT_INCLUDE_PLACEHOLDER "@SIMT_INCLUDE@"

#ifdef __cplusplus
}
#endif

#endif /* SIMT_H */
