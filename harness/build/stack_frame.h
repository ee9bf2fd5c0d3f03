/* stack_frame.h — a function whose locals pass the stack, found when the
 * emulator's build stalls on it.  The build fills every local with clang's
 * pattern (simt/api.c, -ftrivial-auto-var-init=pattern), and clang 14 makes
 * that pattern a constant of the variable's size, element by element: a
 * 256 MiB host array took the full 300 s compile limit and gigabytes, for a
 * program that would only crash.  The front end runs under its limits
 * (front_end.h); past one, a pass without the pattern (a fraction of a
 * second) says whether such a frame is the cause. */
#ifndef RG_STACK_FRAME_H
#define RG_STACK_FRAME_H

/* A host thread's stack (ulimit -s). */
#define RG_STACK_BYTES (8ULL << 20)

/* compile_argv: the build's one-step command (its -o is replaced), run with
 * the pattern off and the backend's frame-size warning at RG_STACK_BYTES,
 * under the front end's limits (mem_bytes, cpu_s: a front end heavy for
 * another cause is not paid for twice in full).  A frame past it: the
 * refusal, at the function's line, in log_path, and 1; else 0. */
int rg_stack_frame_refused(const char *const *compile_argv, const char *submission,
                           const char *dir, const char *log_path, double timeout_s,
                           unsigned long long mem_bytes, double cpu_s);

#endif
