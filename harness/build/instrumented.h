/* instrumented.h — does a submission turn the emulator's instrumentation off?
 *
 * The emulator sees a kernel's loads, stores and branches through the
 * compiler's coverage instrumentation; its race, out-of-bounds and
 * uninitialised-memory checks and its performance model are only as good as
 * that.  A function marked no_sanitize("coverage") (directly, by a macro, by
 * `#pragma clang attribute`) or written in inline assembly runs unseen, so
 * the emulator refuses it, as a compile error at its line (issue 17,
 * class 5); an asm statement that runs nothing (`asm volatile("" :::
 * "memory")`, a compiler barrier with no operands) is let through.  Decided on the preprocessor's output, lines of the submission
 * only; `#line` directives in the submission are refused too, since they
 * could make its lines look like a system header's.
 */
#ifndef RG_INSTRUMENTED_H
#define RG_INSTRUMENTED_H

#include <stdbool.h>

#include <stddef.h>

/* The first line of text (the submission as written) holding a #line
 * directive, or 0. */
int rg_instrumented_line_directive(const char *text);

/* In preprocessed text (markers `# N "file"`), the first line of file
 * `name` holding a word that turns instrumentation off.  Returns that
 * line's number in the file (and the word in *word, static), or 0. */
int rg_instrumented_find_off(const char *pre, const char *name, const char **word);

/* Look (above) in the preprocessed text at pre_path, which the includes'
 * check's pass wrote (includes.h).  Returns 1 with *line and *word set when
 * the submission (named `name` in the markers) turns instrumentation off,
 * 0 when not, -1 when there is no text (the preprocessor failed: the
 * compile's own errors say why). */
int rg_instrumented_check(const char *pre_path, const char *name, int *line,
                          const char **word);

/* Is an off word (above) one of the processor's cycle counters? */
bool rg_instrumented_reads_clock(const char *word);

#endif
