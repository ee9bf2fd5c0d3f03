/* front_end.h — the limits of a submission's own compile (its front end:
 * the emulator's clang++ -emit-llvm step, the GPU's nvcc -c of entry.cu),
 * and the refusal of a compile that passes them.  A few lines of templates
 * or constexpr code can make a front end compute for minutes and gigabytes
 * (a grid of 250,000 instantiations, a pack of four million arguments),
 * paid by every grading of the file; no count of depth or size sees them,
 * so the compile itself is measured and stopped, never run again under the
 * full limits.  Each backend's table (build_backend.h) holds its pair.
 *
 * Measured (bench/front-end-limits.sh; bench/results.md, "Front-end
 * limits"): the step of every solution and every tests/correct/ file of
 * exercises 08, 12, 14 and 15 (GPU: 08, 12 and 15), as /usr/bin/time
 * reports it (user + system CPU; the largest process's resident set),
 * clang 14 and nvcc 12 for sm_75, on a loaded 2-core machine:
 *   emulator, shim precompiled (118 files): at most 0.23 s CPU, 126 MiB
 *   emulator, shim as text (37 files):      at most 0.37 s CPU, 135 MiB
 *   GPU, nvcc and all its tools (90 files): at most 4.0 s CPU, 379 MiB
 *                                           (median 1.2 s)
 * The limits are 8 times the emulator's CPU and 5 times the GPU's, 7.6
 * and 5.4 times their memory: an honest file never meets them, and a
 * stalled one ends within seconds.  The emulator's memory limit is also
 * where a stack frame's pattern is looked for (stack_frame.h). */
#ifndef RG_FRONT_END_H
#define RG_FRONT_END_H

#define RG_FRONT_CPU_S_EMU 3.0
#define RG_FRONT_MEM_EMU (1ULL << 30)
#define RG_FRONT_CPU_S_GPU 20.0
#define RG_FRONT_MEM_GPU (2ULL << 30)

struct rg_compile_opts;

/* The CPU limit of o's backend, or REDUCE_GRADE_FRONT_CPU_S from the
 * environment where it is lower (the kit's tests lower it, so that a stall
 * costs them a second; it never raises the limit). */
double rg_front_cpu_s(const struct rg_compile_opts *o);
/* The memory limit of o's backend. */
unsigned long long rg_front_mem_bytes(const struct rg_compile_opts *o);

/* Writes the refusal, "SUBMISSION:1: error: compile-stall: ...", to
 * log_path: the compiler passed o's CPU limit (cpu) or its memory limit. */
void rg_front_end_refusal(const struct rg_compile_opts *o, const char *submission,
                          const char *log_path, int cpu);

#endif
