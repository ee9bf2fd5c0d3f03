/* stack_frame.h — a function whose locals pass the stack, found when the
 * emulator's build stalls on it.  The build fills every local with clang's
 * pattern (simt/api.c, -ftrivial-auto-var-init=pattern), and clang 14 makes
 * that pattern a constant of the variable's size, element by element: a
 * 256 MiB host array took the full 300 s compile limit and gigabytes, for a
 * program that would only crash.  The front end runs first under
 * RG_IR_SOFT_MEM_BYTES; past it, one pass without the pattern (a fraction
 * of a second) says whether such a frame is the cause. */
#ifndef RG_STACK_FRAME_H
#define RG_STACK_FRAME_H

/* The front end's first limit: an honest exercise compiles in ~100 MB, a
 * pattern for 64 Mi elements takes ~750 MB (and ~5 s; it is left to run and
 * crash); past this the rest would take minutes. */
#define RG_IR_SOFT_MEM_BYTES (1ULL << 30)
/* A host thread's stack (ulimit -s). */
#define RG_STACK_BYTES (8ULL << 20)

/* compile_argv: the build's one-step command (its -o is replaced), run with
 * the pattern off and the backend's frame-size warning at RG_STACK_BYTES.
 * A frame past it: the refusal, at the function's line, in log_path, and
 * 1; else 0 (the compile goes on as before). */
int rg_stack_frame_refused(const char *const *compile_argv, const char *submission,
                           const char *dir, const char *log_path, double timeout_s);

#endif
