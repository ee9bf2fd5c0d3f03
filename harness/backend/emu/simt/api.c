/* api.c — the grader's entry points (simt.h): options per case, a fresh
 * device between cases, and the compile flags of a submission.  The rest of
 * the runtime is reached through the CUDA API and the shim.
 */
#include <stdlib.h>
#include <string.h>
#include "simt_int.h"

void simt_host_free_handles(void);
void simt_launch_reset(void);

const char *const simt_cxx_flags[] = {
  "-x", "c++",
  "-std=c++17",
  "-O1",
  "-gdwarf-4",  /* binutils addr2line misnames DWARF 5 file 0 under #line */
  /* Lines and inlined frames only: all a diagnosis reads of the debug
   * information is addr2line -i's FILE:LINE (diag.c, perf_symbols.c);
   * full -g's variables and types cost CPU in every step of a compile.
   * After -gdwarf-4, which on its own means full -g again. */
  "-gline-tables-only",
  "-fPIC",
  "-shared",
  "-fdeclspec",  /* the properties x, y, z, w of the shim's vector types */
  /* Every function may hold a barrier or a warp collective, as nvcc assumes
   * of device code: the optimiser then never copies a call of one into two
   * paths (an if's two arms both reaching one __syncthreads()), which would
   * make its threads wait at two return addresses, read as divergence.
   * The driver's spelling of the flag does not reach the C++ front end. */
  "-Xclang", "-fconvergent-functions",
  /* A float converted to an int it does not fit saturates on the GPU
   * (cvt.rzi: INT_MAX, INT_MIN, NaN to 0); x86 gives INT_MIN for all three.
   * This makes clang convert as the GPU does. */
  "-fno-strict-float-cast-overflow",
  /* nvcc -O3 fuses a * b + c into one fused multiply-add (--fmad=true),
   * across statements: every multiply and add may be fused here too, which
   * the code generator does only where the target has FMA instructions,
   * device functions on x86-64 (ir_fma.c). */
  "-ffp-contract=fast",
  /* A variable-length array (float buf[n] with n a parameter) is a C99
   * feature nvcc refuses in device code ("expression must have a constant
   * value"); clang would take it, and pass a kernel no GPU builds. */
  "-Werror=vla-extension",
  /* A device variable with a constructor (nvcc: "dynamic initialization is
   * not supported") is found by this warning (ir_dyninit.c), which the
   * build then takes out of the log. */
  "-Wglobal-constructors",
  /* Two classes of warning the report shows (build/compile_warnings.c)
   * that clang leaves off by default: a variable read before it is
   * written, and `i >= 0` of an unsigned i (a loop that never ends). */
  "-Wuninitialized",
  "-Wtautological-unsigned-zero-compare",
  /* A read the compiler proves uninitialised on every path (clang's
   * -Wuninitialized proper: "is uninitialized when used here") is refused
   * (build/compile_errors.c, uninitialised-read): its value is this
   * build's fill below on the emulator and whatever a register held on a
   * GPU, so a kernel can read one on purpose to learn where it runs
   * (tests/hostile/uninitialised-local-probe-hides-race.cu).  A read on
   * some paths only (-Wsometimes-uninitialized) stays a warning: clang
   * does not see that two conditions agree, and right code guards a read
   * with the condition that guarded the write. */
  "-Werror=uninitialized",
  "-Wno-error=sometimes-uninitialized",
  /* A local read before it is written (float sums[8]; then sums[k] +=)
   * holds whatever the fiber's stack held, which differs between
   * processes: the same file and seed passed one grading and failed the
   * next.  Clang fills every such local with one pattern instead (clang
   * 14: floats and doubles the NaN of all bytes 0xFF, which are the output
   * poison's bytes, so such a sum reads as unwritten-output, whose line
   * names this way too; ints 0xAAAAAAAA, a wrong result), the same way
   * every time.  Reading an uninitialised local is undefined in CUDA too. */
  "-ftrivial-auto-var-init=pattern",
  "-fsanitize-coverage=trace-pc-guard,pc-table,trace-loads,trace-stores",
  /* A thread's stack is SIMT_STACK_SIZE with one guard page below it; an
   * alloca larger than what is left (__builtin_alloca_uninitialized(n):
   * -ftrivial-auto-var-init does not write it) moved the stack pointer past
   * the guard, so the runtime's own calls (a barrier's, an atomic's) ran on
   * the stacks of other threads and the kernel passed; on a GPU it
   * overflows the thread's stack.  Probing each page as the stack grows
   * faults on the guard page instead: the thread's crash. */
  "-fstack-clash-protection",
  /* An index past the end of an array of known size (a thread's local
   * float sums[8], a fixed __shared__ array): checked where it is used,
   * reported with its line (array_bounds.c).  No sanitizer runtime is
   * linked into a shared object; the handlers are the emulator's. */
  "-fsanitize=array-bounds",
  /* malloc is not the C library's to the optimiser: a __shared__ pointer
   * stored once from a malloc of constant size and never freed is, to it,
   * one global, whose allocation it replaces with a static array (LLVM's
   * globalopt), so every block wrote the same bytes: a race no GPU has,
   * where each block's malloc takes a block of the device heap of its own
   * (devheap.c; tests/mutants/05-warp-shuffle/device-heap-never-freed). */
  "-fno-builtin-malloc",
  /* A load whose value only one arm of a branch uses is moved into that
   * arm by InstCombine's code sinking, so a kernel that loads before its
   * bound test (v = in[i]; if (i < n) sum += v;) made no read past n here,
   * where nvcc -O3 keeps the load on every path and selects the value: the
   * GPU reads past the end
   * (tests/mutants/06-thread-coarsening/loads-hoisted-above-guard). */
  "-mllvm", "-instcombine-code-sinking=false",
  "-I", SIMT_INCLUDE_PLACEHOLDER,
  "-include", "simt_cuda.h",
  "-DRG_EMU=1",
  NULL,
};

const char *const simt_ir_flags[] = {
  "-x", "ir",
  "-O1",
  "-fPIC",
  "-Xclang", "-disable-llvm-passes",
  NULL,
};

/* The bounds handlers (array_bounds.c) are called only by the submission's
 * object, loaded later: named here so that the linker keeps them in the
 * grader, which exports them to it. */
void __ubsan_handle_out_of_bounds(const void *data, uintptr_t index);
__attribute__((used)) static void (*const keep_bounds_handler)(const void *, uintptr_t) =
    __ubsan_handle_out_of_bounds;

void simt_configure(const struct simt_options *opt)
{
  if (opt)
    simt_opt = *opt;
  else
    memset(&simt_opt, 0, sizeof simt_opt);
  simt_perf_on = simt_opt.perf != 0;
  simt_budget = simt_opt.step_budget ? simt_opt.step_budget : SIMT_DEFAULT_STEPS;
  const char *f = getenv("SIMT_FIBER");
  simt_fiber_ucontext = f && strcmp(f, "ucontext") == 0;
  simt_sched_seed(simt_opt.seed);
  simt_clock_start();
}

void simt_reset(void)
{
  simt_nccl_reset();
  simt_mem_reset();
  simt_host_free_handles();
  simt_host_reset();
  simt_launch_reset();
  simt_shadow_reset();
  simt_gshadow_reset();
  simt_diag_clear();
  simt_perf_clear();
  simt_sched_seed(simt_opt.seed);
}
